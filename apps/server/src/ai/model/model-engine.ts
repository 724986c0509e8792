import type { DraftingEngine } from '../engine';
import { notImplemented } from '../not-implemented';
import { generateHypothesesWithModel } from '../prompts/hypotheses/index';
import { mergeInsightsWithModel } from '../prompts/merge-insights/index';
import { generateStoryWithModel } from '../prompts/story/index';
import { storyFeedbackWithModel } from '../prompts/story-feedback/index';
import type { ModelContext } from './model-context';

/** The model-backed engine: each generation is a prompt + schema + call under prompts/. */
export function createModelEngine(context: ModelContext): DraftingEngine {
  return {
    info: { kind: 'model', label: context.modelLabel },
    story: (input, options) => generateStoryWithModel(context, input, options?.signal),
    mergeInsights: (input, options) => mergeInsightsWithModel(context, input, options?.signal),
    storyFeedback: (input, options) => storyFeedbackWithModel(context, input, options?.signal),
    hypotheses: (input, options) => generateHypothesesWithModel(context, input, options?.signal),
    campaign: async () => notImplemented('campaign'),
    adSets: async () => notImplemented('adSets'),
    distributeProducts: async () => notImplemented('distributeProducts'),
    adVariations: async () => notImplemented('adVariations'),
    creativeBlueprint: async () => notImplemented('creativeBlueprint'),
    imagePrompt: async () => notImplemented('imagePrompt'),
  };
}
