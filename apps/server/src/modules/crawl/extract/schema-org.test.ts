import { describe, expect, it } from 'vitest';
import type { Offering } from '../crawl.types';
import { extractOfferings } from './offerings';

const URL = 'https://plumb.example/page';
const jsonLd = (data: unknown) =>
  `<html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head><body></body></html>`;
const pick = (offerings: Offering[]) =>
  offerings.map((o) => [o.name, o.price, o.currency, o.offering_type, o.availability]);

describe('schema.org JSON-LD shapes', () => {
  it.each([
    {
      shape: 'a top-level array of Products with AggregateOffer',
      data: [
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: 'Kettle',
          offers: {
            '@type': 'AggregateOffer',
            lowPrice: '39.5',
            highPrice: '59',
            priceCurrency: 'EUR',
            offerCount: 3,
          },
        },
        {
          '@type': 'http://schema.org/Product',
          name: 'Teapot',
          offers: { '@type': 'Offer', price: 22, priceCurrency: 'EUR', availability: 'OutOfStock' },
        },
      ],
      expected: [
        ['Kettle', '39.50', 'EUR', 'product', null],
        ['Teapot', '22.00', 'EUR', 'product', 'OutOfStock'],
      ],
    },
    {
      shape: 'an Offer whose itemOffered is a Service',
      data: {
        '@context': 'https://schema.org',
        '@type': 'Offer',
        price: '95.00',
        priceCurrency: 'GBP',
        itemOffered: { '@type': 'Service', name: 'Boiler service' },
      },
      expected: [['Boiler service', '95.00', 'GBP', 'service', null]],
    },
    {
      shape: 'a LocalBusiness with makesOffer and a nested hasOfferCatalog',
      data: {
        '@context': 'https://schema.org',
        '@type': 'Plumber',
        name: 'Calder Plumbing',
        makesOffer: [{ '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'Emergency call-out' } }],
        hasOfferCatalog: {
          '@type': 'OfferCatalog',
          name: 'Heating',
          itemListElement: [
            {
              '@type': 'OfferCatalog',
              name: 'Boilers',
              itemListElement: [
                {
                  '@type': 'Offer',
                  price: '2,450.00',
                  priceCurrency: 'GBP',
                  itemOffered: { '@type': 'Service', name: 'Boiler installation' },
                },
              ],
            },
            { '@type': 'Service', name: 'Power flushing' },
          ],
        },
      },
      expected: [
        ['Emergency call-out', null, null, 'service', null],
        ['Boiler installation', '2450.00', 'GBP', 'service', null],
        ['Power flushing', null, null, 'service', null],
      ],
    },
    {
      shape: 'a Product with several offers (cheapest wins, in stock if any is) and priceSpecification',
      data: {
        '@context': 'https://schema.org',
        '@type': ['Product', 'IndividualProduct'],
        name: 'Radiator valve',
        offers: [
          {
            '@type': 'Offer',
            priceSpecification: { '@type': 'UnitPriceSpecification', price: 14.99, priceCurrency: 'GBP' },
            availability: 'https://schema.org/OutOfStock',
          },
          {
            '@type': 'Offer',
            price: '12.49',
            priceCurrency: 'GBP',
            availability: 'https://schema.org/InStock',
          },
        ],
      },
      expected: [['Radiator valve', '12.49', 'GBP', 'product', 'InStock']],
    },
    {
      shape:
        'an OfferCatalog of services priced as a range (PriceSpecification minPrice–maxPrice: from the minimum)',
      data: {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: 'Groomer',
        hasOfferCatalog: {
          '@type': 'OfferCatalog',
          itemListElement: [
            {
              '@type': 'Offer',
              itemOffered: { '@type': 'Service', name: 'Clipping, small dog' },
              priceSpecification: {
                '@type': 'PriceSpecification',
                minPrice: 500,
                maxPrice: 700,
                priceCurrency: 'CZK',
              },
            },
            {
              '@type': 'Offer',
              itemOffered: { '@type': 'Service', name: 'Nail trim' },
              price: '60',
              priceCurrency: 'CZK',
            },
          ],
        },
      },
      expected: [
        ['Clipping, small dog', '500.00', 'CZK', 'service', null],
        ['Nail trim', '60.00', 'CZK', 'service', null],
      ],
    },
    {
      shape: 'a WebPage whose mainEntity is a Product, names as { @value } and HTML entities',
      data: {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        mainEntity: {
          '@type': 'schema:Product',
          name: { '@value': 'Tap &amp; Basin Set' },
          offers: { price: '199', priceCurrency: 'usd' },
        },
      },
      expected: [['Tap & Basin Set', '199.00', 'USD', 'product', null]],
    },
  ])('$shape', ({ data, expected }) => {
    expect(pick(extractOfferings(jsonLd(data), URL))).toEqual(expected);
  });

  it('reads a ProductGroup once, with the cheapest variant', () => {
    const data = {
      '@context': 'https://schema.org',
      '@type': 'ProductGroup',
      name: 'Wool Throw',
      productGroupID: 'WT',
      hasVariant: [
        {
          '@type': 'Product',
          name: 'Wool Throw – Grey',
          sku: 'WT-G',
          image: '/g.png',
          offers: { price: '80', priceCurrency: 'GBP', availability: 'InStock' },
        },
        {
          '@type': 'Product',
          name: 'Wool Throw – Red',
          sku: 'WT-R',
          offers: { price: '75', priceCurrency: 'GBP', availability: 'OutOfStock' },
        },
      ],
    };
    expect(extractOfferings(jsonLd(data), URL)).toEqual([
      expect.objectContaining({
        name: 'Wool Throw',
        price: '75.00',
        sku: 'WT',
        availability: 'InStock',
        image_url: 'https://plumb.example/g.png',
      }),
    ]);
  });
});

describe('schema.org services that are not offerings', () => {
  it('a service named after a place it serves is a town landing page, in any inflection of the place', () => {
    for (const [name, areaServed] of [
      ['Psí salon Stodůlky – stříhání a úprava psů', ['Stodůlky', 'Lužiny', 'Praha 13']],
      ['Psí salon pro Prahu 5 – stříhání a úprava psů', ['Praha 5', 'Jinonice']],
      ['Emergency Locksmith White Plains', { '@type': 'City', name: 'White Plains' }],
    ] as const) {
      expect(extractOfferings(jsonLd({ '@type': 'Service', name, areaServed }), URL)).toEqual([]);
    }
    const own = jsonLd({ '@type': 'Service', name: 'Stříhání pudla', areaServed: ['Praha 13', 'Lužiny'] });
    expect(pick(extractOfferings(own, URL))).toEqual([['Stříhání pudla', null, null, 'service', null]]);
  });

  it('an unpriced service gathering several named offers or a catalogue is a summary, not an offering', () => {
    const umbrella = jsonLd({
      '@type': 'Service',
      name: 'Professional Yoga Services',
      offers: [
        { '@type': 'Offer', name: 'Online Yoga Classes' },
        { '@type': 'Offer', name: 'Group Yoga Sessions' },
      ],
    });
    expect(extractOfferings(umbrella, URL)).toEqual([]);
    const catalogue = jsonLd({
      '@type': 'Service',
      name: 'Servizi sartoriali',
      hasOfferCatalog: {
        '@type': 'OfferCatalog',
        itemListElement: [
          { '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'Orli' } },
          { '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'Cerniere' } },
        ],
      },
    });
    expect(extractOfferings(catalogue, URL)).toEqual([]);
    const priced = jsonLd({
      '@type': 'Service',
      name: 'Yoga',
      offers: [
        { '@type': 'Offer', name: 'Online', price: '800', priceCurrency: 'INR' },
        { '@type': 'Offer', name: 'Studio', price: '900', priceCurrency: 'INR' },
      ],
    });
    expect(pick(extractOfferings(priced, URL))).toEqual([['Yoga', '800.00', 'INR', 'service', null]]);
  });
});

describe('microdata and RDFa shapes', () => {
  it('reads nested microdata with itemprop lists, content attributes and a Service', () => {
    const html = `<html><body>
      <div itemscope itemtype="http://schema.org/Service"><h2 itemprop="name">Drain unblocking</h2>
        <div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><span itemprop="price" content="89">£89</span><meta itemprop="priceCurrency" content="GBP"></div>
      </div>
      <section itemscope itemtype="https://schema.org/Product"><span itemprop="name brand">Tap washer kit</span><data itemprop="sku" value="TW-1">TW-1</data>
        <span itemprop="offers" itemscope itemtype="https://schema.org/Offer"><span itemprop="price">4.50</span><span itemprop="priceCurrency">GBP</span></span>
      </section></body></html>`;
    expect(pick(extractOfferings(html, URL))).toEqual([
      ['Drain unblocking', '89.00', 'GBP', 'service', null],
      ['Tap washer kit', '4.50', 'GBP', 'product', null],
    ]);
  });

  it('reads RDFa written with the schema: prefix and ignores other vocabularies', () => {
    const html = `<html><body prefix="schema: https://schema.org/ og: https://ogp.me/ns#">
      <div typeof="schema:Product"><h1 property="schema:name og:title">Brass mixer tap</h1>
        <div property="schema:offers" typeof="schema:Offer"><meta property="schema:price" content="149.00"><meta property="schema:priceCurrency" content="GBP">
        <link property="schema:availability" href="http://schema.org/InStock"></div>
      </div></body></html>`;
    expect(extractOfferings(html, URL)).toEqual([
      expect.objectContaining({
        name: 'Brass mixer tap',
        price: '149.00',
        currency: 'GBP',
        availability: 'InStock',
        sources: expect.objectContaining({ name: 'rdfa' }),
      }),
    ]);
  });
});
