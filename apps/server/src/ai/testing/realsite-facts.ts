import fs from 'node:fs';
import path from 'node:path';
import type { CrawlFacts } from '../engine';
import { extractBrandSignals } from '../../modules/crawl/extract/brand';
import { classifyBusiness, mergeOfferings } from '../../modules/crawl/extract/merge';
import { extractOfferings } from '../../modules/crawl/extract/offerings';
import { extractPage } from '../../modules/crawl/extract/page';
import { factsOfferings } from './fixture-facts';

/** The hand-labelled real websites (static copies) the drafts are judged on; REALSITES_DIR overrides the place. */
export const REALSITES_DIR = process.env.REALSITES_DIR ?? path.resolve(import.meta.dirname, '../../../../../../shared/realsites');

export type RealsiteTruth = {
  business_name: string;
  country: string;
  city: string | null;
  language: string;
  currency: string;
  start: string;
  offerings: { name: string; price: string | null; type: 'product' | 'service'; page: string }[];
};

export const realsiteNames = (): string[] =>
  fs.existsSync(REALSITES_DIR)
    ? fs
        .readdirSync(REALSITES_DIR, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(REALSITES_DIR, entry.name, 'truth.json')))
        .map((entry) => entry.name)
        .sort()
    : [];

export const realsiteTruth = (site: string): RealsiteTruth =>
  JSON.parse(fs.readFileSync(path.join(REALSITES_DIR, site, 'truth.json'), 'utf8')) as RealsiteTruth;

/** The file a site path is served from ("/shop/" → shop/index.html, "/about" → about.html), or null. */
function fileOf(root: string, pathname: string): string | null {
  const decoded = decodeURIComponent(pathname).replace(/^\/+/, '');
  const candidates = [decoded, path.join(decoded, 'index.html'), `${decoded.replace(/\/$/, '')}.html`];
  for (const candidate of candidates) {
    const full = path.join(root, candidate);
    if (full.startsWith(root) && fs.existsSync(full) && fs.statSync(full).isFile() && /\.html?$/i.test(full)) return full;
  }
  return null;
}

/**
 * A real site as a crawl would read it: the pages reachable from its start page by links (breadth first, as the
 * crawler does, at most `maxPages`), each through the real extraction (main text, meta, offerings, brand
 * signals). No network: files are read from the static copy under an origin of the site's own name.
 */
export function realsiteFacts(site: string, maxPages = 40): CrawlFacts & { truth: RealsiteTruth } {
  const truth = realsiteTruth(site);
  const root = path.join(REALSITES_DIR, site, 'site');
  const origin = `http://${site}.test`;
  const queue: { url: string; depth: number }[] = [{ url: new URL(truth.start, origin).href, depth: 0 }];
  const seen = new Set<string>(queue.map((item) => item.url));
  const pages: CrawlFacts['pages'] = [];
  const offerings = [];
  let siteName: string | null = null;
  while (queue.length > 0 && pages.length < maxPages) {
    const { url, depth } = queue.shift()!;
    const file = fileOf(root, new URL(url).pathname);
    if (!file) continue;
    const html = fs.readFileSync(file, 'utf8');
    const page = extractPage(html, url);
    pages.push({ url: page.url, title: page.title, description: page.meta.description, text: page.text });
    offerings.push(...extractOfferings(html, page.url));
    siteName ??= extractBrandSignals(html, page.url).siteName;
    if (depth >= 3) continue;
    for (const match of html.matchAll(/href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
      const href = (match[1] ?? match[2] ?? match[3] ?? '').split('#')[0]!;
      if (!href) continue;
      let next: URL;
      try {
        next = new URL(href, url);
      } catch {
        continue;
      }
      next.search = '';
      if (next.origin !== origin || seen.has(next.href) || /\.(?:css|js|png|jpe?g|gif|svg|webp|ico|pdf|xml|json)$/i.test(next.pathname)) continue;
      seen.add(next.href);
      queue.push({ url: next.href, depth: depth + 1 });
    }
  }
  const merged = mergeOfferings(offerings);
  return {
    truth,
    crawlId: `realsite-${site}`,
    hostname: new URL(origin).hostname,
    startUrl: new URL(truth.start, origin).href,
    siteName,
    businessType: merged.length > 0 ? classifyBusiness(merged) : null,
    pages,
    offerings: factsOfferings(merged),
  };
}
