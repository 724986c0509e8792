import * as cheerio from 'cheerio';
import { installedFamily, namedWeight, type RenderFamily } from './render/fonts';
import { truetypeFont } from './render/truetype-fonts';

/** A font a logo names, as an installed family with the weight and slant its name carries ("Montserrat-Bold"). */
export type LogoFont = { family: RenderFamily; weight: number | null; italic: boolean };

/**
 * Fonts a logo may name that are not installed but have a close installed stand-in: the generic families (a
 * browser's default sans and serif) and the system fonts logos are most often set in. A script, display or
 * monospace face has no stand-in: its letters would not look like the logo's.
 */
const STAND_INS: Record<string, RenderFamily> = {
  sansserif: 'Inter',
  uisansserif: 'Inter',
  systemui: 'Inter',
  applesystem: 'Inter',
  blinkmacsystemfont: 'Inter',
  segoeui: 'Inter',
  sanfrancisco: 'Inter',
  sfpro: 'Inter',
  sfprodisplay: 'Inter',
  sfprotext: 'Inter',
  arial: 'Roboto',
  arimo: 'Roboto',
  helvetica: 'Roboto',
  helveticaneue: 'Roboto',
  liberationsans: 'Roboto',
  nimbussans: 'Roboto',
  serif: 'Lora',
  uiserif: 'Lora',
  times: 'Lora',
  timesnewroman: 'Lora',
  tinos: 'Lora',
  liberationserif: 'Lora',
  georgia: 'Lora',
  cambria: 'Lora',
  myriad: 'Source Sans 3',
  myriadpro: 'Source Sans 3',
};

/** A browser sets text that names no font in its default serif; the logo's text is drawn the same way. */
export const DEFAULT_LOGO_FAMILY: RenderFamily = 'Lora';

const key = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The installed family or stand-in a single name means, ignoring a design tool's "MT"/"PSMT" suffix ("ArialMT"). */
function familyOf(name: string): RenderFamily | null {
  for (const candidate of [name, name.replace(/(PS)?MT$/, '')])
    if (candidate) {
      const family = installedFamily(candidate) ?? STAND_INS[key(candidate)];
      if (family) return family;
    }
  return null;
}

/**
 * The font a CSS font-family list asks for, when it can be provided: its first family decides (the one the logo
 * was designed in), by name or as a design tool writes a face — the family, a hyphen or space, then the style
 * ("Montserrat-Bold", "OpenSans-SemiBoldItalic", "Poppins Medium", "Arial-BoldMT"). Null for a family neither
 * installed nor with a stand-in (a brand's own script face, "cursive", "monospace").
 */
export function resolveLogoFont(list: string): LogoFont | null {
  const first = (list.split(',')[0] ?? '')
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2')
    .trim();
  if (!first) return null;
  const whole = familyOf(first);
  if (whole) return { family: whole, weight: null, italic: false };
  const face = /^(.+?)[-_ ]+([A-Za-z]+?)(MT)?$/.exec(first);
  if (!face) return null;
  const family = familyOf(face[1]!);
  const slant = /^(.*?)(Italic|Oblique|It)$/i.exec(face[2]!);
  const style = slant ? slant[1]! : face[2]!;
  const weight = style === '' || /^(roman|regular)$/i.test(style) ? 400 : namedWeight(style);
  if (!family || weight === null) return null;
  return { family, weight, italic: slant !== null };
}

type Declaration = { name: string; value: string };

const parseDeclarations = (body: string): Declaration[] =>
  body
    .split(';')
    .map((part) => {
      const colon = part.indexOf(':');
      return colon < 0
        ? null
        : { name: part.slice(0, colon).trim().toLowerCase(), value: part.slice(colon + 1).trim() };
    })
    .filter((item): item is Declaration => item !== null && item.name !== '');

/**
 * A declaration block with its font-family replaced by the installed family (and the weight and slant its face
 * name carried, unless the block sets them); null when the block names a font that cannot be provided or uses the
 * `font` shorthand.
 */
