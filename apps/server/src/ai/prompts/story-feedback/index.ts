import { StoryMessages } from '@adsmith/domain/story/messages';
import type { StoryFeedback } from '@adsmith/domain/story/schemas';
import type { Generated, StoryFeedbackInput } from '../../engine';
import { callModel } from '../../model/call-model';
import type { ModelContext } from '../../model/model-context';
import { storyFeedbackPrompt } from './prompt';
import { storyFeedbackModelSchema } from './schema';

/** Reviews the story with the model (lengths are clipped by the grounding layer). */
export async function storyFeedbackWithModel(
  context: ModelContext,
  input: StoryFeedbackInput,
  signal?: AbortSignal,
): Promise<Generated<StoryFeedback>> {
  return callModel({
    ...context,
    generation: 'storyFeedback',
    prompt: storyFeedbackPrompt(input.story, input.facts),
    schema: storyFeedbackModelSchema,
    maxOutputTokens: 800,
    failureMessage: StoryMessages.feedbackFailed,
    signal,
  });
}
