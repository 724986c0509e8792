import type { PriceNotation } from '@adsmith/domain/common/money';
import { localSymbol } from '../../profile/rules/currency';
import type { Availability } from '../crawl.types';

export type ParsedPrice = { amount: string; currency: string | null };

/** ISO 4217 codes we recognise in text ("87.11 USD"); a bare three-letter word is not enough. */
const ISO_CODES = new Set(
  (
    'USD EUR GBP CAD AUD NZD CHF SEK NOK DKK ISK PLN CZK HUF RON BGN HRK TRY RUB UAH ILS AED SAR QAR KWD BHD OMR ' +
    'JOD EGP ZAR NGN KES MAD INR PKR LKR BDT CNY HKD TWD JPY KRW SGD MYR THB IDR PHP VND BRL MXN ARS CLP COP PEN UYU'
  ).split(' '),
);

/** Currencies without minor units: amounts are shown without decimals. */
const ZERO_DECIMAL = new Set(['JPY', 'KRW', 'VND', 'CLP', 'ISK', 'UGX', 'XAF', 'XOF', 'PYG']);

/** Symbols, longest first so "US$" wins over "$". Ambiguous ones (kr, $, ¥) defer to a hint. */
const SYMBOLS: Array<[string, string]> = [
  ['US$', 'USD'],
  ['CA$', 'CAD'],
  ['AU$', 'AUD'],
  ['NZ$', 'NZD'],
  ['HK$', 'HKD'],
  ['MX$', 'MXN'],
  ['R$', 'BRL'],
  ['C$', 'CAD'],
  ['A$', 'AUD'],
  ['S$', 'SGD'],
  // The Peruvian sol, written "S/ 80" and in its older form "S/. 80".
  ['S/.', 'PEN'],
  ['S/', 'PEN'],
  ['руб.', 'RUB'],
  ['руб', 'RUB'],
  ['грн', 'UAH'],
  ['zł', 'PLN'],
  ['Kč', 'CZK'],
  ['Fr.', 'CHF'],
  ['kr', 'SEK'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['¥', 'JPY'],
  ['₹', 'INR'],
  ['₩', 'KRW'],
  ['₽', 'RUB'],
  ['₺', 'TRY'],
  ['₪', 'ILS'],
  ['₴', 'UAH'],
  ['₫', 'VND'],
  ['฿', 'THB'],
  ['$', 'USD'],
];

const AMBIGUOUS: Record<string, string[]> = {
  $: ['USD', 'CAD', 'AUD', 'NZD', 'HKD', 'SGD', 'MXN'],
  kr: ['SEK', 'NOK', 'DKK', 'ISK'],
  '¥': ['JPY', 'CNY'],
};

const SYMBOL_PATTERN = SYMBOLS.map(([symbol]) => symbol.replace(/[$.]/g, '\\$&')).join('|');
const CODE_PATTERN = [...ISO_CODES].join('|');
/** A number with optional thousands groups ("1,299.00", "1.299,00", "1 299", "1'299") or a plain one ("87.11"). */
const NUMBER_PATTERN = [
  "[1-9]\\d{0,2}(?:[.,'\\u00a0\\u202f]\\d{3})+(?:[.,]\\d{1,4})?(?!\\d)",
  // A plain space groups thousands only when decimals follow ("1 299,00"), so "£28 100% stoneware" stays 28.
  '[1-9]\\d{0,2}(?: \\d{3})+[.,]\\d{1,2}(?!\\d)',
  '\\d+(?:[.,]\\d{1,4})?(?!\\d)',
].join('|');
const MAX_AMOUNT = 1_000_000_000;

/**
 * "3 790 ₽", "1 234 567 €": digits grouped by plain spaces right before a currency are one number (the space
 * becomes a no-break space, which the number pattern groups by). Elsewhere a plain space still separates numbers
 * ("£28 100% stoneware" stays 28).
 */
function joinSpacedThousands(text: string): string {
  const spaced = new RegExp(
    `(\\d) (\\d{3})(?=(?: \\d{3})*(?:[.,]\\d{1,2})?\\s?(?:${SYMBOL_PATTERN}|${CODE_PATTERN})(?!\\p{L}))`,
    'gu',
  );
  let previous = '';
  let current = text;
  while (current !== previous) {
    previous = current;
    current = current.replace(spaced, '$1\u00a0$2');
  }
  return current;
}

/**
 * "110 Euro", "25 euros": the currency written as a word after the amount becomes "€" padded to the same length (so
 * positions in the text hold). Only after a figure: "Euro 2024" is no price.
 */
function euroWords(text: string): string {
  return text.replace(
    /(\d)(\s?)(euros?)(?!\p{L})/giu,
    (_, digit: string, space: string, word: string) => `${digit}${space}€${' '.repeat(word.length - 1)}`,
  );
}

/** True when one written symbol stands for both currencies ("$" for USD and AUD, "kr" for SEK and NOK). */
export function sharesSymbol(a: string, b: string): boolean {
  return Object.values(AMBIGUOUS).some((family) => family.includes(a) && family.includes(b));
}

/** Canonical ISO code for a code or symbol ("usd", "£"), using hint to settle ambiguous symbols. */
export function normaliseCurrency(input: unknown, hint?: string | null): string | null {
  if (typeof input !== 'string') return null;
  const value = input.trim();
  if (!value || value.length > 8) return null;
  const upper = value.toUpperCase();
  if (ISO_CODES.has(upper)) return upper;
  if (/^[A-Z]{3}$/.test(upper) && value === upper) return upper;
  for (const [symbol, code] of SYMBOLS) {
    if (value.toLowerCase() !== symbol.toLowerCase()) continue;
    const options = AMBIGUOUS[symbol];
    if (options && hint && options.includes(hint)) return hint;
    // "kr" alone could be four currencies; "$" and "¥" default to their most common one.
    return symbol === 'kr' ? null : code;
  }
  return null;
}

/** Finds the currency written in a price string, by ISO code or symbol. */
function currencyIn(text: string, hint?: string | null): string | null {
  // A code joined to a model number ("KES-496A") is no currency.
  const code = new RegExp(`(?:^|[^A-Za-z])(${CODE_PATTERN})(?![A-Za-z]|[-‐‑][A-Za-z0-9])`).exec(text);
  if (code?.[1]) return code[1];
  const symbol = new RegExp(`(${SYMBOL_PATTERN})`, 'i').exec(text);
  return symbol?.[1] ? normaliseCurrency(symbol[1], hint) : null;
}

/** Turns a matched number into [integer digits, fraction digits], deciding which separator is the decimal one. */
function splitNumber(raw: string): [string, string] | null {
  const compact = raw.replace(/['\u00a0\u202f ]/g, '');
  const lastDot = compact.lastIndexOf('.');
  const lastComma = compact.lastIndexOf(',');
  let decimalAt = -1;
  if (lastDot >= 0 && lastComma >= 0) decimalAt = Math.max(lastDot, lastComma);
  else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? '.' : ',';
    const at = Math.max(lastDot, lastComma);
    const occurrences = compact.split(sep).length - 1;
    const digitsAfter = compact.length - at - 1;
    // "1,299" and "1.299.000" are thousands; "87.11" and "12,5" are decimals.
    if (occurrences === 1 && digitsAfter !== 3) decimalAt = at;
    if (occurrences === 1 && digitsAfter === 3 && /^0/.test(compact)) decimalAt = at;
  }
  const integer = (decimalAt >= 0 ? compact.slice(0, decimalAt) : compact).replace(/[.,]/g, '');
  const fraction = decimalAt >= 0 ? compact.slice(decimalAt + 1) : '';
  if (!/^\d+$/.test(integer) || !/^\d*$/.test(fraction)) return null;
  return [integer, fraction];
}

/** Formats digits as the canonical amount: no leading zeros, at least two decimals (none for JPY-like currencies). */
function formatAmount(integer: string, fraction: string, currency: string | null): string | null {
  const whole = integer.replace(/^0+(?=\d)/, '');
  let frac = fraction.replace(/0+$/, '');
  if (Number(`${whole}.${frac || '0'}`) <= 0 || Number(whole) >= MAX_AMOUNT) return null;
  if (currency && ZERO_DECIMAL.has(currency) && !frac) return whole;
  while (frac.length < 2) frac += '0';
  return `${whole}.${frac}`;
}

/**
 * Parses a price as sites write it: "$1,299.00", "1.299,00 €", "87.11 USD", "from £45", 87.11.
 * Returns the amount as a decimal string ("1299.00") and the ISO currency when one is written (or given as hint).
 * Zero, negative, NaN and text without a number ("from $", "Call us") give null: a zero price is a placeholder.
 * With `strictDecimal` (schema.org values) a plain "1.299" means one point two nine nine, as schema.org requires.
 */
export function parsePrice(
  input: unknown,
  options: { currency?: string | null; strictDecimal?: boolean } = {},
): ParsedPrice | null {
  const hint = options.currency ?? null;
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input <= 0 || input >= MAX_AMOUNT) return null;
    const [integer = '0', fraction = ''] = String(Number(input.toFixed(4))).split('.');
    const amount = formatAmount(integer, fraction, hint);
    return amount ? { amount, currency: hint } : null;
  }
  if (typeof input !== 'string') return null;
  const text = joinSpacedThousands(input.slice(0, 200));
  if (options.strictDecimal && /^\s*\d+(\.\d+)?\s*$/.test(text)) {
    const [integer = '0', fraction = ''] = text.trim().split('.');
    const amount = formatAmount(integer, fraction.slice(0, 4), hint);
    return amount ? { amount, currency: hint } : null;
  }
  const match = new RegExp(NUMBER_PATTERN).exec(text);
  if (!match) return null;
  // "-5", "−£5.00": a minus before the first number (and no digits before it) is a negative amount, not a range.
  if (/[-−]\s*\D{0,3}$/.test(text.slice(0, match.index)) && !/\d/.test(text.slice(0, match.index)))
    return null;
  const parts = splitNumber(match[0]);
  if (!parts) return null;
  const currency = currencyIn(text, hint) ?? hint;
  const amount = formatAmount(parts[0], parts[1], currency);
  return amount ? { amount, currency } : null;
}

