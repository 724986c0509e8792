import { z } from 'zod';

const aspect = (question: string) =>
  z
    .object({
      answered: z.boolean().describe(`true when the story already answers: ${question}`),
      feedback: z
        .string()
        .describe('Two or three sentences of specific advice quoting the story: what to add or sharpen'),
    })
    .describe(question);

/** What the model returns for story feedback. */
export const storyFeedbackModelSchema = z.object({
  customers: aspect('Who are the customers?'),
  problems: aspect('Which problems or needs do they have?'),
  solution: aspect('How does the business solve them?'),
});
