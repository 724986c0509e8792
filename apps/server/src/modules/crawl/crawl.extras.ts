import type { createGuardedFetch } from '../../lib/net/guarded-fetch';
import type { BrandSignals, Offering } from './crawl.types';
import { extractBrandSignalsFromDom } from './extract/brand';
import { loadHtml, resolveUrl } from './extract/dom';
import { feedUrlsFor, parseFeed } from './extract/feeds';
import { sanitizeModelOfferings } from './extract/model-offerings';

type Fetcher = ReturnType<typeof createGuardedFetch>;
type Log = (level: 'info' | 'warn' | 'error', message: string) => void;

const FEED_MAX_BYTES = 5 * 1024 * 1024;
/** Pages of a platform feed read at most: 1,000 Shopify or 400 WooCommerce products. */
const MAX_FEED_PAGES = 4;
const MAX_STYLESHEETS = 3;

/** Products in one feed answer (a Shopify { products: [] } or a WooCommerce array), parsed or not. */
function feedItemCount(json: unknown): number {
  if (Array.isArray(json)) return json.length;
  const products = (json as { products?: unknown } | null)?.products;
  return Array.isArray(products) ? products.length : 0;
}

/**
 * The offerings of the site's store feeds (Shopify, WooCommerce). A feed answers a page of products at a time
 * (Shopify 250, WooCommerce 100): further pages are read while full ones come back, up to a few hundred products.
 */
export async function readStoreFeeds(
  fetcher: Fetcher,
  origin: string,
  signal: AbortSignal,
  log: Log,
): Promise<Offering[]> {
  const offerings: Offering[] = [];
  for (const feed of feedUrlsFor(origin)) {
    let total = 0;
    for (let pageNumber = 1; pageNumber <= MAX_FEED_PAGES && !signal.aborted; pageNumber++) {
      const url = new URL(feed.url);
      if (pageNumber > 1) url.searchParams.set('page', String(pageNumber));
      const pageSize = Number(url.searchParams.get('limit') ?? url.searchParams.get('per_page') ?? 0);
      try {
        const response = await fetcher(url.href, {
          accept: 'application/json',
          maxBytes: FEED_MAX_BYTES,
          signal,
        });
        if (response.status !== 200 || !/json/i.test(response.contentType)) break;
        const json: unknown = JSON.parse(response.body.toString('utf8'));
        const parsed = parseFeed(feed.kind, json, origin);
        offerings.push(...parsed);
        total += parsed.length;
        if (pageSize === 0 || feedItemCount(json) < pageSize) break;
      } catch (error) {
        if (pageNumber === 1)
          log('info', `No ${feed.kind} feed (${error instanceof Error ? error.message : String(error)})`);
        break;
      }
    }
    if (total > 0) log('info', `${feed.kind} feed: ${total} products`);
  }
  return offerings;
}

/** The offerings a model reads in the pages' text (use_llm), sanitised; none when the model fails. */
export async function readModelOfferings(
  readOfferings: (
    input: { siteUrl: string; pages: { url: string; text: string }[] },
    signal: AbortSignal,
  ) => Promise<unknown>,
  input: { siteUrl: string; pages: { url: string; text: string }[]; imageUrls: string[] },
  signal: AbortSignal,
  log: Log,
): Promise<Offering[]> {
  try {
    const raw = await readOfferings({ siteUrl: input.siteUrl, pages: input.pages }, signal);
    const fromModel = sanitizeModelOfferings(raw, input);
    log('info', `Model read ${fromModel.length} offerings written on the pages`);
    return fromModel;
  } catch (error) {
    log('warn', `Model offering reading failed: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}

/** The brand signals of the start page, with the hints of its own stylesheets (a few, on the same site). */
export async function readBrandSignals(
  fetcher: Fetcher,
  start: { html: string; url: string },
  signal: AbortSignal,
): Promise<BrandSignals> {
  const stylesheets: string[] = [];
  for (const url of stylesheetUrls(start.html, start.url)) {
    if (signal.aborted) break;
    try {
      const response = await fetcher(url, { accept: 'text/css', maxBytes: 1024 * 1024, signal });
      if (response.status === 200) stylesheets.push(response.body.toString('utf8'));
    } catch {
      // A missing stylesheet only means fewer brand hints.
    }
  }
  return extractBrandSignalsFromDom(loadHtml(start.html), start.url, { stylesheets });
}

function stylesheetUrls(html: string, pageUrl: string): string[] {
  const $ = loadHtml(html);
  const site = new URL(pageUrl).host;
  return $('link[rel~="stylesheet"][href]')
    .toArray()
    .map((element) => resolveUrl($(element).attr('href'), pageUrl))
    .filter((url): url is string => url !== null && new URL(url).host === site)
    .slice(0, MAX_STYLESHEETS);
}