/**
 * Whether a currency-and-number match is no price but part of a code: a currency code joined to letters or digits by
 * a hyphen ("KES-496A", a model number), a figure glued to the letters before it ("PS4 KES") or, after a code, to
 * letters after it ("KES 496A"). A symbol between two figures ("Room 4 $ 0.00") belongs to the figure after it
 * unless that one has its own currency after it ("10 € 20 €"): then the match is moved to that figure.
 */
function codeOrShifted(
  text: string,
  match: { start: number; end: number; marker: string; prefixed: boolean },
): { skip: boolean; retryAt?: number } {
  const { start, end, marker, prefixed } = match;
  const after = text.slice(end, end + 40);
  if (ISO_CODES.has(marker) && (/^[-‐‑][\p{L}\p{N}]/u.test(after) || (prefixed && /^\p{L}/u.test(after))))
    return { skip: true };
  if (prefixed) return { skip: false };
  // A model code's figure ("PS4", "A4"): capitals right before it.
  if (/[A-Z]$/.test(text.slice(0, start))) return { skip: true };
  const next = new RegExp(`^\\s?(${NUMBER_PATTERN})`, 'u').exec(after);
  if (!next?.[1]) return { skip: false };
  const ownCurrency = new RegExp(`^\\s?(?:${SYMBOL_PATTERN}|${CODE_PATTERN})(?!\\p{L})`, 'u');
  if (ownCurrency.test(after.slice(next[0].length))) return { skip: false };
  return { skip: true, retryAt: end - marker.length };
}

