import { luminance } from '@adsmith/domain/creatives/colors';
import type { LayoutPlan, Rect } from './layout';
import type { CreativePalette } from './palette';

const box = (r: Rect) => `x="${r.x}" y="${r.y}" width="${r.width}" height="${r.height}"`;

/** A soft shadow as two offset translucent rounded rects: far cheaper for resvg than a blur filter. */
const shadow = (r: Rect, radius: number, offset: number) =>
  [1, 2]
    .map((step) => `<rect x="${r.x}" y="${r.y + offset * step}" width="${r.width}" height="${r.height}" rx="${radius}" fill="#000" fill-opacity="0.06"/>`)
    .join('');

/**
 * The shapes under the product and the text, as a plain SVG: background (a subtle vertical gradient of the
 * palette's background, or transparent over a painted scene), split panels, the card, the product card and the
 * scrims that keep text readable on a painted scene. Hand-written SVG keeps this layer cheap to rasterise.
 */
export function decorSvg(plan: LayoutPlan, palette: CreativePalette, options: { hasScene: boolean; textZones: Rect[]; lightText: boolean }): string {
  const { width: W, height: H, base } = plan;
  const parts: string[] = [];
  const defs: string[] = [];
  if (!options.hasScene) {
    defs.push(
      `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.background}"/><stop offset="1" stop-color="${palette.backgroundEnd}"/></linearGradient>`,
    );
    parts.push(`<rect width="${W}" height="${H}" fill="url(#bg)"/>`);
  }
  if (plan.panels) {
    // Full-height halves on 16:9 (text sits on the muted one); rounded panels in the middle band otherwise.
    const [muted, bright] = plan.panels;
    const radius = muted.x === 0 ? 0 : Math.round(base * 0.03);
    const opacity = options.hasScene ? ' fill-opacity="0.6"' : '';
    parts.push(`<rect ${box(muted)} rx="${radius}" fill="${palette.muted}"${opacity}/>`);
    if (radius > 0) parts.push(`<rect ${box(bright)} rx="${radius}" fill="${palette.card}"${opacity}/>`);
  }
  if (options.hasScene) {
    // Scrims fade from the text band outwards, dark under light text and light under dark text.
    const tone = options.lightText ? '#000000' : '#ffffff';
    options.textZones.forEach((zone, index) => {
      const atTop = zone.y + zone.height / 2 < H / 2;
      // Stops must ascend: opaque end at the canvas edge, transparent towards the middle.
      const [start, end] = atTop ? ['0.62', '0'] : ['0', '0.62'];
      defs.push(
        `<linearGradient id="scrim${index}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tone}" stop-opacity="${start}"/><stop offset="1" stop-color="${tone}" stop-opacity="${end}"/></linearGradient>`,
      );
      const y = atTop ? 0 : Math.max(0, zone.y - plan.margin * 2);
      const height = atTop ? Math.min(H, zone.y + zone.height + plan.margin * 2) : H - y;
      parts.push(`<rect x="0" y="${y}" width="${W}" height="${height}" fill="url(#scrim${index})"/>`);
    });
  }
  if (plan.card) {
    const radius = Math.round(base * 0.035);
    parts.push(shadow(plan.card, radius, Math.round(base * 0.006)));
    parts.push(`<rect ${box(plan.card)} rx="${radius}" fill="${palette.card}"/>`);
  }
  if (plan.product) {
    const radius = Math.round(base * 0.03);
    const onCard = plan.card !== null;
    if (!onCard) parts.push(shadow(plan.product, radius, Math.round(base * 0.006)));
    const fill = onCard ? (luminance(palette.card) > 0.9 ? '#f4f4f4' : palette.card) : palette.card;
    parts.push(`<rect ${box(plan.product)} rx="${radius}" fill="${fill}"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs.join('')}</defs>${parts.join('')}</svg>`;
}
