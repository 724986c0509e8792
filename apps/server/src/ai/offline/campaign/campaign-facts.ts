import { displayName } from '@adsmith/domain/copy/display-name';
import type { CampaignGenerationInput } from '@adsmith/domain/drafting/campaign-generations';
import { formatPrice as formatMoney } from '@adsmith/domain/common/money';
import { knownCountry, type BusinessProfile, type ProfileLocation } from '@adsmith/domain/profile/schemas';
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

/**
 * The country the ad sets target and why, from the countries settled before drafting (`countries`, settledCountries
 * in the domain: the owner's answer or the profile's confident country): the profile's reason when it is the
 * profile's country, else the owner's choice. Null when none is settled: nothing is guessed (no domain ending, no "$"
 * read as US dollars, no default market) — the wizard asks the owner instead.
 */
export function targetCountry(
  countries: readonly string[],
  location?: ProfileLocation | null,
): { code: string; why: string } | null {
  const code = countries[0];
  if (!code) return null;
  const basis = location?.country?.basis;
  if (knownCountry(location) === code && basis && basis !== 'user')
    return { code, why: `from the site's ${basis.replace('_', ' ')}` };
  return { code, why: 'as you set it' };
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