function rewriteBlock(body: string, used: Set<RenderFamily>): string | null {
  const declarations = parseDeclarations(body);
  if (declarations.some((item) => item.name === 'font')) return null;
  const index = declarations.findIndex((item) => item.name === 'font-family');
  if (index < 0) return body;
  const font = resolveLogoFont(declarations[index]!.value);
  if (!font) return null;
  used.add(font.family);
  declarations[index] = { name: 'font-family', value: `'${font.family}'` };
  if (font.weight !== null && !declarations.some((item) => item.name === 'font-weight'))
    declarations.push({ name: 'font-weight', value: String(font.weight) });
  if (font.italic && !declarations.some((item) => item.name === 'font-style'))
    declarations.push({ name: 'font-style', value: 'italic' });
  return declarations.map((item) => `${item.name}:${item.value}`).join(';');
}

/** The weights an SVG sets anywhere (attributes, style attributes, <style> rules), with the normal weight. */
function weightsOf(svg: string): number[] {
  const weights = new Set<number>([400]);
  for (const match of svg.matchAll(/font-weight\s*[:=]\s*["']?\s*([a-z0-9]+)/gi)) {
    const value = match[1]!.toLowerCase();
    if (/^\d{3}$/.test(value)) weights.add(Number(value));
    else if (value === 'bold' || value === 'bolder') weights.add(700);
    else if (value === 'lighter') weights.add(300);
  }
  return [...weights];
}

/**
 * A sanitised SVG logo that sets letters as <text>, rewritten so resvg can draw them: every font-family (in
 * attributes, style attributes and <style> rules) names the installed family that provides it, with the TrueType
 * files of those families (and the default one) at the weights the SVG sets. Null when some font cannot be
 * provided (see resolveLogoFont), a `font` shorthand hides which, or a letter is outside a family's scripts — the
 * creative then sets the business's name instead of a logo with letters missing or unlike its own.
 */
export async function logoTextFonts(svg: string): Promise<{ svg: string; fontFiles: string[] } | null> {
  const $ = cheerio.load(svg, { xml: true });
  const used = new Set<RenderFamily>();
  let refused = false;
  $('*').each((_, node) => {
    if (refused || node.type !== 'tag') return;
    const element = $(node);
    if (node.attribs.font !== undefined) refused = true;
    const style = node.attribs.style;
    if (style !== undefined) {
      const rewritten = rewriteBlock(style, used);
      if (rewritten === null) refused = true;
      else element.attr('style', rewritten);
    }
    const family = node.attribs['font-family'];
    if (family === undefined) return;
    const font = resolveLogoFont(family);
    if (!font) {
      refused = true;
      return;
    }
    used.add(font.family);
    element.attr('font-family', `'${font.family}'`);
    const styled = parseDeclarations(node.attribs.style ?? '');
    const sets = (name: string) =>
      node.attribs[name] !== undefined || styled.some((item) => item.name === name);
    if (font.weight !== null && !sets('font-weight')) element.attr('font-weight', String(font.weight));
    if (font.italic && !sets('font-style')) element.attr('font-style', 'italic');
  });
  $('style').each((_, node) => {
    if (refused) return;
    const css = $(node)
      .text()
      // An @font-face rule names a face its (removed) url() would have loaded: the text that uses it decides.
      .replace(/@font-face\s*\{[^{}]*\}/gi, '')
      .replace(/\{([^{}]*)\}/g, (whole, body: string) => {
        const rewritten = rewriteBlock(body, used);
        if (rewritten === null) refused = true;
        return rewritten === null ? whole : `{${rewritten}}`;
      });
    $(node).text(css);
  });
  if (refused) return null;
  const text = [...$('text').text()].filter((char) => !/\s/u.test(char));
  if (used.size === 0) used.add(DEFAULT_LOGO_FAMILY);
  const rewritten = $.xml();
  const weights = weightsOf(rewritten);
  const fonts = await Promise.all(
    [...new Set([...used, DEFAULT_LOGO_FAMILY])].flatMap((family) =>
      weights.map(async (weight) => ({ family, font: await truetypeFont(family, weight) })),
    ),
  );
  // resvg sets a text whose font lacks a letter wholly in the first font that has them all: every family the logo
  // names must draw every letter, or the logo would come out in another face.
  const lacking = fonts.some(
    ({ family, font }) => used.has(family) && text.some((char) => !font.codePoints.has(char.codePointAt(0)!)),
  );
  if (lacking) return null;
  return { svg: rewritten, fontFiles: [...new Set(fonts.map(({ font }) => font.file))] };
}
