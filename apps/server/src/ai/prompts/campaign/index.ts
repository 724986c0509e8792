import type {
  CampaignGenerationInput,
  CampaignGenerationOutput,
} from '@adsmith/domain/drafting/campaign-generations';
import { WizardMessages } from '@adsmith/domain/campaigns/messages';
import type { Generated } from '../../engine';
import { callModel } from '../../model/call-model';
import type { ModelContext } from '../../model/model-context';
import { campaignPrompt } from './prompt';
import { campaignModelSchema } from './schema';

/** Drafts the campaign fields with the model; the buying type is always AUCTION. */
export async function generateCampaignWithModel(
  context: ModelContext,
  input: CampaignGenerationInput,
  signal?: AbortSignal,
): Promise<Generated<CampaignGenerationOutput>> {
  const result = await callModel({
    ...context,
    generation: 'campaign',
    prompt: campaignPrompt(input),
    schema: campaignModelSchema,
    maxOutputTokens: 600,
    failureMessage: WizardMessages.loadFailed,
    signal,
  });
  return { ...result, value: { ...result.value, buying_type: 'AUCTION' } };
}
