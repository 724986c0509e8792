import countryToCurrency from 'country-to-currency';
import { CONFIDENT_COUNTRY, type BusinessProfile, type ProfileSource } from '@adsmith/domain/profile/schemas';
import type { PageLine } from './page-lines';

/**
 * Which currency a written symbol stands for on this site. "$" is the symbol of the US, Canadian, Australian,
 * Mexican, Colombian, Chilean … currencies alike ("¥" of the yen and the yuan): the price readers take it as US
 * dollars, and the profile settles it from where the business is (the location vote) and from how the site writes
 * its numbers ("$ 279.990" groups thousands with dots, as no US-dollar price does).
 */

const symbols = new Map<string, string | null>();

/** The symbol a currency is written with where it is used ("$" for USD, COP, CLP …), or null when only its code is. */
export function localSymbol(code: string): string | null {
  if (!symbols.has(code)) {
    let symbol: string | null = null;
    try {
      symbol =
        new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
          .formatToParts(1)
          .find((part) => part.type === 'currency')?.value ?? null;
    } catch {
      symbol = null;
    }
    symbols.set(code, symbol && symbol !== code ? symbol : null);
  }
  return symbols.get(code) ?? null;
}

/** The currency a country pays in (ISO 3166-1 alpha-2 → ISO 4217, from the country-to-currency package). */
export function currencyOfCountry(country: string): string | null {
  return (countryToCurrency as Record<string, string | undefined>)[country.toUpperCase()] ?? null;
}

/** True when the two currencies are written with the same symbol ("$" for USD and COP), so one may be read as the other. */
export function sharesLocalSymbol(a: string, b: string): boolean {
  if (a === b) return false;
  const symbol = localSymbol(a);
  return symbol !== null && symbol === localSymbol(b);
}

/** Every currency written with the same symbol as `code` (itself excluded). */
export function currenciesSharingSymbol(code: string): string[] {
  return Intl.supportedValuesOf('currency').filter((other) => sharesLocalSymbol(code, other));
}

/**
 * An offering's currency on a site whose currency the profile has settled: one written with the same symbol is the
 * site's ("$" read as USD on a Colombian site is COP); any other stays as read.
 */
