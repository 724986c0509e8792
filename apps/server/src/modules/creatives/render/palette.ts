import type { Blueprint } from '@adsmith/domain/creatives/blueprint';
import { contrastRatio, desaturate, luminance, mix, normalizeHex, readableOn } from '@adsmith/domain/creatives/colors';
import { roleOf } from './typography';

/** The colours the renderer paints with, all taken from (or derived from) the blueprint's palette. */
export type CreativePalette = {
  background: string;
  /** The other end of the background's subtle vertical gradient. */
  backgroundEnd: string;
  /** The card behind the product (light, so product photos on white sit well). */
  card: string;
  /** The CTA button. */
  cta: string;
  /** The muted panel of split layouts (problem / before). */
  muted: string;
};

const HEX_IN_TEXT = /#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b/g;

/**
 * Background, button and panel colours from the blueprint: the background is the palette colour that contrasts
 * most with the headline's colour (so the headline always reads), the button takes the first hex named in the
 * CTA design that differs from the background, else the palette colour that contrasts most with the background.
 */
export function resolvePalette(blueprint: Blueprint): CreativePalette {
  const step4 = blueprint.step_4_ad_type_specific_blueprint;
  const { primary_colors: primary, secondary_colors: secondary } = step4.part_2_visual_execution.color_palette;
  const colours = [...primary, ...secondary].map((colour) => normalizeHex(colour)).filter((colour): colour is string => colour !== null);
  const elements = step4.part_3_textual_elements_and_typography.text_elements;
  const headline = normalizeHex(elements.find((element) => roleOf(element) === 'headline')?.color ?? elements[0]?.color) ?? '#111111';

  const byContrast = (against: string, candidates: string[]) =>
    candidates.reduce<string | null>((best, colour) => (best === null || contrastRatio(colour, against) > contrastRatio(best, against) ? colour : best), null);
  let background = byContrast(headline, colours) ?? '#ffffff';
  if (contrastRatio(background, headline) < 2) background = readableOn(headline) === '#ffffff' ? '#ffffff' : '#151515';

  const named = [...step4.part_3_textual_elements_and_typography.cta_design_details.matchAll(HEX_IN_TEXT)]
    .map((match) => normalizeHex(match[0])!)
    .find((colour) => contrastRatio(colour, background) >= 1.5);
  const others = colours.filter((colour) => colour !== background);
  let cta = named ?? byContrast(background, [...secondary.map((c) => normalizeHex(c)!).filter(Boolean), ...others]) ?? headline;
  if (contrastRatio(cta, background) < 1.5) cta = headline;

  const isLight = luminance(background) > 0.4;
  return {
    background,
    backgroundEnd: mix(background, isLight ? '#000000' : '#ffffff', 0.07),
    card: isLight ? '#ffffff' : mix(background, '#ffffff', 0.9),
    cta,
    muted: desaturate(mix(background, '#8a8a8a', 0.35), 0.8),
  };
}

/** The element's own colour unless it would nearly vanish on its background (then black or white). */
export const legibleColor = (colour: string, background: string): string => {
  const hex = normalizeHex(colour) ?? '#111111';
  return contrastRatio(hex, background) < 1.6 ? readableOn(background) : hex;
};
