import { z } from 'zod';

/** The model's choice of links to follow; indexes point into the candidate list it was given. */
export const rankLinksModelSchema = z.object({
  links: z
    .array(
      z.object({
        index: z.number().int().min(0).describe('Index of the candidate link in the list given'),
        reasoning: z
          .string()
          .max(400)
          .describe('One sentence: why this page is worth crawling for ad creation'),
        expected_value: z.enum(['high', 'medium', 'low']).describe('How useful the page should be for ads'),
        is_offering_page: z.boolean().describe('True for a product, service or pricing page'),
      }),
    )
    .max(40)
    .describe('Links worth following, best first; leave out login, cart, legal and endless listing pages'),
});
export type RankLinksModelOutput = z.infer<typeof rankLinksModelSchema>;
