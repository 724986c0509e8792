import { hostnameOf } from '@adsmith/domain/crawl/url';
import type { BrandSignals, LogoEvidence } from '../crawl.types';
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

/**
 * JSON-LD nodes that describe the business: anything with a logo, or an Organization / LocalBusiness / WebSite.
 * `brand` marks a node reached through a `brand` property: the maker of what a shop sells (a Product's brand), whose
 * logo is another company's.
 */
function businessNodes(blocks: unknown[]): Array<SchemaNode & { [VIA_BRAND]?: true }> {
  const found: Array<SchemaNode & { [VIA_BRAND]?: true }> = [];
  const visit = (value: unknown, depth: number, viaBrand: boolean): void => {
    if (depth > 8 || found.length > 50 || typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) return value.forEach((item) => visit(item, depth + 1, viaBrand));
    const node = value as SchemaNode;
    const types = [node['@type']].flat().map((type) => String(type).toLowerCase());
    if (
      node.logo !== undefined ||
      types.some((type) => /organization|business|store|website|corporation/.test(type))
    ) {
      found.push(viaBrand ? { ...node, [VIA_BRAND]: true } : node);
    }
    if (Array.isArray(node['@graph'])) visit(node['@graph'], depth + 1, viaBrand);
    for (const key of ['publisher', 'provider', 'brand', 'isPartOf', 'mainEntity'])
      visit(node[key], depth + 1, viaBrand || key === 'brand');
  };
  visit(blocks, 0, false);
  return found;
}
const VIA_BRAND = Symbol('via brand');

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

/**
 * Markup around a logo that says it is someone else's: a partner, sponsor, client, association or guild (and
 * "member of" in the languages the sites are in), a certificate, award or quality mark, a payment, review or
 * social badge, or the web agency's credit.
 */
export const OTHERS_LOGO =
  /partner|sponsor|client|member|mitglied|association|verband|innung|vereniging|lid[\s_-]van|aangesloten|keurmerk|membre|adh[eé]rent|miembro|asociaci|associazion|socio\b|federa[tz]i|cz[lł]onek|stowarzysz|člen|certif|accredit|award|seal|siegel|zertifi|gepr[uü]ft|affiliat|badge|payment|trust|review|rating|social|developer|powered|made-by|designed-by/i;

/** Where on the page a logo image sits: the masthead (header, navigation, home link), above the first heading, the body or the footer. */
export type LogoPlace = 'header' | 'top' | 'content' | 'footer';

const HEADER_REGION =
  'header, [class*="header" i], [id*="header" i], nav, [class*="navbar" i], [class*="masthead" i], [role="banner"]';
const FOOTER_REGION = 'footer, [class*="footer" i], [id*="footer" i], [role="contentinfo"], aside';
/** Marks of a photo, a slide or an icon: not a masthead logo. */
const NOT_A_MASTHEAD = /hero|slide|carousel|gallery|product|icon|social|avatar|banner-ad/i;

const compact = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
const hostOf = (url: string | null) => {
  try {
    return url ? hostnameOf(url) : null;
  } catch {
    return null;
  }
};