export function offeringCurrencyOnSite(currency: string | null, siteCurrency: string | null): string | null {
  if (!currency || !siteCurrency) return currency;
  return sharesLocalSymbol(currency, siteCurrency) ? siteCurrency : currency;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How a country's locale writes numbers: its thousands and decimal marks (es-CO: "." and ","; en-US: "," and "."). */
function numberMarks(country: string): { group: string; decimal: string } | null {
  try {
    // The language and the region only: with the script subtag ("es-Latn-MX") ICU falls back to the language's
    // default region and formats Mexico's "1,234.50" as Spain's "1.234,50".
    const { language } = new Intl.Locale('und', { region: country }).maximize();
    const parts = new Intl.NumberFormat(`${language}-${country}`).formatToParts(1234567.5);
    const group = parts.find((part) => part.type === 'group')?.value;
    const decimal = parts.find((part) => part.type === 'decimal')?.value;
    if (!group || !decimal) return null;
    // A no-break or narrow space groups as a space does.
    return { group: /\s/.test(group) ? ' ' : group, decimal };
  } catch {
    return null;
  }
}

/** The marks an amount as written uses ("279.990" → group "."; "1,249.00" → group ",", decimal "."), when they tell. */
function marksOf(amount: string): { group: string | null; decimal: string | null } | null {
  const grouped = /^\d{1,3}([.,' \u00a0\u202f])\d{3}(?:\1\d{3})*(?:([.,])\d{1,2})?$/.exec(amount);
  if (grouped) {
    const group = /\s/.test(grouped[1]!) ? ' ' : grouped[1]!;
    if (grouped[2] === group) return null;
    return { group, decimal: grouped[2] ?? null };
  }
  const decimal = /^\d+([.,])\d{1,2}$/.exec(amount);
  return decimal ? { group: null, decimal: decimal[1]! } : null;
}

/** True when a locale with these marks writes the amount so (a grouping or decimal mark it does not use rules it out). */
const fits = (
  written: { group: string | null; decimal: string | null },
  marks: { group: string; decimal: string },
) =>
  (written.group === null || written.group === marks.group) &&
  (written.decimal === null || written.decimal === marks.decimal);

type PriceWriting = {
  bySymbol: number;
  byCode: number;
  forCountry: number;
  againstCurrency: number;
  /** Symbol-written amounts whose marks the currency's home locale never uses ("$ 279.990" for USD). */
  unlikeCurrency: number;
  /** Symbol-written amounts whose marks the currency's home locale uses ("$24.99"). */
  likeCurrency: number;
};

/**
 * How the site writes its prices in `currency`: by the bare symbol or by the code, and how many of the
 * symbol-written amounts use number marks that fit the country's locale but not the currency's home locale (its
 * code's first two letters name it: USD → US), as "$ 279.990" fits Chile and no US price.
 */
function priceWriting(lines: PageLine[], currency: string, symbol: string, country: string): PriceWriting {
  const amount = String.raw`\d[\d.,' \u00a0\u202f]*\d|\d`;
  const sym = escape(symbol);
  const bySymbol = new RegExp(`(?<![\\p{L}$])${sym}\\s?(${amount})|(${amount})\\s?${sym}(?![\\p{L}$])`, 'gu');
  const byCode = new RegExp(
    `(?<![\\p{L}])${currency}\\s?${sym}?\\s?\\d|\\d\\s?${currency}(?![\\p{L}])|(?<![\\p{L}])${escape(currency.slice(0, 2))}${sym}\\s?\\d`,
    'u',
  );
  const home = numberMarks(country);
  const away = numberMarks(currency.slice(0, 2));
  const writing: PriceWriting = {
    bySymbol: 0,
    byCode: 0,
    forCountry: 0,
    againstCurrency: 0,
    unlikeCurrency: 0,
    likeCurrency: 0,
  };
  for (const line of lines) {
    if (byCode.test(line.text)) writing.byCode++;
    for (const match of line.text.matchAll(bySymbol)) {
      // "US$ 62", "CA$ 80" name their currency: not a bare symbol.
      const before = line.text.slice(Math.max(0, (match.index ?? 0) - 2), match.index);
      if (/\p{Lu}$/u.test(before)) continue;
      writing.bySymbol++;
      const written = marksOf((match[1] ?? match[2] ?? '').trim());
      if (written && away) {
        if (fits(written, away)) writing.likeCurrency++;
        else writing.unlikeCurrency++;
      }
      if (!written || !home || !away) continue;
      if (fits(written, home) && !fits(written, away)) writing.forCountry++;
      if (!fits(written, home) && fits(written, away)) writing.againstCurrency++;
    }
  }
  return writing;
}

/**
 * True when a currency read from its bare symbol is written, on a site that says nowhere where it is, the way its
 * home country never writes it ("$ 279.990": dots group thousands, as no US-dollar price does): the symbol then stands
 * for another currency of that symbol, which only the country can tell.
 */
export function writtenAgainstItsHome(lines: PageLine[], currency: string): boolean {
  const symbol = localSymbol(currency);
  if (!symbol || currenciesSharingSymbol(currency).length === 0) return false;
  const writing = priceWriting(lines, currency, symbol, currency.slice(0, 2));
  if (writing.bySymbol === 0 || writing.byCode >= writing.bySymbol) return false;
  return writing.unlikeCurrency > writing.likeCurrency;
}

/** Below this location confidence a symbol is read as the country's currency only when nothing speaks against it. */
const WEAK_COUNTRY = 0.2;

/**
 * The site's currency once the location is known. The prices' currency stands unless it was read from a bare
 * symbol that the country's own currency is also written with ("$" on a Chilean site: CLP, not USD). Then the
 * number format votes too: amounts written as the country writes them and the symbol's default currency never does
 * ("$ 279.990") settle it for the country's currency at any confidence; amounts written the other way ("$24.99", as
 * no peso price is) leave the default unless the location vote is confident; otherwise a location vote that is not
 * weak settles it. A site that writes the code itself ("USD 62") keeps it.
 */
export function settleCurrency(input: {
  currency: { value: string; source: ProfileSource } | null;
  country: string | null;
  confidence: number;
  lines: PageLine[];
}): { value: string; source: ProfileSource } | null {
  const { currency, country } = input;
  if (!currency) return currency;
  if (!country) return writtenAgainstItsHome(input.lines, currency.value) ? null : currency;
  const local = currencyOfCountry(country);
  if (!local || !sharesLocalSymbol(currency.value, local)) return currency;
  const symbol = localSymbol(currency.value)!;
  const writing = priceWriting(input.lines, currency.value, symbol, country);
  // "$ 180.000 COP (US$ 45)": the site names its own currency beside the symbol, and a currency switcher's second
  // figure names the other; the country's code written as often settles it.
  const localCode = priceWriting(input.lines, local, symbol, country).byCode;
  if (localCode > 0 && localCode >= writing.byCode) return { value: local, source: currency.source };
  if (writing.bySymbol === 0 || writing.byCode >= writing.bySymbol) return currency;
  const formatSays = writing.forCountry - writing.againstCurrency;
  const needed = formatSays > 0 ? 0 : formatSays < 0 ? CONFIDENT_COUNTRY : WEAK_COUNTRY;
  return input.confidence >= needed ? { value: local, source: currency.source } : currency;
}

/**
 * The profile's currency once the owner has given the country (What we learned, Campaign Setup): the country's own
 * currency when the site's prices are written with its symbol ("$" read as US dollars, or left open as "$ 279.990"
 * was, is the Colombian peso for a business in Colombia); a currency the site names by its code, or one of another
 * symbol, stays.
 */
export function currencyForOwnerCountry(
  profile: Pick<BusinessProfile, 'currency' | 'currencyAsRead'>,
  country: string,
): BusinessProfile['currency'] {
  const local = currencyOfCountry(country);
  const read = profile.currency ?? profile.currencyAsRead ?? null;
  if (!local || !read) return profile.currency;
  // "USD 62": the site names the currency by its code, wherever the business is.
  if (read.source.quote && new RegExp(`(?<![A-Z])${read.value}(?![A-Z])`).test(read.source.quote))
    return profile.currency;
  if (read.value === local || sharesLocalSymbol(read.value, local))
    return { value: local, source: read.source };
  return profile.currency;
}
