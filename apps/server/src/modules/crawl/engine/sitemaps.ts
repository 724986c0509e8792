import { gunzipSync } from 'node:zlib';
import { parseSitemap } from '@crawlee/utils';
import type { GuardedFetch } from '../crawl.types';

export type SitemapOptions = {
  fetch: GuardedFetch;
  /** Sitemap URLs to start from (robots.txt `Sitemap:` lines, else `/sitemap.xml`). */
  sitemapUrls: string[];
  /** Only page URLs of the crawled site are kept. */
  isSameSite: (url: URL) => boolean;
  /** Stop once this many page URLs are collected. */
  maxUrls: number;
  /** How many sitemap files (index + children) to fetch at most. */
  maxFiles?: number;
  /** Per-file byte cap, after decompression (the sitemap protocol allows 50 MB; we need far less). */
  maxBytes?: number;
  signal?: AbortSignal;
  /** Called for a sitemap that could not be fetched or parsed (the crawl goes on without it). */
  onError?: (sitemapUrl: string, error: unknown) => void;
};

/**
 * Reads page URLs from sitemaps and sitemap indexes (plain or gzipped) through the guarded fetcher.
 * Parsing is Crawlee's streaming sitemap parser fed with text we fetched ourselves: its own fetching goes
 * through got-scraping and would bypass the SSRF guard and rate limiter, so nested sitemaps are collected
 * with `nestedSitemapFilter` (returning false, so Crawlee never fetches them) and fetched here.
 * Same-site URLs only, de-duplicated, in sitemap order, at most `maxUrls`.
 */
export async function readSitemapUrls(options: SitemapOptions): Promise<string[]> {
  const { fetch, isSameSite, maxUrls, signal } = options;
  const maxFiles = options.maxFiles ?? 10;
  const queue = [...new Set(options.sitemapUrls)];
  const visited = new Set<string>();
  const found = new Set<string>();
  while (queue.length > 0 && visited.size < maxFiles && found.size < maxUrls) {
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
    const nested: string[] = [];
    const entries = isXml(content) ? parseXml(content, nested) : parseText(content);
    for await (const loc of entries) {
      if (found.size >= maxUrls) break;
      const url = resolve(loc, sitemapUrl);
      if (url && isSameSite(url)) found.add(url.href);
    }
    for (const child of nested) {
      const url = resolve(child, sitemapUrl);
      if (url) queue.push(url.href);
    }
  }
  return [...found];
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
