import { z } from 'zod';
import { mediaUrlSchema } from '../campaigns/schemas';
import { ImageLimits } from '../common/constants';
import { BlueprintLimits, SELECTED_AD_TYPES, TEXT_ALIGNMENTS, TEXT_CASES } from './constants';
import { CreativeLimitMessages } from './messages';

/**
 * The static image creative plan of SPEC §3 (Blueprint and Text element). Strict: every step and part is required,
 * every field has its type, colours are hex, unknown keys are refused — model output and edited blueprints pass
 * through the same schema. Only text elements are repaired (SPEC §5 "Corrupt data"), by `parseBlueprint`.
 */

const prose = (description: string) =>
  z.string().trim().min(1).max(BlueprintLimits.fieldChars).describe(description);

export const hexColorSchema = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Must be a hex colour such as #1a2b3c')
  .describe('Hex colour, e.g. #1a2b3c');

/** CSS-like weights a designer writes: 100–900 or a name (bold, semibold, regular …). */
export const FONT_WEIGHT_PATTERN =
  /^(?:[1-9]00|thin|hairline|extra[- ]?light|ultra[- ]?light|light|regular|normal|book|medium|semi[- ]?bold|demi[- ]?bold|bold|extra[- ]?bold|ultra[- ]?bold|black|heavy)$/i;

export const textElementSchema = z.strictObject({
  element_name: z.string().trim().min(1).max(60).describe('headline, subheadline, price, cta, brand_name …'),
  content: z.string().trim().min(1).max(BlueprintLimits.textContentChars).describe('The exact text shown'),
  font_family: z.string().trim().min(1).max(80).describe('Font family, e.g. Montserrat'),
  weight: z
    .string()
    .trim()
    .regex(FONT_WEIGHT_PATTERN, 'Must be 100–900 or a weight name such as bold')
    .describe('Font weight: 100–900 or bold, regular …'),
  size_description: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .describe('Relative size: small, medium, large, extra large or e.g. 64px'),
  color: hexColorSchema,
  case: z.enum(TEXT_CASES).describe('uppercase, lowercase, title, sentence or none'),
  alignment: z.enum(TEXT_ALIGNMENTS).describe('left, center or right'),
  placement_description: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .describe('Where on the image: top, center, bottom, left, right …'),
});
export type TextElement = z.infer<typeof textElementSchema>;

export const textElementsSchema = z
  .array(textElementSchema)
  .min(1, 'At least one text element is required')
  .max(BlueprintLimits.maxTextElements)
  .describe('Every text on the image');

export const colorPaletteSchema = z.strictObject({
  primary_colors: z
    .array(hexColorSchema)
    .min(1)
    .max(BlueprintLimits.maxPaletteColors)
    .describe('Hex colours'),
  secondary_colors: z.array(hexColorSchema).max(BlueprintLimits.maxPaletteColors).describe('Hex colours'),
  psychology_rationale: prose('Why these colours'),
});

export const inputImagesSchema = z.strictObject({
  product_image_url: mediaUrlSchema
    .nullable()
    .describe('The product image: /api/proxy-media/… or the crawled URL'),
  additional_product_images: z
    .array(mediaUrlSchema)
    .max(ImageLimits.maxAdditionalProductImages, CreativeLimitMessages.maxAdditionalProductImages)
    .describe('Up to 5'),
  additional_brand_guidelines_images: z
    .array(mediaUrlSchema)
    .max(
      ImageLimits.maxAdditionalBrandGuidelineImages,
      CreativeLimitMessages.maxAdditionalBrandGuidelineImages,
    )
    .describe('Up to 5'),
});

export const blueprintSchema = z.strictObject({
  step_1_brand_integration: z.strictObject({
    brand_dna_summary: prose('The brand in a few sentences'),
    strategic_cohesion_statement: prose('How the ad fits the campaign and its assumption'),
  }),
  step_2_ad_type_definition: z.strictObject({
    selected_type: z.enum(SELECTED_AD_TYPES).describe('One of the static ad types of SPEC §9'),
    context_analysis: prose('What the situation calls for'),
    detailed_justification: prose('Why this type'),
  }),
  step_3_psychological_strategy: z.strictObject({
    core_emotional_drivers: prose('Emotions addressed'),
    cognitive_triggers: prose('Triggers used'),
    audience_resonance_mapping: prose('Why the audience responds'),
    solution_framing: prose('How the product is framed as the answer'),
    narrative_core: prose('The one-line story'),
  }),
  step_4_ad_type_specific_blueprint: z.strictObject({
    part_1_concept_and_narrative: z.strictObject({
      core_concept: prose('The concept'),
      visual_narrative: prose('What the image tells'),
      mood_and_atmosphere: prose('Mood'),
    }),
    part_2_visual_execution: z.strictObject({
      composition_style: prose('Composition'),
      scene_description: prose('The scene (no text in it: text is set by the renderer)'),
      lighting_style: prose('Lighting'),
      color_palette: colorPaletteSchema,
      product_integration_details: prose('How the product appears'),
    }),
    part_3_textual_elements_and_typography: z.strictObject({
      text_elements: textElementsSchema,
      cta_design_details: prose('The call-to-action design: shape, colours, placement'),
    }),
    part_4_advanced_details_and_final_check: z.strictObject({
      graphics_and_overlays: prose('Graphics and overlays'),
      image_treatments_and_effects: prose('Treatments'),
      psychological_trigger_reinforcement: prose('How the visuals reinforce the triggers'),
      quality_assurance_statement: prose('Final check'),
    }),
  }),
  input_images: inputImagesSchema,
});
export type Blueprint = z.infer<typeof blueprintSchema>;

export type BlueprintParseResult =
  | { success: true; blueprint: Blueprint; textElementsReset: boolean; notices: string[] }
  | { success: false; error: z.ZodError };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Parses a blueprint from untrusted JSON (model output, an edited blueprint). Corrupt text elements — not a list,
 * empty, or any element malformed — are replaced by `resetTextElements()` with the SPEC §5 message as a notice
 * (SPEC: "the message appears and the elements are reset"). Anything else malformed is an error, never repaired.
 */
export function parseBlueprint(raw: unknown, resetTextElements: () => TextElement[]): BlueprintParseResult {
  let candidate = raw;
  let textElementsReset = false;
  const step4 = isRecord(raw) ? raw.step_4_ad_type_specific_blueprint : undefined;
  const part3 = isRecord(step4) ? step4.part_3_textual_elements_and_typography : undefined;
  if (
    isRecord(raw) &&
    isRecord(step4) &&
    isRecord(part3) &&
    !textElementsSchema.safeParse(part3.text_elements).success
  ) {
    textElementsReset = true;
    candidate = {
      ...raw,
      step_4_ad_type_specific_blueprint: {
        ...step4,
        part_3_textual_elements_and_typography: { ...part3, text_elements: resetTextElements() },
      },
    };
  }
  const parsed = blueprintSchema.safeParse(candidate);
  if (!parsed.success) return { success: false, error: parsed.error };
  return {
    success: true,
    blueprint: parsed.data,
    textElementsReset,
    notices: textElementsReset ? [CreativeLimitMessages.textElementsCorrupt] : [],
  };
}
