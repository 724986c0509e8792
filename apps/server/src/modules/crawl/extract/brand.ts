import type { BrandSignals } from '../crawl.types';
import {
  baseUrlOf,
  isElement,
  loadHtml,
  metaContent,
  normaliseWhitespace,
  resolveUrl,
  type CheerioAPI,
  type Element,
} from './dom';
import { choosePalette, parseColor } from './colors';
import { collectCss, colorEvidence, fontEvidence } from './css';
import { readJsonLd } from './json-ld';
import { largestFromSrcset } from './page-images';
import { textOf, urlOf } from './schema-org';

type SchemaNode = Record<string, unknown>;

/** JSON-LD nodes that describe the business: anything with a logo, or an Organization / LocalBusiness / WebSite. */
function businessNodes(blocks: unknown[]): SchemaNode[] {
  const found: SchemaNode[] = [];
  const visit = (value: unknown, depth: number): void => {
    if (depth > 8 || found.length > 50 || typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) return value.forEach((item) => visit(item, depth + 1));
    const node = value as SchemaNode;
    const types = [node['@type']].flat().map((type) => String(type).toLowerCase());
    if (
      node.logo !== undefined ||
      types.some((type) => /organization|business|store|website|corporation/.test(type))
    ) {
      found.push(node);
    }
    if (Array.isArray(node['@graph'])) visit(node['@graph'], depth + 1);
    for (const key of ['publisher', 'provider', 'brand', 'isPartOf', 'mainEntity'])
      visit(node[key], depth + 1);
  };
  visit(blocks, 0);
  return found;
}

function siteNameOf($: CheerioAPI, nodes: SchemaNode[]): string | null {
  const isSite = (node: SchemaNode) =>
    [node['@type']].flat().some((type) => String(type).toLowerCase() === 'website');
  const candidates = [
    metaContent($, 'og:site_name'),
    ...nodes.filter((node) => !isSite(node)).map((node) => textOf(node.name)),
    ...nodes.filter(isSite).map((node) => textOf(node.name)),
    metaContent($, 'application-name', 'apple-mobile-web-app-title'),
  ];
  const named = candidates.find((name): name is string => Boolean(name && name.trim()));
  if (named) return normaliseWhitespace(named).slice(0, 120);
  const title = normaliseWhitespace($('title').first().text());
  const parts = title.split(/\s+[|–—·•-]\s+/);
  return parts.length > 1 ? (parts[parts.length - 1] ?? null) : null;
}

/** Largest icon by its sizes attribute ("180x180"); SVG counts as largest. */
function largestIcon($: CheerioAPI, selector: string, base: string): string | null {
  let best: { url: string; size: number } | null = null;
  for (const el of $(selector).toArray().filter(isElement)) {
    const url = resolveUrl(el.attribs.href, base);
    if (!url) continue;
    const size = /svg/i.test(el.attribs.type ?? url) ? 10_000 : parseInt(el.attribs.sizes ?? '0', 10) || 1;
    if (!best || size > best.size) best = { url, size };
  }
  return best?.url ?? null;
}

/** Markup around a logo that says it is someone else's: a partner, sponsor, association, certificate or payment badge. */
const OTHERS_LOGO =
  /partner|sponsor|client|membership|association|verband|innung|certif|accredit|award|seal|siegel|zertifi|affiliat|badge|payment|trust|review|rating|social|member-of|mitglied/i;

/**
 * An <img> that is the site's logo: "logo" in its class, id, alt or src (or its link's / parent's class). Partner,
 * sponsor, association and certificate logos and badges (the words of the image and its ancestors say so) are not
 * the business's; of the rest, one in the header or linking to the home page comes first, then one whose alt names
 * the site, then the first.
 */
