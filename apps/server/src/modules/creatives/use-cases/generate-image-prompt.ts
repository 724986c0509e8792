import type {
  GenerateImagePromptResponse,
  generateImagePromptRequestSchema,
} from '@adsmith/domain/creatives/api-schemas';
import type { z } from 'zod';
import type { DraftingEngine } from '../../../ai/engine';

type Request = z.output<typeof generateImagePromptRequestSchema>;

/**
 * SPEC §7 POST /generate-image-prompt: the scene prompt for the image model from a blueprint. A requested ad type
 * other than `auto` overrides the blueprint's. Failure is a 502 with "Failed to generate image prompt".
 */
export async function generateImagePrompt(
  deps: { engine: DraftingEngine },
  request: Request,
): Promise<GenerateImagePromptResponse> {
  const type =
    request.ad_creative_type === 'auto'
      ? request.blueprint.step_2_ad_type_definition.selected_type
      : request.ad_creative_type;
  const { value } = await deps.engine.imagePrompt({ blueprint: request.blueprint, ad_creative_type: type });
  return { prompt: value.prompt, engine: deps.engine.info };
}
