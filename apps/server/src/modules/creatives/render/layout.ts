import type { SelectedAdType } from '@adsmith/domain/creatives/constants';
import type { Zone } from './typography';

export type Rect = { x: number; y: number; width: number; height: number };
export type LayoutFamily = 'hero' | 'scene' | 'split' | 'card';

/** How each SPEC §9 ad type is laid out. */
export const LAYOUT_OF: Record<SelectedAdType, LayoutFamily> = {
  product_showcase: 'hero',
  promotion: 'hero',
  lead_magnet: 'hero',
  feature_callout: 'hero',
  informational: 'hero',
  lifestyle: 'scene',
  social_post: 'card',
  social_proof: 'card',
  problem_solution: 'split',
  before_after: 'split',
};

/** Where everything goes on one canvas; computed, not measured, so tests know where to look. */
export type LayoutPlan = {
  family: LayoutFamily;
  width: number;
  height: number;
  /** The short side: font sizes scale with it, so 1:1 and 9:16 read the same. */
  base: number;
  margin: number;
  zones: Record<Zone, Rect>;
  /** Whether the middle band is free for text (else middle elements join the top band). */
  middleIsText: boolean;
  /** Text-only layouts centre the top band's text in the space the product would take. */
  topJustify: 'flex-start' | 'center';
  product: Rect | null;
  logo: Rect | null;
  /** The rounded card of the card family. */
  card: Rect | null;
  /** Split layouts: the muted (problem / before) panel, then the bright one. */
  panels: [Rect, Rect] | null;
};

const rect = (x: number, y: number, width: number, height: number): Rect => ({
  x: Math.round(x),
  y: Math.round(y),
  width: Math.max(1, Math.round(width)),
  height: Math.max(1, Math.round(height)),
});

/** Centred square-ish box for the product inside an area, at most `max` of the short side. */
function productBox(area: Rect, max: number): Rect {
  const side = Math.min(area.width, area.height, max);
  return rect(area.x + (area.width - side) / 2, area.y + (area.height - side) / 2, side, side);
}

/** Heights the text of the top and bottom bands asks for at its requested sizes (CTA included). */
export type TextNeeds = { top: number; bottom: number };

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/**
 * The layout of one placement: text bands (top, middle, bottom), the product box, logo, card or panels. Portrait
 * and square canvases stack text / product / text, each band as tall as its text needs within limits, the product
 * taking the rest; 16:9 puts the text in a left column and the product on the right. Without a product the top
 * band takes the middle too and its text is centred.
 */
export function planLayout(
  type: SelectedAdType,
  size: { width: number; height: number },
  options: { hasProduct: boolean; hasLogo: boolean; needs?: TextNeeds },
): LayoutPlan {
  const family = LAYOUT_OF[type];
  const { width: W, height: H } = size;
  const base = Math.min(W, H);
  const margin = Math.round(base * 0.06);
  const inset = family === 'card' ? rect(margin * 0.6, margin * 0.6, W - margin * 1.2, H - margin * 1.2) : rect(0, 0, W, H);
  const pad = family === 'card' ? margin * 0.8 : margin;
  const inner = rect(inset.x + pad, inset.y + pad, inset.width - pad * 2, inset.height - pad * 2);
  const logoSize = Math.round(base * 0.06);
  const logo = options.hasLogo ? rect(inner.x, inner.y, logoSize * 3, logoSize) : null;
  const top0 = logo ? inner.y + logoSize + Math.round(margin * 0.4) : inner.y;
  const gap = Math.round(base * 0.03);
  const avail = inner.y + inner.height - top0;
  const landscape = W > H * 1.2;
  // A painted scene is the hero of a scene layout: its text stays at the edges even without a product.
  const textOnly = !options.hasProduct && family !== 'split' && family !== 'scene';

  let zones: Record<Zone, Rect>;
  let product: Rect | null = null;
  let panels: [Rect, Rect] | null = null;
  // Split layouts keep the text on the muted half; others give the text a little more than half.
  const columnWidth = landscape ? (family === 'split' ? W / 2 - inner.x - margin / 2 : inner.width * 0.52) : inner.width;
  const bottomH = clamp(options.needs?.bottom ?? avail * 0.24, avail * (landscape ? 0.25 : 0.14), avail * (landscape ? 0.5 : 0.36));
  const topMax = avail - bottomH - gap - (textOnly || landscape ? 0 : avail * 0.34);
  const topH = textOnly ? avail - bottomH - gap : clamp(options.needs?.top ?? avail * 0.24, avail * 0.12, Math.min(topMax, avail * (landscape ? 0.6 : 0.42)));
  const top = rect(inner.x, top0, columnWidth, topH);
  const bottom = rect(inner.x, inner.y + inner.height - bottomH, columnWidth, bottomH);
  const middle = rect(inner.x, top.y + top.height + gap, columnWidth, bottom.y - gap - (top.y + top.height + gap));
  zones = { top, middle, bottom };
  if (landscape) {
    const right = rect(inner.x + columnWidth + margin, inner.y, inner.width - columnWidth - margin, inner.height);
    if (options.hasProduct) product = productBox(right, base);
    if (family === 'split') panels = [rect(0, 0, W / 2, H), rect(W / 2, 0, W - W / 2, H)];
  } else if (family === 'split') {
    const half = (inner.width - gap) / 2;
    panels = [rect(inner.x, middle.y, half, middle.height), rect(inner.x + half + gap, middle.y, half, middle.height)];
    zones = { ...zones, middle: rect(panels[0].x + gap, middle.y + gap, half - gap * 2, middle.height - gap * 2) };
    if (options.hasProduct) product = productBox(rect(panels[1].x + gap / 2, middle.y + gap / 2, half - gap, middle.height - gap), base);
  } else if (options.hasProduct) {
    const tall = H / W;
    product = productBox(middle, base * (family === 'scene' ? 0.55 : tall > 1.5 ? 0.85 : tall > 1.1 ? 0.72 : 0.66));
  }
  return {
    family,
    width: W,
    height: H,
    base,
    margin,
    zones,
    middleIsText: family === 'split' || landscape,
    topJustify: textOnly ? 'center' : 'flex-start',
    product,
    logo,
    card: family === 'card' ? inset : null,
    panels,
  };
}
