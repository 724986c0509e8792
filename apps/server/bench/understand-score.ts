/**
 * Scoring of `npm run bench:understand`: what the crawl found on a real site against its hand-labelled truth.json.
 *
 * Matching is lenient on wording, strict on figures: names are compared without case, accents and punctuation;
 * two names match when they are equal, when one contains the other, or when most of their words are shared — but
 * only if every number of the truth's name (sizes, counts: "d20см", "20 x", "1-hour") is in the found name too, so
 * near-identical products that differ by size stay apart. Pairs are assigned one to one, best first.
 *
 * A found offering may carry variants (sizes, durations, persons, day/night rates: label + price). A labelled offering
 * is found when it matches the offering (its name; its price is the offering's, the lowest) or one of its variants
 * (the offering's name with the variant's label; the variant's price), so modelling variants right never lowers
 * recall: "Kopfmassage" with variants "5 Minuten" and "10 Minuten" matches the labels "Kopfmassage 5 Minuten" and
 * "Kopfmassage 10 Minuten". A name still carrying the site's name ("Haircut – Salon X") is compared without it too.
 *
 * Precision: found offerings that match at least one labelled one, over all found. On a `partial: true` site (only
 * some offerings labelled) an unmatched offering may be a real, unlabelled one, so precision there counts as wrong
 * only unmatched offerings that are junk (see isJunk) — labelled + not_offerings, as the truth allows.
 */
import type { RealSiteTruth } from '@adsmith/fixtures/realsites';
import type { ExtractedOffering } from '../src/modules/crawl/crawl.runner.types';
import { offeringCurrencyOnSite } from '../src/modules/profile/rules/currency';

export type FoundOffering = {
  name: string;
  price: string | null;
  currency: string | null;
  offeringType: 'product' | 'service';
  landingPage: string | null;
  /** The offering's variants: "30 min", "Kurz", "10 hlö", "Nacht" with their prices. */
  variants?: readonly { label: string; price: string | null }[];
};

/** The crawl's offerings as scored, in the currency the site's profile settled ("$" on a Chilean site). */
export function foundOfferingsOf(
  offerings: readonly ExtractedOffering[],
  siteCurrency: string | null,
): FoundOffering[] {
  return offerings.map((offering) => ({
    name: offering.name,
    price: offering.price,
    currency: offeringCurrencyOnSite(offering.currency, siteCurrency),
    offeringType: offering.offeringType,
    landingPage: offering.landingPage,
    variants: offering.variants,
  }));
}

export function normaliseForMatch(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/&/g, ' and ')
    .replace(/(\d)[.,](\d)/g, '$1_$2')
    .replace(/[^\p{L}\p{N}_]+/gu, ' ')
    .replace(/_/g, '.')
    .trim();
}

const numbersOf = (text: string) => new Set(text.match(/\d+(?:\.\d+)?/g) ?? []);

/** 0..1: how surely two names mean the same offering (0 when a number of the truth's name is missing). */
export function nameSimilarity(truthName: string, foundName: string): number {
  const a = normaliseForMatch(truthName);
  const b = normaliseForMatch(foundName);
  if (!a || !b) return 0;
  if (a === b) return 1;
  // Numbers in the label's parentheses are its explanation ("Bronze course (15 hours …)"), not part of the name.
  const numbersB = numbersOf(b);
  for (const number of numbersOf(normaliseForMatch(truthName.replace(/\([^)]*\)/g, ' '))))
    if (!numbersB.has(number)) return 0;
  const wordsA = a.split(' ');
  const wordsB = b.split(' ');
  const setB = new Set(wordsB);
  const shared = wordsA.filter((word) => setB.has(word)).length;
  const dice = (2 * shared) / (wordsA.length + wordsB.length);
  if (` ${b} `.includes(` ${a} `) || ` ${a} `.includes(` ${b} `)) return Math.max(0.8, dice);
  return dice;
}

export const MATCH_THRESHOLD = 0.7;

const OBVIOUS_JUNK =
  /^(cart|basket|bag|checkout|my account|account|login|sign in|register|search|shop|store|catalog|catalogue|products|services|workshops?|home|contact|contacts|about|faq|blog|news|warenkorb|kasse|mein konto|konto|suche|корзина|оформление заказа|мой аккаунт|каталог|магазин|контакты|koszyk|sklep|kontakt|cennik|galeria)$/i;
const JUNK_PATH =
  /([?&](add-to-cart|add_to_cart|s)=|\/(cart|basket|checkout|my-account|account|login|warenkorb|kasse|korzina)(\/|$)|\/(product-category|product-tag|category|categories|tag|tags)\/)/i;

/** Junk: a cart/account/category/search landing page, an obviously generic name, or a name the truth lists as not an offering. */
export function isJunk(offering: FoundOffering, truth: RealSiteTruth): boolean {
  const name = normaliseForMatch(offering.name);
  if (OBVIOUS_JUNK.test(name)) return true;
  if (offering.landingPage) {
    try {
      const url = new URL(offering.landingPage);
      if (JUNK_PATH.test(`${decodeURIComponent(url.pathname)}${url.search}`)) return true;
    } catch {
      // an unparsable landing page is judged by its name only
    }
  }
  const not = ` ${normaliseForMatch(truth.not_offerings.join(' ; '))} `;
  return name.length >= 3 && not.includes(` ${name} `);
}

