import { describe, expect, it } from 'vitest';
import type { Product } from '../crawl/schemas';
import {
  OfferingCorrectionMessages,
  effectiveOfferings,
  isOwnerAdded,
  parseOwnerPrice,
  reviewOfferings,
  withOfferingEdit,
  type OfferingCorrections,
} from './offering-corrections';
import { profileCorrectionsSchema, savedProfileCorrectionsSchema } from './schemas';

let ids = 0;
/** A found offering as GET /products serves it. */
function found(
  name: string,
  price: string | null,
  landingPage: string | null,
  overrides: Partial<Product> = {},
): Product {
  ids += 1;
  return {
    id: `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`,
    name,
    price,
    currency: price === null ? null : 'EUR',
    description: `${name}, as the site describes it.`,
    image_url: null,
    landing_page: landingPage,
    offering_type: 'service',
    sku: null,
    availability: null,
    sources: { name: 'heuristic' },
    variants: null,
    ...overrides,
  };
}

/** A salon's first crawl: three services on a price list page, a course with a page of its own, a junk "offering". */
function firstCrawl(): Product[] {
  return [
    found('Ladies’ cut & blow-dry', '45.00', 'https://salon.test/prices'),
    found('Colour', '60.00', 'https://salon.test/prices'),
    found('Gift voucher', '25.00', 'https://salon.test/prices'),
    found('Balayage course', '390.00', 'https://salon.test/courses/balayage'),
    found('Cookie settings', null, 'https://salon.test/privacy'),
  ];
}

const ADDED_ID = '11111111-1111-4111-8111-111111111111';

/** The owner's corrections: the junk removed, one renamed and repriced, the course renamed, a missed one added. */
const corrections: OfferingCorrections = {
  edits: [
    { match: { name: 'Cookie settings', landingPage: 'https://salon.test/privacy' }, removed: true },
    {
      match: { name: 'Ladies’ cut & blow-dry', landingPage: null },
      name: 'Cut and blow-dry',
      price: '48.00',
    },
    {
      match: { name: 'Balayage course', landingPage: 'https://salon.test/courses/balayage' },
      name: 'Balayage masterclass',
    },
  ],
  added: [{ id: ADDED_ID, name: 'Bridal hair', price: '120.00', type: 'service' }],
};

describe('parseOwnerPrice', () => {
  it('reads prices as owners type them', () => {
    expect(parseOwnerPrice('45')).toEqual({ price: '45.00' });
    expect(parseOwnerPrice(' 12,50 € ')).toEqual({ price: '12.50' });
    expect(parseOwnerPrice('€ 1.299,00')).toEqual({ price: '1299.00' });
    expect(parseOwnerPrice('$1,299')).toEqual({ price: '1299.00' });
    expect(parseOwnerPrice('1 299 Kč')).toEqual({ price: '1299.00' });
    expect(parseOwnerPrice('0,5')).toEqual({ price: '0.50' });
    expect(parseOwnerPrice('')).toEqual({ price: null });
  });

  it('says what is wrong with a price it cannot read', () => {
    expect(parseOwnerPrice('-5')).toEqual({ error: OfferingCorrectionMessages.priceNegative });
    expect(parseOwnerPrice('€ -12.50')).toEqual({ error: OfferingCorrectionMessages.priceNegative });
    expect(parseOwnerPrice('about twenty')).toEqual({ error: OfferingCorrectionMessages.priceNoNumber });
    expect(parseOwnerPrice('45-60')).toEqual({ error: OfferingCorrectionMessages.priceNoNumber });
    expect(parseOwnerPrice('12.5.3')).toEqual({ error: OfferingCorrectionMessages.priceNoNumber });
    expect(parseOwnerPrice('0')).toEqual({ error: OfferingCorrectionMessages.priceZero });
  });
});

describe('offering corrections in the shared schemas', () => {
  it('accept an edit and an added offering, reading the typed prices', () => {
    const parsed = profileCorrectionsSchema.parse({
      offerings: {
        edits: [{ match: { name: 'Colour', landingPage: null }, name: ' Full colour ', price: '62,50' }],
        added: [{ name: 'Bridal hair', price: '€120', type: 'service' }],
      },
    });
    expect(parsed.offerings).toEqual({
      edits: [{ match: { name: 'Colour', landingPage: null }, name: 'Full colour', price: '62.50' }],
      added: [{ name: 'Bridal hair', price: '120.00', type: 'service' }],
    });
  });

  it('refuse an empty name, a negative price and a price with no number, with the message to show', () => {
    for (const [offering, message] of [
      [{ name: '  ', price: '10', type: 'service' }, OfferingCorrectionMessages.nameRequired],
      [{ name: 'Trim', price: '-10', type: 'service' }, OfferingCorrectionMessages.priceNegative],
      [{ name: 'Trim', price: 'ten pounds', type: 'service' }, OfferingCorrectionMessages.priceNoNumber],
    ] as const) {
      const parsed = profileCorrectionsSchema.safeParse({ offerings: { edits: [], added: [offering] } });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([message]);
    }
  });

  it('store what they read: the saved schema takes the parsed corrections', () => {
    const parsed = profileCorrectionsSchema.parse({ offerings: { ...corrections } });
    expect(savedProfileCorrectionsSchema.parse(parsed).offerings).toEqual(corrections);
  });
});

