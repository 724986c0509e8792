import { HypothesisMessages } from '@adsmith/domain/hypotheses/messages';
import type { Generated, HypothesesInput, HypothesisDraft } from '../../engine';
import { callModel } from '../../model/call-model';
import type { ModelContext } from '../../model/model-context';
import { hypothesesPrompt } from './prompt';
import { hypothesesModelSchema } from './schema';

/** Drafts assumptions with the model; the SPEC §8 message depends on whether any existed. */
export async function generateHypothesesWithModel(
  context: ModelContext,
  input: HypothesesInput,
  signal?: AbortSignal,
): Promise<Generated<{ hypotheses: HypothesisDraft[] }>> {
  return callModel({
    ...context,
    generation: 'hypotheses',
    prompt: hypothesesPrompt(input),
    schema: hypothesesModelSchema,
    maxOutputTokens: 600 * input.count + 200,
    failureMessage:
      input.existing.length > 0 ? HypothesisMessages.newFailed : HypothesisMessages.initialFailed,
    signal,
  });
}
