import type { DraftingEngine } from '../engine';
import { generateAdSetsWithModel } from '../prompts/ad-sets/index';
import { generateAdVariationsWithModel } from '../prompts/ad-variations/index';
import { generateCampaignWithModel } from '../prompts/campaign/index';
import { generateCreativeBlueprintWithModel } from '../prompts/creative-blueprint/index';
import { distributeProductsWithModel } from '../prompts/distribute-products/index';
import { generateHypothesesWithModel } from '../prompts/hypotheses/index';
import { generateImagePromptWithModel } from '../prompts/image-prompt/index';
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
    campaign: (input, options) => generateCampaignWithModel(context, input, options?.signal),
    adSets: (input, options) => generateAdSetsWithModel(context, input, options?.signal),
    distributeProducts: (input, options) => distributeProductsWithModel(context, input, options?.signal),
    adVariations: (input, options) => generateAdVariationsWithModel(context, input, options?.signal),
    creativeBlueprint: (input, options) =>
      generateCreativeBlueprintWithModel(context, input, options?.signal),
    imagePrompt: (input, options) => generateImagePromptWithModel(context, input, options?.signal),
  };
}
