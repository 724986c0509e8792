import { z } from 'zod';

/** What the model returns for assumptions (counts, lengths and scores are clipped afterwards). */
export const hypothesesModelSchema = z.object({
  hypotheses: z
    .array(
      z.object({
        hypothesis: z
          .string()
          .describe('Why customers buy from this business, as one testable statement of 1–2 sentences'),
        strategic_approach: z
          .string()
          .describe('How an ad campaign would test it: creative angle, audience, landing page'),
        success_metrics: z
          .string()
          .describe('Measurable signs that the assumption holds (rates, costs, counts)'),
        potential_impact_score: z
          .number()
          .describe('Expected impact on sales if true, integer 1 (low) to 10 (high)'),
        evidence: z
          .array(
            z.object({
              url: z.string().describe('URL of the crawled page this rests on, exactly as given in the data'),
              quote: z.string().describe('Words copied exactly from that page, at most 200 characters'),
            }),
          )
          .describe('1–2 quotes from the crawled pages that support the assumption'),
      }),
    )
    .describe('Distinct assumptions, each resting on a different reason to buy'),
});
