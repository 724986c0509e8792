import { z } from 'zod';

/** What the model returns for a distribution (ids, counts and duplicates are checked afterwards). */
export const distributeModelSchema = z.object({
  allocations: z
    .array(
      z.object({
        ad_set_id: z.string().describe('Id of the ad set, exactly as given'),
        product_ids: z.array(z.string()).describe('Ids of the offerings for this ad set, exactly as given'),
        reasoning: z.string().describe("Why these offerings fit this ad set's audience, 1–2 sentences"),
      }),
    )
    .describe('One entry per ad set'),
});