/** A price found in running text, with the currency's mark as the text wrote it and where it stood. */
type WrittenPrice = ParsedPrice & { marker: string; before: boolean; spaced: boolean };

function* writtenPrices(text: string, hint?: string | null, codes = CODE_PATTERN): Generator<WrittenPrice> {
  const pattern = new RegExp(
    `(?:(${SYMBOL_PATTERN}|${codes})(\\s?)(${NUMBER_PATTERN}))|(?:(${NUMBER_PATTERN})(\\s?)(${SYMBOL_PATTERN}|${codes})(?!\\p{L}))`,
    'gu',
  );
  const spaced = joinSpacedThousands(euroWords(text.slice(0, 100_000)));
  for (let match = pattern.exec(spaced); match; match = pattern.exec(spaced)) {
    const marker = match[1] ?? match[6] ?? '';
    const number = match[3] ?? match[4] ?? '';
    // "kr" and "Fr." must not be the end of a word ("Frank", "Hokkr").
    if (/^\p{L}/u.test(marker) && match[1] && /\p{L}$/u.test(spaced.slice(0, match.index))) continue;
    const code = codeOrShifted(spaced, {
      start: match.index,
      end: match.index + match[0].length,
      marker,
      prefixed: match[1] !== undefined,
    });
    if (code.retryAt !== undefined) pattern.lastIndex = code.retryAt;
    if (code.skip) continue;
    const currency = ISO_CODES.has(marker) || marker === hint ? marker : normaliseCurrency(marker, hint);
    const parts = splitNumber(number);
    if (!parts) continue;
    const amount = formatAmount(parts[0], parts[1], currency);
    if (amount)
      yield {
        amount,
        currency,
        marker,
        before: match[1] !== undefined,
        spaced: (match[2] ?? match[5]) !== '',
      };
  }
}

/**
 * Every price written in running text with a currency next to it ("£28", "24,90 €", "87.11 USD").
 * Numbers without a currency are ignored: in text they are usually sizes, years or phone numbers; a currency code
 * inside a model number ("KES-496A") is not a currency.
 */
export function findPrices(text: string, hint?: string | null): ParsedPrice[] {
  const found: ParsedPrice[] = [];
  for (const { amount, currency } of writtenPrices(text, hint)) {
    found.push({ amount, currency });
    if (found.length >= 50) break;
  }
  return found;
}

