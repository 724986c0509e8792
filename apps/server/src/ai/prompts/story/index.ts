import { StoryLimits } from '@adsmith/domain/story/schemas';
import { StoryMessages } from '@adsmith/domain/story/messages';
import type { Generated, StoryDraft, StoryInput } from '../../engine';
import { callModel } from '../../model/call-model';
import type { ModelContext } from '../../model/model-context';
import { storyPrompt } from './prompt';
import { storyModelSchema } from './schema';

/** Joins the model's paragraphs into story text, keeping at most the paragraphs and characters a story allows. */
export function paragraphsToStory(paragraphs: string[]): string {
  return paragraphs
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .slice(0, StoryLimits.paragraphs.max)
    .join('\n\n')
    .slice(0, StoryLimits.maxStoryChars);
}

/** Drafts the brand story with the model. */
export async function generateStoryWithModel(
  context: ModelContext,
  input: StoryInput,
  signal?: AbortSignal,
): Promise<Generated<StoryDraft>> {
  const result = await callModel({
    ...context,
    generation: 'story',
    prompt: storyPrompt(input.facts),
    schema: storyModelSchema,
    maxOutputTokens: 1_200,
    failureMessage: StoryMessages.generateFailed,
    signal,
  });
  return {
    value: { story: paragraphsToStory(result.value.paragraphs), unverified: [] },
    record: result.record,
  };
}
