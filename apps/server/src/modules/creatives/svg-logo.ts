import { renderAsync, Resvg } from '@resvg/resvg-js';
import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { DEFAULT_LOGO_FAMILY, logoTextFonts } from './svg-logo-text';

/** Limits on an SVG logo from a crawled site, checked before it is parsed for rendering. */
export const SvgLogoLimits = {
  maxBytes: 1024 * 1024,
  maxElements: 5_000,
  /** The rasterised logo fits inside this box (twice the largest size a creative draws it at). */
  maxWidth: 1600,
  maxHeight: 800,
} as const;

/**
 * The SVG elements a logo may use: shapes, text, gradients, clips, masks, patterns and the filter primitives that
 * read nothing from outside. Everything else — <script>, <foreignObject> (HTML inside SVG), <feImage>, animation,
 * <iframe>, <object> … — is removed with its content.
 */
const ALLOWED = new Set(
  [
    'svg',
    'g',
    'defs',
    'symbol',
    'use',
    'title',
    'desc',
    'path',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'textPath',
    'linearGradient',
    'radialGradient',
    'stop',
    'clipPath',
    'mask',
    'pattern',
    'image',
    'style',
    'filter',
    'feBlend',
    'feColorMatrix',
    'feComponentTransfer',
    'feComposite',
    'feDropShadow',
    'feFlood',
    'feFuncA',
    'feFuncB',
    'feFuncG',
    'feFuncR',
    'feGaussianBlur',
    'feMerge',
    'feMergeNode',
    'feMorphology',
    'feOffset',
    'feTurbulence',
  ].map((name) => name.toLowerCase()),
);

/** An inline raster image is the only reference allowed besides a fragment of the same document ("#grad"). */
const SAFE_HREF = /^\s*(#[\w.:-]*|data:image\/(png|jpeg|webp);base64,[a-z0-9+/=\s]*)\s*$/i;
/** url(…) pointing anywhere but a fragment of the document, and @import: external references in CSS. */
const EXTERNAL_CSS = /url\(\s*(?!['"]?#)[^)]*\)|@import[^;]*;?|expression\s*\(/gi;

/** An external url(…) becomes "none" (no paint); an @import goes. */
const neutral = (match: string) => (match.startsWith('@') ? '' : 'none');

const isElement = (node: AnyNode): node is Element =>
  node.type === 'tag' || node.type === 'script' || node.type === 'style';

/**
 * The SVG with everything that could run or reach outside removed: scripts, event handlers (on…), foreignObject,
 * feImage, animation and any element not in the allowlist; href / xlink:href other than "#…" or an inline PNG, JPEG
 * or WebP; url(…) to anything but a fragment and @import in attributes and <style>; DOCTYPE (entity expansion),
 * processing instructions and comments. Null when it is not an SVG document or exceeds SvgLogoLimits.
 */
export function sanitiseSvg(source: string): string | null {
  if (Buffer.byteLength(source) > SvgLogoLimits.maxBytes) return null;
  const $ = cheerio.load(source, { xml: { xmlMode: true, decodeEntities: true } });
  const root = $.root().children().toArray().filter(isElement);
  if (root.length !== 1 || root[0]!.name.toLowerCase() !== 'svg') return null;
  let count = 0;
  const clean = (node: AnyNode): boolean => {
    if (node.type === 'text' || node.type === 'cdata') return true;
    if (!isElement(node)) return false;
    if (!ALLOWED.has(node.name.toLowerCase())) return false;
    count += 1;
    for (const name of Object.keys(node.attribs)) {
      const value = node.attribs[name] ?? '';
      const local = name.toLowerCase().replace(/^.*:/, '');
      if (local.startsWith('on') || (local === 'href' && !SAFE_HREF.test(value))) delete node.attribs[name];
      else if (/url\(|@import|expression/i.test(value))
        node.attribs[name] = value.replace(EXTERNAL_CSS, neutral);
    }
    if (node.name.toLowerCase() === 'style') {
      const css = $(node).text().replace(EXTERNAL_CSS, neutral);
      $(node).text(css);
      return true;
    }
    node.children = node.children.filter(clean);
    return true;
  };
  const svg = root[0]!;
  if (!clean(svg) || count > SvgLogoLimits.maxElements) return null;
  return $.xml(svg);
}

/** Whether a (sanitised) SVG sets any letters as <text>, which resvg draws only with fonts. */
function setsText(svg: string): boolean {
  const $ = cheerio.load(svg, { xml: true });
  return $('text').text().trim().length > 0;
}

/** Whether bytes are an SVG document (by its text, never by a file name or Content-Type). */
export function looksLikeSvg(bytes: Buffer): boolean {
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype[^>[]*(\[[\s\S]*?\])?\s*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(
    bytes.subarray(0, 8192).toString('utf8'),
  );
}

/**
 * An SVG logo as a PNG the renderer can place: sanitised first (sanitiseSvg), then drawn by resvg without system
 * fonts, at the largest size that fits SvgLogoLimits — a vector logo stays crisp at any placement. Letters set as
 * <text> are drawn from the installed fonts (logoTextFonts: the logo's own family, or a close stand-in for a system
 * font). Null when the SVG is refused or draws nothing, and when its text names a font that cannot be provided:
 * drawn without it, the letters would be missing or unlike the logo, so the creative sets the business's name instead.
 */
export async function rasteriseSvgLogo(bytes: Buffer): Promise<Buffer | null> {
  const clean = sanitiseSvg(bytes.toString('utf8'));
  if (!clean) return null;
  const lettered = setsText(clean) ? await logoTextFonts(clean) : undefined;
  if (lettered === null) return null;
  const svg = lettered?.svg ?? clean;
  const options = {
    font: lettered
      ? {
          loadSystemFonts: false,
          fontFiles: lettered.fontFiles,
          defaultFontFamily: DEFAULT_LOGO_FAMILY,
          serifFamily: DEFAULT_LOGO_FAMILY,
        }
      : { loadSystemFonts: false },
  };
  let intrinsic: { width: number; height: number };
  try {
    const probe = new Resvg(svg, options);
    intrinsic = { width: probe.width, height: probe.height };
  } catch {
    return null;
  }
  if (!(intrinsic.width > 0 && intrinsic.height > 0)) return null;
  const byWidth = SvgLogoLimits.maxWidth / intrinsic.width;
  const byHeight = SvgLogoLimits.maxHeight / intrinsic.height;
  const fitTo =
    byWidth <= byHeight
      ? { mode: 'width' as const, value: SvgLogoLimits.maxWidth }
      : { mode: 'height' as const, value: SvgLogoLimits.maxHeight };
  try {
    const image = await renderAsync(svg, { ...options, fitTo });
    return image.width > 0 && image.height > 0 ? image.asPng() : null;
  } catch {
    return null;
  }
}
