import type {
  DistributeProductsInput,
  DistributeProductsOutput,
} from '@adsmith/domain/drafting/campaign-generations';
import { ProductMessages } from '@adsmith/domain/campaigns/messages';
import type { Generated } from '../../engine';
import { callModel } from '../../model/call-model';
import type { ModelContext } from '../../model/model-context';
import { distributePrompt } from './prompt';
import { distributeModelSchema } from './schema';

/** Distributes offerings to ad sets with the model (the service enforces the limits on the result). */
export async function distributeProductsWithModel(
  context: ModelContext,
  input: DistributeProductsInput,
  signal?: AbortSignal,
): Promise<Generated<DistributeProductsOutput>> {
  return callModel({
    ...context,
    generation: 'distributeProducts',
    prompt: distributePrompt(input),
    schema: distributeModelSchema,
    maxOutputTokens: 250 * input.ad_sets.length + 30 * input.products.length + 200,
    failureMessage: ProductMessages.distributeFailed,
    signal,
  });
}
