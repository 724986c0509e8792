import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The families installed from npm (@fontsource): the four the layouts were designed with, then the families small
 * businesses' sites use most, so a site's own font (its CSS font-family or @font-face, a guideline's) is drawn as
 * itself; any other font maps to the nearest of them.
 */
export const RENDER_FAMILIES = [
  'Inter',
  'Montserrat',
  'Lora',
  'Playfair Display',
  'Roboto',
  'Open Sans',
  'Lato',
  'Poppins',
  'Nunito',
  'Raleway',
  'Oswald',
  'Merriweather',
  'Source Sans 3',
  'Quicksand',
] as const;
export type RenderFamily = (typeof RENDER_FAMILIES)[number];

export type Weight = 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900;
export type SatoriFont = { name: string; data: Buffer; weight: Weight; style: 'normal' };

const PACKAGES: Record<RenderFamily, { pkg: string; prefix: string; weights: Weight[] }> = {
  Inter: { pkg: '@fontsource/inter', prefix: 'inter', weights: [400, 500, 600, 700, 800, 900] },
  Montserrat: {
    pkg: '@fontsource/montserrat',
    prefix: 'montserrat',
    weights: [400, 500, 600, 700, 800, 900],
  },
  Lora: { pkg: '@fontsource/lora', prefix: 'lora', weights: [400, 500, 600, 700] },
  'Playfair Display': {
    pkg: '@fontsource/playfair-display',
    prefix: 'playfair-display',
    weights: [400, 500, 600, 700, 800, 900],
  },
  Roboto: { pkg: '@fontsource/roboto', prefix: 'roboto', weights: [400, 500, 600, 700, 800, 900] },
  'Open Sans': { pkg: '@fontsource/open-sans', prefix: 'open-sans', weights: [400, 500, 600, 700, 800] },
  Lato: { pkg: '@fontsource/lato', prefix: 'lato', weights: [400, 700, 900] },
  Poppins: { pkg: '@fontsource/poppins', prefix: 'poppins', weights: [400, 500, 600, 700, 800, 900] },
  Nunito: { pkg: '@fontsource/nunito', prefix: 'nunito', weights: [400, 500, 600, 700, 800, 900] },
  Raleway: { pkg: '@fontsource/raleway', prefix: 'raleway', weights: [400, 500, 600, 700, 800, 900] },
  Oswald: { pkg: '@fontsource/oswald', prefix: 'oswald', weights: [400, 500, 600, 700] },
  Merriweather: {
    pkg: '@fontsource/merriweather',
    prefix: 'merriweather',
    weights: [400, 500, 600, 700, 800, 900],
  },
  'Source Sans 3': {
    pkg: '@fontsource/source-sans-3',
    prefix: 'source-sans-3',
    weights: [400, 500, 600, 700, 800, 900],
  },
  Quicksand: { pkg: '@fontsource/quicksand', prefix: 'quicksand', weights: [400, 500, 600, 700] },
};

/** Names sites write for an installed family ("Source Sans Pro" is now published as Source Sans 3). */
const ALIASES: Record<string, RenderFamily> = {
  'source sans pro': 'Source Sans 3',
  'source sans': 'Source Sans 3',
  'open sans condensed': 'Open Sans',
  'roboto flex': 'Roboto',
  'nunito sans': 'Nunito',
};

// Latin, Latin Extended and Cyrillic cover the fixture and real sites' languages (English, German, Polish …); satori reads WOFF, not WOFF2.
// Satori picks one font per family name and weight, so each subset gets its own name and text lists both
// (`fontStack`): a glyph missing from the Latin file (Ł, Š, Ő …) is then found in the Latin Extended one.
// Cyrillic (Russian, Belarusian, Ukrainian … sites) gets its own face per family the same way.
export const FONT_SUBSETS = ['latin', 'latin-ext', 'cyrillic'] as const;
export type FontSubset = (typeof FONT_SUBSETS)[number];
const SUBSETS: { subset: FontSubset; suffix: string }[] = [
  { subset: 'latin', suffix: '' },
  { subset: 'latin-ext', suffix: ' Ext' },
  { subset: 'cyrillic', suffix: ' Cyr' },
];

/**
 * The CSS font-family list for a family: its Latin file, Latin Extended and Cyrillic files, then Inter's — a
 * glyph a family does not have (Lato has no Cyrillic) is drawn by Inter rather than as an empty box.
 */
export const fontStack = (family: RenderFamily) =>
  [...new Set<RenderFamily>([family, 'Inter'])]
    .flatMap((name) => SUBSETS.map(({ suffix }) => `'${name}${suffix}'`))
    .join(', ');

const require = createRequire(import.meta.url);
const files = new Map<RenderFamily, SatoriFont[]>();
const sets = new Map<string, SatoriFont[]>();

/** One family's files, read once from node_modules. */
function familyFonts(family: RenderFamily): SatoriFont[] {
  const known = files.get(family);
  if (known) return known;
  const { pkg, prefix, weights } = PACKAGES[family];
  const dir = path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files');
  const fonts: SatoriFont[] = [];
  for (const { subset, suffix } of SUBSETS) {
    for (const weight of weights) {
      const file = path.join(dir, `${prefix}-${subset}-${weight}-normal.woff`);
      if (fs.existsSync(file))
        fonts.push({ name: `${family}${suffix}`, data: fs.readFileSync(file), weight, style: 'normal' });
    }
  }
  files.set(family, fonts);
  return fonts;
}

/**
 * The font files a creative needs: the families it sets, always with Inter (the fallback of every stack), or every
 * family when none is named. The same array instance is handed to satori for the same families on every render:
 * satori caches parsed fonts per array, so only the first render of a set of families pays for parsing.
 */
export function loadRenderFonts(
  families: readonly RenderFamily[] = RENDER_FAMILIES,
  texts: readonly string[] = [],
): SatoriFont[] {
  const wanted = [...new Set<RenderFamily>(['Inter', ...families])].sort();
  const cjk = cjkSubsetsOf(texts);
  const key = [...wanted, ...cjk.map((subset) => `cjk${subset}`)].join('|');
  const known = sets.get(key);
  if (known) return known;
  const fonts = [...wanted.flatMap(familyFonts), ...cjk.flatMap(cjkFonts)];
  sets.set(key, fonts);
  return fonts;
}

/**
 * Japanese, and the Chinese characters it shares, from Noto Sans JP (@fontsource, regular and bold): its files are
 * cut into about 120 subsets by code point, and a creative loads only the subsets holding its characters. Satori
 * falls back through every loaded font for a glyph its font-family list lacks, so no family names them.
 */
const CJK = { pkg: '@fontsource/noto-sans-jp', prefix: 'noto-sans-jp', weights: [400, 700] as Weight[] };
/** Where the CJK blocks start (radicals, kana, ideographs, full-width forms): symbols before it stay undrawn. */
const CJK_START = 0x2e80;
let cjkIndex: Map<number, string> | null = null;
const cjkFiles = new Map<string, SatoriFont[]>();

/** Which numbered Noto Sans JP subset draws each code point it has. */
function cjkSubsetIndex(): Map<number, string> {
  if (cjkIndex) return cjkIndex;
  const ranges = JSON.parse(
    fs.readFileSync(
      path.join(path.dirname(require.resolve(`${CJK.pkg}/package.json`)), 'unicode.json'),
      'utf8',
    ),
  ) as Record<string, string>;
  const index = new Map<number, string>();
  for (const [key, list] of Object.entries(ranges)) {
    const subset = /^\[(\d+)\]$/.exec(key)?.[1];
    if (!subset) continue;
    for (const [from, to] of parseRanges(list))
      for (let point = Math.max(from, CJK_START); point <= to; point += 1) index.set(point, subset);
  }
  cjkIndex = index;
  return index;
}

/** The Noto Sans JP subsets the texts need: for their characters the Latin and Cyrillic files do not draw. */
function cjkSubsetsOf(texts: readonly string[]): string[] {
  const subsets = new Set<string>();
  for (const text of texts)
    for (const char of text) {
      const point = char.codePointAt(0)!;
      if (point < CJK_START || inRanges(point, drawableRanges())) continue;
      const subset = cjkSubsetIndex().get(point);
      if (subset) subsets.add(subset);
    }
  return [...subsets].sort((a, b) => Number(a) - Number(b));
}

function cjkFonts(subset: string): SatoriFont[] {
  const known = cjkFiles.get(subset);
  if (known) return known;
  const dir = path.join(path.dirname(require.resolve(`${CJK.pkg}/package.json`)), 'files');
  const fonts = CJK.weights.map((weight): SatoriFont => ({
    name: `Noto Sans JP ${subset}`,
    data: fs.readFileSync(path.join(dir, `${CJK.prefix}-${subset}-${weight}-normal.woff`)),
    weight,
    style: 'normal',
  }));
  cjkFiles.set(subset, fonts);
  return fonts;
}

/**
 * Where an installed family's @fontsource files are: its package version and the WOFF of a subset at a weight, or
 * null when the package has no file for that subset (Lato and Quicksand have no Cyrillic).
 */
export function familyFiles(family: RenderFamily): {
  version: string;
  weights: readonly Weight[];
  woff: (subset: FontSubset, weight: Weight) => string | null;
} {
  const { pkg, prefix, weights } = PACKAGES[family];
  const root = path.dirname(require.resolve(`${pkg}/package.json`));
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  return {
    version,
    weights,
    woff: (subset, weight) => {
      const file = path.join(root, 'files', `${prefix}-${subset}-${weight}-normal.woff`);
      return fs.existsSync(file) ? file : null;
    },
  };
}

// Display serifs (high contrast) vs text serifs vs geometric/display sans; everything else reads as a neutral sans.
const DISPLAY_SERIF =
  /playfair|didot|bodoni|abril|dm serif|prata|cormorant|cinzel|yeseva|fraunces|display serif/i;
const TEXT_SERIF =
  /lora|georgia|merriweather|times|garamond|baskerville|pt serif|source serif|crimson|noto serif|libre|spectral|serif|slab/i;
const GEOMETRIC_SANS =
  /montserrat|poppins|futura|gotham|raleway|proxima|avenir|nunito|quicksand|josefin|oswald|bebas|spartan|archivo|anton|work sans|dm sans|outfit|manrope|sora|urbanist|century gothic|gilroy|circular|brandon/i;

/** A family name as a key that ignores case, quotes, spaces and hyphens ("OpenSans", "open-sans", "'Open Sans'"). */
const familyKey = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
const INSTALLED = new Map<string, RenderFamily>([
  ...RENDER_FAMILIES.map((family): [string, RenderFamily] => [familyKey(family), family]),
  ...Object.entries(ALIASES).map(([alias, family]): [string, RenderFamily] => [familyKey(alias), family]),
]);

/** The installed family a name means, written any common way ("Open Sans", "OpenSans", "Source Sans Pro"); null when none is. */
export function installedFamily(name: string): RenderFamily | null {
  return INSTALLED.get(familyKey(name)) ?? null;
}

/** The installed family nearest to a blueprint's font family ("Helvetica Neue" → Inter, "Georgia" → Lora). */
export function mapFontFamily(family: string): RenderFamily {
  const exact = installedFamily(family);
  if (exact) return exact;
  // A style of an installed family ("Roboto Condensed", "Montserrat Alternates", "Playfair Display SC"), unless the
  // rest names another kind of face ("Merriweather Sans", "Roboto Slab").
  const name = family.trim().replace(/^['"]|['"]$/g, '');
  const styleOf = [...RENDER_FAMILIES]
    .sort((a, b) => b.length - a.length)
    .find((known) => name.toLowerCase().startsWith(`${known.toLowerCase()} `));
  if (styleOf && !/\b(sans|serif|slab|mono)\b/i.test(name.slice(styleOf.length))) return styleOf;
  if (DISPLAY_SERIF.test(family)) return 'Playfair Display';
  if (/sans/i.test(family) && !GEOMETRIC_SANS.test(family)) return 'Inter';
  if (TEXT_SERIF.test(family)) return 'Lora';
  if (GEOMETRIC_SANS.test(family)) return 'Montserrat';
  return 'Inter';
}

const NAMED_WEIGHTS: [RegExp, number][] = [
  [/^(thin|hairline)$/, 100],
  [/^(extra|ultra)[- ]?light$/, 200],
  [/^light$/, 300],
  [/^(regular|normal|book)$/, 400],
  [/^medium$/, 500],
  [/^(semi|demi)[- ]?bold$/, 600],
  [/^bold$/, 700],
  [/^(extra|ultra)[- ]?bold$/, 800],
  [/^(black|heavy)$/, 900],
];

/** The weight a name stands for ("SemiBold" → 600, "Heavy" → 900); null for a word that names no weight. */
export function namedWeight(name: string): number | null {
  const text = name.trim().toLowerCase();
  return NAMED_WEIGHTS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** The loaded weight of the family nearest to a blueprint weight ("semibold" → 600; Lora has no 900 → 700). */
export function resolveFontWeight(weight: string, family: RenderFamily): Weight {
  const text = weight.trim().toLowerCase();
  const wanted = /^\d{3}$/.test(text) ? Number(text) : (namedWeight(text) ?? 400);
  const available = PACKAGES[family].weights;
  return available.reduce(
    (best, candidate) => (Math.abs(candidate - wanted) < Math.abs(best - wanted) ? candidate : best),
    available[0]!,
  );
}

let drawable: [number, number][] | null = null;

/**
 * The code points the render fonts can draw: the Unicode ranges of the subsets loaded (Latin, Latin Extended,
 * Cyrillic), as @fontsource lists them for each subset file. The same for every family.
 */
function drawableRanges(): [number, number][] {
  if (drawable) return drawable;
  const ranges = JSON.parse(
    fs.readFileSync(
      path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'unicode.json'),
      'utf8',
    ),
  ) as Record<string, string>;
  drawable = SUBSETS.flatMap(({ subset }) => parseRanges(ranges[subset] ?? ''));
  return drawable;
}

/** A unicode-range list as @fontsource writes it ("U+0000-00FF,U+0131") as [from, to] pairs. */
function parseRanges(list: string): [number, number][] {
  return list
    .split(',')
    .filter((range) => range.trim())
    .map((range): [number, number] => {
      const [from, to] = range.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
    });
}

const inRanges = (point: number, ranges: [number, number][]) =>
  ranges.some(([from, to]) => point >= from && point <= to);

/**
 * Characters of `text` the render fonts have no glyph for (a ☎, an emoji, a script not loaded), each once. Japanese
 * (kana, kanji, full-width forms) is drawn by Noto Sans JP.
 */
export function undrawable(text: string): string[] {
  const ranges = drawableRanges();
  const missing = new Set<string>();
  for (const char of text) {
    if (/\s/u.test(char)) continue;
    const point = char.codePointAt(0)!;
    if (!inRanges(point, ranges) && !cjkSubsetIndex().has(point)) missing.add(char);
  }
  return [...missing];
}