function logoImage($: CheerioAPI, base: string, siteName: string | null): string | null {
  const context = (el: Element) => {
    const parts: string[] = [];
    let node: Element | null = el;
    for (let level = 0; node && level < 5; level += 1) {
      parts.push(node.attribs.class ?? '', node.attribs.id ?? '');
      node = node.parent && node.parent.type === 'tag' ? (node.parent as Element) : null;
    }
    return parts.join(' ');
  };
  const looksLikeLogo = (el: Element) => {
    const parent = el.parent && el.parent.type === 'tag' ? el.parent.attribs : {};
    const hay = `${el.attribs.class ?? ''} ${el.attribs.id ?? ''} ${el.attribs.alt ?? ''} ${el.attribs.src ?? ''} ${parent.class ?? ''} ${parent.id ?? ''}`;
    return (
      /logo/i.test(hay) && !OTHERS_LOGO.test(`${context(el)} ${el.attribs.alt ?? ''} ${el.attribs.src ?? ''}`)
    );
  };
  const images = $('img').toArray().filter(looksLikeLogo);
  const home = (el: Element) => {
    const href = $(el).closest('a').attr('href');
    return href !== undefined && resolveUrl(href, base) === resolveUrl('/', base);
  };
  const named = (el: Element) =>
    !!siteName && (el.attribs.alt ?? '').toLowerCase().includes(siteName.toLowerCase().slice(0, 12));
  const chosen =
    images.find((el) => $(el).closest('header, [class*="header" i], nav').length > 0 || home(el)) ??
    images.find(named) ??
    images[0];
  if (!chosen) return null;
  const { src, 'data-src': lazy, srcset } = chosen.attribs;
  const shown = [lazy, src].find((value) => value && !value.trim().startsWith('data:'));
  return resolveUrl(shown ?? largestFromSrcset(srcset), base);
}

/** extractBrandSignals on an already parsed page. */
export function extractBrandSignalsFromDom(
  $: CheerioAPI,
  url: string,
  options: { stylesheets?: readonly string[] } = {},
): BrandSignals {
  const base = baseUrlOf($, url);
  const nodes = businessNodes(readJsonLd($));
  const siteName = siteNameOf($, nodes);
  const logos: Array<[string | null, BrandSignals['logoSource']]> = [
    [nodes.map((node) => urlOf(node.logo, base)).find(Boolean) ?? null, 'json-ld'],
    [resolveUrl(metaContent($, 'og:logo'), base), 'og:logo'],
    [logoImage($, base, siteName), 'img'],
    [
      largestIcon($, 'link[rel~="apple-touch-icon" i], link[rel~="apple-touch-icon-precomposed" i]', base),
      'apple-touch-icon',
    ],
    [largestIcon($, 'link[rel~="icon" i]', base), 'icon'],
    [resolveUrl('/favicon.ico', base), 'favicon'],
  ];
  const [logoUrl, logoSource] = logos.find(([found]) => found) ?? [null, null];
  const css = collectCss($, options.stylesheets);
  const evidence = colorEvidence(css);
  const theme = parseColor(metaContent($, 'theme-color') ?? '');
  const tile = parseColor(metaContent($, 'msapplication-TileColor') ?? '');
  if (tile)
    evidence.declared.unshift({ value: tile, role: 'primary', source: 'msapplication-TileColor meta' });
  if (theme) evidence.declared.unshift({ value: theme, role: 'primary', source: 'theme-color meta' });
  return {
    siteName,
    logoUrl,
    logoSource,
    colors: choosePalette(evidence),
    fonts: fontEvidence($, css),
  };
}

/**
 * Brand signals of a page for later creatives: site name; logo (JSON-LD Organization logo, og:logo, an <img>
 * marked as logo, apple-touch-icon, icon, /favicon.ico); colours with a role (theme-color, CSS custom properties
 * such as --brand / --primary, then the most used colours of inline CSS); fonts (Google Fonts links, font-family
 * rules). Only inline CSS is read unless the caller passes fetched stylesheets. Pure: no network.
 */
export function extractBrandSignals(
  html: string,
  url: string,
  options: { stylesheets?: readonly string[] } = {},
): BrandSignals {
  return extractBrandSignalsFromDom(loadHtml(html), url, options);
}
