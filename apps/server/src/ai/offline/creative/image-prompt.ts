import type { ImagePromptInput, ImagePromptOutput } from '@adsmith/domain/drafting/creative-generations';
import { BlueprintLimits } from '@adsmith/domain/creatives/constants';

/** Appended to every image prompt: the renderer sets the text, so the painted scene must carry none. */
export const NO_TEXT_RULE =
  'Do not paint any text, letters, numbers, words, logos, labels or watermarks: the headline and button are added afterwards. Leave calm, uncluttered space where the text goes.';

/**
 * The scene prompt for the image model, from the blueprint alone: scene, composition, light, mood and palette,
 * plus where text will sit. The product photo is composited by the renderer, so the scene leaves room for it.
 */
export function draftImagePrompt(input: ImagePromptInput): ImagePromptOutput {
  const step4 = input.blueprint.step_4_ad_type_specific_blueprint;
  const visual = step4.part_2_visual_execution;
  const palette = [...visual.color_palette.primary_colors, ...visual.color_palette.secondary_colors].join(
    ', ',
  );
  const parts = [
    `Background scene for a ${input.blueprint.step_2_ad_type_definition.selected_type.replace(/_/g, ' ')} social media ad.`,
    visual.scene_description,
    `Composition: ${visual.composition_style}`,
    `Lighting: ${visual.lighting_style}`,
    `Mood: ${step4.part_1_concept_and_narrative.mood_and_atmosphere}`,
    `Colour palette: ${palette}.`,
    `Treatment: ${step4.part_4_advanced_details_and_final_check.image_treatments_and_effects}`,
    'Photographic, high quality, sharp focus.',
  ];
  const body = parts
    .join(' ')
    .replace(/\s+/g, ' ')
    .slice(0, BlueprintLimits.promptChars - NO_TEXT_RULE.length - 1);
  return { prompt: `${body} ${NO_TEXT_RULE}` };
}
