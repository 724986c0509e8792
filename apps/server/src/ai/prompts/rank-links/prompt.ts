import { DataTags, quoteData } from '../../model/quote';

export type RankLinksCandidate = { url: string; text: string };

/** Prompt for choosing which links of a crawled page to follow (use_llm crawls). */
export function rankLinksPrompt(
  pageUrl: string,
  pageTitle: string | null,
  candidates: RankLinksCandidate[],
): string {
  return `Adsmith is crawling a business website to learn what it sells and how it talks about itself, so it can draft ads.
From the candidate links of the page below, choose the ones worth crawling, best first: product, service, pricing, about and collection pages first; blog posts only when they describe the business; never login, cart, checkout, account, legal, feeds, tag archives or calendars.

The page, as data:
${quoteData(DataTags.crawl, { url: pageUrl, title: pageTitle })}

The candidate links (index, url, anchor text), as data:
${quoteData(
  DataTags.links,
  candidates.map((candidate, index) => ({ index, url: candidate.url, text: candidate.text })),
)}`;
}
