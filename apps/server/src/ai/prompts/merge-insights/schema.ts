import { z } from 'zod';

/** What the model returns when merging insights into a story. */
export const mergeInsightsModelSchema = z.object({
  paragraphs: z
    .array(z.string().describe('One paragraph of the revised story, plain text'))
    .describe(
      'The whole revised story: the original paragraphs with each insight woven into the paragraph it belongs to',
    ),
});
