import type {
  AdSetDraft,
  AdSetsGenerationInput,
  AdSetsGenerationOutput,
} from '@adsmith/domain/drafting/campaign-generations';
import { WizardMessages } from '@adsmith/domain/campaigns/messages';
import type { Generated } from '../../engine';
import { callModel } from '../../model/call-model';
import type { ModelContext } from '../../model/model-context';
import { adSetsPrompt } from './prompt';
import { adSetsModelSchema, type AdSetsModelOutput } from './schema';

const asGender = (value: number): value is 1 | 2 => value === 1 || value === 2;

/**
 * The model's flat ad set as the engine contract shapes it (values are checked and fitted by the service); the
 * countries are the settled ones, never the model's.
 */
function toDraft(adSet: AdSetsModelOutput['ad_sets'][number], countries: string[]): AdSetDraft {
  return {
    name: adSet.name,
    selection_reasoning: adSet.selection_reasoning,
    targeting_approach: adSet.targeting_approach,
    audience_type: adSet.audience_type,
    daily_budget: 0,
    targeting: {
      geo_locations: {
        countries: [...countries],
        cities: [],
        regions: [],
      },
      genders: adSet.genders.filter(asGender),
      age_min: Math.round(adSet.age_min),
      age_max: Math.round(adSet.age_max),
      publisher_platforms: adSet.publisher_platforms,
      device_platforms: adSet.device_platforms,
      facebook_positions: adSet.facebook_positions,
      instagram_positions: adSet.instagram_positions,
    },
    optimization_goal: adSet.optimization_goal,
    billing_event: 'IMPRESSIONS',
    bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
  };
}

/** Drafts ad sets with the model, at most `remaining_slots`. */
export async function generateAdSetsWithModel(
  context: ModelContext,
  input: AdSetsGenerationInput,
  signal?: AbortSignal,
): Promise<Generated<AdSetsGenerationOutput>> {
  const count = Math.max(1, input.remaining_slots);
  const result = await callModel({
    ...context,
    generation: 'adSets',
    prompt: adSetsPrompt(input, count),
    schema: adSetsModelSchema,
    maxOutputTokens: 700 * count + 200,
    failureMessage: WizardMessages.loadFailed,
    signal,
  });
  return {
    ...result,
    value: {
      ad_sets: result.value.ad_sets
        .slice(0, input.remaining_slots)
        .map((adSet) => toDraft(adSet, input.countries)),
    },
  };
}
