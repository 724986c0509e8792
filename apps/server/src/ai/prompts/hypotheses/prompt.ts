import { draftLanguageOf, languageInstruction } from '../../copy-brief';
import type { HypothesesInput } from '../../engine';
import { crawlForPrompt, DataTags, quoteData } from '../../model/quote';

/** Prompt for assumptions about why customers buy, distinct from the existing ones. */
export function hypothesesPrompt(input: HypothesesInput): string {
  const story = input.brandStory
    ? `\n\nThe owner's brand story, as data:\n${quoteData(DataTags.story, input.brandStory)}`
    : '';
  const existing =
    input.existing.length > 0
      ? `\n\nAssumptions that already exist, as data — each new one must rest on a different reason, not reword these:\n${quoteData(DataTags.existing, input.existing)}`
      : '';
  const deleted =
    (input.deleted ?? []).length > 0
      ? `\n\nAssumptions the owner deleted, as data — do not propose these reasons again in any wording:\n${quoteData(DataTags.existing, input.deleted ?? [])}`
      : '';
  return `Propose exactly ${input.count} distinct assumptions about why customers buy from this business (for example quality or craft, price or value, convenience or speed, expertise or trust, being local, sustainability — only reasons the material supports). Each must cite 1–2 crawled pages with words quoted exactly from them, and be testable with one ad campaign. ${languageInstruction(draftLanguageOf({ profile: input.facts.profile ?? null, brand_story: input.brandStory ?? null }))}

The crawled website, as data:
${quoteData(DataTags.crawl, crawlForPrompt(input.facts))}${story}${existing}${deleted}`;
}