/** A name still carrying the site's name as a prefix or suffix ("Fast Charger - Shop Name", "Shop | Item"). */
export function hasSiteAffix(name: string, truth: RealSiteTruth, siteNames: readonly string[] = []): boolean {
  const parts = name
    .split(/\s+[|–—·•-]\s+|\s+[-–—]\s*$/)
    .map((part) => normaliseForMatch(part))
    .filter(Boolean);
  if (parts.length < 2) return false;
  const brands = [truth.business_name, ...siteNames]
    .map(normaliseForMatch)
    .filter((brand) => brand.length >= 3);
  const edge = [parts[0] as string, parts[parts.length - 1] as string];
  return edge.some((part) =>
    brands.some((brand) => part === brand || part.includes(brand) || brand.includes(part)),
  );
}

export type SiteScore = {
  truthCount: number;
  found: number;
  /** Labelled offerings found (by an offering or one of its variants). */
  matched: number;
  /** Found offerings that match at least one labelled offering (the numerator of precision). */
  foundMatched: number;
  /** The denominator of precision: all found, or on a partial site the matched and the junk. */
  precisionBase: number;
  /** Labelled offerings matched through a variant. */
  viaVariant: number;
  recall: number;
  precision: number;
  priceRight: number;
  typeRight: number;
  junk: string[];
  suffixed: string[];
  currency: string | null;
  currencyRight: boolean | null;
  missed: { name: string; page: string; fetched: boolean }[];
  wrongPrices: { name: string; truth: string | null; found: string | null }[];
  unmatched: string[];
};

/** A page path as both the truth and a crawl may write it: "/a", "/a/" and "/a/index.html" are one page. */
export function pagePath(path: string): string {
  return (
    path
      .replace(/index\.html?$/, '')
      .replace(/\.html?$/, '')
      .replace(/(.)\/$/, '$1') || '/'
  );
}

const samePrice = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : Math.abs(Number(a) - Number(b)) < 0.005;

/** The name without the site's name as a prefix or suffix ("Haircut – Salon X" → "Haircut"), else as it is. */
export function withoutSiteAffix(name: string, truth: RealSiteTruth): string {
  const parts = name.split(/\s+[|–—·•-]\s+/);
  if (parts.length < 2) return name;
  const brand = normaliseForMatch(truth.business_name);
  if (brand.length < 3) return name;
  const isBrand = (part: string) => {
    const normal = normaliseForMatch(part);
    return normal !== '' && (normal === brand || normal.includes(brand) || brand.includes(normal));
  };
  if (isBrand(parts[parts.length - 1] as string)) return parts.slice(0, -1).join(' – ');
  if (isBrand(parts[0] as string)) return parts.slice(1).join(' – ');
  return name;
}

/** What a labelled offering can match: a found offering itself, or one of its variants (name + label, its price). */
type Candidate = { found: number; name: string; price: string | null; variant: string | null };

function candidatesOf(found: readonly FoundOffering[], truth: RealSiteTruth): Candidate[] {
  return found.flatMap((offering, index) => {
    const name = withoutSiteAffix(offering.name, truth);
    return [
      { found: index, name, price: offering.price, variant: null },
      ...(offering.variants ?? []).map((variant) => ({
        found: index,
        name: `${name} ${variant.label}`,
        price: variant.price,
        variant: variant.label,
      })),
    ];
  });
}

