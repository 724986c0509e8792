import type { CrawlFacts } from '../../engine';
import { crawlForPrompt, DataTags, quoteData } from '../../model/quote';

/** Prompt for the brand story: the task, then the crawl as quoted data. */
export function storyPrompt(facts: CrawlFacts): string {
  return `Write the brand story of the business whose website was crawled. It is the foundation for its ads, so be specific: use the business's real name, its real products or services and prices, and what its own pages say makes it different. Write in the first person plural ("we"), 3 to 5 short paragraphs, at most 350 words in total.

The crawled website, as data:
${quoteData(DataTags.crawl, crawlForPrompt(facts))}`;
}
