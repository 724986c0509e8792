import type { CrawlFacts } from '../engine';

/** Tags around quoted material in prompts. Everything inside them is data, never instructions. */
export const DataTags = {
  crawl: 'crawled_data',
  story: 'brand_story',
  insights: 'user_insights',
  existing: 'existing_assumptions',
  links: 'candidate_links',
} as const;
export type DataTag = (typeof DataTags)[keyof typeof DataTags];

/** Characters of crawled text one prompt may carry (about 6–8k tokens). */
export const CRAWL_TEXT_BUDGET = 24_000;
const MIN_PAGE_CHARS = 600;
const MAX_OFFERINGS = 30;

// Control and bidi-override characters can hide text from a reader of the prompt; they carry no meaning here.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Quotes material for a prompt: JSON-encoded (quotes and newlines escaped) with `<` and `>` escaped too, so the
 * text can never close its tag or open another, and wrapped in the tag the system prompt declares as data.
 */
export function quoteData(tag: DataTag, value: unknown): string {
  const json = JSON.stringify(
    value,
    (_key, item: unknown) => (typeof item === 'string' ? item.replace(CONTROL_CHARACTERS, '') : item),
    1,
  )
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e');
  return `<${tag}>\n${json}\n</${tag}>`;
}

const clip = (text: string | null, max: number) =>
  text && text.length > max ? `${text.slice(0, max)}…` : text;

/**
 * The crawl cut to a character budget: offerings first (they carry names and prices), then pages in crawl order
 * (start page first), each page getting an equal share of what is left, never less than a readable minimum.
 */
export function crawlForPrompt(facts: CrawlFacts, budget = CRAWL_TEXT_BUDGET) {
  const offerings = facts.offerings.slice(0, MAX_OFFERINGS).map((offering) => ({
    name: clip(offering.name, 120),
    price: offering.price,
    currency: offering.currency,
    type: offering.offeringType,
    description: clip(offering.description, 300),
    page: offering.landingPage,
  }));
  let remaining = budget - JSON.stringify(offerings).length;
  const pages = [];
  for (const [index, page] of facts.pages.entries()) {
    if (remaining < MIN_PAGE_CHARS) break;
    const share = Math.max(MIN_PAGE_CHARS, Math.floor(remaining / (facts.pages.length - index)));
    const text = clip(page.text, share) ?? '';
    remaining -= text.length + (page.title?.length ?? 0) + (page.description?.length ?? 0);
    pages.push({
      url: page.url,
      title: clip(page.title, 200),
      description: clip(page.description, 400),
      text,
    });
  }
  return {
    site_name: facts.siteName,
    hostname: facts.hostname,
    business_type: facts.businessType,
    offerings,
    pages,
  };
}
