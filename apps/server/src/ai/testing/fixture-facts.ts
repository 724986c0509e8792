import fs from 'node:fs';
import path from 'node:path';
import type { CrawlFacts } from '../engine';
import { extractBrandSignals } from '../../modules/crawl/extract/brand';
import { classifyBusiness, mergeOfferings } from '../../modules/crawl/extract/merge';
import { extractOfferings } from '../../modules/crawl/extract/offerings';
import { extractPage } from '../../modules/crawl/extract/page';
import { parseShopifyProducts } from '../../modules/crawl/extract/feeds';

export const FIXTURE_SITES_DIR = path.resolve(import.meta.dirname, '../../../../../fixtures/sites');

export type FixtureSiteName = 'shop' | 'services' | 'shopify-store' | 'woo-store';

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') && entry.name !== '404.html' && entry.name !== 'privacy.html'
      ? [full]
      : [];
  });
}

/**
 * A fixture website as the crawl would store it: every page through the real extraction (main text, meta,
 * offerings, brand signals), so engine tests read what production reads — without a network or a database.
 */
export function fixtureFacts(site: FixtureSiteName): CrawlFacts & { name: string } {
  const root = path.join(FIXTURE_SITES_DIR, site);
  const info = JSON.parse(fs.readFileSync(path.join(root, 'site.json'), 'utf8')) as {
    name: string;
    origin: string;
  };
  const origin = info.origin.replace(/\/$/, '');
  const isHome = (file: string) => path.relative(root, file) === 'index.html';
  // The start page first, as a crawl fetches it.
  const files = htmlFiles(root).sort((a, b) => (isHome(a) ? -1 : isHome(b) ? 1 : a.localeCompare(b)));
  const pages: CrawlFacts['pages'] = [];
  const offerings = [];
  let siteName: string | null = null;
  for (const file of files) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    const url =
      `${origin}/${relative.replace(/(?:^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/$/, '') +
      (relative.endsWith('index.html') ? '/' : '');
    const html = fs.readFileSync(file, 'utf8');
    const page = extractPage(html, url);
    pages.push({ url: page.url, title: page.title, description: page.meta.description, text: page.text });
    offerings.push(...extractOfferings(html, page.url));
    siteName ??= extractBrandSignals(html, page.url).siteName;
  }
  const feed = path.join(root, 'products.json');
  if (fs.existsSync(feed))
    offerings.push(...parseShopifyProducts(JSON.parse(fs.readFileSync(feed, 'utf8')), origin));
  const merged = mergeOfferings(offerings);
  return {
    name: info.name,
    crawlId: `fixture-${site}`,
    hostname: new URL(origin).hostname,
    startUrl: `${origin}/`,
    siteName,
    businessType: merged.length > 0 ? classifyBusiness(merged) : null,
    pages,
    offerings: factsOfferings(merged),
  };
}

/** An offering as the crawl stores it: the engines' fields, plus its availability and sources (shop evidence). */
export type StoredFactsOffering = CrawlFacts['offerings'][number] & {
  availability?: 'InStock' | 'OutOfStock' | null;
  sources?: Record<string, string>;
};

/** Merged offerings of the extraction as the engines read them, with what the crawl stores beside them. */
export const factsOfferings = (merged: ReturnType<typeof mergeOfferings>): StoredFactsOffering[] =>
  merged.map((offering) => ({
    name: offering.name,
    price: offering.price,
    currency: offering.currency,
    description: offering.description,
    offeringType: offering.offering_type,
    landingPage: offering.landing_page,
    availability: offering.availability,
    sources: { ...offering.sources },
  }));
