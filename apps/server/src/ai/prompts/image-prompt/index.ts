import { AdGenerationMessages } from '@adsmith/domain/campaigns/messages';
import { BlueprintLimits } from '@adsmith/domain/creatives/constants';
import type { ImagePromptInput, ImagePromptOutput } from '@adsmith/domain/drafting/creative-generations';
import { AppError } from '../../../lib/errors';
import type { Generated } from '../../engine';
import { callModel } from '../../model/call-model';
import type { ModelContext } from '../../model/model-context';
import { NO_TEXT_RULE } from '../../offline/creative/image-prompt';
import { imagePromptPrompt } from './prompt';
import { imagePromptModelSchema } from './schema';

/** Writes the scene prompt with the model; the no-text rule is always appended (the renderer sets the text). */
export async function generateImagePromptWithModel(
  context: ModelContext,
  input: ImagePromptInput,
  signal?: AbortSignal,
): Promise<Generated<ImagePromptOutput>> {
  const result = await callModel({
    ...context,
    generation: 'imagePrompt',
    prompt: imagePromptPrompt(input),
    schema: imagePromptModelSchema,
    maxOutputTokens: 500,
    failureMessage: AdGenerationMessages.imagePromptFailed,
    signal,
  });
  const scene = result.value.prompt
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, BlueprintLimits.promptChars - NO_TEXT_RULE.length - 1);
  if (!scene) throw new AppError('BAD_GATEWAY', AdGenerationMessages.imagePromptFailed);
  return { ...result, value: { prompt: `${scene} ${NO_TEXT_RULE}` } };
}
