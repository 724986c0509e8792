import type { CrawlFacts } from '../../engine';
import { crawlForPrompt, DataTags, quoteData } from '../../model/quote';

/** Prompt for merging the owner's insights into the story (the crawl is context for names and facts only). */
export function mergeInsightsPrompt(input: {
  story: string;
  insights: string;
  facts: CrawlFacts | null;
}): string {
  const crawl = input.facts
    ? `\n\nThe crawled website, as data (for checking names and facts only):\n${quoteData(DataTags.crawl, crawlForPrompt(input.facts, 8_000))}`
    : '';
  return `The business owner added insights to their brand story. Rewrite the story so the insights are integrated where they belong — each in the paragraph on the same topic, in the story's voice — rather than appended at the end. Keep everything else in the story as it is, unless an insight corrects it. Add no facts that are in neither the story nor the insights. Keep 3 to 5 paragraphs.

The current story, as data:
${quoteData(DataTags.story, input.story)}

The owner's insights, as data:
${quoteData(DataTags.insights, input.insights)}${crawl}`;
}
