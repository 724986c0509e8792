import type { CallToAction } from '@adsmith/domain/campaigns/constants';
import { COPY_LANGUAGES as DRAFT_LANGUAGES, type CopyLanguage } from '@adsmith/domain/copy/languages';
import { frameCounting, frameSince } from '@adsmith/domain/copy/proof';
import type { CopyVariant } from '@adsmith/domain/copy/variants';
import { PHRASE_BANKS, phraseBankFor } from './phrase-banks/banks';
import { fill, pick, type TradeFamily } from './phrase-banks/phrase-bank';
import { regionalBanks } from './phrase-banks/regional';

/** The languages the offline engine writes ad copy in; a site in any other is drafted in English, plainly marked. */
export type { CopyLanguage };
export const COPY_LANGUAGES: readonly CopyLanguage[] = DRAFT_LANGUAGES;

/**
 * The words the offline engine adds around the business's own facts when it writes ad copy, from the language's
 * phrase bank (./phrase-banks). None of them states a fact about a business: action lines invite, proof lines only
 * frame a figure the site gives, and the price line names a price the site shows. The frames never inflect an
 * inserted noun (a product name or count keeps the site's own form): "Cena: 3 790 ₽", "Gemischter Salat: 8,50 €".
 */
export type CopyPhrases = {
  /** Action line per call to action (the last sentence of a primary text; at most three words). */
  action: Partial<Record<CallToAction, string>>;
  /** Every closing line per call to action, the action line first, in the trade family's variant where there is one. */
  closings: Partial<Record<CallToAction, string[]>>;
  since: (year: string) => string;
  rated: (value: string, scale: string, count: number | null) => string;
  counting: (count: string) => string;
  /** "Speckled Mug for $24.00", "Дека бланковая — 3 790 ₽". */
  priced: (name: string, price: string) => string;
  /** A price on its own: "Price: $24.00", "Цена: 3 790 ₽". */
  price: (price: string) => string;
  /** The action line of BOOK_NOW for a restaurant: a table, not an appointment. */
  reserve: string;
  /** An offering where the business is: "Bike Repair in Leeds", "Manicure — Warszawa" (no declension). */
  local: (name: string, city: string) => string;
  /** Another offering of the ad set: "Also: Home visits", "Ook: Intake aan huis". */
  also: (name: string) => string;
  /** Labels of the three ad angles (ad names). */
  angles: { benefit: string; proof: string; offer: string };
};

/**
 * A site's name as an English draft of a site in another language writes it: quoted, so the owner reads it as a
 * name to keep ("“Voileipäkakut” for 110 €"), not as words of an English sentence. As it is otherwise.
 */
export const draftName = (name: string, marked: boolean): string => (marked ? `“${name}”` : name);

/**
 * The copy phrases of a language, in the variant of the business's trade family when the bank has one, and in the
 * regional variant its country reads (pt-BR, es-419); for an English draft of a site in another language, with the
 * site's names quoted.
 */
export function copyPhrasesFor(
  language: CopyLanguage,
  family: TradeFamily | null = null,
  variant: CopyVariant | null = null,
  quoteNames = false,
): CopyPhrases {
  const bank = phraseBankFor(language, variant);
  const named = (name: string) => draftName(name, quoteNames);
  return {
    action: Object.fromEntries(
      Object.entries(bank.action).map(([cta, phrase]) => [cta, pick(phrase, family)]),
    ) as CopyPhrases['action'],
    closings: Object.fromEntries(
      Object.entries(bank.action).map(([cta, phrase]) => [
        cta,
        [
          ...new Set(
            [phrase, ...bank.closings[cta as keyof typeof bank.closings]].map((p) => pick(p, family)),
          ),
        ],
      ]),
    ) as CopyPhrases['closings'],
    since: (year) => frameSince(language, year),
    counting: (count) => frameCounting(language, count),
    rated: (value, scale, count) =>
      fill(count ? bank.ratedCount : bank.rated, { value, scale, reviews: String(count ?? '') }),
    priced: (name, price) => fill(bank.priced, { name: named(name), price }),
    price: (price) => fill(bank.price, { price }),
    reserve: pick(bank.reserve, family),
    local: (name, city) => fill(bank.local, { name: named(name), city }),
    also: (name) => fill(bank.also, { name: named(name) }),
    angles: bank.angles,
  };
}

/** Names of the sites' languages, for the note on an English draft ("the site is in French"). */
export const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  de: 'German',
  ru: 'Russian',
  pl: 'Polish',
  fr: 'French',
  es: 'Spanish',
  it: 'Italian',
  nl: 'Dutch',
  pt: 'Portuguese',
  uk: 'Ukrainian',
  be: 'Belarusian',
  ar: 'Arabic',
  he: 'Hebrew',
  tr: 'Turkish',
  cs: 'Czech',
  sv: 'Swedish',
  da: 'Danish',
  no: 'Norwegian',
  fi: 'Finnish',
};

/** Every text of a phrase bank, its trade-family variants included. */
const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(textsOf)
      : [];

/** Capitalised words the copy phrases bring in (German nouns, sentence starts): grounding must not take them for names. */
export const COPY_PHRASE_WORDS: readonly string[] = [
  ...[...Object.values(PHRASE_BANKS), ...regionalBanks('copy', PHRASE_BANKS)].flatMap(textsOf),
  ...COPY_LANGUAGES.flatMap((language) => [frameSince(language, ''), frameCounting(language, '0')]),
]
  // Hyphenated imperatives ("Appelez-nous", "Escreva-nos") whole and by their head.
  .flatMap((text) => text.match(/\p{Lu}\p{L}*(?:[-'’]\p{L}+)*/gu) ?? [])
  .flatMap((word) => [word, word.split(/[-'’]/)[0]!])
  .concat(Object.values(LANGUAGE_NAMES));
