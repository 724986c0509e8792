import { z } from 'zod';

/** What the model returns for a brand story (lengths are clipped afterwards, not enforced here). */
export const storyModelSchema = z.object({
  paragraphs: z
    .array(z.string().describe('One short paragraph of 2–4 sentences, plain text, no headings or markdown'))
    .describe(
      '3 to 5 paragraphs, 120 to 250 words in all: who the business is and where; who it serves and the problem it solves for them; what it offers (its best-known 2–4 offerings with prices, short names); why believe it (proof the site gives); its promise',
    ),
});
export type StoryModelOutput = z.infer<typeof storyModelSchema>;
