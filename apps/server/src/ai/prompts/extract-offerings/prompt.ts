import { DataTags, quoteData } from '../../model/quote';

/** Characters of page text sent for offering extraction (about 6k tokens). */
export const OFFERING_TEXT_BUDGET = 24_000;

/** Prompt for reading the products and services off crawled pages (use_llm crawls). */
export function extractOfferingsPrompt(siteUrl: string, pages: { url: string; text: string }[]): string {
  const share = Math.max(400, Math.floor(OFFERING_TEXT_BUDGET / Math.max(1, pages.length)));
  const quoted = pages.map((page) => ({ url: page.url, text: page.text.slice(0, share) }));
  return `List the products and services this business sells, as written on its pages. Use the exact names the pages use; give a price only when a page shows it, with its currency; leave fields null when the pages do not say. Do not list navigation items, blog posts or categories as offerings.

The website: ${JSON.stringify(siteUrl)}

Its crawled pages, as data:
${quoteData(DataTags.crawl, quoted)}`;
}
