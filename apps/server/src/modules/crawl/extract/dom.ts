import * as cheerio from 'cheerio';
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { decodeHTML } from 'entities';

/** Caps that keep extraction fast and bounded on hostile pages. */
export const ExtractLimits = {
  /** HTML beyond this is ignored (the engine caps bytes earlier; this guards direct callers such as the CLI). */
  maxHtmlChars: 2_000_000,
  maxUrlChars: 2048,
  maxTextChars: 200_000,
  maxImages: 100,
  maxLinks: 1000,
  maxOfferingsPerPage: 200,
  maxNameChars: 200,
  maxDescriptionChars: 1000,
  maxSkuChars: 64,
  maxJsonLdChars: 1_000_000,
} as const;

export type { CheerioAPI, Element, AnyNode };

const INLINE_SCRIPT = /(<script\b(?![^>]*ld\+json)[^>]*>)[\s\S]*?(<\/script\s*>)/gi;
const HUGE_ATTRIBUTE = /(=\s*)(?:"[^"]{8192,}"|'[^']{8192,}')/g;

/**
 * HTML made cheap to parse: inline script bodies (except JSON-LD) and attribute values over 8 KB emptied, then cut
 * to maxHtmlChars. Nothing extraction reads is lost; parse5 and linkedom slow down badly on multi-megabyte text.
 */
export function prepareHtml(html: string): string {
  const lean = html.replace(INLINE_SCRIPT, '$1$2').replace(HUGE_ATTRIBUTE, '$1""');
  return lean.length > ExtractLimits.maxHtmlChars ? lean.slice(0, ExtractLimits.maxHtmlChars) : lean;
}

/** Parses HTML with cheerio's parse5 (a full document, as browsers build it), after prepareHtml. */
export function loadHtml(html: string): CheerioAPI {
  return cheerio.load(prepareHtml(html));
}

/** Resolves href against base: absolute http(s) URL without fragment, or null (mailto:, javascript:, data:, junk). */
export function resolveUrl(href: unknown, base: string): string | null {
  if (typeof href !== 'string') return null;
  const trimmed = href.trim();
  if (!trimmed || trimmed.length > ExtractLimits.maxUrlChars || trimmed.startsWith('#')) {
    return trimmed.startsWith('#') ? stripFragment(base) : null;
  }
  try {
    const url = new URL(trimmed, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}

function stripFragment(url: string): string | null {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    return parsed.href;
  } catch {
    return null;
  }
}

/** Collapses runs of whitespace (incl. non-breaking spaces) into one space and trims. */
export function normaliseWhitespace(text: string): string {
  return text.replace(/[\s\u00a0\u200b\u202f\ufeff]+/g, ' ').trim();
}

/** Cuts text to at most max characters, on a word boundary when one is near, with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.7 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Decodes the HTML entities that leak into JSON-LD, feed titles and meta tags a site encoded twice ("Linen &amp;
 * Clay", "Call &#9742;"): the full HTML5 entity table, from the library the HTML parser itself uses.
 */
export function decodeEntities(text: string): string {
  return text.includes('&') ? decodeHTML(text) : text;
}

/** Plain text of an HTML snippet (feed body_html, JSON-LD descriptions with markup). */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return normaliseWhitespace(html);
  const $ = cheerio.load(`<div>${html.slice(0, ExtractLimits.maxTextChars)}</div>`, null, false);
  return nodeText($.root().get(0) as AnyNode);
}

/** Normalised text, clipped; null when empty. */
export function cleanText(value: string | null | undefined, max: number): string | null {
  if (!value) return null;
  const text = normaliseWhitespace(decodeEntities(value));
  return text ? clip(text, max) : null;
}

/** Content of the first <meta> whose property or name matches (case-insensitive). */
export function metaContent($: CheerioAPI, ...keys: string[]): string | null {
  const wanted = new Set(keys.map((key) => key.toLowerCase()));
  let found: string | null = null;
  $('meta').each((_, el) => {
    const key = (el.attribs.property ?? el.attribs.name ?? el.attribs.itemprop ?? '').trim().toLowerCase();
    const content = el.attribs.content;
    if (wanted.has(key) && content && content.trim()) {
      // The parser decoded the attribute once; a site that encoded it twice still shows "&amp;" or "&#9742;".
      found = normaliseWhitespace(decodeEntities(content)).slice(0, 4000);
      return false;
    }
    return undefined;
  });
  return found;
}

/** True for an element node (tags, script and style). */
export function isElement(node: AnyNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

/** Base URL for resolving relative links: <base href> when present and valid, else the page URL. */
export function baseUrlOf($: CheerioAPI, pageUrl: string): string {
  return resolveUrl($('base[href]').first().attr('href'), pageUrl) ?? pageUrl;
}

const SILENT = new Set(['script', 'style', 'noscript', 'template']);

/** Elements that start a new line of text. */
export const BLOCK_ELEMENTS = new Set(
  'address article aside blockquote br dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main ol p pre section table td th tr ul'.split(
    ' ',
  ),
);

/**
 * Text of a node without script/style/noscript/template content, whitespace normalised, blocks separated by a
 * space. Iterative and without cloning: hostile pages nest deeper than recursive walkers (cheerio's text(),
 * clone()) can go. skip leaves out whole subtrees (menus, footers).
 */
export function nodeText(
  node: AnyNode,
  skip?: (el: Element) => boolean,
  maxChars: number = ExtractLimits.maxTextChars,
): string {
  const parts: string[] = [];
  let length = 0;
  // A string entry is the space that closes a block element.
  const stack: Array<AnyNode | string> = [node];
  while (stack.length > 0 && length < maxChars) {
    const current = stack.pop() as AnyNode | string;
    if (typeof current === 'string' || current.type === 'text') {
      const text = typeof current === 'string' ? current : current.data;
      parts.push(text);
      length += text.length;
      continue;
    }
    if (isElement(current)) {
      if (SILENT.has(current.name) || skip?.(current)) continue;
      if (BLOCK_ELEMENTS.has(current.name)) {
        parts.push(' ');
        stack.push(' ');
      }
    }
    if ('children' in current)
      for (let i = current.children.length - 1; i >= 0; i--) stack.push(current.children[i] as AnyNode);
  }
  return normaliseWhitespace(parts.join('').slice(0, maxChars));
}
