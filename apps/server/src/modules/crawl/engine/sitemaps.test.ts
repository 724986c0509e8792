import { describe, expect, it } from 'vitest';
import type { GuardedFetch } from '../crawl.types';
import { isOfferingSitemap, readSitemapEntries } from './sitemaps';

const BASE = 'https://shop.example';

/** A fetcher over a map of files (404 for the rest), recording what was asked. */
function filesFetch(files: Record<string, string>, asked: string[]): GuardedFetch {
  return async (url) => {
    asked.push(new URL(url).pathname + new URL(url).search);
    const body = files[new URL(url).pathname];
    return {
      url,
      finalUrl: url,
      status: body === undefined ? 404 : 200,
      contentType: 'application/xml',
      body: Buffer.from(body ?? 'not found'),
    };
  };
}

const urlset = (paths: string[]) =>
  `<?xml version="1.0"?><urlset>${paths.map((p) => `<url><loc>${BASE}${p}</loc></url>`).join('')}</urlset>`;
const index = (files: string[]) =>
  `<?xml version="1.0"?><sitemapindex>${files.map((f) => `<sitemap><loc>${BASE}/${f}</loc></sitemap>`).join('')}</sitemapindex>`;

describe('isOfferingSitemap', () => {
  it.each([
    ['https://shop.example/product-sitemap.xml', true],
    ['https://shop.example/sitemap_products_1.xml?from=1&to=99', true],
    ['https://shop.example/wp-sitemap-posts-product-1.xml', true],
    ['https://shop.example/store-products-sitemap.xml', true],
    ['https://shop.example/service-sitemap.xml', true],
    ['https://shop.example/product_cat-sitemap.xml', false],
    ['https://shop.example/wp-sitemap-taxonomies-product_cat-1.xml', false],
    ['https://shop.example/post-sitemap.xml', false],
    ['https://shop.example/sitemap.xml', false],
  ])('%s → %s', (url, expected) => {
    expect(isOfferingSitemap(url)).toBe(expected);
  });
});

describe('readSitemapEntries', () => {
  it('reads product sitemaps first and in full, ordinary ones up to the cap, and skips archive sitemaps', async () => {
    const asked: string[] = [];
    const products = Array.from({ length: 40 }, (_, i) => `/product/p-${i}/`);
    const entries = await readSitemapEntries({
      fetch: filesFetch(
        {
          '/sitemap_index.xml': index(['page-sitemap.xml', 'product_cat-sitemap.xml', 'product-sitemap.xml']),
          '/page-sitemap.xml': urlset(['/', '/about/', '/contact/', '/faq/']),
          '/product-sitemap.xml': urlset(products),
        },
        asked,
      ),
      sitemapUrls: [`${BASE}/sitemap_index.xml`],
      isSameSite: (url) => url.origin === BASE,
      maxUrls: 2,
      maxOfferingUrls: 100,
    });
    expect(asked).toEqual(['/sitemap_index.xml', '/product-sitemap.xml', '/page-sitemap.xml']);
    expect(entries.filter((e) => e.fromOfferingSitemap).map((e) => new URL(e.url).pathname)).toEqual(
      products,
    );
    expect(entries.filter((e) => !e.fromOfferingSitemap)).toHaveLength(2);
  });

  it('tries the usual locations when /sitemap.xml is missing, and stops at the first that answers', async () => {
    const asked: string[] = [];
    const entries = await readSitemapEntries({
      fetch: filesFetch(
        {
          '/sitemap_index.xml': index(['product-sitemap.xml']),
          '/product-sitemap.xml': urlset(['/product/a/']),
        },
        asked,
      ),
      sitemapUrls: [`${BASE}/sitemap.xml`],
      fallbackUrls: [`${BASE}/sitemap_index.xml`, `${BASE}/wp-sitemap.xml`],
      isSameSite: (url) => url.origin === BASE,
      maxUrls: 50,
    });
    expect(asked).toEqual(['/sitemap.xml', '/sitemap_index.xml', '/product-sitemap.xml']);
    expect(entries).toEqual([{ url: `${BASE}/product/a/`, fromOfferingSitemap: true }]);
  });
});
