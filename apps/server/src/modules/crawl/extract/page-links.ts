import type { PageLink } from '../crawl.types';
import {
  ExtractLimits,
  nodeText,
  normaliseWhitespace,
  resolveUrl,
  type CheerioAPI,
  type Element,
} from './dom';
import { serviceAreaLinks } from './service-area';

/** Visible name of a link: its text, else the alt of an image inside, else aria-label or title. */
function linkText($: CheerioAPI, el: Element): string {
  const node = $(el);
  const text = nodeText(el, undefined, 1000);
  if (text) return text.slice(0, 300);
  const fallback =
    node.find('img[alt]').first().attr('alt') ?? node.attr('aria-label') ?? node.attr('title') ?? '';
  return normaliseWhitespace(fallback).slice(0, 300);
}

/**
 * Links of the page: absolute http(s) URLs without fragment, with anchor text and rel; one per URL (the first
 * with text wins). mailto:, tel:, javascript: and data: links are dropped.
 */
export function readPageLinks($: CheerioAPI, base: string): PageLink[] {
  const links = new Map<string, PageLink>();
  const areaLinks = serviceAreaLinks($);
  $('a[href], area[href]').each((_, el) => {
    if (links.size >= ExtractLimits.maxLinks) return false;
    const url = resolveUrl(el.attribs.href, base);
    if (!url) return undefined;
    const text = linkText($, el);
    const rel = el.attribs.rel ? normaliseWhitespace(el.attribs.rel).toLowerCase().slice(0, 100) : null;
    const existing = links.get(url);
    if (!existing) links.set(url, { url, text, rel, ...(areaLinks.has(el) ? { area: true } : {}) });
    else {
      if (!existing.text && text) existing.text = text;
      if (areaLinks.has(el)) existing.area = true;
    }
    return undefined;
  });
  return [...links.values()];
}
