import { describe, expect, it } from 'vitest';
import { sitePrice } from './creative-context';

const profile = (currency: string, quote: string | null, language = 'es') => ({
  languages: [language],
  currency: { value: currency, source: { url: 'https://hostal.test/precio/', quote } },
});

describe('sitePrice', () => {
  it('writes the price with the site’s own sign, where the site puts it', () => {
    expect(sitePrice(profile('PEN', 'Habitación doble desde S/. 80 por noche'), '80.00', 'PEN')).toBe(
      'S/.\u00a080',
    );
    expect(sitePrice(profile('BYN', 'Поддон 2,28 BYN', 'ru'), '5.50', 'BYN')).toBe('5,50\u00a0BYN');
  });

  it('falls back to the language’s way when the site’s words show no price in the offering’s currency', () => {
    expect(sitePrice(profile('PEN', 'Precios en soles'), '80.00', 'PEN')).toBe('80\u00a0PEN');
    expect(sitePrice(profile('PEN', 'desde S/. 80'), '30.00', 'USD')).toBe('30,00\u00a0US$');
    expect(sitePrice(null, '12.50', 'EUR')).toBe('€12.50');
  });
});
