import { describe, expect, it } from 'vitest';
import type { Offering, OfferingSource, OfferingVariant } from '../crawl.types';
import { buildOffering } from './offering';
import { withoutQuotedPrices } from './quoted-prices';

const SITE = 'https://spokes.example';

function offering(
  name: string,
  price: string | null,
  page: string,
  options: { source?: OfferingSource; variants?: OfferingVariant[] } = {},
): Offering {
  const built = buildOffering(
    { name, price, currency: 'EUR', offering_type: 'service' },
    options.source ?? 'heuristic',
    `${SITE}${page}`,
  );
  if (!built) throw new Error('fixture offering has no name');
  return options.variants ? { ...built, variants: options.variants } : built;
}

/** A bicycle workshop's price list, on a page of its own. */
const priceList = [
  offering('Servicing – city bike', '45.00', '/prices/#list', {
    variants: [
      { label: 'City bike', price: '45.00' },
      { label: 'E-bike', price: '65.00' },
    ],
  }),
  offering('Puncture repair', '12.00', '/prices/#list'),
  offering('Wheel truing', '20.00', '/prices/#list'),
  offering('Brake adjustment', '15.00', '/prices/#list'),
];

/** The names kept besides the price list when a page with these rows is added. */
const keptBeside = (rows: Offering[]) =>
  withoutQuotedPrices([...priceList, ...rows])
    .slice(priceList.length)
    .map((o) => o.name);

describe('withoutQuotedPrices: a service page quoting the price list in its own words', () => {
  it('drops the rows a service page repeats (same price, a lead word of the same stem), variant prices included', () => {
    // The e-bike page quotes two rows of the list in other words, and has one offering of its own.
    const rows = [
      offering('Service for your e-bike', '65.00', '/electric/'),
      offering('Punctures fixed while you wait', '12.00', '/electric/'),
      offering('Battery check', '10.00', '/electric/'),
    ];
    expect(keptBeside(rows)).toEqual(['Battery check']);
    expect(withoutQuotedPrices(priceList)).toEqual(priceList);
  });

  it.each([
    {
      why: 'one row of three repeats the list (a page of its own that happens to share a price)',
      rows: [
        offering('Puncture-proof tyres fitted', '12.00', '/workshop/'),
        offering('Tubeless set-up', '30.00', '/workshop/'),
        offering('Tyre swap', '18.00', '/workshop/'),
      ],
    },
    {
      why: 'structured data names its own offering, whatever the list says',
      rows: [offering('Puncture kit', '12.00', '/shop/kit', { source: 'json-ld' })],
    },
    {
      why: 'lead words differ or are too short to tell',
      rows: [
        offering('Full overhaul', '45.00', '/workshop/'),
        offering('Hub service', '45.00', '/workshop/'),
      ],
    },
    {
      why: "a row named like its page's subject is the page's own (a brake page's brake service)",
      rows: [offering('Brake bleeding', '15.00', '/brakes/')],
    },
  ])('keeps every row when $why', ({ rows }) => {
    expect(keptBeside(rows)).toEqual(rows.map((row) => row.name));
  });

  it("drops a quote beside the page's own row", () => {
    const rows = [
      offering('Brake bleeding', '15.00', '/brakes/'),
      offering('Puncture repair on the spot', '12.00', '/brakes/'),
    ];
    expect(keptBeside(rows)).toEqual(['Brake bleeding']);
  });
});
