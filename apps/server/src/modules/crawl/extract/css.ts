import type { BrandFont } from '../crawl.types';
import type { CheerioAPI } from './dom';
import { parseColor, roleFromName, type ColorEvidence } from './colors';

/** A very small CSS reader: enough to see custom properties, colours and font families, never a full parser. */

const CssLimits = { maxChars: 500_000, maxRules: 5000 };
const GENERIC_FONTS = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-sans-serif',
  'ui-serif',
  'ui-monospace',
  'ui-rounded',
  '-apple-system',
  'blinkmacsystemfont',
  'inherit',
  'initial',
  'unset',
  'emoji',
  'math',
]);

type Rule = { selector: string; declarations: Array<[string, string]> };

/** CSS text of the page: <style> blocks, style attributes (as rules of their element) and extra stylesheets. */
export function collectCss($: CheerioAPI, extra: readonly string[] = []): string {
  const parts: string[] = [];
  $('style').each((_, el) => void parts.push($(el).text()));
  $('[style]').each((_, el) => void parts.push(`${el.name} { ${el.attribs.style ?? ''} }`));
  parts.push(...extra);
  return parts.join('\n').slice(0, CssLimits.maxChars);
}

/** Rules with their declarations; at-rule wrappers (@media) are flattened, comments dropped. */
export function parseRules(css: string): Rule[] {
  const rules: Rule[] = [];
  const clean = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of clean.matchAll(/([^{}]*)\{([^{}]*)\}/g)) {
    if (rules.length >= CssLimits.maxRules) break;
    const selector = (match[1] ?? '').trim().replace(/^.*;\s*/, '');
    const declarations: Array<[string, string]> = [];
    for (const declaration of (match[2] ?? '').split(';')) {
      const colon = declaration.indexOf(':');
      if (colon < 0) continue;
      declarations.push([
        declaration.slice(0, colon).trim().toLowerCase(),
        declaration.slice(colon + 1).trim(),
      ]);
    }
    rules.push({ selector, declarations });
  }
  return rules;
}

function customProperties(rules: Rule[]): Map<string, string> {
  const props = new Map<string, string>();
  for (const rule of rules) {
    for (const [name, value] of rule.declarations)
      if (name.startsWith('--') && !props.has(name)) props.set(name, value);
  }
  return props;
}

/** Resolves var(--x, fallback) one or two levels deep. */
function resolveVar(value: string, props: Map<string, string>, depth = 0): string {
  const m = /^var\(\s*(--[\w-]+)\s*(?:,\s*(.+))?\)$/.exec(value.trim());
  if (!m?.[1] || depth > 3) return value;
  const next = props.get(m[1]) ?? m[2];
  return next ? resolveVar(next, props, depth + 1) : value;
}

const COLOR_PROPERTIES =
  /^(color|background|background-color|border(-\w+)?-color|border|fill|stroke|outline-color)$/;
const COLOR_TOKEN = /#[0-9a-f]{3,8}\b|rgba?\([^)]*\)|hsla?\([^)]*\)|var\(--[\w-]+(?:,[^)]*)?\)/gi;

/** Colour evidence of the CSS: custom properties by name, html/body colours, and every colour's use count. */
export function colorEvidence(css: string): ColorEvidence {
  const rules = parseRules(css);
  const props = customProperties(rules);
  const declared: ColorEvidence['declared'] = [];
  for (const [name, raw] of props) {
    const role = roleFromName(name);
    const value = parseColor(resolveVar(raw, props));
    if (role && value) declared.push({ value, role, source: `CSS custom property ${name}` });
  }
  // Brand-named properties beat generic ones (--brand-primary over --primary-100).
  declared.sort((a, b) => Number(!/brand/.test(b.source)) - Number(!/brand/.test(a.source)));
  const counts = new Map<string, number>();
  for (const rule of rules) {
    const isPage = /(^|,)\s*(html|body|:root)\s*(,|$)/i.test(rule.selector);
    for (const [name, raw] of rule.declarations) {
      if (!COLOR_PROPERTIES.test(name)) continue;
      for (const token of raw.match(COLOR_TOKEN) ?? []) {
        const value = parseColor(resolveVar(token, props));
        if (!value) continue;
        counts.set(value, (counts.get(value) ?? 0) + 1);
        if (isPage && (name === 'background' || name === 'background-color')) {
          declared.push({ value, role: 'background', source: `${rule.selector} background` });
        }
        if (isPage && name === 'color')
          declared.push({ value, role: 'text', source: `${rule.selector} color` });
      }
    }
  }
  return { declared, counts };
}

