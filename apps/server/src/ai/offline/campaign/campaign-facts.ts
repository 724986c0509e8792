import { displayName } from '@adsmith/domain/copy/display-name';
import type { CampaignGenerationInput } from '@adsmith/domain/drafting/campaign-generations';
import { formatPrice as formatMoney } from '@adsmith/domain/common/money';
import type { BusinessProfile } from '@adsmith/domain/profile/schemas';
import { tradeFamily, type TradeFamily } from '@adsmith/domain/profile/trades';
import { fitCopy } from '@adsmith/domain/copy/copy-check';
import { primaryMotive } from '../../similarity';
import type { Motive } from '../cues';
import { PHRASE_BANKS } from '../phrase-banks/banks';
import { listOf, type PhraseBank } from '../phrase-banks/phrase-bank';

/**
 * What the offline campaign generations share: the angle the assumption argues, the business's name, its
 * offerings with prices, and the country to target — all read from the assumption and the crawl, nothing invented.
 */

export type ProductRef = NonNullable<CampaignGenerationInput['products']>[number];
export type Business = { name: string; hostname: string; startUrl: string };

/** The angle of a campaign per motive of its assumption: a label for names, never a claim about the business. */
const ANGLES = PHRASE_BANKS.en.motives;

export type Angle = { motive: Motive['id'] | null; label: string };

