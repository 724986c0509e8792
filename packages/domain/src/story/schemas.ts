import { z } from 'zod';

/** Length limits of story texts (server-enforced; the editor shows the same). */
export const StoryLimits = {
  maxStoryChars: 12_000,
  maxInsightsChars: 4_000,
  /** Paragraphs the drafting engines aim for. */
  paragraphs: { min: 3, max: 5 },
  maxFeedbackChars: 600,
} as const;

/** Which drafting engine produced a text: the UI shows `label` ("Drafted offline" or the model's name). */
export const engineInfoSchema = z.object({
  kind: z
    .enum(['offline', 'model'])
    .describe('offline: rule-based engine grounded in the crawl; model: a language model'),
  label: z.string().describe('What the UI shows: "Drafted offline" or the model name'),
});
export type EngineInfo = z.infer<typeof engineInfoSchema>;

const storyText = z
  .string()
  .trim()
  .max(StoryLimits.maxStoryChars, `must be at most ${StoryLimits.maxStoryChars} characters`);

/** POST /generate-story/:id response. */
export const generateStoryResponseSchema = z.object({
  story: z.string().describe('The drafted brand story, 3–5 short paragraphs separated by blank lines'),
  engine: engineInfoSchema,
  unverified: z
    .array(z.string())
    .describe(
      'Names, prices, years or claims removed from the draft because the crawl does not contain them',
    ),
});
export type GenerateStoryResponse = z.infer<typeof generateStoryResponseSchema>;

/** GET /brand-story/:id response (404 when no story exists yet: the client then calls generate-story). */
export const brandStoryResponseSchema = z.object({
  crawl_id: z.string(),
  brand_story: z.string().describe('The current story, as last saved'),
  original_story: z
    .string()
    .describe('The draft as the engine wrote it (for the diff view and Reset to Original)'),
  engine: engineInfoSchema.describe('The engine that drafted original_story'),
  updated_at: z.string(),
});
export type BrandStoryResponse = z.infer<typeof brandStoryResponseSchema>;

/** POST /update-story/:id body: merge the user's insights into the story. */
export const updateStoryRequestSchema = z.object({
  userStory: z
    .string()
    .trim()
    .min(1, 'Please enter your insights before adding them to the story.')
    .max(StoryLimits.maxInsightsChars, `must be at most ${StoryLimits.maxInsightsChars} characters`)
    .describe("The user's insights to merge into the story"),
  generatedStory: storyText.describe('The story as currently shown in the editor'),
});
export type UpdateStoryRequest = z.infer<typeof updateStoryRequestSchema>;

export const storyResponseSchema = z.object({
  story: z.string().describe('The story with the insights merged in (not saved until save-story)'),
  engine: engineInfoSchema,
  unverified: z
    .array(z.string())
    .describe('Statements the merge dropped because neither the crawl nor the insights contain them'),
});
export type StoryResponse = z.infer<typeof storyResponseSchema>;

/** POST /save-story/:id body. */
export const saveStoryRequestSchema = z.object({
  story: storyText
    .min(1, 'The story is empty. Write or generate a story before saving.')
    .describe('The story to keep'),
});
export type SaveStoryRequest = z.infer<typeof saveStoryRequestSchema>;

/** POST /analyze-story body. */
export const analyzeStoryRequestSchema = z.object({
  story: storyText
    .min(1, 'The story is empty. Write or generate a story before saving.')
    .describe('The story to review'),
  crawl_id: z
    .string()
    .max(64)
    .optional()
    .describe(
      "The user's crawl the story is about: the feedback then draws its examples from that business's profile",
    ),
});
export type AnalyzeStoryRequest = z.infer<typeof analyzeStoryRequestSchema>;

export const storyAspectFeedbackSchema = z.object({
  answered: z.boolean().describe('Whether the story already answers this aspect'),
  feedback: z.string().describe('Specific, actionable advice about this aspect of the story'),
});
export type StoryAspectFeedback = z.infer<typeof storyAspectFeedbackSchema>;

/** POST /analyze-story response: the Customers / Problems / Solution panel. */
export const storyFeedbackSchema = z.object({
  customers: storyAspectFeedbackSchema.describe('Does the story say who the customers are?'),
  problems: storyAspectFeedbackSchema.describe('Does it say which problems or needs they have?'),
  solution: storyAspectFeedbackSchema.describe('Does it say how the business solves them?'),
});
export type StoryFeedback = z.infer<typeof storyFeedbackSchema>;
