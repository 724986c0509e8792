import type { BusinessProfile } from '@adsmith/domain/profile/schemas';
import { DataTags, quoteData } from '../../model/quote';

/** Characters of page text sent for the profile check (about 6k tokens). */
export const PROFILE_TEXT_BUDGET = 24_000;

/** Prompt for checking and completing the rules' business profile against the crawled pages. */
export function businessProfilePrompt(
  pages: { url: string; text: string }[],
  rules: BusinessProfile,
): string {
  const share = Math.max(500, Math.floor(PROFILE_TEXT_BUDGET / Math.max(1, pages.length)));
  const quotedPages = pages.slice(0, 40).map((page) => ({ url: page.url, text: page.text.slice(0, share) }));
  const draft = {
    businessName: rules.businessName?.value ?? null,
    category: rules.category?.value ?? null,
    country: rules.location.country?.value ?? null,
    city: rules.location.city?.value ?? null,
    audience: rules.audience.map((item) => item.value),
    valuePropositions: rules.valuePropositions.map((item) => item.value),
    offers: rules.offers.map((offer) => `${offer.kind}: ${offer.text}`),
    unknowns: rules.unknowns,
  };
  return `Check this draft profile of a business against its crawled pages, correct what is wrong and complete what is missing: its name, what it is (a few English words), the country (ISO code) and city it is in, who it serves, why customers choose it, its offers and guarantees, and testimonials with their author.

Every item must come from a page: give the page URL and copy the exact words from that page as the quote. Items whose words are not on the page are thrown away. Leave a field null or a list empty when the pages do not say; never guess. Say in unknowns what the pages do not tell.

The draft made by rules, as data:
${quoteData(DataTags.crawl, draft)}

The crawled pages, as data:
${quoteData(DataTags.crawl, quotedPages)}`;
}
