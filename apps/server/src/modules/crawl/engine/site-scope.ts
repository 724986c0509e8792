import { bareHost } from '@adsmith/domain/crawl/url';
import type { CheerioRoot } from '@crawlee/utils';
import type { PageLink } from '../crawl.types';
import { serviceAreaLinks } from '../extract/service-area';
import type { CheerioAPI, Element } from '../extract/dom';

/**
 * The site a crawl stays on: the start URL's host, with and without `www.`, any port as given, http or
 * https. Sub-domains are other sites (shop.example.com is not example.com): each one is a separate
 * server to rate-limit and a separate robots.txt, and the product crawls what the user typed.
 */
export type SiteScope = {
  /** True for URLs of this site. */
  contains(url: URL): boolean;
  /** Accepts another host as the same site, e.g. where the start URL redirected to. */
  adopt(url: URL): void;
  /** The key the per-host rate limiter and de-duplication use: host without `www.`, port kept. */
  keyOf(url: URL): string;
};

/** The host (with port) without a leading `www.`, lower-case. */
export function siteKey(url: URL): string {
  return bareHost(url.host);
}

/** Creates the scope of a crawl starting at `startUrl`. */
export function createSiteScope(startUrl: URL): SiteScope {
  const keys = new Set([siteKey(startUrl)]);
  return {
    contains: (url) => (url.protocol === 'http:' || url.protocol === 'https:') && keys.has(siteKey(url)),
    adopt: (url) => void keys.add(siteKey(url)),
    keyOf: siteKey,
  };
}

/**
 * The identity of a page for de-duplication: site key + path + query, without fragment or scheme, so
 * http/https and www/non-www variants of one page are fetched once.
 */
export function pageKey(url: URL): string {
  return `${siteKey(url)}${url.pathname}${url.search}`;
}

/** File types that are never HTML; links to them are dropped before any request is made. */
const NON_HTML_EXTENSION =
  /\.(pdf|jpe?g|png|gif|webp|avif|svg|ico|bmp|tiff?|mp[34]|m4[av]|mov|avi|webm|ogg|wav|flac|zip|gz|tgz|rar|7z|exe|dmg|msi|apk|iso|docx?|xlsx?|pptx?|odt|csv|json|xml|rss|atom|css|js|mjs|woff2?|ttf|otf|eot)$/i;

/** True when the path ends in an extension of a file type that is never an HTML page. */
export function looksNonHtml(url: URL): boolean {
  return NON_HTML_EXTENSION.test(url.pathname);
}

/**
 * The links of a page, resolved against its `<base href>` (or its final URL), http(s) only, fragments
 * dropped, each URL once (the first anchor text wins). `rel=nofollow` links are kept: the selector sees
 * `rel` and may skip them; robots.txt is what binds us, nofollow is a hint about endorsement.
 */
export function extractLinks($: CheerioRoot, pageUrl: string): PageLink[] {
  let base = pageUrl;
  const baseHref = $('base[href]').first().attr('href');
  if (baseHref) {
    try {
      base = new URL(baseHref, pageUrl).href;
    } catch {
      // an unparsable <base> is ignored, as browsers do
    }
  }
  const links = new Map<string, PageLink>();
  // Crawlee's cheerio is another copy of the same library: the same traversal, other type declarations.
  const areaLinks = serviceAreaLinks($ as unknown as CheerioAPI);
  $('a[href], area[href]').each((_, el) => {
    const href = $(el).attr('href')?.trim();
    if (!href || links.size >= 2000) return;
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      return;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    url.hash = '';
    const known = links.get(url.href);
    if (known) {
      if (areaLinks.has(el as unknown as Element)) known.area = true;
      return;
    }
    const text =
      $(el).text().replace(/\s+/g, ' ').trim().slice(0, 200) || ($(el).attr('title') ?? '').slice(0, 200);
    links.set(url.href, {
      url: url.href,
      text,
      rel: $(el).attr('rel') ?? null,
      ...(areaLinks.has(el as unknown as Element) ? { area: true } : {}),
    });
  });
  return [...links.values()];
}