/** The motive the assumption argues (quotes set aside), as a campaign angle. */
export function angleOf(hypothesis: { hypothesis: string; strategic_approach?: string }): Angle {
  const claim = (text: string) => text.replace(/["\u201c][^"\u201d]*["\u201d]/g, ' ');
  const motive =
    primaryMotive(claim(hypothesis.hypothesis)) ?? primaryMotive(claim(hypothesis.strategic_approach ?? ''));
  return { motive, label: ANGLES[motive ?? 'core'] };
}

/** The trade family of the business the profile names a trade for, else null. */
export const familyOf = (profile: BusinessProfile | null | undefined): TradeFamily | null =>
  profile?.trade ? tradeFamily(profile.trade.key) : null;

/** The business as the context gives it, else its host. */
export function businessOf(
  input: { business?: { name: string; hostname: string; start_url: string } },
  fallbackHost = 'the website',
): Business {
  const business = input.business;
  if (business?.name.trim())
    return { name: business.name.trim(), hostname: business.hostname, startUrl: business.start_url };
  return {
    name: business?.hostname ?? fallbackHost,
    hostname: business?.hostname ?? fallbackHost,
    startUrl: business?.start_url ?? '',
  };
}

/** The price as the site's customers read it ("$24.00", "12,50 €", "3 790 ₽"), or null. */
export const productPrice = (
  product: Pick<ProductRef, 'price' | 'currency'>,
  language?: string | null,
): string | null => (product.price ? formatMoney(product.price, product.currency ?? null, language) : null);

/**
 * The offerings as an ad set's name says them, in the bank's language, short enough to read in Ads Manager: two names of up to 30 or one of 40
 * characters, else the menu section the first is listed under ("Mittagsmenü"), else null.
 */
export function shortProductLabel(
  products: readonly ProductRef[],
  bank: PhraseBank = PHRASE_BANKS.en,
): string | null {
  const [first, second] = [...new Set(products.map((product) => displayName(product.name)))];
  if (!first) return null;
  const both = second ? listOf(bank, [first, second]) : '';
  if (first.length <= 30 && second && second.length <= 30 && both.length <= 45) return both;
  if (first.length <= 40) return first;
  return /^([^:]{4,30}):\s/u.exec(first)?.[1] ?? null;
}

/** Cuts text to a limit at a word boundary without an ellipsis, never inside a word (the copy checker's rule). */
export const fitWords = (text: string, max: number): string => fitCopy(text, max);

/** The sentences of a description, a piece ending in a short abbreviation ("ca.", "z.B.") kept with the next. */
export function descriptionSentences(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .reduce<string[]>((joined, piece) => {
      const previous = joined.at(-1);
      if (
        previous &&
        /(?:^|\s|\()(?:ca|approx|incl|inkl|bzw|ggf|etc|vs|nr|no|min|max|mind|zzgl|z\.\s?b|u\.\s?a|d\.\s?h|e\.g|i\.e|т\.\s?д|т\.\s?е|т\.\s?п|np|tzn|m\.in|ok)\.$/i.test(
          previous,
        )
      )
        joined[joined.length - 1] = `${previous} ${piece}`;
      else joined.push(piece);
      return joined;
    }, [])
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** The first sentence of a text that fits `max`, else null. */
export function sentenceWithin(text: string | null | undefined, max: number): string | null {
  return (
    descriptionSentences(text).find((sentence) => sentence.length >= 12 && sentence.length <= max) ?? null
  );
}

/**
 * Why an ad set shows the offerings it shows, as its reasoning says it: the offering the assumption names first
 * ('named'), the main offerings new customers come for ('main'), the other main ones from the lowest price, easiest to
 * say yes to on a phone ('entry'), the others ('rest'), or the same as the broad ad set when there are too few to
 * split ('same').
 */
export type FocusBasis = 'named' | 'main' | 'entry' | 'rest' | 'same';
export type AdSetFocus = { products: ProductRef[]; basis: FocusBasis };

const priceOf = (product: ProductRef): number | null => {
  const value = Number(product.price);
  return product.price && Number.isFinite(value) && value > 0 ? value : null;
};

/**
 * Where a name stands in a text as a whole phrase (no letter or digit either side), case-insensitive; -1 when
 * nowhere.
 */
export function phraseIndex(text: string, name: string): number {
  const haystack = text.toLowerCase();
  const needle = name.trim().toLowerCase();
  if (!needle) return -1;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack[at - 1] ?? ' ';
    const after = haystack[at + needle.length] ?? ' ';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return at;
  }
  return -1;
}

/**
 * The name a list says an offering by: the name an ad says (displayName, without sizes and volumes) unless another
 * offering of the catalogue shares it (two sizes of one pot), then its whole name, so the list names one offering.
 */
export function listedName(offering: { name: string }, catalogue: readonly { name: string }[]): string {
  const short = displayName(offering.name);
  const shared = catalogue.some(
    (other) => other.name !== offering.name && displayName(other.name).toLowerCase() === short.toLowerCase(),
  );
  return shared ? offering.name : short;
}

/**
 * The offerings a text names, each by its whole name or the name a list says it by (listedName); a name inside a
 * longer one the text names ("Haircut" in "Haircut and blow-dry") counts only where it stands on its own.
 */
export function offeringsNamedIn<T extends { name: string }>(text: string, offerings: readonly T[]): T[] {
  let rest = text;
  const named = new Set<T>();
  const forms = offerings
    .flatMap((offering) =>
      [...new Set([offering.name, listedName(offering, offerings)])].map((form) => ({ offering, form })),
    )
    .filter((entry) => entry.form.trim().length >= 3)
    .sort((a, b) => b.form.length - a.form.length);
  for (const { offering, form } of forms) {
    if (named.has(offering)) continue;
    const at = phraseIndex(rest, form);
    if (at < 0) continue;
    named.add(offering);
    rest = `${rest.slice(0, at)}${' '.repeat(form.length)}${rest.slice(at + form.length)}`;
  }
  return offerings.filter((offering) => named.has(offering));
}

/**
 * What each of the two drafted ad sets shows, and why (SPEC §5: 1 to `max` offerings an ad set, none twice across
 * them unless there are fewer than two). The broad ad set puts the assumption in front of new customers: it leads
 * with the offering the assumption names, then the main offerings (priced at least half the median: what customers
 * come for, not an add-on) in the site's order. The mobile Instagram ad set is the contrasting audience: it shows the
 * other main offerings, the lowest-priced first (the easiest to say yes to on a phone); the add-ons only when no
 * main offering is left. Half of the offerings each, at most `max`; an add-on neither names is placed by the
 * distribution where there is room.
 */
export function adSetFocus(
  products: readonly ProductRef[],
  hypothesis: { hypothesis: string; strategic_approach?: string },
  max: number,
): { broad: AdSetFocus; mobile: AdSetFocus } {
  const unique = products.filter(
    (product, index) => products.findIndex((other) => other.id === product.id) === index,
  );
  if (unique.length < 2) {
    const all = unique.slice(0, max);
    return { broad: { products: all, basis: 'main' }, mobile: { products: all, basis: 'same' } };
  }
  const prices = unique
    .map(priceOf)
    .filter((price): price is number => price !== null)
    .sort((a, b) => a - b);
  const median = prices[Math.floor(prices.length / 2)];
  const isMain = (product: ProductRef) =>
    median === undefined || priceOf(product) === null || priceOf(product)! >= median / 2;
  const named = offeringsNamedIn(`${hypothesis.hypothesis} ${hypothesis.strategic_approach ?? ''}`, unique);
  const broadCount = Math.min(max, Math.ceil(unique.length / 2));
  const broad = [
    ...named,
    ...unique.filter((product) => !named.includes(product) && isMain(product)),
    ...unique.filter((product) => !named.includes(product) && !isMain(product)),
  ].slice(0, broadCount);
  const left = unique.filter((product) => !broad.includes(product));
  // The main offerings left, priced ones from the lowest price, then unpriced ones in the site's order; the add-ons
  // only when no main offering is left.
  const mainLeft = left.filter(isMain);
  const mobile = (
    mainLeft.length > 0
      ? mainLeft
          .map((product, index) => ({ product, index, price: priceOf(product) ?? Number.POSITIVE_INFINITY }))
          .sort((a, b) => a.price - b.price || a.index - b.index)
          .map((entry) => entry.product)
      : left
  ).slice(0, max);
  return {
    broad: { products: broad, basis: named.some((product) => broad.includes(product)) ? 'named' : 'main' },
    mobile: {
      products: mobile,
      basis: mobile.some((product) => priceOf(product) !== null && isMain(product)) ? 'entry' : 'rest',
    },
  };
}
