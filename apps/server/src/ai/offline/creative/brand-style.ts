import type { CreativeBlueprintInput } from '@adsmith/domain/drafting/creative-generations';
import type { SelectedAdType } from '@adsmith/domain/creatives/constants';
import type { TextElement } from '@adsmith/domain/creatives/blueprint';
import {
  contrastRatio,
  hexToRgb,
  luminance,
  normalizeHex,
  readableOn,
} from '@adsmith/domain/creatives/colors';
import { defaultTextElements } from '@adsmith/domain/creatives/text-elements';
import { parseGuidelines } from './guidelines';

/** The look of a creative: palette and fonts, from the brand when the crawl found them, else a neutral default. */
export type BrandStyle = {
  primary: string;
  background: string;
  text: string;
  accent: string;
  headingFont: string;
  bodyFont: string;
  /** Where each value came from, for the justification ("brand colours from the site", "user guidelines"). */
  sources: string[];
};

/** Neutral defaults per ad type, so a site without brand signals still gets a considered palette. */
const DEFAULTS: Record<
  'warm' | 'bold' | 'calm',
  Pick<BrandStyle, 'primary' | 'background' | 'text' | 'accent'>
> = {
  warm: { primary: '#1f3a5f', background: '#f7f3ec', text: '#1b1b1b', accent: '#d9822b' },
  bold: { primary: '#b3261e', background: '#fff4e0', text: '#1b1b1b', accent: '#b3261e' },
  calm: { primary: '#1d4e5f', background: '#eef4f3', text: '#14282e', accent: '#2a9d8f' },
};
const MOOD: Record<SelectedAdType, keyof typeof DEFAULTS> = {
  product_showcase: 'warm',
  lifestyle: 'warm',
  social_proof: 'calm',
  promotion: 'bold',
  social_post: 'calm',
  problem_solution: 'calm',
  informational: 'calm',
  feature_callout: 'warm',
  before_after: 'calm',
  lead_magnet: 'bold',
};

/** Two colours a viewer would call the same (RGB distance under 90: "red" and #e30613). */
const near = (a: string, b: string) => {
  const [x, y] = [hexToRgb(a), hexToRgb(b)];
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]) < 90;
};

/**
 * The creative's palette and fonts: user guidelines first (hex colours and font names written in the text), then
 * the crawl's brand signals by role, then the ad type's default. Text colours are checked for contrast against
 * the background, so a brand's light-grey body text does not end up unreadable on its cream background.
 */
export function brandStyleFor(input: CreativeBlueprintInput, type: SelectedAdType): BrandStyle {
  const fallback = DEFAULTS[MOOD[type]];
  const signals = input.brand_signals;
  const guidelines = parseGuidelines(input.additional_brand_guidelines_text);
  // A brand colour the guidelines say to avoid is not used.
  const byRole = (role: string) => {
    const hex = normalizeHex(signals?.colors.find((color) => color.role === role)?.value) ?? undefined;
    return hex && guidelines.avoidColors.some((avoid) => near(avoid, hex)) ? undefined : hex;
  };
  const guideColors = guidelines.colors;
  const guideFont = guidelines.font ?? undefined;
  const sources: string[] = [];
  if (guideColors.length > 0 || guideFont) sources.push('the guidelines you gave');
  if (signals && (signals.colors.length > 0 || signals.fonts.length > 0))
    sources.push(`the colours and fonts of ${input.business.hostname}`);

  const primary = guideColors[0] ?? byRole('primary') ?? fallback.primary;
  const accent = guideColors[1] ?? byRole('accent') ?? byRole('secondary') ?? fallback.accent;
  let background = byRole('background') ?? fallback.background;
  if (contrastRatio(background, primary) < 1.5) background = luminance(primary) > 0.5 ? '#1b1b1b' : '#ffffff';
  const brandText = byRole('text');
  const text =
    brandText && contrastRatio(brandText, background) >= 4.5
      ? brandText
      : readableOn(background) === '#ffffff'
        ? '#ffffff'
        : fallback.text;
  const headlineColor = contrastRatio(primary, background) >= 3 ? primary : text;
  const heading = signals?.fonts.find((font) => font.role === 'heading')?.family ?? signals?.fonts[0]?.family;
  const body = signals?.fonts.find((font) => font.role === 'body')?.family;
  const serifLook = type === 'lifestyle' || type === 'social_proof';
  return {
    primary: headlineColor,
    background,
    text,
    accent,
    headingFont: guideFont ?? heading ?? (serifLook ? 'Playfair Display' : 'Montserrat'),
    bodyFont: body ?? (serifLook ? 'Lora' : 'Inter'),
    sources,
  };
}

/** The text elements a blueprint of this input falls back to (SPEC §5 reset): the ad's exact copy. */
export function resetTextElementsFor(input: CreativeBlueprintInput, style: BrandStyle): TextElement[] {
  return defaultTextElements({
    headline: input.ad.headline,
    description: input.ad.description,
    price: input.product?.price ?? null,
    productName: input.product?.name ?? null,
    ctaLabel: input.ad.cta_label,
    brandName: input.business.name,
    fonts: { heading: style.headingFont, body: style.bodyFont },
    colors: { text: style.primary, muted: style.text },
  });
}