/** The width to height ratio an image is shown at, from its inline style or its attributes; null when unknown. */
function shownRatio(el: Element): number | null {
  const style = el.attribs.style ?? '';
  const size = (name: string) => {
    const inline = new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*(\\d+(?:\\.\\d+)?)px`, 'i').exec(style);
    const attribute = /^\s*(\d+)\s*(px)?\s*$/i.exec(el.attribs[name] ?? '');
    return Number(inline?.[1] ?? attribute?.[1] ?? 0) || null;
  };
  const width = size('width');
  const height = size('height');
  return width && height && width > 16 && height > 16 ? width / height : null;
}

type LogoFound = [string | null, BrandSignals['logoSource'], LogoEvidence | null];

type LogoCandidate = { el: Element; url: string; place: LogoPlace; link: string | null; named: boolean };

/**
 * The page's images as logo candidates, in page order: where each sits (see LogoPlace), the site its link leads to
 * when that is another site (its host; null for a link within the site, a home link or none), and whether its alt
 * text or file name names the business. Images whose words or surroundings say they are someone else's (OTHERS_LOGO)
 * are not candidates.
 */
function logoCandidates($: CheerioAPI, base: string, siteName: string | null): LogoCandidate[] {
  const pageHost = hostOf(base);
  const home = resolveUrl('/', base);
  const name = siteName ? compact(siteName) : '';
  const nameWords = (siteName ?? '')
    .split(/[^\p{L}\p{N}]+/u)
    .map(compact)
    .filter((word) => word.length >= 3);
  const context = (el: Element) => {
    const parts: string[] = [];
    let node: Element | null = el;
    for (let level = 0; node && level < 5; level += 1) {
      parts.push(node.attribs.class ?? '', node.attribs.id ?? '', node.attribs.title ?? '');
      node = node.parent && node.parent.type === 'tag' ? (node.parent as Element) : null;
    }
    return parts.join(' ');
  };
  let headingSeen = false;
  const found: LogoCandidate[] = [];
  for (const el of $('body img, body h1, body h2').toArray().filter(isElement)) {
    if (el.name !== 'img') {
      headingSeen = true;
      continue;
    }
    const { src, 'data-src': lazy, srcset, alt = '' } = el.attribs;
    const shown = [lazy, src].find((value) => value && !value.trim().startsWith('data:'));
    const url = resolveUrl(shown ?? largestFromSrcset(srcset), base);
    if (!url) continue;
    if (OTHERS_LOGO.test(`${context(el)} ${alt} ${shown ?? ''}`)) continue;
    const href = $(el).closest('a').attr('href');
    const target = href !== undefined ? resolveUrl(href, base) : null;
    const targetHost = hostOf(target);
    const link = target && target !== home && targetHost && targetHost !== pageHost ? targetHost : null;
    const $el = $(el);
    const place: LogoPlace =
      $el.closest(HEADER_REGION).length > 0 || (target !== null && target === home)
        ? 'header'
        : $el.closest(FOOTER_REGION).length > 0
          ? 'footer'
          : headingSeen
            ? 'content'
            : 'top';
    const file = decodeURIComponentSafe(url.split(/[?#]/)[0]!.split('/').pop() ?? '');
    const words = compact(`${alt} ${file}`);
    const named =
      name.length >= 3 &&
      (words.includes(name) || (nameWords.length > 0 && nameWords.every((word) => words.includes(word))));
    found.push({ el, url, place, link, named });
  }
  return found;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** "logo" in an image's class, id, alt or src, or its parent's class or id. */
function markedAsLogo(el: Element): boolean {
  const parent = el.parent && el.parent.type === 'tag' ? el.parent.attribs : {};
  return /logo|brand-?mark|site-?title/i.test(
    `${el.attribs.class ?? ''} ${el.attribs.id ?? ''} ${el.attribs.alt ?? ''} ${el.attribs.src ?? ''} ${parent.class ?? ''} ${parent.id ?? ''}`,
  );
}

/**
 * The business's logo among the page's images, by how surely it is theirs:
 * - `header`: an image marked as a logo in the header or navigation, or linking to the home page;
 * - `named`: an image marked as a logo (or in the masthead) whose alt text or file name names the business;
 * - `masthead`: the page's first image when it sits in the header or above the first heading, drawn at least twice
 *   as wide as high (a lockup; in the header also when its size is not given), and is not a slide, photo or icon;
 * - `elsewhere`: an image marked as a logo further down — a partner's, an association's or a certificate's as often
 *   as the business's, so it comes after the site's icons.
 * A logo whose link leads to another site is someone else's unless it sits in the header or names the business.
 */
function logoImages(
  $: CheerioAPI,
  base: string,
  siteName: string | null,
): {
  header: LogoCandidate | null;
  named: LogoCandidate | null;
  masthead: LogoCandidate | null;
  elsewhere: LogoCandidate | null;
} {
  const candidates = logoCandidates($, base, siteName).filter(
    (item) => !item.link || item.place === 'header' || item.named,
  );
  const marked = candidates.filter((item) => markedAsLogo(item.el));
  const first = candidates[0];
  const masthead =
    first &&
    (first.place === 'header' || first.place === 'top') &&
    !NOT_A_MASTHEAD.test(`${first.el.attribs.class ?? ''} ${first.el.attribs.alt ?? ''} ${first.url}`) &&
    (shownRatio(first.el) ?? (first.place === 'header' ? 2 : 0)) >= 2
      ? first
      : null;
  return {
    header: marked.find((item) => item.place === 'header') ?? null,
    named:
      candidates.find(
        (item) => item.named && (markedAsLogo(item.el) || item.place === 'header' || item.place === 'top'),
      ) ?? null,
    masthead,
    elsewhere: marked.find((item) => item.place === 'top') ?? marked[0] ?? null,
  };
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
  const images = logoImages($, base, siteName);
  const image = (item: LogoCandidate | null): LogoFound => [
    item?.url ?? null,
    'img',
    item ? { place: item.place, linksTo: item.link, named: item.named } : null,
  ];
  const logos: LogoFound[] = [
    [
      nodes
        .filter((node) => !node[VIA_BRAND])
        .map((node) => urlOf(node.logo, base))
        .find(Boolean) ?? null,
      'json-ld',
      null,
    ],
    [resolveUrl(metaContent($, 'og:logo'), base), 'og:logo', null],
    image(images.header),
    image(images.named),
    image(images.masthead),
    [
      largestIcon($, 'link[rel~="apple-touch-icon" i], link[rel~="apple-touch-icon-precomposed" i]', base),
      'apple-touch-icon',
      null,
    ],
    image(images.elsewhere),
    [largestIcon($, 'link[rel~="icon" i]', base), 'icon', null],
    [resolveUrl('/favicon.ico', base), 'favicon', null],
  ];
  const [logoUrl, logoSource, logoEvidence] = logos.find(([found]) => found) ?? [null, null, null];
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
    ...(logoEvidence ? { logoEvidence } : {}),
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
