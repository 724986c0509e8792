import type { Offering } from '../crawl.types';
import { normaliseName } from './merge';

/** A page's rows are a quote of the price list when at least this share of them repeat it. */
const QUOTE_SHARE = 0.5;

/** The page an offering was read off: its landing page without the fragment ("/#prices" is the home page). */
function pageOf(offering: Offering): string {
  return offering.landing_page.replace(/#.*$/, '');
}

/** The words of three letters or more of a name or a path ("/dog-bathing/" → dog, bathing). */
function wordsOf(text: string): string[] {
  return normaliseName(text)
    .split(' ')
    .filter((word) => /^\p{L}{3,}$/u.test(word));
}

function pathWords(page: string): string[] {
  try {
    return wordsOf(decodeURIComponent(new URL(page).pathname));
  } catch {
    return [];
  }
}

/**
 * Two words with one stem: the shorter is four letters or more and both share its first five letters, or all of it
 * when shorter ("cut" never; "colour" and "colouring"; inflected forms such as "bathe" and "bathing").
 */
function sameStem(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  if (shorter < 4) return false;
  const length = Math.min(5, shorter);
  return a.slice(0, length) === b.slice(0, length);
}

const pricesOf = (offering: Offering): string[] => [
  ...(offering.price === null ? [] : [offering.price]),
  ...(offering.variants ?? []).flatMap((variant) => (variant.price === null ? [] : [variant.price])),
];

/** A row of a page's text: priced, read off the page (not its structured data), not about the page's own subject. */
type Row = { index: number; page: string; lead: string };

/**
 * The offerings without a page's quotes of the site's price list. A service page often repeats a few rows of the price
 * list in its own words ("Bathing a small dog: 20–30" beside the price list's "Bathing – small dog 20–30"): the same
 * offerings named otherwise, so merging by name misses them. A priced row read off a page's text (not structured data,
 * and not named like the page itself: "/lexus-keys/" is about its "Lexus smart key") repeats the price list when a page
 * with more priced rows has an offering at the same price (or variant price) whose name leads with a word of the same
 * stem. When at least half of a page's rows repeat the price list that way, those rows are dropped; a page that only
 * shares a price or two with the list keeps all it has.
 */
export function withoutQuotedPrices(offerings: readonly Offering[]): Offering[] {
  const rows: Row[] = [];
  const rowsPerPage = new Map<string, number>();
  offerings.forEach((offering, index) => {
    const lead = wordsOf(offering.name)[0];
    if (offering.price === null || offering.sources.name !== 'heuristic' || !lead) return;
    const page = pageOf(offering);
    rowsPerPage.set(page, (rowsPerPage.get(page) ?? 0) + 1);
    const subject = pathWords(page);
    if (wordsOf(offering.name).some((word) => subject.some((other) => sameStem(word, other)))) return;
    rows.push({ index, page, lead });
  });
  const leads = offerings.map((offering) => wordsOf(offering.name)[0] ?? null);
  const repeated = rows.filter(({ index, page, lead }) => {
    const price = offerings[index]!.price as string;
    const own = rowsPerPage.get(page) ?? 0;
    return offerings.some((other, at) => {
      const otherLead = leads[at];
      if (!otherLead || pageOf(other) === page || (rowsPerPage.get(pageOf(other)) ?? 0) <= own) return false;
      return pricesOf(other).includes(price) && sameStem(lead, otherLead);
    });
  });
  const repeatedPerPage = new Map<string, number>();
  for (const { page } of repeated) repeatedPerPage.set(page, (repeatedPerPage.get(page) ?? 0) + 1);
  const dropped = new Set(
    repeated
      .filter(({ page }) => (repeatedPerPage.get(page) ?? 0) >= QUOTE_SHARE * (rowsPerPage.get(page) ?? 1))
      .map(({ index }) => index),
  );
  return offerings.filter((_, index) => !dropped.has(index));
}
