import type { Blueprint, TextElement } from '@adsmith/domain/creatives/blueprint';
import type { ImageStyle } from '@adsmith/domain/creatives/constants';
import {
  contrastRatio,
  desaturate,
  hexToRgb,
  luminance,
  mix,
  normalizeHex,
  readableOn,
} from '@adsmith/domain/creatives/colors';
import { roleOf } from './typography';

/** The colours the renderer paints with, all taken from (or derived from) the blueprint's palette. */
export type CreativePalette = {
  /** The canvas: a light tint (or the brand's own calm background). */
  background: string;
  /** The other end of the background's subtle vertical gradient. */
  backgroundEnd: string;
  /** The stage under a cut-out product photo and the designed brand panel's base. */
  stage: string;
  /** The brand's strong colour: headline ink on light grounds, the block colour of promotions. */
  brand: string;
  /** Text on the canvas. */
  ink: string;
  /** Secondary text on the canvas. */
  inkMuted: string;
  /** The CTA button and accents (badges, bullets, pattern). */
  accent: string;
  /** The CTA label. */
  accentText: string;
  /** The muted panel of split layouts (problem / before). */
  muted: string;
  /** The card of quote layouts. */
  card: string;
  /** What was changed so the colours fit together (reported with the creative). */
  adjustments: string[];
};

const HEX_IN_TEXT = /#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b/g;

