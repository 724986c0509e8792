import { feedUrlsFor, parseFeed } from './feeds';
import { startFixtureSite, type FixtureSite, type FixtureSiteName } from '@adsmith/fixtures/site-server';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrandSignals, Offering } from '../crawl.types';
import { classifyBusiness, mergeOfferings } from './merge';
import { understandPage } from './understand-page';

/**
 * Extraction over whole fixture sites served on 127.0.0.1, fetched the way a crawl would: every sitemap page plus
 * the platform feeds. (The real crawl adds robots.txt, rate limits and the SSRF guard; this checks understanding.)
 */
const sites: FixtureSite[] = [];
afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()));
});

async function understandSite(
  name: FixtureSiteName,
): Promise<{ site: FixtureSite; offerings: Offering[]; brand: BrandSignals | null }> {
  const site = await startFixtureSite(name);
  sites.push(site);
  const sitemap = await (await fetch(`${site.origin}/sitemap.xml`)).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);
  const found: Offering[] = [];
  let brand: BrandSignals | null = null;
  for (const url of urls) {
    const response = await fetch(url);
    const understood = understandPage(await response.text(), response.url);
    found.push(...understood.offerings);
    brand ??= understood.brand;
  }
  const currency = found.find((offering) => offering.currency)?.currency ?? null;
  for (const feed of feedUrlsFor(site.url)) {
    const response = await fetch(feed.url);
    if (response.ok && (response.headers.get('content-type') ?? '').includes('json')) {
      found.push(...parseFeed(feed.kind, await response.text(), site.origin, { currency }));
    }
  }
  return { site, offerings: mergeOfferings(found), brand };
}

describe('understanding whole fixture sites', () => {
  it('shop: seven offerings from five kinds of markup, products business, absolute local URLs', async () => {
    const { site, offerings, brand } = await understandSite('shop');
    expect(offerings.map((o) => o.name).sort()).toEqual([
      'Ash Glaze Bud Vase',
      'Beginners’ Wheel-Throwing Workshop',
      'Linen Studio Apron',
      'Moon Jar',
      'Oval Serving Platter',
      'Speckled Stoneware Mug',
      'Stoneware Bowl Set of Four',
    ]);
    expect(classifyBusiness(offerings)).toBe('products');
    for (const offering of offerings) expect(offering.landing_page.startsWith(site.origin)).toBe(true);
    expect(brand?.logoUrl).toBe(`${site.origin}/images/logo.svg`);
    expect(site.hits('/products.json')).toBe(1);
  });

  it('services: five services without prices, services business', async () => {
    const { offerings } = await understandSite('services');
    expect(offerings).toHaveLength(5);
    expect(offerings.every((o) => o.offering_type === 'service' && o.price === null)).toBe(true);
    expect(classifyBusiness(offerings)).toBe('services');
  });

  it('shopify-store: feed and pages merge into one offering per product; the feed marks the tasting a service', async () => {
    const { offerings } = await understandSite('shopify-store');
    expect(offerings).toHaveLength(5);
    const tasting = offerings.find((o) => o.name === 'Tea Tasting Session for Two');
    expect(tasting).toMatchObject({
      offering_type: 'service',
      price: '45.00',
      currency: 'GBP',
      sources: { offering_type: 'shopify' },
    });
    const lapsang = offerings.find((o) => o.name === 'Smoked Lapsang Souchong');
    expect(lapsang).toMatchObject({ availability: 'OutOfStock', price: '11.00' });
    expect(classifyBusiness(offerings)).toBe('products');
  });

  it('woo-store: Store API minor units agree with the pages; 1.299,00 € is 1299.00 EUR', async () => {
    const { offerings } = await understandSite('woo-store');
    expect(offerings).toHaveLength(4);
    expect(offerings.find((o) => o.sku === 'WD-ALT-SET')).toMatchObject({
      price: '1299.00',
      currency: 'EUR',
      availability: 'OutOfStock',
    });
    expect(offerings.find((o) => o.name === 'Kerzenzieh-Workshop')?.offering_type).toBe('service');
    expect(classifyBusiness(offerings)).toBe('mixed');
  });
});
