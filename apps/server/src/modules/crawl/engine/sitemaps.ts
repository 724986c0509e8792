import { gunzipSync } from 'node:zlib';
import { parseSitemap } from '@crawlee/utils';
import type { GuardedFetch } from '../crawl.types';

export type SitemapOptions = {
  fetch: GuardedFetch;
  /** Sitemap URLs to start from (robots.txt `Sitemap:` lines, else the usual locations). */
  sitemapUrls: string[];
  /** Tried in order when none of `sitemapUrls` could be read (e.g. /sitemap_index.xml, /wp-sitemap.xml). */
  fallbackUrls?: string[];
  /** Only page URLs of the crawled site are kept. */
  isSameSite: (url: URL) => boolean;
  /** Stop collecting ordinary page URLs once this many are collected. */
  maxUrls: number;
  /** Page URLs kept from product/service sitemaps (they are the catalogue; the crawl budget bounds them again). */
  maxOfferingUrls?: number;
  /** How many sitemap files (index + children) to fetch at most. */
  maxFiles?: number;
  /** Per-file byte cap, after decompression (the sitemap protocol allows 50 MB; we need far less). */
  maxBytes?: number;
  signal?: AbortSignal;
  /** Called for a sitemap that could not be fetched or parsed (the crawl goes on without it). */
  onError?: (sitemapUrl: string, error: unknown) => void;
};

/** A page URL from a sitemap; `fromOfferingSitemap` when the sitemap lists products or services. */
export type SitemapEntry = { url: string; fromOfferingSitemap: boolean };

/** Words of sitemap file names that list products or services: product-sitemap.xml, sitemap_products_1.xml … */
const OFFERING_WORDS = new Set(
  (
    'product products produkt produkte produit produits producto productos prodotti service services leistungen ' +
    'catalog catalogue katalog shop store item items offer offers course courses class classes treatment treatments menu'
  ).split(' '),
);
/** Words of archive sitemaps (categories, tags, authors, brands): listings, never worth a file of their own. */
const ARCHIVE_WORDS = new Set(
  'cat category categories kategorie tag tags author authors brand brands taxonomies taxonomy attribute pa'.split(
    ' ',
  ),
);

function nameWords(sitemapUrl: string): string[] {
  return fileName(sitemapUrl)
    .toLowerCase()
    .replace(/\.(xml|txt)(\.gz)?$/, '')
    .split(/[^a-z]+/)
    .filter((word) => word && word !== 'sitemap' && word !== 'wp');
}

const isArchiveSitemap = (sitemapUrl: string) =>
  nameWords(sitemapUrl).some((word) => ARCHIVE_WORDS.has(word));

/** Whether a sitemap file lists a catalogue (products or services) rather than ordinary pages. */
export function isOfferingSitemap(sitemapUrl: string): boolean {
  const words = nameWords(sitemapUrl);
  return words.some((word) => OFFERING_WORDS.has(word)) && !words.some((word) => ARCHIVE_WORDS.has(word));
}

function fileName(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  } catch {
    return url;
  }
}

/**
 * Reads page URLs from sitemaps and sitemap indexes (plain or gzipped) through the guarded fetcher.
 * Parsing is Crawlee's streaming sitemap parser fed with text we fetched ourselves: its own fetching goes
 * through got-scraping and would bypass the SSRF guard and rate limiter, so nested sitemaps are collected
 * with `nestedSitemapFilter` (returning false, so Crawlee never fetches them) and fetched here.
 * Product and service sitemaps of an index are read first and their URLs marked; archive sitemaps
 * (categories, tags, authors) are skipped. Same-site URLs only, de-duplicated, in sitemap order.
 */
