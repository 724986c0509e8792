import { z } from 'zod';

/**
 * Input and output contracts of the creative generations (SPEC §3 Blueprint, §7 "Creatives and media"). Declared
 * by the drafting engine; the creatives issue implements them and may refine these schemas.
 */

export const textElementSchema = z.object({
  element_name: z.string().describe('headline, subheadline, price, cta …'),
  content: z.string().describe('The exact text'),
  font_family: z.string().describe('Font family'),
  weight: z.string().describe('Font weight'),
  size_description: z.string().describe('Relative size'),
  color: z.string().describe('Colour, hex'),
  case: z.string().describe('uppercase, title, sentence …'),
  alignment: z.string().describe('left, center, right'),
  placement_description: z.string().describe('Where on the image'),
});

export const blueprintSchema = z.object({
  step_1_brand_integration: z.object({
    brand_dna_summary: z.string().describe('The brand in a few sentences'),
    strategic_cohesion_statement: z.string().describe('How the ad fits the campaign'),
  }),
  step_2_ad_type_definition: z.object({
    selected_type: z.string().describe('One of the static ad types of SPEC §9'),
    context_analysis: z.string().describe('What the situation calls for'),
    detailed_justification: z.string().describe('Why this type'),
  }),
  step_3_psychological_strategy: z.object({
    core_emotional_drivers: z.string().describe('Emotions addressed'),
    cognitive_triggers: z.string().describe('Triggers used'),
    audience_resonance_mapping: z.string().describe('Why the audience responds'),
    solution_framing: z.string().describe('How the product is framed as the answer'),
    narrative_core: z.string().describe('The one-line story'),
  }),
  step_4_ad_type_specific_blueprint: z.object({
    part_1_concept_and_narrative: z.object({
      core_concept: z.string().describe('The concept'),
      visual_narrative: z.string().describe('What the image tells'),
      mood_and_atmosphere: z.string().describe('Mood'),
    }),
    part_2_visual_execution: z.object({
      composition_style: z.string().describe('Composition'),
      scene_description: z.string().describe('The scene'),
      lighting_style: z.string().describe('Lighting'),
      color_palette: z.object({
        primary_colors: z.array(z.string()).describe('Hex colours'),
        secondary_colors: z.array(z.string()).describe('Hex colours'),
        psychology_rationale: z.string().describe('Why these colours'),
      }),
      product_integration_details: z.string().describe('How the product appears'),
    }),
    part_3_textual_elements_and_typography: z.object({
      text_elements: z.array(textElementSchema).describe('Every text on the image'),
      cta_design_details: z.string().describe('The call-to-action design'),
    }),
    part_4_advanced_details_and_final_check: z.object({
      graphics_and_overlays: z.string().describe('Graphics and overlays'),
      image_treatments_and_effects: z.string().describe('Treatments'),
      psychological_trigger_reinforcement: z.string().describe('How the visuals reinforce the triggers'),
      quality_assurance_statement: z.string().describe('Final check'),
    }),
  }),
  input_images: z.object({
    product_image_url: z.string().nullable().describe('The product image'),
    additional_product_images: z.array(z.string()).describe('Up to 5'),
    additional_brand_guidelines_images: z.array(z.string()).describe('Up to 5'),
  }),
});
export type Blueprint = z.infer<typeof blueprintSchema>;

export const creativeBlueprintInputSchema = z.object({
  brand_story: z.string().describe('The saved brand story'),
  hypothesis: z.string().describe('The assumption the campaign tests'),
  ad_set_data: z.record(z.string(), z.unknown()).describe('The ad set'),
  ad_data: z.record(z.string(), z.unknown()).describe('The ad (copy, CTA, aspect ratio)'),
  product: z.record(z.string(), z.unknown()).nullable().describe('The product shown'),
  ad_creative_type: z.string().describe('auto or one of the SPEC §9 ad types'),
  additional_brand_guidelines_text: z.string().describe('Extra guidance from the user'),
  additional_brand_guidelines_images: z.array(z.string()).describe('Up to 5 image URLs'),
  additional_product_images: z.array(z.string()).describe('Up to 5 image URLs'),
  brand_signals: z
    .object({ colors: z.array(z.string()), fonts: z.array(z.string()), logo_url: z.string().nullable() })
    .nullable()
    .describe('Brand colours, fonts and logo found by the crawl'),
});
export type CreativeBlueprintInput = z.infer<typeof creativeBlueprintInputSchema>;

export const creativeBlueprintOutputSchema = z.object({
  blueprint: blueprintSchema.describe('The full creative plan'),
  justification: z.string().describe('Why this plan suits the ad'),
});
export type CreativeBlueprintOutput = z.infer<typeof creativeBlueprintOutputSchema>;

export const imagePromptInputSchema = z.object({
  blueprint: blueprintSchema.describe('The creative plan'),
  ad_creative_type: z.string().describe('The ad type'),
});
export type ImagePromptInput = z.infer<typeof imagePromptInputSchema>;

export const imagePromptOutputSchema = z.object({
  prompt: z.string().describe('The prompt for the image model (scene only: the renderer adds the text)'),
});
export type ImagePromptOutput = z.infer<typeof imagePromptOutputSchema>;
