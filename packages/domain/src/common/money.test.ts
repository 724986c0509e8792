import { describe, expect, it } from 'vitest';
import { formatPrice, priceLocale } from './money';

/** Intl separates amount and symbol with no-break spaces; the tables write them as plain spaces for reading. */
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('formatPrice', () => {
  it.each([
    ['290.00', 'AUD', 'en', 'A$290.00'],
    ['200.00', 'ILS', 'en', '₪200'],
    ['3790.00', 'RUB', 'ru', nbsp('3 790 ₽')],
    ['12.50', 'EUR', 'de', nbsp('12,50 €')],
    ['12.00', 'EUR', 'de', nbsp('12 €')],
    ['1299.00', 'EUR', 'de', nbsp('1.299 €')],
    ['1299.90', 'EUR', 'de', nbsp('1.299,90 €')],
    ['120.00', 'PLN', 'pl', nbsp('120 zł')],
    ['45.00', 'GBP', 'en', '£45'],
    ['45.50', 'GBP', 'en', '£45.50'],
    ['45.00', 'USD', 'en', '$45.00'],
    ['1234.56', 'USD', 'en', '$1,234.56'],
    ['5.50', 'BYN', 'ru', nbsp('5,50 BYN')],
    ['1500.00', 'JPY', 'ja', '￥1,500'],
  ])('%s %s in %s → %s', (price, currency, language, expected) => {
    expect(formatPrice(price, currency, language)).toBe(expected);
  });

  it.each([
    ['3790.00', 'RUB', nbsp('3 790 ₽')],
    ['120.00', 'PLN', nbsp('120 zł')],
    ['12.50', 'EUR', '€12.50'],
    ['290.00', 'AUD', 'A$290.00'],
  ])('without a language, %s %s takes the currency’s home language → %s', (price, currency, expected) => {
    expect(formatPrice(price, currency)).toBe(expected);
  });

  it('an unknown or malformed language falls back like a missing one', () => {
    expect(formatPrice('3790.00', 'RUB', 'xx-not a tag')).toBe(nbsp('3 790 ₽'));
    expect(formatPrice('12.50', 'EUR', '')).toBe('€12.50');
  });

  it('without a currency shows the number alone, never a currency the site did not state', () => {
    expect(formatPrice('12.50', null, 'de')).toBe('12,50');
    expect(formatPrice('3790.00', null, 'ru')).toBe(nbsp('3 790'));
  });

  it('a code Intl does not know is written after the amount', () => {
    expect(formatPrice('10.00', 'XYZ', 'en')).toMatch(/^(XYZ\s?10(\.00)?|10 XYZ)$/);
    expect(formatPrice('10.00', 'not-a-code', 'en')).toBe('10 NOT-A-CODE');
  });

  it('text that is not a decimal amount is returned as given', () => {
    expect(formatPrice('from £45', 'GBP', 'en')).toBe('from £45');
    expect(formatPrice('-5.00', 'GBP', 'en')).toBe('-5.00');
  });

  it('in the site’s own notation: its sign before or after, spaced or not, the number in the site’s language', () => {
    expect(formatPrice('80.00', 'PEN', 'es')).toBe(nbsp('80 PEN'));
    expect(formatPrice('80.00', 'PEN', 'es', { sign: 'S/.', before: true, spaced: true })).toBe(
      nbsp('S/. 80'),
    );
    expect(formatPrice('68000.00', 'COP', 'es', { sign: '$', before: true, spaced: true })).toBe(
      nbsp('$ 68.000'),
    );
    expect(formatPrice('2.28', 'BYN', 'ru', { sign: 'BYN', before: false, spaced: true })).toBe(
      nbsp('2,28 BYN'),
    );
    expect(formatPrice('120.00', 'PLN', 'pl', { sign: 'zł', before: false, spaced: false })).toBe('120zł');
    expect(formatPrice('45.00', 'USD', 'en', { sign: '$', before: true, spaced: false })).toBe('$45.00');
  });

  it('priceLocale prefers the site language, then the currency’s home language, then English', () => {
    expect(priceLocale('EUR', 'de-AT')).toBe('de-AT');
    expect(priceLocale('RUB', null)).toBe('ru');
    expect(priceLocale('GBP', undefined)).toBe('en');
  });
});
