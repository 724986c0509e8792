import { AdGenerationMessages } from '@adsmith/domain/campaigns/messages';
import { allowedCallsToAction } from '@adsmith/domain/copy/copy-check';
import type {
  AdVariationsGenerationInput,
  AdVariationsGenerationOutput,
} from '@adsmith/domain/drafting/campaign-generations';
import type { Generated } from '../../engine';
import { callModel } from '../../model/call-model';
import type { ModelContext } from '../../model/model-context';
import { adVariationsPrompt } from './prompt';
import { adVariationsModelSchema } from './schema';

/** Writes the ads of one ad set with the model; the status says whether it wrote as many as asked. */
export async function generateAdVariationsWithModel(
  context: ModelContext,
  input: AdVariationsGenerationInput,
  signal?: AbortSignal,
): Promise<Generated<AdVariationsGenerationOutput>> {
  const count = Math.max(1, input.remaining_slots);
  // The calls to action the copy checker allows for the channel, objective and offering type (as the offline engine).
  const options =
    input.call_to_action_options ??
    allowedCallsToAction({
      channel: input.channel,
      objective: input.objective ?? null,
      offeringType: input.offering_type ?? null,
    });
  const result = await callModel({
    ...context,
    generation: 'adVariations',
    prompt: adVariationsPrompt(input, count, options),
    schema: adVariationsModelSchema,
    maxOutputTokens: 600 * count + 200,
    failureMessage: AdGenerationMessages.variationsFailed,
    signal,
  });
  const ads = result.value.ad_variations.slice(0, input.remaining_slots);
  const status =
    ads.length === 0 ? 'failure' : ads.length < input.remaining_slots ? 'partial_success' : 'success';
  return { ...result, value: { status, ad_variations: ads } };
}