/** Scores one site; fetchedPaths are the decoded pathnames the crawl fetched (to tell discovery misses apart). */
export function scoreSite(
  truth: RealSiteTruth,
  found: readonly FoundOffering[],
  fetchedPaths: ReadonlySet<string>,
): SiteScore {
  const candidates = candidatesOf(found, truth);
  const fetched = new Set([...fetchedPaths].map(pagePath));
  const pairs: { t: number; c: number; score: number }[] = [];
  truth.offerings.forEach((offering, t) =>
    candidates.forEach((candidate, c) => {
      const score = nameSimilarity(offering.name, candidate.name);
      const landingPage = found[candidate.found]!.landingPage;
      // Equal wording elsewhere on the site: the labelled page breaks the tie.
      const onPage =
        landingPage && pagePath(new URL(landingPage).pathname) === pagePath(offering.page) ? 0.01 : 0;
      // On equal wording an offering's own name wins over a variant's ("A, B" against "A" + "Kurz").
      const ownName = candidate.variant === null ? 0.005 : 0;
      if (score >= MATCH_THRESHOLD) pairs.push({ t, c, score: score + onPage + ownName });
    }),
  );
  pairs.sort((x, y) => y.score - x.score);
  const byTruth = new Map<number, Candidate>();
  const usedCandidates = new Set<number>();
  for (const pair of pairs) {
    if (byTruth.has(pair.t) || usedCandidates.has(pair.c)) continue;
    byTruth.set(pair.t, candidates[pair.c]!);
    usedCandidates.add(pair.c);
  }
  const matchedFound = new Set([...byTruth.values()].map((candidate) => candidate.found));
  const unmatchedFound = found.filter((_, index) => !matchedFound.has(index));
  const junk = found
    .filter((offering, index) => !matchedFound.has(index) && isJunk(offering, truth))
    .map((o) => o.name);
  const precisionBase = truth.partial ? matchedFound.size + junk.length : found.length;
  let priceRight = 0;
  let typeRight = 0;
  const wrongPrices: SiteScore['wrongPrices'] = [];
  for (const [t, candidate] of byTruth) {
    const label = truth.offerings[t]!;
    const got = found[candidate.found]!;
    if (samePrice(label.price, candidate.price)) priceRight++;
    else wrongPrices.push({ name: label.name, truth: label.price, found: candidate.price });
    if (label.type === got.offeringType) typeRight++;
  }
  const currencies = new Map<string, number>();
  for (const offering of found)
    if (offering.price && offering.currency)
      currencies.set(offering.currency, (currencies.get(offering.currency) ?? 0) + 1);
  const currency = [...currencies.entries()].sort((x, y) => y[1] - x[1])[0]?.[0] ?? null;
  const truthHasPrices = truth.offerings.some((offering) => offering.price !== null);
  return {
    truthCount: truth.offerings.length,
    found: found.length,
    matched: byTruth.size,
    foundMatched: matchedFound.size,
    precisionBase,
    viaVariant: [...byTruth.values()].filter((candidate) => candidate.variant !== null).length,
    recall: truth.offerings.length ? byTruth.size / truth.offerings.length : 1,
    precision: precisionBase ? matchedFound.size / precisionBase : 1,
    priceRight: byTruth.size ? priceRight / byTruth.size : 1,
    typeRight: byTruth.size ? typeRight / byTruth.size : 1,
    junk,
    suffixed: found.filter((offering) => hasSiteAffix(offering.name, truth)).map((o) => o.name),
    currency,
    currencyRight: truthHasPrices
      ? currency === truth.currency && currencies.size === 1
      : currency === null
        ? null
        : currency === truth.currency,
    missed: truth.offerings
      .filter((_, t) => !byTruth.has(t))
      .map((offering) => ({
        name: offering.name,
        page: offering.page,
        fetched: fetched.has(pagePath(offering.page)),
      })),
    wrongPrices,
    unmatched: unmatchedFound.map((o) => o.name),
  };
}

/** Legal forms that are not part of a business's name ("Acme GmbH", "Acme S.L.", "ООО Acme"). */
const LEGAL_FORMS =
  /\b(gmbh|mbh|ag|kg|og|e ?u|e ?k|ug|gbr|ltd|limited|llc|inc|corp|co|plc|llp|s ?l|s ?l ?u|s ?a|s ?r ?l|s ?r ?o|s ?a ?s|sarl|sas|b ?v|n ?v|oy|ab|as|aps|sp z o ?o|spolka|ооо|оао|зао|ип|чуп|уп|eirl|ltda|me|mei|株式会社|有限会社)\b/gu;

/** A business name for matching: case, accents, punctuation and legal forms ignored. */
export function normaliseBusinessName(name: string): string {
  return normaliseForMatch(name.replace(/\./g, ' ')).replace(LEGAL_FORMS, ' ').replace(/\s+/g, ' ').trim();
}

/** The profile's business name is the labelled one: equal, or one contains the other, once normalised. */
export function isSameBusinessName(truth: string, found: string | null): boolean {
  if (!found) return false;
  const a = normaliseBusinessName(truth);
  const b = normaliseBusinessName(found);
  if (!a || !b) return false;
  const compact = (text: string) => text.replace(/ /g, '');
  return a === b || compact(a) === compact(b) || ` ${b} `.includes(` ${a} `) || ` ${a} `.includes(` ${b} `);
}

export type ProfileFacts = {
  name: string | null;
  trade: string | null;
  country: string | null;
  countryBasis: string | null;
  confidence: number | null;
  city: string | null;
  currency: string | null;
};

export type ProfileScore = ProfileFacts & {
  nameRight: boolean;
  /** null when truth.json names no trade. */
  tradeRight: boolean | null;
  countryRight: boolean;
  cityRight: boolean | null;
  currencyRight: boolean;
};

/**
 * The profile's who and where against truth.json: the name leniently (isSameBusinessName), the trade, the country
 * and the currency exactly (a trade the profile left unsure counts as wrong), the city when the truth names one (null otherwise) by any form `sameCity` accepts.
 */
export function scoreProfile(
  truth: RealSiteTruth,
  facts: ProfileFacts,
  sameCity: (a: string, b: string) => boolean,
): ProfileScore {
  return {
    ...facts,
    nameRight: isSameBusinessName(truth.business_name, facts.name),
    tradeRight: truth.trade ? facts.trade === truth.trade : null,
    countryRight: facts.country === truth.country,
    cityRight: truth.city ? facts.city !== null && sameCity(facts.city, truth.city) : null,
    currencyRight: facts.currency === truth.currency,
  };
}
