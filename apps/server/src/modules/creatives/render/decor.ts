import type { LayoutPlan, Rect, Surface } from './layout';
import type { CreativePalette } from './palette';

const box = (r: Rect) => `x="${r.x}" y="${r.y}" width="${r.width}" height="${r.height}"`;
const svg = (plan: LayoutPlan, defs: string[], parts: string[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${plan.width}" height="${plan.height}" viewBox="0 0 ${plan.width} ${plan.height}"><defs>${defs.join('')}</defs>${parts.join('')}</svg>`;

/** A soft shadow as offset translucent rounded rects: far cheaper for resvg than a blur filter. */
const shadow = (r: Rect, radius: number, offset: number) =>
  [1, 2, 3]
    .map(
      (step) =>
        `<rect x="${r.x - step}" y="${r.y + offset * step}" width="${r.width + step * 2}" height="${r.height}" rx="${radius + step}" fill="#000" fill-opacity="0.05"/>`,
    )
    .join('');

const fillOf = (surface: Surface, palette: CreativePalette) =>
  ({
    stage: palette.stage,
    card: palette.card,
    muted: palette.muted,
    brand: palette.brand,
    background: palette.background,
  })[surface.fill];

/** A dot grid as one path of zero-length round-capped strokes: one shape for resvg instead of a pattern fill. */
function dotGrid(area: Rect, spacing: number, size: number): string {
  const moves: string[] = [];
  for (let y = area.y + spacing / 2; y < area.y + area.height; y += spacing) {
    for (let x = area.x + spacing / 2; x < area.x + area.width; x += spacing)
      moves.push(`M${Math.round(x)} ${Math.round(y)}h0`);
  }
  return `<path d="${moves.join('')}" stroke="#ffffff" stroke-opacity="0.28" stroke-width="${size}" stroke-linecap="round"/>`;
}

/**
 * The designed brand background for a picture slot with no picture, as an SVG the size of the slot (its edges
 * clip the shapes, no clip path needed): the brand colour, large soft circles and a ring in the accent colour, a
 * dot grid — the logo (or the brand's initials) goes on top. `muted` gives the greyed "before / problem" version.
 * Flat fills only: gradients over large areas cost resvg more than the whole rest of the creative.
 */
export function brandPatternSvg(
  slot: Rect,
  radius: number,
  palette: CreativePalette,
  muted: boolean,
  focus?: { x: number; y: number },
): string {
  const { width: w, height: h } = slot;
  const fill = muted ? palette.muted : palette.brand;
  const accent = muted ? '#ffffff' : palette.accent;
  const short = Math.min(w, h);
  const dot = Math.max(14, Math.round(short / 16));
  const fx = (focus?.x ?? slot.x + w / 2) - slot.x;
  const fy = (focus?.y ?? slot.y + h / 2) - slot.y;
  const parts = [
    `<rect width="${w}" height="${h}" fill="${fill}"/>`,
    `<circle cx="${Math.round(w - short * 0.12)}" cy="${Math.round(short * 0.1)}" r="${Math.round(short * 0.42)}" fill="${accent}" fill-opacity="${muted ? 0.12 : 0.4}"/>`,
    `<circle cx="${Math.round(short * 0.05)}" cy="${Math.round(h - short * 0.02)}" r="${Math.round(short * 0.36)}" fill="#ffffff" fill-opacity="0.14"/>`,
    `<circle cx="${Math.round(w * 0.8)}" cy="${Math.round(h * 0.92)}" r="${Math.round(short * 0.2)}" fill="#000000" fill-opacity="0.08"/>`,
    dotGrid({ x: 0, y: 0, width: w, height: h }, dot * 2, Math.max(4, Math.round(dot * 0.24))),
    `<circle cx="${Math.round(fx)}" cy="${Math.round(fy)}" r="${Math.round(short * 0.3)}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${Math.max(3, Math.round(short * 0.012))}"/>`,
  ];
  const body =
    radius > 0
      ? `<defs><clipPath id="r"><rect width="${w}" height="${h}" rx="${radius}"/></clipPath></defs><g clip-path="url(#r)">${parts.join('')}</g>`
      : parts.join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

export type DecorOptions = {
  /** A tile for the large logo on the designed background. */
  logoTile: Rect | null;
  /** A contained product's footprint: a soft floor shadow goes under it. */
  floor: Rect | null;
  /** Solid panels behind text added when a contrast check failed. */
  textPanels: { rect: Rect; fill: string }[];
  /** The scrim colour for text on the picture. */
  scrim: 'dark' | 'light' | null;
  cta: Rect | null;
  bullets: { cx: number; cy: number; r: number }[];
};

/** The canvas's flat colour, under everything: the brand colour on a brand-coloured canvas, else the background. */
export const groundOf = (plan: LayoutPlan, palette: CreativePalette) =>
  plan.canvas === 'brand' ? palette.brand : palette.background;

/**
 * The layer under the picture, on the canvas's ground (groundOf, which the renderer fills itself): stages, panels,
 * the brand canvas's circles, the logo's plate, floor shadows.
 */
export function underSvg(plan: LayoutPlan, palette: CreativePalette, options: DecorOptions): string {
  const { width: W, height: H, base } = plan;
  const defs: string[] = [];
  const parts: string[] = [];
  if (plan.canvas === 'brand') {
    // Two large, quiet circles give the block depth without competing with the text.
    parts.push(
      `<circle cx="${Math.round(W * 0.08)}" cy="${Math.round(H * 0.92)}" r="${Math.round(base * 0.34)}" fill="#ffffff" fill-opacity="0.07"/>`,
    );
    parts.push(
      `<circle cx="${Math.round(W * 0.95)}" cy="${Math.round(H * 0.05)}" r="${Math.round(base * 0.22)}" fill="${palette.accent}" fill-opacity="0.25"/>`,
    );
  }
  for (const surface of plan.surfaces.filter((item) => !item.over)) {
    if (surface.shadow) parts.push(shadow(surface.rect, surface.radius, Math.round(base * 0.005)));
    parts.push(`<rect ${box(surface.rect)} rx="${surface.radius}" fill="${fillOf(surface, palette)}"/>`);
  }
  if (options.logoTile) {
    const tile = options.logoTile;
    parts.push(shadow(tile, Math.round(tile.height * 0.12), Math.round(base * 0.004)));
    parts.push(`<rect ${box(tile)} rx="${Math.round(tile.height * 0.12)}" fill="#ffffff"/>`);
  }
  if (options.floor) {
    const f = options.floor;
    parts.push(
      `<ellipse cx="${f.x + f.width / 2}" cy="${f.y + f.height}" rx="${Math.round(f.width * 0.42)}" ry="${Math.max(4, Math.round(f.height * 0.05))}" fill="#000" fill-opacity="0.10"/>`,
    );
  }
  return svg(plan, defs, parts);
}

/** Two filled quotation marks (“) drawn as shapes: a disc with a tail each. */
function quoteMarks(r: Rect, colour: string): string {
  const d = r.height * 0.5;
  const mark = (x: number) =>
    `<circle cx="${x + d / 2}" cy="${r.y + r.height - d / 2}" r="${d / 2}" fill="${colour}"/><path d="M ${x + d * 0.05} ${r.y + r.height - d / 2} Q ${x + d * 0.05} ${r.y + r.height * 0.1} ${x + d * 0.95} ${r.y} L ${x + d * 0.95} ${r.y + r.height * 0.16} Q ${x + d * 0.45} ${r.y + r.height * 0.3} ${x + d * 0.5} ${r.y + r.height - d / 2} Z" fill="${colour}"/>`;
  return mark(r.x) + mark(r.x + d * 1.25);
}

/** The layer over the picture: scrims, cards, badge, quote marks, the split arrow, bullets and the CTA button. */
export function overSvg(plan: LayoutPlan, palette: CreativePalette, options: DecorOptions): string {
  const { width: W, height: H, base } = plan;
  const defs: string[] = [];
  const parts: string[] = [];
  if (options.scrim && plan.textOnVisual) {
    const tone = options.scrim === 'dark' ? '#000000' : '#ffffff';
    const t = plan.text;
    if (W > H * 1.2) {
      defs.push(
        `<linearGradient id="scrim" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${tone}" stop-opacity="0.72"/><stop offset="0.7" stop-color="${tone}" stop-opacity="0.45"/><stop offset="1" stop-color="${tone}" stop-opacity="0"/></linearGradient>`,
      );
      parts.push(
        `<rect x="0" y="0" width="${Math.min(W, t.x + t.width + plan.margin * 3)}" height="${H}" fill="url(#scrim)"/>`,
      );
    } else {
      const top = Math.max(0, t.y - base * 0.2);
      const bottom = Math.min(H, t.y + t.height + base * 0.12);
      const toEdge = bottom > H * 0.85;
      const end = toEdge ? H : Math.min(H, bottom + base * 0.2);
      const solid = (bottom - top) / (end - top);
      defs.push(
        `<linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tone}" stop-opacity="0"/><stop offset="${(0.25 * solid).toFixed(3)}" stop-color="${tone}" stop-opacity="0.62"/><stop offset="${solid.toFixed(3)}" stop-color="${tone}" stop-opacity="0.7"/><stop offset="1" stop-color="${tone}" stop-opacity="${toEdge ? 0.7 : 0}"/></linearGradient>`,
      );
      parts.push(
        `<rect x="0" y="${Math.round(top)}" width="${W}" height="${Math.round(end - top)}" fill="url(#scrim)"/>`,
      );
    }
  }
  for (const surface of plan.surfaces.filter((item) => item.over)) {
    if (surface.shadow) parts.push(shadow(surface.rect, surface.radius, Math.round(base * 0.006)));
    parts.push(`<rect ${box(surface.rect)} rx="${surface.radius}" fill="${fillOf(surface, palette)}"/>`);
  }
  for (const panel of options.textPanels) {
    const pad = Math.round(base * 0.03);
    parts.push(
      `<rect x="${panel.rect.x - pad}" y="${panel.rect.y - pad}" width="${panel.rect.width + pad * 2}" height="${panel.rect.height + pad * 2}" rx="${Math.round(base * 0.025)}" fill="${panel.fill}" fill-opacity="0.92"/>`,
    );
  }
  if (plan.quoteMark) parts.push(quoteMarks(plan.quoteMark, palette.accent));
  if (plan.arrow) {
    const a = plan.arrow;
    const c = { x: a.x + a.width / 2, y: a.y + a.height / 2 };
    const s = a.width * 0.2;
    parts.push(
      `<circle cx="${c.x}" cy="${c.y}" r="${a.width / 2}" fill="${palette.accent}" stroke="#ffffff" stroke-width="${Math.round(base * 0.008)}"/>`,
    );
    parts.push(
      `<path d="M ${c.x - s * 0.6} ${c.y - s} L ${c.x + s * 0.7} ${c.y} L ${c.x - s * 0.6} ${c.y + s}" fill="none" stroke="${palette.accentText}" stroke-width="${Math.round(a.width * 0.09)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }
  if (plan.badge) {
    const b = plan.badge;
    parts.push(shadow({ ...b, x: b.x, y: b.y }, b.width / 2, Math.round(base * 0.004)));
    parts.push(
      `<circle cx="${b.x + b.width / 2}" cy="${b.y + b.height / 2}" r="${b.width / 2}" fill="${palette.accent}" stroke="#ffffff" stroke-width="${Math.round(base * 0.008)}"/>`,
    );
  }
  for (const bullet of options.bullets)
    parts.push(`<circle cx="${bullet.cx}" cy="${bullet.cy}" r="${bullet.r}" fill="${palette.accent}"/>`);
  if (options.cta) {
    const c = options.cta;
    parts.push(shadow(c, Math.round(c.height / 2), Math.round(base * 0.003)));
    parts.push(`<rect ${box(c)} rx="${Math.round(c.height / 2)}" fill="${palette.accent}"/>`);
  }
  return svg(plan, defs, parts);
}
