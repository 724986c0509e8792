import sharp from 'sharp';
import type { Blueprint } from '@adsmith/domain/creatives/blueprint';
import { MediaLimits } from '@adsmith/domain/creatives/constants';
import { normalizeHex } from '@adsmith/domain/creatives/colors';
import { hueSat, recolouredBlueprint } from './palette';
import { roleOf } from './typography';

/** How many colours a brand-guideline image gives at most (a brand colour, an accent, a third). */
const MAX_COLOURS = 3;
/** A colour covering less than this share of an image's opaque pixels is a detail, not a brand colour. */
const MIN_SHARE = 0.03;

const hex = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/**
 * The brand colours of brand-guideline images (a style sheet, a logo, a colour swatch page): each image read at
 * 64 px, its opaque pixels binned by colour (4 bits a channel), white, black and greys set aside, and the most
 * frequent colours — averaged within their bin, a bin next to an already-chosen hue merged into it — returned in
 * order of area. Empty when the images hold no colour (a black-and-white logo keeps the blueprint's palette).
 */
export async function guidelineColours(images: Buffer[]): Promise<string[]> {
  const bins = new Map<number, { count: number; r: number; g: number; b: number }>();
  let opaque = 0;
  for (const bytes of images) {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: MediaLimits.maxInputPixels,
      failOn: 'error',
    })
      .resize(64, 64, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
      .catch(() => ({ data: Buffer.alloc(0), info: { channels: 4 } }));
    for (let offset = 0; offset + 3 < data.length; offset += info.channels) {
      if (data[offset + 3]! < 128) continue;
      opaque += 1;
      const [r, g, b] = [data[offset]!, data[offset + 1]!, data[offset + 2]!];
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      // Paper, ink and greys are the page, not the brand.
      if (max - min < 28 || max < 30) continue;
      const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
      const bin = bins.get(key) ?? { count: 0, r: 0, g: 0, b: 0 };
      bin.count += 1;
      bin.r += r;
      bin.g += g;
      bin.b += b;
      bins.set(key, bin);
    }
  }
  const ranked = [...bins.values()]
    .filter((bin) => opaque > 0 && bin.count / opaque >= MIN_SHARE)
    .sort((a, b) => b.count - a.count)
    .map((bin) => hex(bin.r / bin.count, bin.g / bin.count, bin.b / bin.count));
  const chosen: string[] = [];
  for (const colour of ranked) {
    const { hue, light } = hueSat(colour);
    const near = chosen.some((other) => {
      const gap = Math.abs(hueSat(other).hue - hue) % 360;
      return Math.min(gap, 360 - gap) < 24 && Math.abs(hueSat(other).light - light) < 0.2;
    });
    if (!near) chosen.push(colour);
    if (chosen.length === MAX_COLOURS) break;
  }
  return chosen;
}

/**
 * The blueprint in the guideline's colours: the first is the brand colour (the palette's first, and the headline,
 * brand line and price where they wore the old brand colour), the others the secondary colours (the button's). The
 * palette's light colours stay as the background. Unchanged without colours.
 */
export function withGuidelineColours(blueprint: Blueprint, colours: string[]): Blueprint {
  if (colours.length === 0) return blueprint;
  const palette = blueprint.step_4_ad_type_specific_blueprint.part_2_visual_execution.color_palette;
  const oldBrand = normalizeHex(palette.primary_colors[0] ?? null);
  const [brand, ...others] = colours as [string, ...string[]];
  const light = [...palette.primary_colors, ...palette.secondary_colors].filter(
    (colour) => normalizeHex(colour) && hueSat(normalizeHex(colour)!).light > 0.85,
  );
  return recolouredBlueprint(blueprint, {
    primary: () => [brand, ...light.slice(0, 1)],
    secondary: (colours) => (others.length > 0 ? others : colours),
    element: (element) =>
      ['headline', 'brand', 'price'].includes(roleOf(element)) &&
      oldBrand !== null &&
      normalizeHex(element.color) === oldBrand
        ? brand
        : element.color,
    // The button takes the guideline's accent, not a colour the plan named before.
    cta: (hex) => others[0] ?? hex,
  });
}
