import { readFixtureFile } from '@adsmith/fixtures/site-server';
import { describe, expect, it } from 'vitest';
import { feedUrlsFor, parseFeed, parseShopifyProducts, parseWooCommerceStoreProducts } from './feeds';

const FERNHILL = 'https://www.fernhilltea.co.uk';
const WACHS = 'https://www.wachsunddocht.de';

describe('feedUrlsFor', () => {
  it('lists the Shopify and WooCommerce feeds on the site origin, whatever page URL is given', () => {
    expect(feedUrlsFor('https://shop.example/collections/all?x=1')).toEqual([
      { kind: 'shopify', url: 'https://shop.example/products.json?limit=250' },
      { kind: 'woocommerce', url: 'https://shop.example/wp-json/wc/store/v1/products?per_page=100' },
    ]);
  });
});

describe('parseShopifyProducts on the shopify-store fixture', () => {
  const offerings = parseShopifyProducts(readFixtureFile('shopify-store', '/products.json'), `${FERNHILL}/`);

  it.each([
    ['Leith Walk Breakfast', '8.50', 'FH-LWB-100', 'InStock', 'product', 'leith-walk-breakfast'],
    ['Smoked Lapsang Souchong', '11.00', 'FH-LAP-100', 'OutOfStock', 'product', 'smoked-lapsang'],
    ['Highland Chai', '9.75', 'FH-CHAI-100', 'InStock', 'product', 'highland-chai'],
    ['Silver Needle White Tea', '24.00', 'FH-SN-050', 'InStock', 'product', 'silver-needle'],
    ['Tea Tasting Session for Two', '45.00', 'FH-TASTE-2', 'InStock', 'service', 'tea-tasting-session'],
  ])('%s: cheapest variant %s, sku %s, %s, %s', (name, price, sku, availability, type, handle) => {
    const offering = offerings.find((o) => o.name === name);
    expect(offering).toMatchObject({
      price,
      currency: null,
      sku,
      availability,
      offering_type: type,
      landing_page: `${FERNHILL}/products/${handle}`,
    });
    expect(offering?.image_url).toMatch(new RegExp(`^${FERNHILL}/cdn/shop/files/`));
    expect(offering?.description).not.toMatch(/<|&deg;/);
    expect(new Set(Object.values(offering?.sources ?? {}))).toEqual(new Set(['shopify']));
  });

  it('takes the currency when the caller knows it (the feed has none)', () => {
    const [first] = parseShopifyProducts(readFixtureFile('shopify-store', '/products.json'), FERNHILL, {
      currency: 'gbp',
    });
    expect(first).toMatchObject({ price: '8.50', currency: 'GBP', sources: { currency: 'shopify' } });
  });

  it('resolves protocol-relative image URLs and skips products without a title', () => {
    const json = {
      products: [
        {
          title: 'Mug',
          handle: 'mug',
          variants: [{ price: '12.00', available: true }],
          images: [{ src: '//cdn.example.com/mug.png' }],
        },
        { handle: 'nameless', variants: [{ price: '5.00' }] },
        'junk',
      ],
    };
    expect(parseShopifyProducts(json, 'https://s.example')).toEqual([
      expect.objectContaining({
        name: 'Mug',
        image_url: 'https://cdn.example.com/mug.png',
        landing_page: 'https://s.example/products/mug',
      }),
    ]);
  });

  it.each([['<!doctype html><p>Not Shopify</p>'], ['{"products": "nope"}'], ['null'], [''], [42]])(
    'returns [] for %s',
    (input) => {
      expect(parseShopifyProducts(input, FERNHILL)).toEqual([]);
    },
  );
});

describe('parseWooCommerceStoreProducts on the woo-store fixture', () => {
  const offerings = parseWooCommerceStoreProducts(
    readFixtureFile('woo-store', '/wp-json/wc/store/v1/products'),
    WACHS,
  );

  it.each([
    ['Bienenwachs-Stumpenkerze', '14.90', 'WD-STU-7', 'InStock', 'product'],
    ['Bienenwachs-Teelichter (12 Stück)', '12.90', 'WD-TEE-12', 'InStock', 'product'],
    ['Altarkerzen-Set & Leuchter', '1299.00', 'WD-ALT-SET', 'OutOfStock', 'product'],
    ['Kerzenzieh-Workshop', '45.00', 'WD-WS-1', 'InStock', 'service'],
  ])('%s: minor units become %s EUR (sku %s, %s, %s)', (name, price, sku, availability, type) => {
    expect(offerings.find((o) => o.name === name)).toMatchObject({
      price,
      currency: 'EUR',
      sku,
      availability,
      offering_type: type,
    });
  });

  it('keeps the permalink as landing page and strips HTML from the description', () => {
    expect(offerings[0]).toMatchObject({
      landing_page: `${WACHS}/produkt/bienenwachs-stumpenkerze/`,
      description:
        'Stumpenkerze aus 100 % Schwarzwälder Bienenwachs, 7 cm × 12 cm, Brenndauer ca. 45 Stunden.',
      image_url: `${WACHS}/wp-content/uploads/2024/03/stumpenkerze.png`,
    });
  });

  it('honours currency_minor_unit other than 2', () => {
    const json = [
      {
        name: 'Yen set',
        permalink: 'https://w.example/p/y/',
        prices: { price: '1200', currency_code: 'JPY', currency_minor_unit: 0 },
      },
    ];
    expect(parseWooCommerceStoreProducts(json, 'https://w.example')[0]).toMatchObject({
      price: '1200',
      currency: 'JPY',
    });
  });

  it.each([['{"code":"rest_no_route"}'], ['<html>WordPress</html>'], ['[{"name":""}]']])(
    'returns [] for %s',
    (input) => {
      expect(parseWooCommerceStoreProducts(input, WACHS)).toEqual([]);
    },
  );

  it('parseFeed dispatches by kind', () => {
    expect(
      parseFeed('woocommerce', readFixtureFile('woo-store', '/wp-json/wc/store/v1/products'), WACHS),
    ).toHaveLength(4);
    expect(parseFeed('shopify', readFixtureFile('shopify-store', '/products.json'), FERNHILL)).toHaveLength(
      5,
    );
  });
});
