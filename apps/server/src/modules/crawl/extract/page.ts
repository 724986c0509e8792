import type { ExtractedPage } from '../crawl.types';
import { baseUrlOf, loadHtml, resolveUrl, type CheerioAPI } from './dom';
import { extractMainText } from './main-text';
import { readPageImages } from './page-images';
import { readPageLinks } from './page-links';
import { readPageMeta, readTitle } from './page-meta';

/** extractPage on an already parsed page (html is still needed: Readability runs on its own DOM). */
export function extractPageFromDom($: CheerioAPI, html: string, url: string): ExtractedPage {
  const base = baseUrlOf($, url);
  return {
    url: resolveUrl(url, url) ?? url,
    title: readTitle($),
    meta: readPageMeta($, base),
    text: extractMainText(html, $),
    images: readPageImages($, base),
    links: readPageLinks($, base),
  };
}

/**
 * One page as crawl_data stores it (SPEC §3): title, meta (description, canonical, OpenGraph, Twitter, lang,
 * site name), main text without menus and footers (Readability, whitespace normalised), images {src, alt, title}
 * and links {url, text, rel}, all absolute. Pure: no network, never throws on bad markup.
 */
export function extractPage(html: string, url: string): ExtractedPage {
  return extractPageFromDom(loadHtml(html), html, url);
}
