import { StoryMessages } from '@adsmith/domain/story/messages';
import type { Generated, MergeInsightsInput, StoryDraft } from '../../engine';
import { callModel } from '../../model/call-model';
import type { ModelContext } from '../../model/model-context';
import { paragraphsToStory } from '../story/index';
import { mergeInsightsPrompt } from './prompt';
import { mergeInsightsModelSchema } from './schema';

/** Merges the user's insights into the story with the model. */
export async function mergeInsightsWithModel(
  context: ModelContext,
  input: MergeInsightsInput,
  signal?: AbortSignal,
): Promise<Generated<StoryDraft>> {
  const result = await callModel({
    ...context,
    generation: 'mergeInsights',
    prompt: mergeInsightsPrompt(input),
    schema: mergeInsightsModelSchema,
    maxOutputTokens: 1_500,
    failureMessage: StoryMessages.mergeFailed,
    signal,
  });
  return {
    value: { story: paragraphsToStory(result.value.paragraphs), unverified: [] },
    record: result.record,
  };
}
