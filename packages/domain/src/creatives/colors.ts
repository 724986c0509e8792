/** Colour arithmetic for creatives (WCAG contrast), shared by the renderer, the offline planner and the editor. */

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** "#ABC" / "#aabbcc" → "#aabbcc"; null for anything that is not a hex colour. */
export function normalizeHex(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (!HEX.test(trimmed)) return null;
  const hex = trimmed.toLowerCase();
  return hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
}

/** [r, g, b] 0–255 of a #rrggbb colour. */
export const hexToRgb = (hex: string): [number, number, number] => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];

const toHex = (channels: number[]) =>
  `#${channels
    .map((value) =>
      Math.round(Math.min(255, Math.max(0, value)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Relative luminance (WCAG 2) of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1–21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** White or near-black, whichever reads better on the background. */
export const readableOn = (background: string): string =>
  contrastRatio('#ffffff', background) >= contrastRatio('#111111', background) ? '#ffffff' : '#111111';

/** The colour mixed towards another by `amount` (0–1), e.g. a shade towards black. */
export function mix(hex: string, towards: string, amount: number): string {
  const from = hexToRgb(hex);
  const to = hexToRgb(towards);
  return toHex(from.map((value, index) => value + (to[index]! - value) * amount));
}

/** The colour with its saturation taken out by `amount` (0–1), for muted "before" / "problem" panels. */
export function desaturate(hex: string, amount: number): string {
  const [r, g, b] = hexToRgb(hex);
  const grey = 0.299 * r + 0.587 * g + 0.114 * b;
  return toHex([r, g, b].map((value) => value + (grey - value) * amount));
}
