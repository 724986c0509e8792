import type { ImagePromptInput } from '@adsmith/domain/drafting/creative-generations';
import { DataTags, quoteData } from '../../model/quote';

/** Prompt for the image model's scene prompt, from the blueprint's visual parts only. */
export function imagePromptPrompt(input: ImagePromptInput): string {
  const step4 = input.blueprint.step_4_ad_type_specific_blueprint;
  const visual = {
    ad_type: input.blueprint.step_2_ad_type_definition.selected_type,
    concept: step4.part_1_concept_and_narrative,
    visual_execution: step4.part_2_visual_execution,
    treatments: step4.part_4_advanced_details_and_final_check.image_treatments_and_effects,
    text_positions: step4.part_3_textual_elements_and_typography.text_elements.map(
      (element) => element.placement_description,
    ),
  };
  return `Write the prompt for an image model that paints the background scene of this ad. Describe setting, composition, lighting, mood and the hex colour palette in one paragraph of at most 120 words. The product photo and all text are added afterwards by our renderer: leave calm space at the text positions listed, and do not ask for any text, letters, logos or the product itself to be painted.

The creative plan's visual parts:
${quoteData(DataTags.insights, visual)}`;
}
