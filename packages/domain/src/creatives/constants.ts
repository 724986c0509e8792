/**
 * Constants of static image creatives (SPEC §9 "Ad types for static creatives" and "Image generation", §5 images)
 * and of the media the server accepts. Shared by server and web.
 */
import type { AspectRatio } from '../campaigns/constants';

/** SPEC §9 ad types, `auto` first: the server then chooses by rules (or the model) from the ad and business. */
export const AD_CREATIVE_TYPES = [
  'auto',
  'product_showcase',
  'lifestyle',
  'social_proof',
  'promotion',
  'social_post',
  'problem_solution',
  'informational',
  'feature_callout',
  'before_after',
  'lead_magnet',
] as const;
export type AdCreativeType = (typeof AD_CREATIVE_TYPES)[number];

/** The types a blueprint can settle on (everything but `auto`). */
export const SELECTED_AD_TYPES = AD_CREATIVE_TYPES.filter(
  (type): type is Exclude<AdCreativeType, 'auto'> => type !== 'auto',
);
export type SelectedAdType = Exclude<AdCreativeType, 'auto'>;

export const AdCreativeTypeLabels: Record<AdCreativeType, string> = {
  auto: 'Auto (best fit)',
  product_showcase: 'Product showcase',
  lifestyle: 'Lifestyle',
  social_proof: 'Social proof',
  promotion: 'Promotion',
  social_post: 'Social post',
  problem_solution: 'Problem / solution',
  informational: 'Informational',
  feature_callout: 'Feature callout',
  before_after: 'Before / after',
  lead_magnet: 'Lead magnet',
};

/** SPEC §9 image generation settings; the defaults are what non-admins always get (SPEC §6). */
export const IMAGE_QUALITIES = ['high', 'medium', 'low'] as const;
export type ImageQuality = (typeof IMAGE_QUALITIES)[number];
export const IMAGE_SIZES = ['1024x1024', '1536x1024', '1024x1536', 'auto'] as const;
export type ImageSizeSetting = (typeof IMAGE_SIZES)[number];
export const IMAGE_STYLES = ['default', 'vivid', 'natural'] as const;
export type ImageStyle = (typeof IMAGE_STYLES)[number];
export const ImageSettingDefaults = { quality: 'medium', style: 'default' } as const satisfies {
  quality: ImageQuality;
  style: ImageStyle;
};

/** Meta placement sizes in pixels: one blueprint renders at every one of them. */
export const PLACEMENT_SIZES: Record<AspectRatio, { width: number; height: number }> = {
  '1:1': { width: 1080, height: 1080 },
  '4:5': { width: 1080, height: 1350 },
  '9:16': { width: 1080, height: 1920 },
  '16:9': { width: 1920, height: 1080 },
};

/** Text element fields with a fixed vocabulary (the renderer acts on them). */
export const TEXT_CASES = ['uppercase', 'lowercase', 'title', 'sentence', 'none'] as const;
export type TextCase = (typeof TEXT_CASES)[number];
export const TEXT_ALIGNMENTS = ['left', 'center', 'right'] as const;
export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];

/** What uploads may be: SPEC §5 types, decided by the file's bytes; caps checked before anything is decoded. */
export const MediaLimits = {
  maxUploadBytes: 10 * 1024 * 1024,
  /** Width × height read from the header; sharp's own default (268 MP) would let a pixel bomb through. */
  maxInputPixels: 40_000_000,
  acceptedTypes: ['image/png', 'image/jpeg', 'image/webp'],
} as const;
export type AcceptedImageType = (typeof MediaLimits.acceptedTypes)[number];

/** Limits on blueprint requests besides the SPEC §5 image counts. */
export const BlueprintLimits = {
  guidelinesTextChars: 2_000,
  maxTextElements: 8,
  textContentChars: 200,
  fieldChars: 2_000,
  maxPaletteColors: 6,
  promptChars: 4_000,
} as const;

/** Seconds an image generation may take (SPEC §7: 180 s). */
export const IMAGE_GENERATION_TIMEOUT_MS = 180_000;

/** The renderer's design checks of a placement (geometry and pixels). */
export const DESIGN_CHECK_NAMES = [
  'contrast',
  'safe_zone',
  'overlap',
  'duplicate_text',
  'empty_area',
  'visual',
] as const;
/**
 * The renderer's content checks of a placement (what a person reads; language only when the ad's is known, the logo's
 * provenance only when the crawl recorded where the page showed it).
 */
export const CONTENT_CHECK_NAMES = [
  'clean_text',
  'brand',
  'price',
  'photo',
  'headline',
  'cta',
  'language',
  'logo',
] as const;