/** Hue (0–360) and saturation (0–1, HSL) of a colour. */
export function hueSat(hex: string): { hue: number; sat: number; light: number } {
  const [r, g, b] = hexToRgb(hex).map((value) => value / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const light = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return { hue: 0, sat: 0, light };
  const sat = delta / (1 - Math.abs(2 * light - 1));
  let hue = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  hue *= 60;
  if (hue < 0) hue += 360;
  return { hue, sat, light };
}

const loud = (hex: string) => {
  const { sat, light } = hueSat(hex);
  return sat > 0.75 && light > 0.3 && light < 0.7;
};
const hueGap = (a: string, b: string) => {
  const gap = Math.abs(hueSat(a).hue - hueSat(b).hue) % 360;
  return gap > 180 ? 360 - gap : gap;
};

/** A colour from hue (0–360), saturation and lightness (0–1). */
function fromHsl(hue: number, sat: number, light: number): string {
  const chroma = (1 - Math.abs(2 * light - 1)) * sat;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = light - chroma / 2;
  const [r, g, b] =
    hue < 60
      ? [chroma, x, 0]
      : hue < 120
        ? [x, chroma, 0]
        : hue < 180
          ? [0, chroma, x]
          : hue < 240
            ? [0, x, chroma]
            : hue < 300
              ? [x, 0, chroma]
              : [chroma, 0, x];
  const hex = (value: number) =>
    Math.round(Math.min(1, Math.max(0, value + m)) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}

/**
 * The admin's style setting on one colour: `vivid` raises saturation by 40 % and deepens the colour by a tenth (more
 * contrast with the light paper), `natural` lowers saturation by 40 % and draws lightness a fifth of the way to
 * 65 % (softer); `default`
 * keeps the colour. Greys stay grey, and the palette's paper (lightness above 85 %) stays the calm background.
 */
export function styledColour(hex: string, style: ImageStyle): string {
  if (style === 'default') return hex;
  const { hue, sat, light } = hueSat(hex);
  if (light > 0.85) return hex;
  const satBy = style === 'vivid' ? 1.4 : 0.6;
  // Vivid colours are deeper (they stand out more from the light paper), natural ones softer.
  const nextLight = style === 'vivid' ? light * 0.9 : light + (0.65 - light) * 0.2;
  return fromHsl(hue, Math.min(1, sat * satBy), sat === 0 ? light : nextLight);
}

/** How a blueprint's colours change: its palette lists, each text element's colour, the CTA's named colours. */
export type Recolouring = {
  primary: (colours: string[]) => string[];
  secondary: (colours: string[]) => string[];
  element: (element: TextElement) => string;
  cta: (hex: string) => string;
};

/** The blueprint with its palette, text colours and the CTA's named colours changed; everything else as it was. */
export function recolouredBlueprint(blueprint: Blueprint, change: Recolouring): Blueprint {
  const step4 = blueprint.step_4_ad_type_specific_blueprint;
  const palette = step4.part_2_visual_execution.color_palette;
  const part3 = step4.part_3_textual_elements_and_typography;
  return {
    ...blueprint,
    step_4_ad_type_specific_blueprint: {
      ...step4,
      part_2_visual_execution: {
        ...step4.part_2_visual_execution,
        color_palette: {
          ...palette,
          primary_colors: change.primary(palette.primary_colors),
          secondary_colors: change.secondary(palette.secondary_colors),
        },
      },
      part_3_textual_elements_and_typography: {
        ...part3,
        text_elements: part3.text_elements.map((element) => ({ ...element, color: change.element(element) })),
        cta_design_details: part3.cta_design_details.replace(HEX_IN_TEXT, change.cta),
      },
    },
  };
}

/** The blueprint with its palette and text colours in the admin's style (before the palette is fitted). */
export function styledBlueprint(blueprint: Blueprint, style: ImageStyle): Blueprint {
  if (style === 'default') return blueprint;
  const recolour = (colour: string) => {
    const hex = normalizeHex(colour);
    return hex ? styledColour(hex, style) : colour;
  };
  return recolouredBlueprint(blueprint, {
    primary: (colours) => colours.map(recolour),
    secondary: (colours) => colours.map(recolour),
    element: (element) => recolour(element.color),
    cta: recolour,
  });
}

/**
 * Colours from the blueprint's palette, checked for fit: the brand colour is the most saturated palette colour
 * that is not a near-white or near-black; the background is the palette's calm light colour or a soft tint of the
 * brand; a second loud colour whose hue clashes with the brand (60–150° apart, both saturated — black, red and
 * lime) is not used for the button, a deeper shade of the brand is. Every text colour reads on its ground (≥ 4.5:1).
 */
export function resolvePalette(blueprint: Blueprint): CreativePalette {
  const step4 = blueprint.step_4_ad_type_specific_blueprint;
  const { primary_colors: primary, secondary_colors: secondary } =
    step4.part_2_visual_execution.color_palette;
  const colours = [...primary, ...secondary]
    .map((colour) => normalizeHex(colour))
    .filter((colour): colour is string => colour !== null);
  const elements = step4.part_3_textual_elements_and_typography.text_elements;
  const headline = normalizeHex(elements.find((element) => roleOf(element) === 'headline')?.color ?? null);
  const adjustments: string[] = [];

  const chromatic = colours.filter(
    (colour) => hueSat(colour).sat > 0.25 && luminance(colour) > 0.02 && luminance(colour) < 0.8,
  );
  const brand =
    (headline && hueSat(headline).sat > 0.25 && luminance(headline) < 0.5 ? headline : null) ??
    chromatic[0] ??
    headline ??
    '#1f3a5f';
  // A light, calm palette colour is the background; a saturated one would fight the photo and the text.
  const calm = colours.find((colour) => luminance(colour) > 0.75 && hueSat(colour).sat < 0.6);
  let background = calm ?? mix(brand, '#ffffff', 0.92);
  if (!calm && colours.some((colour) => luminance(colour) > 0.75))
    adjustments.push(
      'The light palette colour was too saturated for a background; a tint of the brand colour is used.',
    );
  if (luminance(background) < 0.6) background = mix(background, '#ffffff', 0.85);

  // The button: a named CTA colour or the palette's accent, unless it clashes with the brand or vanishes.
  const named = [
    ...step4.part_3_textual_elements_and_typography.cta_design_details.matchAll(HEX_IN_TEXT),
  ].map((match) => normalizeHex(match[0])!);
  const isChromatic = (colour: string) => hueSat(colour).sat > 0.25 && luminance(colour) > 0.02;
  const others = [
    ...secondary.map((colour) => normalizeHex(colour)).filter((colour): colour is string => colour !== null),
    ...chromatic,
    brand,
  ];
  const candidates = [
    ...named,
    ...others.filter(isChromatic),
    ...others.filter((colour) => !isChromatic(colour)),
  ].filter((colour) => colour !== background);
  // The button must stand out from the canvas (its label's own contrast is checked on the pixels).
  let accent = candidates.find(
    (colour) =>
      contrastRatio(colour, background) >= 2.2 &&
      !(
        loud(colour) &&
        loud(brand) &&
        colour !== brand &&
        hueGap(colour, brand) > 60 &&
        hueGap(colour, brand) < 150
      ),
  );
  if (!accent) {
    accent = contrastRatio(brand, background) >= 2.2 ? brand : mix(brand, '#000000', 0.35);
    if (candidates.length > 0)
      adjustments.push(
        'The accent colour clashed with the brand colour or did not stand out; the button uses the brand colour.',
      );
  }
  if (named[0] && accent !== named[0] && !adjustments.length)
    adjustments.push('The button colour named in the plan did not stand out from the background.');

  const ink =
    contrastRatio(brand, background) >= 4.5
      ? brand
      : luminance(background) > 0.4
        ? mix(brand, '#000000', 0.6)
        : '#ffffff';
  const inkMuted =
    contrastRatio(mix(ink, background, 0.25), background) >= 4.5 ? mix(ink, background, 0.25) : ink;
  return {
    background,
    backgroundEnd: mix(background, brand, 0.08),
    stage: mix(brand, '#ffffff', 0.82),
    brand,
    ink,
    inkMuted,
    accent,
    accentText: readableOn(accent),
    muted: desaturate(mix(background, '#7a7a7a', 0.35), 0.85),
    card: '#ffffff',
    adjustments,
  };
}

/** The colour itself when it reads on the ground at the ratio, else black or white (whichever reads). */
export const readableColor = (colour: string | null | undefined, ground: string, ratio = 4.5): string => {
  const hex = normalizeHex(colour ?? null);
  if (hex && contrastRatio(hex, ground) >= ratio) return hex;
  return readableOn(ground);
};
