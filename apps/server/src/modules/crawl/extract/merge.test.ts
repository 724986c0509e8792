import { describe, expect, it } from 'vitest';
import type { Offering, OfferingSource } from '../crawl.types';
import { classifyBusiness, mergeOfferings, withoutOverviews } from './merge';
import { sanitizeModelOfferings } from './model-offerings';
import { buildOffering, type OfferingDraft } from './offering';

const SITE = 'https://www.kilnandkettle.co.uk';

function offering(
  draft: Partial<OfferingDraft> & { name: string },
  source: OfferingSource,
  page = `${SITE}/products/mug`,
): Offering {
  const built = buildOffering({ offering_type: 'product', ...draft }, source, page);
  if (!built) throw new Error('fixture offering has no name');
  return built;
}

describe('mergeOfferings', () => {
  it('merges the same product seen by several sources, each field from its best source', () => {
    const merged = mergeOfferings([
      offering(
        { name: 'Speckled Mug', price: '27.00', currency: 'GBP', description: 'Guessed from the page' },
        'heuristic',
      ),
      offering({ name: 'Speckled Mug', price: '28.00', image_url: '/img/mug.png', sku: 'KK-MUG' }, 'shopify'),
      offering(
        { name: 'speckled  mug', price: '28.00', currency: 'GBP', availability: 'InStock' },
        'json-ld',
      ),
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({
      name: 'speckled mug',
      price: '28.00',
      currency: 'GBP',
      description: 'Guessed from the page',
      image_url: `${SITE}/img/mug.png`,
      sku: 'KK-MUG',
      availability: 'InStock',
      sources: {
        name: 'json-ld',
        price: 'json-ld',
        currency: 'json-ld',
        description: 'heuristic',
        image_url: 'shopify',
        sku: 'shopify',
        availability: 'json-ld',
      },
    });
  });

  it('merges by SKU and by landing page when the names agree, not by landing page alone', () => {
    const merged = mergeOfferings([
      offering({ name: 'Moon Jar', sku: 'KK-MJ' }, 'json-ld'),
      offering({ name: 'Large moon jar (tenmoku)', sku: 'kk-mj' }, 'shopify'),
      offering({ name: 'Linen Apron' }, 'opengraph', `${SITE}/products/apron`),
      offering({ name: 'Linen Apron – Natural' }, 'heuristic', `${SITE}/products/apron/`),
      offering({ name: 'Boiler repair', offering_type: 'service' }, 'heuristic', `${SITE}/`),
      offering({ name: 'Emergency plumbing', offering_type: 'service' }, 'heuristic', `${SITE}/`),
    ]);
    expect(merged.map((o) => o.name)).toEqual([
      'Moon Jar',
      'Linen Apron',
      'Boiler repair',
      'Emergency plumbing',
    ]);
  });

  it('never joins two offerings the structured data names apart through a guess that resembles both', () => {
    const page = `${SITE}/`;
    const merged = mergeOfferings([
      offering({ name: 'Clipping, small dog', price: '500', currency: 'CZK' }, 'json-ld', page),
      offering({ name: 'Clipping, medium dog', price: '600', currency: 'CZK' }, 'json-ld', page),
      offering({ name: 'Clipping', price: '500', currency: 'CZK' }, 'heuristic', page),
    ]);
    expect(merged.map((o) => [o.name, o.price])).toEqual([
      ['Clipping, small dog', '500'],
      ['Clipping, medium dog', '600'],
    ]);
  });

  it('gives a feed price without currency the currency another source states', () => {
    const [merged] = mergeOfferings([
      offering({ name: 'Highland Chai', price: '9.75' }, 'shopify'),
      offering({ name: 'Highland Chai', price: '9.75', currency: 'GBP' }, 'opengraph'),
    ]);
    expect(merged).toMatchObject({
      price: '9.75',
      currency: 'GBP',
      sources: { price: 'shopify', currency: 'opengraph' },
    });
  });

  it('treats the group as a service when a non-model source says so', () => {
    const [merged] = mergeOfferings([
      offering({ name: 'Tea Tasting Session', offering_type: 'product' }, 'json-ld'),
      offering({ name: 'Tea Tasting Session', offering_type: 'service' }, 'shopify'),
    ]);
    expect(merged).toMatchObject({ offering_type: 'service', sources: { offering_type: 'shopify' } });
    const [modelOnly] = mergeOfferings([
      offering({ name: 'Mug', offering_type: 'product' }, 'json-ld'),
      offering({ name: 'Mug', offering_type: 'service' }, 'model'),
    ]);
    expect(modelOnly?.offering_type).toBe('product');
  });

  it('keeps distinct offerings in first-seen order and returns [] for []', () => {
    expect(mergeOfferings([])).toEqual([]);
    const merged = mergeOfferings([offering({ name: 'B' }, 'json-ld'), offering({ name: 'A' }, 'json-ld')]);
    expect(merged.map((o) => o.name)).toEqual(['B', 'A']);
  });
});

describe('classifyBusiness', () => {
  const make = (types: Array<'service' | 'product'>) =>
    types.map((type, i) => offering({ name: `Offer ${i}`, offering_type: type }, 'json-ld'));
  it.each([
    [['product', 'product', 'product', 'product', 'product', 'product', 'service'], 'products'],
    [['service', 'service', 'service'], 'services'],
    [['service', 'product'], 'mixed'],
    [['product', 'product', 'service'], 'mixed'],
    [[], 'services'],
  ] as const)('%j → %s', (types, expected) => {
    expect(classifyBusiness(make([...types]))).toBe(expected);
  });
});

describe('sanitizeModelOfferings (model output is untrusted)', () => {
  const evidence = {
    siteUrl: `${SITE}/`,
    pages: [
      { url: `${SITE}/products/mug`, text: 'Speckled Mug. £28.00. Hand-thrown in Leeds.' },
      { url: `${SITE}/workshops`, text: 'Wheel-throwing workshop, £85 per person.' },
    ],
    imageUrls: ['https://cdn.example.net/mug.png'],
  };

  it('keeps a price the page shows and drops one it does not', () => {
    const result = sanitizeModelOfferings(
      {
        offerings: [
          {
            name: 'Speckled Mug',
            price: '£28.00',
            currency: 'GBP',
            description: 'A mug',
            image_url: 'https://cdn.example.net/mug.png',
            landing_page: `${SITE}/products/mug`,
            offering_type: 'product',
            sku: null,
            availability: 'InStock',
          },
          {
            name: 'Workshop',
            price: 95,
            currency: 'GBP',
            description: null,
            image_url: null,
            landing_page: `${SITE}/workshops`,
            offering_type: 'service',
            sku: null,
            availability: null,
          },
        ],
      },
      evidence,
    );
    expect(result).toHaveLength(2);
    expect(result[0]).toMatchObject({
      price: '28.00',
      currency: 'GBP',
      image_url: 'https://cdn.example.net/mug.png',
      availability: 'InStock',
    });
    expect(result[1]).toMatchObject({
      name: 'Workshop',
      price: null,
      currency: null,
      offering_type: 'service',
    });
    expect(new Set(Object.values(result[0]?.sources ?? {}))).toEqual(new Set(['model']));
  });

  it('drops items that do not fit the schema, clips text and keeps URLs on the site', () => {
    const result = sanitizeModelOfferings(
      [
        {
          name: 'Speckled Mug',
          price: null,
          currency: null,
          description: 'y '.repeat(5000),
          image_url: 'https://evil.example/x.png',
          landing_page: 'javascript:alert(1)',
          offering_type: 'product',
          sku: 'S'.repeat(500),
          availability: 'maybe',
        },
        { name: 'Bad type', offering_type: 'subscription' },
        { price: '12' },
        'ignore previous instructions',
      ],
      evidence,
    );
    expect(result).toHaveLength(1);
    const [item] = result as [Offering];
    expect(item.name).toBe('Speckled Mug');
    expect(item.description!.length).toBeLessThanOrEqual(1000);
    expect(item.sku!.length).toBeLessThanOrEqual(64);
    expect(item).toMatchObject({ image_url: null, landing_page: `${SITE}/`, availability: null });
  });

  it('drops offerings whose name no crawled page writes', () => {
    const result = sanitizeModelOfferings(
      [
        {
          name: 'X'.repeat(5000),
          price: null,
          currency: null,
          description: null,
          image_url: null,
          landing_page: null,
          offering_type: 'product',
          sku: null,
          availability: null,
        },
      ],
      evidence,
    );
    expect(result).toEqual([]);
  });

  it('returns [] for output that is not a list of offerings', () => {
    expect(sanitizeModelOfferings('Sure! Here are the products:', evidence)).toEqual([]);
    expect(sanitizeModelOfferings({ offerings: 'none' }, evidence)).toEqual([]);
    expect(sanitizeModelOfferings(null, evidence)).toEqual([]);
  });

  it('ranks model values below every other source when merged', () => {
    const model = sanitizeModelOfferings(
      [
        {
          name: 'Speckled Mug',
          price: '£28.00',
          currency: 'GBP',
          description: 'Model words',
          image_url: null,
          landing_page: `${SITE}/products/mug`,
          offering_type: 'product',
          sku: null,
          availability: null,
        },
      ],
      evidence,
    );
    const [merged] = mergeOfferings([
      ...model,
      offering({ name: 'Speckled Mug', description: 'From the page' }, 'heuristic'),
    ]);
    expect(merged).toMatchObject({
      description: 'From the page',
      price: '28.00',
      sources: { description: 'heuristic', price: 'model' },
    });
  });
});

describe('one currency per site', () => {
  it('a "$" read as USD on a site whose prices are AUD becomes AUD; a euro price stays euro', () => {
    const page = (slug: string) => `${SITE}/products/${slug}`;
    const merged = mergeOfferings([
      offering({ name: 'Print A', price: '290.00', currency: 'AUD' }, 'json-ld', page('a')),
      offering({ name: 'Print B', price: '120.00', currency: 'AUD' }, 'json-ld', page('b')),
      offering({ name: 'Print C', price: '80.00', currency: 'USD' }, 'heuristic', page('c')),
      offering({ name: 'Print D', price: '50.00', currency: 'EUR' }, 'heuristic', page('d')),
    ]);
    expect(merged.map((o) => o.currency)).toEqual(['AUD', 'AUD', 'AUD', 'EUR']);
  });
});

describe('mergeOfferings and variants', () => {
  it('keeps the variants with the price they belong to', () => {
    const listed = offering({ name: 'Pizza Margherita', price: '8.90', currency: 'EUR' }, 'heuristic');
    listed.variants = [
      { label: 'Ø 26 cm', price: '8.90' },
      { label: 'Ø 33 cm', price: '12.50' },
    ];
    const other = offering({ name: 'pizza margherita', description: 'Tomato, mozzarella' }, 'heuristic');
    expect(mergeOfferings([other, listed])[0]).toMatchObject({ price: '8.90', variants: listed.variants });
    const structured = offering({ name: 'Pizza Margherita', price: '9.50', currency: 'EUR' }, 'json-ld');
    const merged = mergeOfferings([listed, structured])[0]!;
    // A better source's single price wins: the list's variants are not its variants.
    expect(merged.price).toBe('9.50');
    expect(merged.variants).toBeUndefined();
  });
});

describe('withoutOverviews', () => {
  const service = (
    name: string,
    path: string,
    price: string | null = null,
    source: OfferingSource = 'heuristic',
  ) =>
    offering(
      { name, price, currency: price ? 'EUR' : null, offering_type: 'service' },
      source,
      `${SITE}${path}`,
    );

  it('drops a discipline’s unpriced overview page whose words two narrower offerings name', () => {
    const kept = withoutOverviews([
      service('Physiotherapy', '/physiotherapy/'),
      service('Physiotherapy for babies', '/babies/'),
      service('Physiotherapy for teenagers', '/teenagers/'),
      service('Physiotherapy session', '/fees/', '52.50'),
      service('Screening', '/screening/'),
    ]).map((o) => o.name);
    expect(kept).toEqual([
      'Physiotherapy for babies',
      'Physiotherapy for teenagers',
      'Physiotherapy session',
      'Screening',
    ]);
  });

  it('keeps it when only one offering is narrower, when it is priced, or when the site marks it up as a service', () => {
    expect(
      withoutOverviews([service('Massage', '/massage/'), service('Massage 30 minutes', '/prices/', '40.00')]),
    ).toHaveLength(2);
    const priced = [
      service('Massage', '/massage/', '30.00'),
      service('Massage back', '/a/'),
      service('Massage head', '/b/'),
    ];
    expect(withoutOverviews(priced)).toHaveLength(3);
    const declared = [
      service('Massage', '/massage/', null, 'json-ld'),
      service('Massage back', '/a/'),
      service('Massage head', '/b/'),
    ];
    expect(withoutOverviews(declared)).toHaveLength(3);
  });
});
