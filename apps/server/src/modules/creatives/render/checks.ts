import { DESIGN_CHECK_NAMES } from '@adsmith/domain/creatives/constants';
import type { CreativeCopy } from './elements';
import { textKey } from './elements';
import type { LayoutPlan, Rect } from './layout';
import type { TextBox } from './text-layer';

/** The design checks every creative passes before it is returned (or is reported failing). */
export const DESIGN_CHECKS = DESIGN_CHECK_NAMES;
export type DesignCheckName = (typeof DESIGN_CHECKS)[number];
export type DesignCheck = { name: DesignCheckName; passed: boolean; detail: string };

/** The largest empty area a creative may have, as a share of the canvas. */
export const EMPTY_AREA_MAX_SHARE = 0.2;
/** A picture smaller than this share of the canvas does not count as the creative's visual. */
export const VISUAL_MIN_SHARE = 0.05;

export type CheckInput = {
  plan: LayoutPlan;
  /** The composed creative without its text: straight RGBA, plan.width × plan.height. */
  base: Buffer;
  /** The text layer as resvg drew it, premultiplied RGBA: the part of the canvas it draws on. */
  text: PixelLayer;
  boxes: TextBox[];
  copy: CreativeCopy;
  /** Non-text parts of the text layer (logo image, monogram): not text, not stray ink. */
  artwork: Rect[];
  /** Where pictures were placed (for the visual and empty-area checks). */
  pictures: Rect[];
  /** The designed brand background stands in for a picture in these rects. */
  designed: Rect[];
  /** Text intentionally on a shape over the picture (the price badge). */
  onPurpose: Rect[];
};

/** Pixels drawn on one part of the canvas: `width` × `height` premultiplied RGBA placed at `left`, `top`. */
export type PixelLayer = { pixels: Uint8Array; left: number; top: number; width: number; height: number };

/** Where the pixel at canvas (x, y) starts in the layer, or -1 when the layer does not cover it (nothing drawn). */
const offsetIn = (layer: PixelLayer, x: number, y: number) => {
  const lx = x - layer.left;
  const ly = y - layer.top;
  return lx >= 0 && ly >= 0 && lx < layer.width && ly < layer.height ? (ly * layer.width + lx) * 4 : -1;
};

export type CheckResult = {
  checks: DesignCheck[];
  lowContrast: TextBox[];
  overflow: boolean;
  crowded: boolean;
  empty: boolean;
  visual: boolean;
};

// sRGB channel → linear light, for the WCAG luminance of sampled pixels.
const LINEAR = Float64Array.from({ length: 256 }, (_v, i) => {
  const c = i / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});
const lum = (r: number, g: number, b: number) =>
  0.2126 * LINEAR[r]! + 0.7152 * LINEAR[g]! + 0.0722 * LINEAR[b]!;

const intersects = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Rect, outer: Rect, tolerance = 2) =>
  inner.x >= outer.x - tolerance &&
  inner.y >= outer.y - tolerance &&
  inner.x + inner.width <= outer.x + outer.width + tolerance &&
  inner.y + inner.height <= outer.y + outer.height + tolerance;
const grow = (r: Rect, by: number): Rect => ({
  x: r.x - by,
  y: r.y - by,
  width: r.width + by * 2,
  height: r.height + by * 2,
});
const containsPoint = (r: Rect, x: number, y: number) =>
  x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height;

/**
 * Contrast of one text box from the pixels: every glyph pixel (text alpha ≥ 90 %) is compared with the composed
 * pixel right behind it, and the 10th percentile of those ratios must reach 4.5:1 (3:1 for large text) — so a busy
 * photo behind part of a line fails even when its average would pass.
 */
function boxContrast(input: CheckInput, box: TextBox): number | null {
  const { plan, base, text } = input;
  const W = plan.width;
  const area = grow(box.rect, Math.round(box.fontSize * 0.3));
  const ratios: number[] = [];
  const step = box.fontSize > 40 ? 2 : 1;
  for (let y = Math.max(0, area.y); y < Math.min(plan.height, area.y + area.height); y += step) {
    for (let x = Math.max(0, area.x); x < Math.min(W, area.x + area.width); x += step) {
      const t = offsetIn(text, x, y);
      if (t < 0) continue;
      const ink = text.pixels;
      const alpha = ink[t + 3]!;
      if (alpha < 230) continue;
      const k = 255 / alpha;
      const inkLum = lum(
        Math.min(255, Math.round(ink[t]! * k)),
        Math.min(255, Math.round(ink[t + 1]! * k)),
        Math.min(255, Math.round(ink[t + 2]! * k)),
      );
      const o = (y * W + x) * 4;
      const ground = lum(base[o]!, base[o + 1]!, base[o + 2]!);
      ratios.push((Math.max(inkLum, ground) + 0.05) / (Math.min(inkLum, ground) + 0.05));
    }
  }
  if (ratios.length === 0) return null;
  ratios.sort((a, b) => a - b);
  return ratios[Math.floor(ratios.length * 0.1)]!;
}

