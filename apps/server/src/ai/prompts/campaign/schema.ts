import { z } from 'zod';
import { OBJECTIVES } from '@adsmith/domain/campaigns/constants';

/** What the model returns for a campaign (lengths are clipped and the objective re-checked afterwards). */
export const campaignModelSchema = z.object({
  name: z
    .string()
    .describe('Campaign name: the business and the angle of the assumption, at most 80 characters'),
  objective: z
    .enum(OBJECTIVES)
    .describe('The objective the assumption success metrics measure; OUTCOME_SALES for purchases'),
  reasoning: z
    .string()
    .describe('2–3 sentences: why this objective suits the assumption, naming the offerings it will sell'),
});