export async function readSitemapEntries(options: SitemapOptions): Promise<SitemapEntry[]> {
  const { fetch, isSameSite, maxUrls, signal } = options;
  const maxOfferingUrls = options.maxOfferingUrls ?? maxUrls;
  const maxFiles = options.maxFiles ?? 15;
  const queue = [...new Set(options.sitemapUrls)];
  const fallbacks = [...(options.fallbackUrls ?? [])];
  const visited = new Set<string>();
  const found = new Map<string, SitemapEntry>();
  let ordinary = 0;
  let offerings = 0;
  let anyRead = false;
  const full = () => ordinary >= maxUrls && offerings >= maxOfferingUrls;
  while (visited.size < maxFiles && !full()) {
    if (queue.length === 0) {
      if (anyRead || fallbacks.length === 0) break;
      queue.push(fallbacks.shift()!);
    }
    const sitemapUrl = queue.shift()!;
    if (visited.has(sitemapUrl) || !isSameSiteString(sitemapUrl, isSameSite)) continue;
    visited.add(sitemapUrl);
    let content: string;
    try {
      content = await fetchSitemapText(fetch, sitemapUrl, options.maxBytes ?? 10 * 1024 * 1024, signal);
    } catch (err) {
      if (signal?.aborted) throw err;
      options.onError?.(sitemapUrl, err);
      continue;
    }
    anyRead = true;
    const isOffering = isOfferingSitemap(sitemapUrl);
    const nested: string[] = [];
    const entries = isXml(content) ? parseXml(content, nested) : parseText(content);
    for await (const loc of entries) {
      if (isOffering ? offerings >= maxOfferingUrls : ordinary >= maxUrls) break;
      const url = resolve(loc, sitemapUrl);
      if (!url || !isSameSite(url) || found.has(url.href)) continue;
      found.set(url.href, { url: url.href, fromOfferingSitemap: isOffering });
      if (isOffering) offerings += 1;
      else ordinary += 1;
    }
    const children = nested
      .map((child) => resolve(child, sitemapUrl)?.href)
      .filter((child): child is string => Boolean(child) && !isArchiveSitemap(child!));
    // Catalogue sitemaps first, so the product list is read even when the file cap is reached.
    queue.unshift(...children.filter(isOfferingSitemap));
    queue.push(...children.filter((child) => !isOfferingSitemap(child)));
  }
  return [...found.values()];
}

/** Page URLs only (see readSitemapEntries). */
export async function readSitemapUrls(options: SitemapOptions): Promise<string[]> {
  return (await readSitemapEntries(options)).map((entry) => entry.url);
}

async function fetchSitemapText(
  fetch: GuardedFetch,
  url: string,
  maxBytes: number,
  signal: AbortSignal | undefined,
): Promise<string> {
  const res = await fetch(url, { accept: 'application/xml,text/xml,text/plain,*/*;q=0.5', maxBytes, signal });
  if (res.status < 200 || res.status >= 300) throw new Error(`sitemap ${url} answered ${res.status}`);
  let body = res.body;
  // A .xml.gz file is gzip data (not a Content-Encoding the fetcher already undid): inflate it, capped.
  if (body[0] === 0x1f && body[1] === 0x8b) body = gunzipSync(body, { maxOutputLength: maxBytes });
  return body.toString('utf8');
}

function isXml(content: string): boolean {
  return /^\s*(<\?xml|<urlset|<sitemapindex|<!--)/i.test(content.slice(0, 512));
}

async function* parseXml(content: string, nested: string[]): AsyncGenerator<string> {
  const items = parseSitemap([{ type: 'raw', content }], undefined, {
    nestedSitemapFilter: (childUrl) => {
      nested.push(childUrl);
      return false;
    },
    reportNetworkErrors: false,
  });
  for await (const item of items) yield item.loc;
}

/** Text sitemaps: one URL per line. */
function* parseText(content: string): Generator<string> {
  for (const line of content.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (/^https?:\/\//i.test(trimmed)) yield trimmed;
  }
}

function resolve(loc: string, base: string): URL | undefined {
  try {
    const url = new URL(loc.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    url.hash = '';
    return url;
  } catch {
    return undefined;
  }
}

function isSameSiteString(url: string, isSameSite: (url: URL) => boolean): boolean {
  const parsed = resolve(url, url);
  return parsed !== undefined && isSameSite(parsed);
}
