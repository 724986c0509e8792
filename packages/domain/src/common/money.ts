/**
 * Prices shown the way the site's customers read them: A$290.00, ₪200, 3 790 ₽, 12,50 €, 120 zł.
 *
 * Locale: the site's language (ISO 639-1, e.g. "de", "ru", "pl", or a tag such as "de-AT") decides digit grouping,
 * decimal mark and where the symbol goes; Intl picks the language's usual region. Without a language, the
 * currency's home language is used where one is plain (RUB → ru, PLN → pl …), else English, which writes
 * unambiguous symbols (A$, CA$, ₪, €).
 *
 * Decimals: amounts with cents always show the currency's minor digits (12,50 €). Whole amounts drop them
 * (₪200, 3 790 ₽, 45 zł, £45, 12 €) — that is how price lists, menus and most shops write them — except in the
 * dollar currencies, where shops and ad platforms conventionally keep the cents (A$290.00, $45.00).
 * Currencies without minor units (JPY, KRW …) never show decimals.
 */

/** Dollar currencies: whole amounts keep their cents ("$45.00"). */
const CENTS_ALWAYS = new Set([
  'USD',
  'AUD',
  'CAD',
  'NZD',
  'SGD',
  'HKD',
  'TWD',
  'MXN',
  'BSD',
  'BBD',
  'BZD',
  'JMD',
  'TTD',
  'FJD',
]);

/** A currency's home language where it is unambiguous (used when the site's language is unknown). */
const HOME_LANGUAGE: Record<string, string> = {
  RUB: 'ru',
  BYN: 'ru',
  KZT: 'ru',
  UAH: 'uk',
  PLN: 'pl',
  CZK: 'cs',
  HUF: 'hu',
  RON: 'ro',
  BGN: 'bg',
  SEK: 'sv',
  NOK: 'nb',
  DKK: 'da',
  TRY: 'tr',
  JPY: 'ja',
  KRW: 'ko',
  BRL: 'pt',
};

const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/i;

/** The Intl locale for a site's language and currency (see the module comment). */
export function priceLocale(currency: string | null, language?: string | null): string {
  const tag = language?.trim().replace(/_/g, '-');
  if (tag && LANGUAGE_TAG.test(tag)) {
    try {
      const [supported] = Intl.NumberFormat.supportedLocalesOf([tag]);
      if (supported) return supported;
    } catch {
      // A malformed tag falls through to the currency's home language.
    }
  }
  return (currency && HOME_LANGUAGE[currency.toUpperCase()]) || 'en';
}

/**
 * How the site itself writes its currency beside an amount, read from its pages: its own sign ("S/.", "BYN", "$"),
 * before or after the amount, spaced or not. A price shown in it reads like the site's ("S/. 80" where Intl's Spanish
 * writes "80 PEN").
 */
export type PriceNotation = { sign: string; before: boolean; spaced: boolean };

/**
 * Formats a decimal price string ("290.00", "3790") in its currency (ISO 4217) for the site's language.
 * Without a currency the number alone is shown in the locale's format (never a currency the site did not state).
 * With the site's own notation, the sign and its place are the site's and the number is the language's.
 * Text that is not a positive finite number is returned as given (already display text, e.g. a model's "from £45").
 */
export function formatPrice(
  price: string,
  currency: string | null,
  language?: string | null,
  notation?: PriceNotation | null,
): string {
  const trimmed = price.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return price;
  const amount = Number(trimmed);
  if (!Number.isFinite(amount)) return price;
  const code = currency?.trim().toUpperCase() || null;
  const locale = priceLocale(code, language);
  const whole = Number.isInteger(amount);
  if (code && /^[A-Z]{3}$/.test(code)) {
    try {
      const minor =
        new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
          .maximumFractionDigits ?? 2;
      const digits = whole && !CENTS_ALWAYS.has(code) ? 0 : minor;
      const options = { minimumFractionDigits: digits, maximumFractionDigits: Math.max(digits, minor) };
      const sign = notation?.sign.trim();
      if (sign) {
        const number = new Intl.NumberFormat(locale, options).format(amount);
        const gap = notation!.spaced ? '\u00a0' : '';
        return notation!.before ? `${sign}${gap}${number}` : `${number}${gap}${sign}`;
      }
      return new Intl.NumberFormat(locale, { style: 'currency', currency: code, ...options }).format(amount);
    } catch {
      // Not a currency Intl knows: the amount and the code as the site wrote it.
    }
  }
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return code ? `${number} ${code}` : number;
}
