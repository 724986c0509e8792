import { z } from 'zod';
import { ASPECT_RATIOS } from '../campaigns/constants';
import { mediaUrlSchema } from '../campaigns/schemas';
import { landingPageSchema } from '../common/urls';
import { ImageLimits } from '../common/constants';
import { engineInfoSchema } from '../story/schemas';
import { blueprintSchema } from './blueprint';
import {
  AD_CREATIVE_TYPES,
  CONTENT_CHECK_NAMES,
  DESIGN_CHECK_NAMES,
  BlueprintLimits,
  IMAGE_QUALITIES,
  IMAGE_SIZES,
  IMAGE_STYLES,
  MediaLimits,
} from './constants';
import { CreativeLimitMessages } from './messages';

/**
 * Request and response bodies of the creative and media routes (SPEC §7 "Creatives and media"). The server
 * validates with these; the web builds its forms and reads responses with the same schemas.
 */

const id = z.string().min(1).max(64);

/** POST /api/media/upload (multipart, one field `file`) → the stored image. */
export const uploadMediaResponseSchema = z.object({
  url: z
    .string()
    .describe('/api/proxy-media/<userId>/<uuid>.<ext>: readable by its owner only (bearer token)'),
  id: z.string().describe('Media id'),
  content_type: z.enum(MediaLimits.acceptedTypes),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type UploadMediaResponse = z.infer<typeof uploadMediaResponseSchema>;

/** The ad as the generator reads it: the wizard may send its whole draft ad; only these fields are used. */
export const blueprintAdDataSchema = z.looseObject({
  id: z.string().max(64).optional(),
  name: z.string().max(500).optional(),
  headline: z.string().max(500).default(''),
  primary_text: z.string().max(2_000).default(''),
  description: z.string().max(500).nullable().optional(),
  call_to_action: z.string().max(40).optional(),
  custom_cta_text: z.string().max(100).nullable().optional(),
  aspect_ratio: z.enum(ASPECT_RATIOS).optional(),
  creative_approach: z.string().max(2_000).optional(),
  value_proposition: z.string().max(2_000).optional(),
});

/** The product shown; `id` (an offering of the hypothesis's website) lets the server use the crawled facts. */
export const blueprintProductSchema = z.looseObject({
  id: z.string().max(64).optional(),
  name: z.string().max(500),
  price: z.string().max(64).nullable().optional(),
  currency: z.string().max(8).nullable().optional(),
  description: z.string().max(5_000).nullable().optional(),
  image_url: z.string().max(2048).nullable().optional(),
  landing_page: landingPageSchema,
  offering_type: z.string().max(20).optional(),
});

/** POST /api/generate-static-ad-blueprint. */
export const generateBlueprintRequestSchema = z.object({
  ad_set_data: z.record(z.string(), z.unknown()).default({}).describe('The ad set (name, audience …)'),
  ad_data: blueprintAdDataSchema.describe('The ad: copy, call to action, aspect ratio'),
  product: blueprintProductSchema.nullable().default(null),
  hypothesis_id: id.describe("One of the user's assumptions: owner check, business, story and brand signals"),
  ad_creative_type: z.enum(AD_CREATIVE_TYPES).default('auto'),
  additional_brand_guidelines_text: z.string().max(BlueprintLimits.guidelinesTextChars).default(''),
  additional_brand_guidelines_images: z
    .array(mediaUrlSchema)
    .max(
      ImageLimits.maxAdditionalBrandGuidelineImages,
      CreativeLimitMessages.maxAdditionalBrandGuidelineImages,
    )
    .default([]),
  additional_product_images: z
    .array(mediaUrlSchema)
    .max(ImageLimits.maxAdditionalProductImages, CreativeLimitMessages.maxAdditionalProductImages)
    .default([]),
});
export type GenerateBlueprintRequest = z.input<typeof generateBlueprintRequestSchema>;

export const generateBlueprintResponseSchema = z.object({
  blueprint: blueprintSchema,
  justification: z.string(),
  /** E.g. the SPEC §5 corrupt-text-elements message when the model's elements were reset. */
  notices: z.array(z.string()),
  engine: engineInfoSchema,
});
export type GenerateBlueprintResponse = z.infer<typeof generateBlueprintResponseSchema>;

/** POST /api/generate-image-prompt. */
export const generateImagePromptRequestSchema = z.object({
  blueprint: blueprintSchema,
  ad_creative_type: z.enum(AD_CREATIVE_TYPES).default('auto'),
});
export type GenerateImagePromptRequest = z.input<typeof generateImagePromptRequestSchema>;
export const generateImagePromptResponseSchema = z.object({
  prompt: z.string().describe('Scene prompt for the image model; the renderer sets all text'),
  engine: engineInfoSchema,
});
export type GenerateImagePromptResponse = z.infer<typeof generateImagePromptResponseSchema>;

/** POST /api/generate-static-ad-image. quality, size and style apply for admins only (SPEC §6). */
export const generateImageRequestSchema = z.object({
  blueprint: blueprintSchema,
  ad_creative_type: z.enum(AD_CREATIVE_TYPES).default('auto'),
  quality: z.enum(IMAGE_QUALITIES).optional().describe('Admins only; default medium'),
  size: z.enum(IMAGE_SIZES).optional().describe('Admins only; default from the aspect ratio (SPEC §9)'),
  style: z.enum(IMAGE_STYLES).optional().describe('Admins only; default "default"'),
  aspect_ratio: z.enum(ASPECT_RATIOS).default('1:1').describe('The ad’s ratio: image_url is this placement'),
  prompt: z
    .string()
    .max(BlueprintLimits.promptChars)
    .optional()
    .describe('Scene prompt (else built from the blueprint)'),
  hypothesis_id: id.optional().describe('Brand logo and name from the crawl of this assumption’s website'),
  ad_id: z.uuid().optional().describe('A saved ad (campaign_ads.id): the creative becomes its media'),
  uploaded_image_url: mediaUrlSchema
    .optional()
    .describe(
      'The image the user uploaded for the ad ("Upload Image"): the creative\'s picture when the offering has no good photo',
    ),
});
export type GenerateImageRequest = z.input<typeof generateImageRequestSchema>;

export const placementImageSchema = z.object({
  aspect_ratio: z.enum(ASPECT_RATIOS),
  width: z.number().int(),
  height: z.number().int(),
  image_url: z.string(),
});
export type PlacementImage = z.infer<typeof placementImageSchema>;

export const imageSettingsSchema = z.object({
  quality: z.enum(IMAGE_QUALITIES),
  size: z.enum(IMAGE_SIZES),
  style: z.enum(IMAGE_STYLES),
});
export type ImageSettings = z.infer<typeof imageSettingsSchema>;

/**
 * The renderer's checks of one placement: design checks (text contrast from the pixels, safe zone, overlaps …) and
 * content checks (no markup, the brand, the offering's price as the site writes it, its own photo, headline, CTA).
 */
export const designCheckSchema = z.object({
  kind: z.enum(['design', 'content']).default('design'),
  name: z.enum([...DESIGN_CHECK_NAMES, ...CONTENT_CHECK_NAMES]),
  passed: z.boolean(),
  detail: z.string(),
});
export const placementChecksSchema = z.object({
  aspect_ratio: z.enum(ASPECT_RATIOS),
  passed: z.boolean(),
  checks: z.array(designCheckSchema),
  /** What the layout changed to pass (another arrangement, a panel behind the text, smaller text). */
  adaptations: z.array(z.string()),
});
export type PlacementChecks = z.infer<typeof placementChecksSchema>;

export const generateImageResponseSchema = z.object({
  image_url: z.string().describe('The creative at the requested aspect ratio (proxy-media URL)'),
  creative_id: z.string(),
  aspect_ratio: z.enum(ASPECT_RATIOS),
  width: z.number().int(),
  height: z.number().int(),
  placements: z.array(placementImageSchema).describe('The same creative at every Meta placement ratio'),
  prompt: z
    .string()
    .nullable()
    .describe('The scene prompt sent to the image model; null when rendered offline'),
  engine: z.object({
    kind: z
      .enum(['renderer', 'model'])
      .describe('renderer: the whole ad rendered; model: painted scene + renderer'),
    label: z.string(),
  }),
  settings: imageSettingsSchema.describe('The settings the generation ran with'),
  notices: z
    .array(z.string())
    .describe('E.g. the product image could not be loaded, a small photo was not enlarged beyond 2×'),
  ad_id: z.string().nullable().describe('The saved ad the creative was stored on'),
  design_checks: z
    .array(placementChecksSchema)
    .default([])
    .describe('The design checks of every placement, in the SPEC ratio order'),
  picture_source: z
    .enum(['offering', 'product_upload', 'ad_upload', 'page', 'site', 'model', 'designed'])
    .default('designed')
    .describe('Where the picture came from; designed = the brand background (no usable photo)'),
});
export type GenerateImageResponse = z.infer<typeof generateImageResponseSchema>;

/** POST /api/ads/:adId/creative: "Use this creative" on a saved ad. */
export const saveAdCreativeRequestSchema = z.object({
  image_url: z.string().max(2048).describe("One of the user's proxy-media URLs"),
});
export const saveAdCreativeResponseSchema = z.object({
  ad_id: z.string(),
  media_url: z.string(),
  image_file_name: z.string().describe('What the export writes in "Image File Name"'),
});
export type SaveAdCreativeResponse = z.infer<typeof saveAdCreativeResponseSchema>;

/** GET /api/creatives/:id. */
export const creativeSchema = z.object({
  id: z.string(),
  ad_id: z.string().nullable(),
  hypothesis_id: z.string().nullable(),
  ad_creative_type: z.string(),
  aspect_ratio: z.enum(ASPECT_RATIOS),
  blueprint: blueprintSchema,
  prompt: z.string().nullable(),
  image_url: z.string(),
  placements: z.array(placementImageSchema),
  settings: imageSettingsSchema,
  engine: z.string(),
  created_at: z.string(),
});
export type Creative = z.infer<typeof creativeSchema>;
