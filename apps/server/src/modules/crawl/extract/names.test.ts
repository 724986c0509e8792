import { describe, expect, it } from 'vitest';
import type { Offering } from '../crawl.types';
import { loadHtml } from './dom';
import { mergeOfferings } from './merge';
import {
  cleanOfferingName,
  pageSiteNames,
  refineWithHeading,
  stripSharedAffixes,
  stripSiteAffix,
} from './names';
import { buildOffering } from './offering';
import { extractOfferings } from './offerings';

const offering = (name: string, page: string): Offering =>
  buildOffering({ name, offering_type: 'product' }, 'json-ld', page)!;

describe('offering names as a customer says them', () => {
  it.each([
    ['Fast Charger - Volt Shop', ['Volt Shop'], 'Fast Charger'],
    ['Volt Shop | Fast Charger', ['Volt Shop'], 'Fast Charger'],
    ['Nintendo Switch AC Adapter - MLGFIX Game Console Repair', ['MLGFIX'], 'Nintendo Switch AC Adapter'],
    ['Moon Jar – Large', ['Kiln & Kettle'], 'Moon Jar – Large'],
  ])('%s (site %j) → %s', (name, sites, expected) => {
    expect(stripSiteAffix(name, sites)).toBe(expected);
  });

  it.each([
    ['20 x KN95 (FFP2) Masken (4 Wochen Lieferzeit)', '20 x KN95 (FFP2) Masken'],
    ['Gesichtsschutzschild (1 Woche Lieferzeit)', 'Gesichtsschutzschild'],
    ['Linen Apron (ships in 3-5 days)', 'Linen Apron (ships in 3-5 days)'],
    ['Linen Apron (3-5 business days delivery)', 'Linen Apron'],
    ['Stoneware Mug - SKU: KK-MUG-014', 'Stoneware Mug'],
    ['Кашпо круглое, Артикул 12-345', 'Кашпо круглое'],
    ['<b>Linen &amp; Clay</b> Apron', 'Linen & Clay Apron'],
  ])('%s → %s', (name, expected) => {
    expect(cleanOfferingName(name)).toBe(expected);
  });

  it('learns the site name from og:site_name and from the title part that is not the heading', () => {
    const $ = loadHtml(
      '<html><head><title>Speckled Mug | Kiln &amp; Kettle</title><meta property="og:site_name" content="K&amp;K Pottery"></head><body><h1>Speckled Mug</h1></body></html>',
    );
    expect(pageSiteNames($, 'Speckled Mug').sort()).toEqual(['K&K Pottery', 'Kiln & Kettle']);
  });

  it('the heading adds sizes to a short structured name and drops category names after them', () => {
    expect(
      refineWithHeading(
        'Кашпо твердое (литое)',
        'Кашпо твердое (литое) d25см, h15см, объем 5л, Кашпо, Литьевые',
        '',
      ),
    ).toBe('Кашпо твердое (литое) d25см, h15см, объем 5л');
    expect(refineWithHeading('Клипса', 'Клипса d27,5см, Аксессуары для теплиц', '')).toBe('Клипса d27,5см');
  });

  it('the heading replaces a structured name that belongs to another product (title and heading agree)', () => {
    expect(
      refineWithHeading(
        'Дека БАЗА "Пекарь" 2026 + Наждак',
        'Дека бланковая БАЗА Черная + Наждак',
        'Дека бланковая БАЗА Черная + Наждак —',
      ),
    ).toBe('Дека бланковая БАЗА Черная + Наждак');
    expect(refineWithHeading('Speckled Mug', 'Speckled Stoneware Mug', 'Speckled Stoneware Mug | Shop')).toBe(
      'Speckled Mug',
    );
  });

  it('a page whose JSON-LD and title carry the site suffix gives the clean name', () => {
    const html = `<html><head><title>Fast Charger - Volt Shop</title><meta property="og:site_name" content="Volt Shop">
      <script type="application/ld+json">{"@type":"Product","name":"Fast Charger - Volt Shop","offers":{"price":"19.90","priceCurrency":"USD"}}</script></head>
      <body><h1>Fast Charger</h1></body></html>`;
    expect(extractOfferings(html, 'https://volt.example/product/fast-charger').map((o) => o.name)).toEqual([
      'Fast Charger',
    ]);
  });

  it('across a site, an edge segment shared by offerings of three pages is the site name', () => {
    const site = 'https://shop.example';
    const named = stripSharedAffixes([
      offering('Fast Charger - Volt', `${site}/a`),
      offering('USB Cable - Volt', `${site}/b`),
      offering('Power Bank - Volt', `${site}/c`),
      offering('Mug - Black', `${site}/d`),
    ]);
    expect(named.map((o) => o.name)).toEqual(['Fast Charger', 'USB Cable', 'Power Bank', 'Mug - Black']);
    expect(mergeOfferings(named.slice(0, 2)).map((o) => o.name)).toEqual(['Fast Charger', 'USB Cable']);
  });

  it('two pages of one shop naming both products with one wrong JSON-LD SKU stay two products', () => {
    const a = { ...offering('Blank Deck BAZA Violet + Griptape', 'https://s.example/p/violet'), sku: '738' };
    const b = { ...offering('Blank Deck BAZA Orange + Griptape', 'https://s.example/p/orange'), sku: '738' };
    expect(mergeOfferings([a, b])).toHaveLength(2);
  });
});