describe('effectiveOfferings', () => {
  it('leaves the removed out, renames and reprices, and adds the missed one after the found', () => {
    const offerings = effectiveOfferings(firstCrawl(), corrections, 'EUR');
    expect(offerings.map((offering) => [offering.name, offering.price, offering.currency])).toEqual([
      ['Cut and blow-dry', '48.00', 'EUR'],
      ['Colour', '60.00', 'EUR'],
      ['Gift voucher', '25.00', 'EUR'],
      ['Balayage masterclass', '390.00', 'EUR'],
      ['Bridal hair', '120.00', 'EUR'],
    ]);
    const renamed = offerings[0]!;
    expect(renamed.sources).toEqual({ name: 'owner', price: 'owner' });
    expect(renamed.description).toBe('Ladies’ cut & blow-dry, as the site describes it.');
    const added = offerings[4]!;
    expect(added.id).toBe(ADDED_ID);
    expect(isOwnerAdded(added)).toBe(true);
    expect(offerings.slice(0, 4).some(isOwnerAdded)).toBe(false);
  });

  it('without corrections gives the found offerings as they are', () => {
    const crawl = firstCrawl();
    expect(effectiveOfferings(crawl, null, 'EUR')).toEqual(crawl);
  });

  it('carries over a recrawl: new ids, another order and spelling, the same corrections', () => {
    const recrawl = [
      found('COOKIE SETTINGS', null, 'https://www.salon.test/privacy/'),
      found('Colour', '65.00', 'https://salon.test/prices'),
      found('Ladies cut and blow dry', '46.00', 'https://salon.test/prices'),
      // The site renamed its course; its own page tells it.
      found('Balayage course (2 days)', '420.00', 'https://salon.test/courses/balayage'),
    ];
    const reviewed = reviewOfferings(recrawl, corrections, 'EUR').map((item) => item.review);
    expect(reviewed.map((item) => [item.status, item.name, item.price])).toEqual([
      ['removed', 'COOKIE SETTINGS', null],
      ['found', 'Colour', '65.00'],
      ['changed', 'Cut and blow-dry', '48.00'],
      ['changed', 'Balayage masterclass', '420.00'],
      ['added', 'Bridal hair', '120.00'],
    ]);
    expect(reviewed[3]!.found).toEqual({
      name: 'Balayage course (2 days)',
      price: '420.00',
      landing_page: 'https://salon.test/courses/balayage',
    });
  });

  it('matches by page only an offering with a page of its own whose name the site changed', () => {
    const edits: OfferingCorrections = {
      edits: [{ match: { name: 'Colour', landingPage: 'https://salon.test/prices' }, removed: true }],
      added: [],
    };
    // Two offerings share the price list page: neither is "Colour" under another name.
    const recrawl = [
      found('Toner', '20.00', 'https://salon.test/prices'),
      found('Gloss', '25.00', 'https://salon.test/prices'),
    ];
    expect(effectiveOfferings(recrawl, edits, 'EUR').map((offering) => offering.name)).toEqual([
      'Toner',
      'Gloss',
    ]);
  });

  it('puts an added offering the recrawl found too in the found one’s place, the owner’s price over the page', () => {
    const recrawl = [
      found('Bridal Hair', '150.00', 'https://salon.test/bridal', { image_url: 'https://salon.test/b.jpg' }),
    ];
    const offerings = effectiveOfferings(recrawl, corrections, 'EUR');
    expect(offerings).toHaveLength(1);
    expect(offerings[0]).toMatchObject({
      id: ADDED_ID,
      name: 'Bridal hair',
      price: '120.00',
      image_url: 'https://salon.test/b.jpg',
      landing_page: 'https://salon.test/bridal',
    });
  });

  it('gives a repriced offering without a currency the site’s, and drops variants the owner’s price replaces', () => {
    const offering = found('Colour', null, null, {
      variants: [{ label: 'Short hair', price: '50.00', currency: null }],
    });
    const edits = withOfferingEdit(null, { match: { name: 'Colour', landingPage: null }, price: '55.00' });
    const [corrected] = effectiveOfferings([offering], edits, 'GBP');
    expect(corrected).toMatchObject({ price: '55.00', currency: 'GBP', variants: null });
  });
});

describe('withOfferingEdit', () => {
  it('replaces an earlier edit of the same offering, and drops one that changes nothing (undo)', () => {
    const removed = withOfferingEdit(corrections, {
      match: { name: 'ladies cut and blow-dry', landingPage: null },
      removed: true,
    });
    expect(removed.edits.filter((edit) => edit.removed)).toHaveLength(2);
    expect(removed.edits).toHaveLength(3);
    const restored = withOfferingEdit(removed, { match: { name: 'Cookie settings', landingPage: null } });
    expect(restored.edits.map((edit) => edit.match.name)).toEqual([
      'Balayage course',
      'ladies cut and blow-dry',
    ]);
    expect(restored.added).toEqual(corrections.added);
  });
});