/** Largest all-true rectangle in a grid (histogram method), in cells. */
function largestRectangle(grid: boolean[][]): number {
  const cols = grid[0]?.length ?? 0;
  const heights = new Array<number>(cols).fill(0);
  let best = 0;
  for (const row of grid) {
    row.forEach((empty, index) => (heights[index] = empty ? heights[index]! + 1 : 0));
    const stack: number[] = [];
    for (let i = 0; i <= cols; i += 1) {
      const h = i === cols ? 0 : heights[i]!;
      while (stack.length > 0 && heights[stack.at(-1)!]! >= h) {
        const top = stack.pop()!;
        const left = stack.length > 0 ? stack.at(-1)! + 1 : 0;
        best = Math.max(best, heights[top]! * (i - left));
      }
      stack.push(i);
    }
  }
  return best;
}

/**
 * The automatic design checks, from the pixels and the layout: text contrast against what is behind it, text and
 * CTA inside the canvas and the placement's safe zone, no text running outside its place or over the picture, no
 * text set twice (one headline, at most one price, one CTA), no empty area larger than EMPTY_AREA_MAX_SHARE of the
 * canvas, and a visual (a picture or the designed brand background) present.
 */
export function runDesignChecks(input: CheckInput): CheckResult {
  const { plan, base, text, boxes } = input;
  const W = plan.width;
  const H = plan.height;
  const checks: DesignCheck[] = [];

  // Contrast.
  const lowContrast: TextBox[] = [];
  const measured: string[] = [];
  for (const box of boxes) {
    const ratio = boxContrast(input, box);
    const needed = box.large ? 3 : 4.5;
    if (ratio === null || ratio < needed) lowContrast.push(box);
    measured.push(
      `"${box.item.text.slice(0, 24)}" ${ratio === null ? 'not drawn' : `${ratio.toFixed(1)}:1`} (needs ${needed}:1)`,
    );
  }
  checks.push({ name: 'contrast', passed: lowContrast.length === 0, detail: measured.join('; ') });

  // Ink: where the text layer drew anything, outside the boxes it was given.
  const tolerance = Math.round(plan.base * 0.015);
  const allowed = [...boxes.map((box) => grow(box.rect, tolerance)), ...input.artwork];
  let stray = 0;
  let inkTop = H;
  let inkBottom = 0;
  let inkLeft = W;
  let inkRight = 0;
  // Every second pixel of the canvas, as far as the layer reaches (nothing is drawn outside it).
  const even = (n: number) => n + (n % 2);
  for (let y = even(text.top); y < Math.min(H, text.top + text.height); y += 2) {
    for (let x = even(text.left); x < Math.min(W, text.left + text.width); x += 2) {
      if (text.pixels[offsetIn(text, x, y) + 3]! < 64) continue;
      if (input.artwork.some((r) => containsPoint(r, x, y))) continue;
      inkTop = Math.min(inkTop, y);
      inkBottom = Math.max(inkBottom, y);
      inkLeft = Math.min(inkLeft, x);
      inkRight = Math.max(inkRight, x);
      if (!allowed.some((r) => containsPoint(r, x, y))) stray += 1;
    }
  }
  const inkBox =
    inkBottom >= inkTop
      ? { x: inkLeft, y: inkTop, width: inkRight - inkLeft + 1, height: inkBottom - inkTop + 1 }
      : null;
  const outside = boxes.filter((box) => !inside(box.rect, plan.safe));
  const logoOutside = input.artwork.some((r) => !inside(r, { x: 0, y: 0, width: W, height: H }));
  const safeOk = outside.length === 0 && !logoOutside && (!inkBox || inside(inkBox, plan.safe, tolerance));
  checks.push({
    name: 'safe_zone',
    passed: safeOk,
    detail: safeOk
      ? `All text and the CTA are inside the ${plan.aspectRatio === '9:16' ? 'safe zone (clear of the top 14 % and bottom 35 %)' : 'margins'}.`
      : `Outside the safe area: ${outside.map((box) => `"${box.item.text.slice(0, 24)}"`).join(', ') || 'text ink'}.`,
  });

  // Overlaps: boxes with each other, text over the picture, text running out of its box.
  const crossing: string[] = [];
  boxes.forEach((box, index) => {
    for (const other of boxes.slice(index + 1))
      if (intersects(box.rect, other.rect))
        crossing.push(`"${box.item.text.slice(0, 20)}" and "${other.item.text.slice(0, 20)}"`);
    if (
      !plan.textOnVisual &&
      !input.onPurpose.some((r) => intersects(r, box.rect)) &&
      plan.keepClear.some((r) => intersects(r, box.rect))
    )
      crossing.push(`"${box.item.text.slice(0, 20)}" over the picture`);
  });
  const overflow = stray > 40;
  if (overflow) crossing.push('text runs outside its place');
  checks.push({
    name: 'overlap',
    passed: crossing.length === 0,
    detail:
      crossing.length === 0
        ? 'No text overlaps other text or the picture.'
        : `Overlapping: ${crossing.join('; ')}.`,
  });

  // Duplicates.
  const keys = boxes.map((box) => textKey(box.item.text));
  const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
  const count = (role: string) => boxes.filter((box) => box.item.role === role).length;
  const priceKey = input.copy.price ? textKey(input.copy.price.text) : null;
  const priceTwice = priceKey !== null && keys.filter((key) => key.includes(priceKey)).length > 1;
  const dupOk =
    repeated.length === 0 &&
    count('headline') <= 1 &&
    count('price') <= 1 &&
    count('cta') <= 1 &&
    count('brand') <= 1 &&
    !priceTwice;
  checks.push({
    name: 'duplicate_text',
    passed: dupOk,
    detail: dupOk
      ? 'Every text appears once: one headline, at most one price, one CTA, the brand once.'
      : 'Some text appears more than once.',
  });

  // Empty area: a grid of cells, empty when flat, without text and outside the pictures. A designed brand
  // background counts as a picture where it carries the brand (the logo or initials on it); a bare panel of
  // pattern beside it is empty space however busy its dots.
  const cell = Math.round(plan.base / 12);
  const rows = Math.floor(H / cell);
  const cols = Math.floor(W / cell);
  const grid: boolean[][] = [];
  const centre = (r: Rect) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });
  const carrying = input.designed.filter((d) =>
    input.artwork.some((a) => containsPoint(d, centre(a).x, centre(a).y)),
  );
  // With no mark at all (no logo, no name) the pattern is the visual; beside a panel that carries the brand, a bare one is empty.
  const bare = carrying.length > 0 ? input.designed.filter((d) => !carrying.includes(d)) : [];
  if (carrying.length === 0) carrying.push(...input.designed);
  for (let r = 0; r < rows; r += 1) {
    const row: boolean[] = [];
    for (let c = 0; c < cols; c += 1) {
      const cx = c * cell + cell / 2;
      const cy = r * cell + cell / 2;
      if (
        input.pictures.some((p) => containsPoint(p, cx, cy)) ||
        carrying.some((p) => containsPoint(p, cx, cy))
      ) {
        row.push(false);
        continue;
      }
      const blank = bare.some((p) => containsPoint(p, cx, cy));
      let sum = 0;
      let squares = 0;
      let n = 0;
      let ink = false;
      for (let y = r * cell; y < (r + 1) * cell && !ink; y += 3) {
        for (let x = c * cell; x < (c + 1) * cell; x += 3) {
          const t = offsetIn(text, x, y);
          if (t >= 0 && text.pixels[t + 3]! > 64) {
            ink = true;
            break;
          }
          const o = (y * W + x) * 4;
          const l = base[o]! * 0.3 + base[o + 1]! * 0.59 + base[o + 2]! * 0.11;
          sum += l;
          squares += l * l;
          n += 1;
        }
      }
      const variance = n > 0 ? squares / n - (sum / n) ** 2 : 0;
      row.push(!ink && (blank || variance < 16));
    }
    grid.push(row);
  }
  const emptyShare = rows * cols > 0 ? largestRectangle(grid) / (rows * cols) : 0;
  const emptyOk = emptyShare <= EMPTY_AREA_MAX_SHARE;
  checks.push({
    name: 'empty_area',
    passed: emptyOk,
    detail: `Largest empty area ${Math.round(emptyShare * 100)} % of the canvas (at most ${Math.round(EMPTY_AREA_MAX_SHARE * 100)} %).`,
  });

  // Visual.
  const area = (r: Rect) => r.width * r.height;
  const pictureShare = input.pictures.reduce((sum, r) => sum + area(r), 0) / (W * H);
  const designedShare = input.designed.reduce((sum, r) => sum + area(r), 0) / (W * H);
  const visualOk = pictureShare >= VISUAL_MIN_SHARE || designedShare >= VISUAL_MIN_SHARE;
  checks.push({
    name: 'visual',
    passed: visualOk,
    detail: visualOk
      ? pictureShare >= VISUAL_MIN_SHARE
        ? `A picture covers ${Math.round(pictureShare * 100)} % of the canvas.`
        : `The designed brand background covers ${Math.round(designedShare * 100)} % of the canvas.`
      : 'No picture or designed background large enough.',
  });
  return {
    checks,
    lowContrast,
    overflow: overflow || !safeOk,
    crowded: crossing.length > 0 && !overflow,
    empty: !emptyOk,
    visual: visualOk,
  };
}
