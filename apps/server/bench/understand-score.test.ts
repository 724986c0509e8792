import { describe, expect, it } from 'vitest';
import type { RealSiteTruth } from '@adsmith/fixtures/realsites';
import { pagePath, scoreSite, withoutSiteAffix, type FoundOffering } from './understand-score';

const truth = (offerings: RealSiteTruth['offerings'], extra: Partial<RealSiteTruth> = {}): RealSiteTruth => ({
  business_name: 'Salon Example',
  country: 'CH',
  city: null,
  language: 'de',
  currency: 'CHF',
  start: '/',
  offerings,
  not_offerings: ['Total'],
  facts: [],
  notes: '',
  ...extra,
});

const label = (name: string, price: string | null) => ({
  name,
  price,
  type: 'service' as const,
  page: '/preise/',
});

const found = (name: string, price: string | null, variants?: FoundOffering['variants']): FoundOffering => ({
  name,
  price,
  currency: 'CHF',
  offeringType: 'service',
  landingPage: 'http://127.0.0.1/preise/',
  ...(variants ? { variants } : {}),
});

describe('scoreSite with variants', () => {
  it('matches labelled offerings through the variants of one found offering, at the variant price', () => {
    const score = scoreSite(
      truth([label('Kopfmassage 5 Minuten', '10.00'), label('Kopfmassage 10 Minuten', '18.00')]),
      [
        found('Kopfmassage', '10.00', [
          { label: '5 Minuten', price: '10.00' },
          { label: '10 Minuten', price: '18.00' },
        ]),
      ],
      new Set(['/preise/']),
    );
    expect(score.matched).toBe(2);
    expect(score.viaVariant).toBe(2);
    expect(score.recall).toBe(1);
    expect(score.priceRight).toBe(1);
    // One found offering, matched: precision counts found offerings, not labels.
    expect(score.precision).toBe(1);
  });

  it('never lowers recall: an offering labelled once still matches the offering at its lowest price', () => {
    const score = scoreSite(
      truth([label('Pizza Margherita', '8.50')]),
      [
        found('Pizza Margherita', '8.50', [
          { label: 'Ø 26 cm', price: '8.50' },
          { label: 'Ø 33 cm', price: '12.00' },
        ]),
      ],
      new Set(),
    );
    expect(score.matched).toBe(1);
    expect(score.viaVariant).toBe(0);
    expect(score.priceRight).toBe(1);
  });

  it('keeps numbers strict: a variant with another size does not match', () => {
    const score = scoreSite(
      truth([label('Kopfmassage 15 Minuten', '25.00')]),
      [found('Kopfmassage', '10.00', [{ label: '5 Minuten', price: '10.00' }])],
      new Set(['/preise/']),
    );
    expect(score.matched).toBe(0);
    expect(score.missed).toEqual([{ name: 'Kopfmassage 15 Minuten', page: '/preise/', fetched: true }]);
  });

  it('counts unmatched found offerings against precision, with or without matches on the site', () => {
    const score = scoreSite(truth([label('Haarschnitt', '40.00')]), [found('Total', '90.00')], new Set());
    expect(score.precision).toBe(0);
    expect(score.precisionBase).toBe(1);
    expect(score.junk).toEqual(['Total']);
  });

  it('compares a name without the site name affixed to it', () => {
    expect(withoutSiteAffix('Haarschnitt – Salon Example', truth([]))).toBe('Haarschnitt');
    expect(withoutSiteAffix('Salon Example | Haarschnitt', truth([]))).toBe('Haarschnitt');
    expect(withoutSiteAffix('Waschen - Föhnen', truth([]))).toBe('Waschen - Föhnen');
    const score = scoreSite(
      truth([label('Haarschnitt Damen kurz', '40.00')]),
      [found('Haarschnitt Damen kurz – Salon Example', '40.00')],
      new Set(),
    );
    expect(score.matched).toBe(1);
    expect(score.suffixed).toHaveLength(1);
  });
});

describe('scoreSite ties', () => {
  it('prefers an offering’s own name to another offering’s variant of equal likeness', () => {
    const score = scoreSite(
      truth([label('Kopfmassage 10 Minuten', '20.00')]),
      [
        found('Kopfmassage', '12.00', [
          { label: '5 Minuten', price: '12.00' },
          { label: '10 Minuten', price: '18.00' },
        ]),
        found('Kopfmassage 10 Minuten', '20.00'),
      ],
      new Set(),
    );
    expect(score.matched).toBe(1);
    expect(score.viaVariant).toBe(0);
    expect(score.priceRight).toBe(1);
  });
});

describe('pagePath', () => {
  it('writes one page one way, with or without its slash or index file', () => {
    expect(new Set(['/preise', '/preise/', '/preise/index.html', '/preise.html'].map(pagePath))).toEqual(
      new Set(['/preise']),
    );
    expect(pagePath('/')).toBe('/');
    expect(pagePath('/index.html')).toBe('/');
  });
});
