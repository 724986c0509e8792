import type { BrandColor, BrandColorRole } from '../crawl.types';

/** Colour parsing and the brand palette guess (theme-color, CSS custom properties, most used colours). */

const NAMED: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  navy: '#000080',
  teal: '#008080',
  orange: '#ffa500',
  purple: '#800080',
  gray: '#808080',
  grey: '#808080',
  silver: '#c0c0c0',
  maroon: '#800000',
  olive: '#808000',
  gold: '#ffd700',
  crimson: '#dc143c',
  ivory: '#fffff0',
  beige: '#f5f5dc',
  tomato: '#ff6347',
  coral: '#ff7f50',
  salmon: '#fa8072',
  tan: '#d2b48c',
  whitesmoke: '#f5f5f5',
};

const hex2 = (n: number) =>
  Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, '0');

function channel(value: string): number {
  return value.trim().endsWith('%') ? (parseFloat(value) * 255) / 100 : parseFloat(value);
}

function alphaOf(value: string | undefined): number {
  if (value === undefined) return 1;
  return value.trim().endsWith('%') ? parseFloat(value) / 100 : parseFloat(value);
}

function hslToHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return `#${hex2(f(0) * 255)}${hex2(f(8) * 255)}${hex2(f(4) * 255)}`;
}

/** A CSS colour as lower-case #rrggbb: #abc, #aabbccdd, rgb()/rgba() (comma or space syntax), hsl(), names. Mostly-transparent colours give null. */
export function parseColor(input: string): string | null {
  const value = input
    .trim()
    .toLowerCase()
    .replace(/\s*!important$/, '');
  if (value.length > 60) return null;
  let m = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value);
  if (m?.[1]) {
    const digits = m[1].length <= 4 ? [...m[1]].map((d) => d + d).join('') : m[1];
    if (digits.length === 8 && parseInt(digits.slice(6), 16) < 128) return null;
    return `#${digits.slice(0, 6)}`;
  }
  m = /^rgba?\(\s*([\d.]+%?)[\s,]+([\d.]+%?)[\s,]+([\d.]+%?)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(value);
  if (m?.[1] && m[2] && m[3]) {
    if (alphaOf(m[4]) < 0.5) return null;
    return `#${hex2(channel(m[1]))}${hex2(channel(m[2]))}${hex2(channel(m[3]))}`;
  }
  m = /^hsla?\(\s*([\d.]+)(?:deg)?[\s,]+([\d.]+)%[\s,]+([\d.]+)%(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(value);
  if (m?.[1] && m[2] && m[3]) {
    if (alphaOf(m[4]) < 0.5) return null;
    return hslToHex(parseFloat(m[1]) % 360, parseFloat(m[2]) / 100, parseFloat(m[3]) / 100);
  }
  return NAMED[value] ?? null;
}

/** Saturation and lightness (0..1) of a #rrggbb colour. */
function toneOf(hex: string): { saturation: number; lightness: number } {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const saturation = max === min ? 0 : (max - min) / (1 - Math.abs(2 * lightness - 1));
  return { saturation, lightness };
}

const isColourful = (hex: string) => {
  const { saturation, lightness } = toneOf(hex);
  return saturation > 0.25 && lightness > 0.12 && lightness < 0.88;
};
const isLight = (hex: string) => toneOf(hex).lightness >= 0.88;
const isDark = (hex: string) => toneOf(hex).lightness <= 0.3 && !isColourful(hex);

/** Role a custom property name suggests: --brand-primary → primary, --color-bg → background … */
export function roleFromName(name: string): BrandColorRole | null {
  const key = name.toLowerCase();
  // Specific words first: --brand-secondary is the secondary colour, not the brand's primary.
  if (/secondary/.test(key)) return 'secondary';
  if (/accent|highlight|cta/.test(key)) return 'accent';
  if (/(^|[-_])(bg|background|surface|paper|canvas)([-_]|$)/.test(key)) return 'background';
  if (/(^|[-_])(text|fg|foreground|ink|body-color|font-color)([-_]|$)/.test(key)) return 'text';
  if (/brand|primary|main-color|theme/.test(key)) return 'primary';
  return null;
}

export type ColorEvidence = {
  /** Colours with a declared role, best first (theme-color, then custom properties, then body rules). */
  declared: Array<{ value: string; role: BrandColorRole; source: string }>;
  /** How often each colour appears in the CSS. */
  counts: Map<string, number>;
};

/**
 * The brand palette: each role (primary, secondary, background, text, accent) at most once, from declared
 * colours first, then filled from the most used colours (colourful → primary/secondary/accent, light →
 * background, dark → text). A colour takes one role only.
 */
export function choosePalette(evidence: ColorEvidence): BrandColor[] {
  const chosen = new Map<BrandColorRole, BrandColor>();
  const used = new Set<string>();
  const take = (role: BrandColorRole, value: string, source: string) => {
    if (chosen.has(role) || used.has(value)) return;
    chosen.set(role, { value, role, source });
    used.add(value);
  };
  for (const color of evidence.declared) take(color.role, color.value, color.source);
  const ranked = [...evidence.counts.entries()].sort((a, b) => b[1] - a[1]).map(([value]) => value);
  for (const value of ranked.filter(isColourful)) {
    for (const role of ['primary', 'secondary', 'accent'] as const) {
      if (!chosen.has(role) && !used.has(value)) take(role, value, 'most used colour in CSS');
    }
  }
  const light = ranked.find((value) => isLight(value) && !used.has(value));
  if (light) take('background', light, 'most used light colour in CSS');
  const dark = ranked.find((value) => isDark(value) && !used.has(value));
  if (dark) take('text', dark, 'most used dark colour in CSS');
  const order: BrandColorRole[] = ['primary', 'secondary', 'background', 'text', 'accent'];
  return order.flatMap((role) => {
    const color = chosen.get(role);
    return color ? [color] : [];
  });
}
