import { z } from 'zod';

/** What the model returns for a brand story (lengths are clipped afterwards, not enforced here). */
export const storyModelSchema = z.object({
  paragraphs: z
    .array(z.string().describe('One short paragraph of 2–4 sentences, plain text, no headings or markdown'))
    .describe(
      '3 to 5 paragraphs: who the business is (name, and where and since when if stated); what it offers (at least three real offerings with their prices when known); what sets it apart, in its own terms; who it serves and which problems it solves; how to buy when stated',
    ),
});
export type StoryModelOutput = z.infer<typeof storyModelSchema>;
