import { describe, expect, it } from 'vitest';
import {
  findPrices,
  minorUnitsToDecimal,
  normaliseAvailability,
  normaliseCurrency,
  parsePrice,
  priceNotationIn,
  priceStart,
} from './price';

describe('parsePrice', () => {
  it.each([
    ['$1,299.00', '1299.00', 'USD'],
    ['1.299,00 €', '1299.00', 'EUR'],
    ['87.11 USD', '87.11', 'USD'],
    ['USD 87.11', '87.11', 'USD'],
    ['£28', '28.00', 'GBP'],
    ['from £45', '45.00', 'GBP'],
    ['12,50 €', '12.50', 'EUR'],
    ['€12.5', '12.50', 'EUR'],
    ["CHF 1'299.90", '1299.90', 'CHF'],
    ['1 299,00 zł', '1299.00', 'PLN'],
    ['CA$ 19.99', '19.99', 'CAD'],
    ['¥1200', '1200', 'JPY'],
    ['£28 100% stoneware', '28.00', 'GBP'],
    ['$10 – $20', '10.00', 'USD'],
    ['1,299', '1299.00', null],
    ['0,99 €', '0.99', 'EUR'],
    ['3 790 ₽', '3790.00', 'RUB'],
    ['3\u00a0790 руб.', '3790.00', 'RUB'],
    ['1 234 567,50 ₽', '1234567.50', 'RUB'],
    ['1.234,56 €', '1234.56', 'EUR'],
    ['1 234,56 €', '1234.56', 'EUR'],
    ['$1,234.56', '1234.56', 'USD'],
    ['S/. 80', '80.00', 'PEN'],
    ['S/ 120,50', '120.50', 'PEN'],
  ])('reads %s as %s %s', (input, amount, currency) => {
    expect(parsePrice(input)).toEqual({ amount, currency });
  });

  it.each([['from $'], ['$0'], ['0.00'], ['NaN'], ['Call for a quote'], [''], ['-5'], ['∞']])(
    'gives no price for %s',
    (input) => {
      expect(parsePrice(input)).toBeNull();
    },
  );

  it.each([
    [87.11, '87.11'],
    [28, '28.00'],
    [0.5, '0.50'],
    [1299.999, '1299.999'],
  ])('reads the number %s from JSON-LD as %s', (input, amount) => {
    expect(parsePrice(input, { currency: 'GBP' })).toEqual({ amount, currency: 'GBP' });
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [0], [-3], [null], [undefined], [{}], [['12']]])(
    'gives no price for the value %s',
    (input) => {
      expect(parsePrice(input)).toBeNull();
    },
  );

  it('reads schema.org strings with a dot as the decimal separator', () => {
    expect(parsePrice('1.299', { strictDecimal: true })).toEqual({ amount: '1.299', currency: null });
    expect(parsePrice('1.299')).toEqual({ amount: '1299.00', currency: null });
    expect(parsePrice('87.11', { strictDecimal: true, currency: 'USD' })).toEqual({
      amount: '87.11',
      currency: 'USD',
    });
  });

  it('settles an ambiguous symbol with the page currency', () => {
    expect(parsePrice('$25', { currency: 'AUD' })).toEqual({ amount: '25.00', currency: 'AUD' });
    expect(parsePrice('299 kr', { currency: 'NOK' })).toEqual({ amount: '299.00', currency: 'NOK' });
    expect(parsePrice('299 kr')).toEqual({ amount: '299.00', currency: null });
  });
});

describe('findPrices', () => {
  it('finds prices with a currency and ignores years, sizes and phone numbers', () => {
    const text =
      'Since 2012 we make 350ml mugs for £28, bowls at 1.299,00 € and vases at 87.11 USD. Call 0113 496 0000.';
    expect(findPrices(text)).toEqual([
      { amount: '28.00', currency: 'GBP' },
      { amount: '1299.00', currency: 'EUR' },
      { amount: '87.11', currency: 'USD' },
    ]);
  });

  it('reads space-grouped thousands right before a currency (Russian and Polish pages), not elsewhere', () => {
    expect(findPrices('Дека 3 790 ₽, парафин 150 ₽')).toEqual([
      { amount: '3790.00', currency: 'RUB' },
      { amount: '150.00', currency: 'RUB' },
    ]);
    expect(findPrices('Pakiet 1 200 zł')).toEqual([{ amount: '1200.00', currency: 'PLN' }]);
    expect(findPrices('Size 2 100% cotton £28')).toEqual([{ amount: '28.00', currency: 'GBP' }]);
    expect(findPrices('5 рубашек по 900 руб.')).toEqual([{ amount: '900.00', currency: 'RUB' }]);
  });

  it('does not read currency letters inside words', () => {
    expect(findPrices('Frank kroner 12 Kraft 5')).toEqual([]);
  });

  it('reads no price out of a model number that holds a currency code', () => {
    expect(findPrices('Playstation 4 Pro / Playstation 4 Slim KES-496A')).toEqual([]);
    expect(findPrices('Laser lens for the PS4 KES 496A')).toEqual([]);
    expect(findPrices('Lens KES-496A, fitted: 150 AED')).toEqual([{ amount: '150.00', currency: 'AED' }]);
  });

  it('gives a symbol between two figures to the figure after it, unless that one has its own', () => {
    expect(findPrices('Cabin 4 $ 0.00')).toEqual([]);
    expect(findPrices('Cabin 4 $ 120.00 per night')).toEqual([{ amount: '120.00', currency: 'USD' }]);
    expect(findPrices('Pizza 10 € 20,50 €')).toEqual([
      { amount: '10.00', currency: 'EUR' },
      { amount: '20.50', currency: 'EUR' },
    ]);
  });
});

