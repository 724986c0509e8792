import type { PageMeta } from '../crawl.types';
import {
  decodeEntities,
  metaContent,
  nodeText,
  normaliseWhitespace,
  resolveUrl,
  type CheerioAPI,
} from './dom';

const MAX_META_KEYS = 50;

function prefixed($: CheerioAPI, prefix: string): Record<string, string> {
  const found: Record<string, string> = {};
  let count = 0;
  $('meta').each((_, el) => {
    const key = (el.attribs.property ?? el.attribs.name ?? '').trim().toLowerCase();
    const content = el.attribs.content;
    if (!key.startsWith(prefix) || !content?.trim()) return;
    const short = key.slice(prefix.length);
    if (short && found[short] === undefined && count++ < MAX_META_KEYS)
      found[short] = normaliseWhitespace(decodeEntities(content)).slice(0, 2000);
  });
  return found;
}

/** Page title: <title>, else og:title, else the first h1. */
export function readTitle($: CheerioAPI): string | null {
  const title = normaliseWhitespace($('head title').first().text() || $('title').first().text());
  if (title) return title.slice(0, 500);
  const fallback = metaContent($, 'og:title') ?? nodeText($('h1').get(0) ?? $.root().get(0)!, undefined, 500);
  return fallback ? fallback.slice(0, 500) : null;
}

/** SPEC §3 crawl_data meta: description, canonical, OpenGraph, Twitter card, language, site name. */
export function readPageMeta($: CheerioAPI, pageUrl: string): PageMeta {
  const og = prefixed($, 'og:');
  return {
    description: metaContent($, 'description') ?? og.description ?? null,
    canonical: resolveUrl($('link[rel~="canonical" i]').first().attr('href'), pageUrl),
    og,
    twitter: prefixed($, 'twitter:'),
    lang: ($('html').attr('lang') ?? metaContent($, 'og:locale') ?? '').trim().slice(0, 35) || null,
    siteName: og.site_name ?? metaContent($, 'application-name') ?? null,
    keywords: metaContent($, 'keywords'),
    robots: metaContent($, 'robots'),
  };
}
