import { z } from 'zod';
import { ASPECT_RATIOS } from '../campaigns/constants';
import { blueprintSchema, textElementSchema, type Blueprint, type TextElement } from '../creatives/blueprint';
import { AD_CREATIVE_TYPES } from '../creatives/constants';

/**
 * Input and output contracts of the creative generations (SPEC §3 Blueprint, §7 "Creatives and media"). The
 * blueprint itself is defined in creatives/blueprint.ts; the service hands the engines typed, owner-checked facts.
 */

export { blueprintSchema, textElementSchema };
export type { Blueprint, TextElement };

export const brandSignalsInputSchema = z.object({
  site_name: z.string().nullable(),
  logo_url: z.string().nullable(),
  colors: z
    .array(z.object({ value: z.string(), role: z.string() }))
    .describe('Lower-case #rrggbb with its role'),
  fonts: z
    .array(z.object({ family: z.string(), role: z.string().nullable() }))
    .describe('heading / body fonts'),
});
export type BrandSignalsInput = z.infer<typeof brandSignalsInputSchema>;

/** What the business profile offers a creative: a real testimonial or rating, a real offer, real features. */
export const creativeMaterialSchema = z.object({
  testimonial: z.object({ quote: z.string(), author: z.string().nullable() }).nullable(),
  /** A rating as the site states it, e.g. "4.9/5 (120)". */
  rating: z.string().nullable(),
  offer: z.string().nullable(),
  features: z.array(z.string()).max(3),
});
export type CreativeMaterial = z.infer<typeof creativeMaterialSchema>;

export const creativeBlueprintInputSchema = z.object({
  business: z.object({
    name: z.string(),
    hostname: z.string(),
    offering_type: z.enum(['services', 'products', 'mixed']),
  }),
  brand_story: z.string().describe('The saved brand story'),
  hypothesis: z.object({ hypothesis: z.string(), strategic_approach: z.string() }),
  ad_set: z.object({ name: z.string(), audience: z.string() }).describe('The ad set name and who it targets'),
  ad: z.object({
    headline: z.string(),
    primary_text: z.string(),
    description: z.string(),
    call_to_action: z.string(),
    cta_label: z.string().describe('The button text'),
    aspect_ratio: z.enum(ASPECT_RATIOS),
    creative_approach: z.string(),
  }),
  product: z
    .object({
      name: z.string(),
      price: z.string().nullable().describe('As shown, e.g. "$34.00"'),
      description: z.string().nullable(),
      image_url: z.string().nullable(),
      offering_type: z.enum(['service', 'product']),
    })
    .nullable()
    .describe('The product shown'),
  ad_creative_type: z.enum(AD_CREATIVE_TYPES).describe('auto or one of the SPEC §9 ad types'),
  additional_brand_guidelines_text: z.string().describe('Extra guidance from the user'),
  additional_brand_guidelines_images: z.array(z.string()).describe('Up to 5 image URLs'),
  additional_product_images: z.array(z.string()).describe('Up to 5 image URLs'),
  brand_signals: brandSignalsInputSchema
    .nullable()
    .describe('Brand colours, fonts and logo found by the crawl'),
  material: creativeMaterialSchema
    .optional()
    .describe('Real proof, offers and features from the business profile; never invented'),
});
export type CreativeBlueprintInput = z.infer<typeof creativeBlueprintInputSchema>;

export const creativeBlueprintOutputSchema = z.object({
  blueprint: blueprintSchema.describe('The full creative plan'),
  justification: z.string().describe('Why this plan suits the ad'),
});
/** What an engine returns: the plan plus notices such as the SPEC §5 corrupt-text-elements reset. */
export type CreativeBlueprintOutput = z.infer<typeof creativeBlueprintOutputSchema> & { notices?: string[] };

export const imagePromptInputSchema = z.object({
  blueprint: blueprintSchema.describe('The creative plan'),
  ad_creative_type: z.enum(AD_CREATIVE_TYPES).describe('The ad type'),
});
export type ImagePromptInput = z.infer<typeof imagePromptInputSchema>;

export const imagePromptOutputSchema = z.object({
  prompt: z.string().describe('The prompt for the image model (scene only: the renderer adds the text)'),
});
export type ImagePromptOutput = z.infer<typeof imagePromptOutputSchema>;
