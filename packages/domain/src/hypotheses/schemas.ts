import { z } from 'zod';
import { AssumptionLimits } from '../common/constants';
import { httpUrlSchema } from '../common/urls';
import { motiveIdSchema } from './motives';

/** Field limits of an assumption (server-enforced, also clipped on model output). */
export const HypothesisLimits = {
  maxPerCrawl: AssumptionLimits.maxAssumptions,
  defaultDailyBudget: AssumptionLimits.defaultDailyBudget,
  hypothesisChars: 600,
  strategicApproachChars: 1_200,
  successMetricsChars: 800,
  maxEvidence: 4,
  quoteChars: 300,
  impactScore: { min: 1, max: 10 },
  minDailyBudget: 1,
  maxDailyBudget: 1_000_000,
} as const;

/** A page an assumption rests on, with the words quoted from it (so the UI can show why). */
export const evidenceSchema = z.object({
  url: httpUrlSchema.describe('The crawled page the quote comes from (http or https)'),
  quote: z.string().max(HypothesisLimits.quoteChars).describe('Words quoted from that page'),
});
export type Evidence = z.infer<typeof evidenceSchema>;

const text = (max: number) => z.string().trim().min(1).max(max, `must be at most ${max} characters`);

const impactScore = z
  .number()
  .int()
  .min(HypothesisLimits.impactScore.min)
  .max(HypothesisLimits.impactScore.max)
  .describe('Expected impact on sales, 1 (low) to 10 (high)');

const dailyBudget = z
  .number()
  .min(HypothesisLimits.minDailyBudget)
  .max(HypothesisLimits.maxDailyBudget)
  .describe('Daily budget in USD for a campaign testing this assumption');

/** The editable fields of an assumption. */
export const hypothesisFieldsSchema = z.object({
  hypothesis: text(HypothesisLimits.hypothesisChars).describe('Why customers buy, as one testable statement'),
  strategic_approach: text(HypothesisLimits.strategicApproachChars).describe('How a campaign would test it'),
  success_metrics: text(HypothesisLimits.successMetricsChars).describe(
    'What would show the assumption holds',
  ),
  potential_impact_score: impactScore,
  daily_budget: dailyBudget.default(HypothesisLimits.defaultDailyBudget),
  evidence: z
    .array(evidenceSchema)
    .max(HypothesisLimits.maxEvidence)
    .default([])
    .describe('Pages it rests on'),
});

/** POST /hypotheses body. */
export const createHypothesisRequestSchema = hypothesisFieldsSchema.extend({
  crawl_id: z.string().max(64).describe('The crawl (website snapshot) the assumption belongs to'),
});
export type CreateHypothesisRequest = z.input<typeof createHypothesisRequestSchema>;

/** PUT /hypotheses/:id body: any subset of the editable fields. */
export const updateHypothesisRequestSchema = z
  .object({
    hypothesis: hypothesisFieldsSchema.shape.hypothesis,
    strategic_approach: hypothesisFieldsSchema.shape.strategic_approach,
    success_metrics: hypothesisFieldsSchema.shape.success_metrics,
    potential_impact_score: impactScore,
    daily_budget: dailyBudget,
    evidence: z.array(evidenceSchema).max(HypothesisLimits.maxEvidence),
  })
  .partial();
export type UpdateHypothesisRequest = z.infer<typeof updateHypothesisRequestSchema>;

/** A saved assumption as every read returns it (SPEC §3 Hypothesis plus its evidence). */
export const hypothesisSchema = z.object({
  id: z.string(),
  hypothesis: z.string(),
  daily_budget: z.number(),
  strategic_approach: z.string(),
  success_metrics: z.string(),
  potential_impact_score: z.number().int(),
  crawl_id: z.string(),
  evidence: z.array(evidenceSchema),
  brand_story: z.string().nullable().describe("The crawl's saved brand story, when there is one"),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Hypothesis = z.infer<typeof hypothesisSchema>;

/** A drafted, not yet saved assumption (POST /generate-hypotheses). */
export const draftHypothesisSchema = z.object({
  hypothesis: z.string(),
  strategic_approach: z.string(),
  success_metrics: z.string(),
  potential_impact_score: z.number().int(),
  daily_budget: z.number(),
  crawl_id: z.string(),
  evidence: z.array(evidenceSchema),
  motive: motiveIdSchema
    .optional()
    .describe('Why customers buy, from the fixed list of motives (absent when the engine named none)'),
  from_trade: z
    .boolean()
    .optional()
    .describe('True when the site states no evidence for the motive and it comes from the trade'),
});
export type DraftHypothesis = z.infer<typeof draftHypothesisSchema>;

/** An existing card the client passes: its text, or the card itself. */
const existingHypothesisSchema = z.union([
  z.string().max(HypothesisLimits.hypothesisChars * 2),
  z.looseObject({ hypothesis: z.string().max(HypothesisLimits.hypothesisChars * 2) }),
]);

/** POST /generate-hypotheses/:crawlId body. */
export const generateHypothesesRequestSchema = z.object({
  remaining_slots: z
    .number()
    .int()
    .min(1)
    .max(HypothesisLimits.maxPerCrawl)
    .default(HypothesisLimits.maxPerCrawl)
    .describe('How many new assumptions the screen has room for'),
  existing_hypotheses: z
    .array(existingHypothesisSchema)
    .max(20)
    .default([])
    .describe('Cards already on screen (saved or not); new ones must differ from them'),
  deleted_hypotheses: z
    .array(existingHypothesisSchema)
    .max(20)
    .default([])
    .describe('Cards the user deleted in this session; new ones must not bring back their reasons'),
  excluded_hypotheses: z
    .array(motiveIdSchema)
    .max(20)
    .default([])
    .describe(
      'Motives of the cards on screen and of those deleted in this visit; new assumptions argue other motives',
    ),
});
export type GenerateHypothesesRequest = z.input<typeof generateHypothesesRequestSchema>;

export const generateHypothesesResponseSchema = z.object({
  hypotheses: z.array(draftHypothesisSchema),
  engine: z.object({ kind: z.enum(['offline', 'model']), label: z.string() }),
});
export type GenerateHypothesesResponse = z.infer<typeof generateHypothesesResponseSchema>;