/**
 * Faces that draw no text of the brand: icon fonts (Font Awesome, Ionicons, Material Icons …) and code fonts
 * (monospace), which a site loads for symbols and snippets, never for its headings or copy.
 */
const NOT_A_TEXT_FACE =
  /icon|awesome|fontello|glyph|dashicons|eicons|socialico|themify|linearicons|feather|material symbols|woocommerce|^star$|\bmono\b|mono-|mono$|courier|consolas|menlo|monaco/i;
/** A value that is no family name: a size, a number, a line-height pair or a keyword ("20px", "1.1rem", "300", "0/0 a"). */
const NOT_A_NAME =
  /^[\d.+-]|\/|^(normal|bold|bolder|lighter|italic|oblique|small-caps|revert|revert-layer)$/i;

function firstFamily(value: string, props: Map<string, string>): string | null {
  const stack = resolveVar(value, props);
  for (const part of stack.split(',')) {
    const family = part
      .trim()
      .replace(/^['"]|['"]$/g, '')
      .trim();
    if (!family || family.startsWith('var(') || family.length > 60) continue;
    if (GENERIC_FONTS.has(family.toLowerCase())) continue;
    if (NOT_A_NAME.test(family) || NOT_A_TEXT_FACE.test(family)) return null;
    return family;
  }
  return null;
}

function fontRole(selectorOrName: string): BrandFont['role'] {
  if (/\bh[1-3]\b|heading|display|title|headline/i.test(selectorOrName)) return 'heading';
  if (/(^|[\s,])(body|html|:root|p)(\s|,|$)|--font-(body|base|text|sans)/i.test(selectorOrName))
    return 'body';
  return null;
}

/** Families named by Google Fonts URLs: css?family=Playfair+Display:400|Lato and css2?family=Inter:wght@400&family=… */
export function googleFontFamilies(href: string): string[] {
  if (!/fonts\.googleapis\.com\/css/i.test(href)) return [];
  const query = href.slice(href.indexOf('?') + 1).replace(/&amp;/g, '&');
  const families: string[] = [];
  for (const pair of query.split('&')) {
    if (!pair.startsWith('family=')) continue;
    let value = pair.slice('family='.length);
    try {
      value = decodeURIComponent(value.replace(/\+/g, ' '));
    } catch {
      continue;
    }
    for (const family of value.split('|')) {
      const name = family.split(':')[0]?.trim();
      if (name) families.push(name);
    }
  }
  return families;
}

/** Fonts in use: Google Fonts links and @imports, @font-face names, and the first family of font-family rules. */
export function fontEvidence($: CheerioAPI, css: string): BrandFont[] {
  const fonts = new Map<string, BrandFont>();
  const add = (family: string, role: BrandFont['role'], source: BrandFont['source']) => {
    const key = family.toLowerCase();
    const existing = fonts.get(key);
    if (!existing) fonts.set(key, { family, role, source });
    else {
      existing.role ??= role;
      if (source === 'google-fonts') existing.source = source;
    }
  };
  const hrefs = [
    ...$('link[href*="fonts.googleapis.com"]')
      .toArray()
      .map((el) => el.attribs.href ?? ''),
    ...[...css.matchAll(/@import\s+(?:url\()?['"]?([^'")\s;]+)/gi)].map((m) => m[1] ?? ''),
  ];
  for (const href of hrefs) for (const family of googleFontFamilies(href)) add(family, null, 'google-fonts');
  const rules = parseRules(css);
  const props = customProperties(rules);
  for (const [name, value] of props) {
    // --font-heading, --font-family-base; not --font-size-lg or --font-weight-bold.
    if (!/font/.test(name) || /size|weight|height|spacing|style|variant|stretch|smooth|feature/.test(name))
      continue;
    const family = firstFamily(value, props);
    if (family) add(family, fontRole(name), 'css');
  }
  for (const rule of rules) {
    const isFace = /@font-face/i.test(rule.selector);
    for (const [name, value] of rule.declarations) {
      if (name !== 'font-family' && name !== 'font') continue;
      const family = firstFamily(
        name === 'font' ? value.replace(/^.*?\d+(px|rem|em|%|pt)(\/\S+)?\s+/, '') : value,
        props,
      );
      if (family) add(family, isFace ? null : fontRole(rule.selector), isFace ? 'font-face' : 'css');
    }
  }
  const order = (font: BrandFont) => (font.role === 'heading' ? 0 : font.role === 'body' ? 1 : 2);
  return [...fonts.values()].sort((a, b) => order(a) - order(b)).slice(0, 8);
}
