import { readFixtureFile } from '@adsmith/fixtures/site-server';
import { describe, expect, it } from 'vitest';
import { extractForCli } from './cli-extract';

const SHOP = 'https://www.kilnandkettle.co.uk';

describe('extractForCli (adsmith extract contract)', () => {
  it('prints exactly url, title, meta, text, images and products', () => {
    const result = extractForCli(
      readFixtureFile('shop', '/products/stoneware-bowl-set'),
      `${SHOP}/products/stoneware-bowl-set`,
    );
    expect(Object.keys(result)).toEqual(['url', 'title', 'meta', 'text', 'images', 'products']);
    expect(result.url).toBe(`${SHOP}/products/stoneware-bowl-set`);
    expect(result.title).toBe('Stoneware Bowl Set of Four | Kiln & Kettle');
    expect(result.text).toContain('sea-green celadon');
    expect(result.images[0]).toEqual({ src: `${SHOP}/images/products/bowl-set.png`, alt: null, title: null });
    expect(result.products).toEqual([
      {
        name: 'Stoneware Bowl Set of Four',
        price: '64.00',
        currency: 'GBP',
        sku: 'KK-BWL-022',
        availability: 'InStock',
        description:
          'Four 15cm bowls for cereal, noodles or soup, glazed in a sea-green celadon that pools darker in the throwing rings.',
        image_url: `${SHOP}/images/products/bowl-set.png`,
        landing_page: `${SHOP}/products/stoneware-bowl-set`,
        offering_type: 'product',
      },
    ]);
  });

  it('prints a price like "87.11" and availability null when the page does not say', () => {
    const html = `<html><head><script type="application/ld+json">{"@type":"Product","name":"Kettle","offers":{"price":87.11,"priceCurrency":"USD"}}</script></head><body><h1>Kettle</h1></body></html>`;
    const [product] = extractForCli(html, 'https://k.example/kettle').products;
    expect(product).toMatchObject({ price: '87.11', currency: 'USD', availability: null, sku: null });
    expect(JSON.parse(JSON.stringify(product))).toEqual(product);
  });

  it('prints services without prices', () => {
    const result = extractForCli(
      readFixtureFile('services', '/services/home-visits'),
      'https://www.northgatephysio.co.uk/services/home-visits',
    );
    expect(result.products).toEqual([
      expect.objectContaining({ name: 'Home Visits', price: null, currency: null, offering_type: 'service' }),
    ]);
  });
});