describe('priceNotationIn', () => {
  it.each([
    ['Precios desde S/. 80 por noche', 'PEN', { sign: 'S/.', before: true, spaced: true }],
    ['Поддон 2,28 BYN за штуку', 'BYN', { sign: 'BYN', before: false, spaced: true }],
    ['Desde $ 68.000 por persona', 'COP', { sign: '$', before: true, spaced: true }],
    ['Manicure 120zł', 'PLN', { sign: 'zł', before: false, spaced: false }],
    ['Beratung 60 | 110 Euro', 'EUR', { sign: '€', before: false, spaced: true }],
  ])('%s: %s written as the text writes it', (text, currency, notation) => {
    expect(priceNotationIn(text, currency)).toEqual(notation);
  });

  it('is null when the text shows no price in that currency', () => {
    expect(priceNotationIn('Rates from $ 30', 'PEN')).toBeNull();
    expect(priceNotationIn('Open 9 to 5', 'EUR')).toBeNull();
  });
});

describe('minorUnitsToDecimal', () => {
  it.each([
    ['8711', 2, 'EUR', '87.11'],
    ['1490', 2, 'EUR', '14.90'],
    ['129900', 2, 'EUR', '1299.00'],
    ['5', 2, 'EUR', '0.05'],
    ['1200', 0, 'JPY', '1200'],
    ['12345', 3, 'KWD', '12.345'],
    [8711, 2, 'USD', '87.11'],
  ])('%s with minor unit %s is %s', (minor, unit, currency, expected) => {
    expect(minorUnitsToDecimal(minor, unit, currency)).toBe(expected);
  });

  it.each([['0'], ['abc'], ['12.5'], [''], [null], [-100]])('rejects %s', (minor) => {
    expect(minorUnitsToDecimal(minor, 2, 'EUR')).toBeNull();
  });
});

describe('normaliseAvailability', () => {
  it.each([
    ['https://schema.org/InStock', 'InStock'],
    ['http://schema.org/OutOfStock', 'OutOfStock'],
    ['schema:LimitedAvailability', 'InStock'],
    ['InStock', 'InStock'],
    ['in stock', 'InStock'],
    ['out of stock', 'OutOfStock'],
    ['oos', 'OutOfStock'],
    ['SoldOut', 'OutOfStock'],
    ['https://schema.org/Discontinued', 'OutOfStock'],
    ['https://schema.org/PreOrder', null],
    ['BackOrder', null],
    [true, 'InStock'],
    [false, 'OutOfStock'],
    [42, null],
  ])('%s → %s', (input, expected) => {
    expect(normaliseAvailability(input)).toBe(expected);
  });
});

describe('normaliseCurrency', () => {
  it.each([
    ['gbp', 'GBP'],
    ['€', 'EUR'],
    ['US$', 'USD'],
    ['kr', null],
    ['pounds', null],
    ['', null],
  ])('%s → %s', (input, expected) => {
    expect(normaliseCurrency(input)).toBe(expected);
  });
});

describe('priceStart', () => {
  it.each([
    ['Screening € 20,00', 10],
    ['Tee 3,50 €', 4],
    ['ワンデーセラミック（前歯） ¥28,000（税込 ¥30,800）', 14],
    ['Haircut from £45', 8],
    ['Bar Frank 12 CHF', 10],
    ['Cabin 4 $ 120.00', 8],
    ['Lens KES-496A 150 AED', 14],
    ['No price here', -1],
  ])('%s → %i', (text, index) => {
    expect(priceStart(text)).toBe(index);
  });
});

describe('the currency written as a word', () => {
  it('reads "110 Euro" and "25 euros" as euro prices, "Euro 2024" as no price', () => {
    expect(findPrices('60 Minuten: 110 Euro, 30 Minuten: 60 Euro')).toEqual([
      { amount: '110.00', currency: 'EUR' },
      { amount: '60.00', currency: 'EUR' },
    ]);
    expect(findPrices('Le soin: 25 euros')).toEqual([{ amount: '25.00', currency: 'EUR' }]);
    expect(findPrices('Fan mile for the Euro 2024 final')).toEqual([]);
    expect(findPrices('Europa 2024, Eurostar 12')).toEqual([]);
    expect(priceStart('Beratung 110 Euro')).toBe(9);
  });
});
