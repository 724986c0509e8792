import { draftLanguageOf, languageInstruction } from '../../copy-brief';
import type { CrawlFacts } from '../../engine';
import { crawlForPrompt, DataTags, quoteData } from '../../model/quote';
import { storyProfileForPrompt } from './profile';

/** Prompt for the brand story: the task and its shape, then the business profile and the crawl as quoted data. */
export function storyPrompt(facts: CrawlFacts): string {
  const profile = storyProfileForPrompt(facts);
  return `Write the brand story of the business whose website was crawled. It is the foundation for its ads, so be specific and write it as the business would, in the first person plural ("we"), 120 to 250 words in 3 to 5 short paragraphs, in this shape:
1. who the business is and where;
2. who it serves;
3. the problem or need it solves for them;
4. what it offers: its best-known 2–4 offerings with their prices, under short names (no pack sizes, dimensions or codes);
5. why believe it: proof the site gives (years, counts, qualifications, reviews);
6. its promise.
${profile ? languageInstruction(draftLanguageOf({ profile: facts.profile ?? null })) : 'Write in the language of the site.'} Compose your own sentences from the profile; never copy shop, payment, delivery, returns, legal, cookie or navigation text, and state nothing the profile or the pages do not.
${profile ? `\nThe business profile, as data:\n${quoteData(DataTags.crawl, profile)}\n` : ''}
The crawled website, as data:
${quoteData(DataTags.crawl, crawlForPrompt(facts))}`;
}