/**
 * How a site writes a currency next to its amounts, read from its own words: the mark ("S/.", "BYN", "$", "€"), before
 * or after the amount, with or without a space — the first price in the text in that currency; null when none is.
 */
export function priceNotationIn(text: string, currency: string): PriceNotation | null {
  // Any code the site names (BYN is not among the codes read from free text); "$" is COP's sign as it is USD's.
  const codes = /^[A-Z]{3}$/.test(currency) ? `${CODE_PATTERN}|${currency}` : CODE_PATTERN;
  const sign = localSymbol(currency);
  for (const price of writtenPrices(text, currency, codes)) {
    if (price.currency !== currency && price.marker !== sign) continue;
    // "euro" and "euros" are read as "€" padded with spaces: the mark is the sign.
    return { sign: price.marker.trim(), before: price.before, spaced: price.spaced };
  }
  return null;
}

/**
 * A price slot showing zero ("$ 0.00", "0,00 €", "CZK 0"): a placeholder for a price not set, never a price.
 */
export function isZeroPrice(text: string): boolean {
  const match = new RegExp(
    `^(?:(${SYMBOL_PATTERN}|${CODE_PATTERN})\\s?)?0+(?:[.,]0{1,4})?(?:\\s?(${SYMBOL_PATTERN}|${CODE_PATTERN}))?$`,
    'u',
  ).exec(text.trim().replace(/\u00a0/g, ' '));
  return Boolean(match && (match[1] ?? match[2]));
}

/**
 * Where the first price with its currency begins in a line ("Screening € 20,00" → 10, "Tee 3,50 €" → 4), a
 * "from" before it included; -1 without one. The words before it name the item.
 */
export function priceStart(text: string): number {
  const pattern = new RegExp(
    `(?:\\b(?:from|ab|vanaf|dès|à partir de|a partire da|desde|da|от|od|alkaen)\\s+)?(?:(${SYMBOL_PATTERN}|${CODE_PATTERN})\\s?(${NUMBER_PATTERN})|(${NUMBER_PATTERN})\\s?(${SYMBOL_PATTERN}|${CODE_PATTERN})(?!\\p{L}))`,
    'giu',
  );
  const spaced = joinSpacedThousands(euroWords(text));
  for (let match = pattern.exec(spaced); match; match = pattern.exec(spaced)) {
    // "kr" and "Fr." at the end of a word ("Frank") are not a currency.
    if (
      /^\p{L}/u.test(match[0].trim()) &&
      /\p{L}$/u.test(spaced.slice(0, match.index)) &&
      !/^(from|ab|vanaf|dès|à|a|desde|da|от|od|alkaen)\b/i.test(match[0].trim())
    )
      continue;
    const prefixed = match[1] !== undefined;
    const core = (prefixed ? match[1] : match[3]) ?? '';
    const end = match.index + match[0].length;
    const code = codeOrShifted(spaced, {
      start: spaced.lastIndexOf(core, end),
      end,
      marker: (prefixed ? match[1] : match[4]) ?? '',
      prefixed,
    });
    if (code.retryAt !== undefined) pattern.lastIndex = code.retryAt;
    if (code.skip) continue;
    return match.index;
  }
  return -1;
}

/** Decimal string from an integer in minor units (WooCommerce Store API: "8711" with minor unit 2 → "87.11"). */
export function minorUnitsToDecimal(
  minor: unknown,
  minorUnit: unknown,
  currency: string | null,
): string | null {
  const digits = typeof minor === 'number' && Number.isInteger(minor) ? String(minor) : minor;
  if (typeof digits !== 'string' || !/^\d{1,15}$/.test(digits.trim())) return null;
  const unit =
    typeof minorUnit === 'number' && Number.isInteger(minorUnit) && minorUnit >= 0 && minorUnit <= 4
      ? minorUnit
      : 2;
  const padded = digits.trim().padStart(unit + 1, '0');
  const integer = unit ? padded.slice(0, -unit) : padded;
  const fraction = unit ? padded.slice(-unit) : '';
  return formatAmount(integer, fraction, currency);
}

/** schema.org availability (URL, "schema:InStock", short name), OpenGraph values and booleans → InStock/OutOfStock/null. */
export function normaliseAvailability(input: unknown): Availability | null {
  if (typeof input === 'boolean') return input ? 'InStock' : 'OutOfStock';
  if (typeof input !== 'string') return null;
  const key = input
    .trim()
    .replace(/^https?:\/\/schema\.org\//i, '')
    .replace(/^schema:/i, '')
    .replace(/[\s_-]+/g, '')
    .toLowerCase();
  if (['instock', 'limitedavailability', 'onlineonly', 'instoreonly', 'available'].includes(key))
    return 'InStock';
  if (['outofstock', 'soldout', 'discontinued', 'oos', 'unavailable'].includes(key)) return 'OutOfStock';
  return null;
}
