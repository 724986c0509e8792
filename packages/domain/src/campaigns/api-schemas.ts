import { z } from 'zod';
import { CampaignLimits } from '../common/constants';
import { CAMPAIGN_STATUSES, DEFAULT_OBJECTIVE, NameLimits } from './constants';
import { adAccountCurrencySchema } from './budget';
import { PLATFORM_CHANNEL } from './cta';
import { collectDraftIssues, type DraftRuleContext } from './draft-rules';
import {
  adSchema,
  adSetSchema,
  campaignDraftSchema,
  draftProductSchema,
  objectiveSchema,
  targetingSchema,
} from './schemas';

/** Request and response bodies of the campaign routes (SPEC §7 "Assumptions and campaigns"). */

const engineSchema = z.object({ kind: z.enum(['offline', 'model']), label: z.string() });
const id = z.string().min(1).max(64);

/** POST /generate-campaign/:hypothesisId */
export const generateCampaignRequestSchema = z.object({
  crawl_id: id.describe('The crawl the hypothesis belongs to'),
});
export const generatedCampaignSchema = z.object({
  name: z.string(),
  objective: objectiveSchema,
  status: z.literal('DRAFT'),
  buying_type: z.literal('AUCTION'),
  daily_budget: z
    .number()
    .describe(
      "The campaign's daily budget in `currency`: the assumption's budget for the objective, split across the ad sets",
    ),
  currency: adAccountCurrencySchema.describe(
    "The ad account currency it starts with: the site's when the ad platform bills in it, else USD",
  ),
  reasoning: z.string().describe('Why this objective suits the assumption'),
  hypothesis_id: z.string(),
  crawl_id: z.string(),
  engine: engineSchema,
});
export type GeneratedCampaign = z.infer<typeof generatedCampaignSchema>;

/** POST /generate-ad-sets/hypothesis/:id */
export const generateAdSetsRequestSchema = z.object({
  existing_ad_sets: z
    .array(
      z.looseObject({
        name: z.string().max(NameLimits.adSet),
        selection_reasoning: z.string().max(NameLimits.reasoning).optional(),
      }),
    )
    .max(CampaignLimits.maxAdSets)
    .default([])
    .describe('Ad sets already in the draft; new ones differ from them'),
  remaining_slots: z.number().int().min(0).max(CampaignLimits.maxAdSets).default(CampaignLimits.maxAdSets),
  objective: objectiveSchema.default(DEFAULT_OBJECTIVE).describe('Delivery settings are fitted to it'),
  daily_budget: z
    .number()
    .min(1)
    .max(1_000_000)
    .optional()
    .describe('Campaign budget to split, in `currency`; default the hypothesis budget for the objective'),
  currency: adAccountCurrencySchema
    .optional()
    .describe(
      "The ad account currency of the budget; default the site's (USD when the platform cannot bill in it)",
    ),
  countries: targetingSchema.shape.geo_locations.shape.countries
    .optional()
    .describe(
      "Countries the owner chose in the draft's ad sets: new ad sets target them when the business's country is not known (else 409)",
    ),
  utc_offset_minutes: z
    .number()
    .int()
    .min(-14 * 60)
    .max(14 * 60)
    .default(0)
    .describe(
      "The user's UTC offset (-new Date().getTimezoneOffset()), so schedules start at their midnight",
    ),
});
export type GenerateAdSetsRequest = z.input<typeof generateAdSetsRequestSchema>;
export const generateAdSetsResponseSchema = z.object({
  ad_sets: z.array(adSetSchema),
  products_by_ad_set: z
    .record(z.string(), z.array(draftProductSchema))
    .default({})
    .describe(
      "The offerings each new ad set starts with, by its id: placed as the ad set's reasoning says, so Product Selection opens with them (the owner may move them or auto-distribute again)",
    ),
  engine: engineSchema,
});
export type GenerateAdSetsResponse = z.infer<typeof generateAdSetsResponseSchema>;

/** POST /analyze-products/distribute */
export const distributeProductsRequestSchema = z.object({
  products: z.array(draftProductSchema).min(1).max(500),
  ad_sets: z
    .array(
      z.looseObject({
        id,
        name: z.string().max(NameLimits.adSet),
        selection_reasoning: z.string().max(NameLimits.reasoning).optional(),
        audience_type: z.string().max(NameLimits.adSet).optional(),
        targeting_approach: z.string().max(NameLimits.reasoning).optional(),
      }),
    )
    .min(1)
    .max(CampaignLimits.maxAdSets),
  max_per_set: z
    .number()
    .int()
    .min(1)
    .max(CampaignLimits.maxProductsPerAdSet)
    .default(CampaignLimits.maxProductsPerAdSet),
  hypothesis_id: id,
});
export type DistributeProductsRequest = z.input<typeof distributeProductsRequestSchema>;
export const productAllocationSchema = z.object({
  ad_set_id: z.string(),
  product_ids: z.array(z.string()),
  reasoning: z.string().describe('Why these products fit this audience'),
});
export const distributeProductsResponseSchema = z.object({
  allocations: z.array(productAllocationSchema),
  unallocated_product_ids: z.array(z.string()).describe('Products that did not fit within the limits'),
  engine: engineSchema,
});
export type DistributeProductsResponse = z.infer<typeof distributeProductsResponseSchema>;

/** POST /generate-ad-variations */
export const generateAdVariationsRequestSchema = z.object({
  ad_set: z.looseObject({
    id,
    name: z.string().max(NameLimits.adSet),
    selection_reasoning: z.string().max(NameLimits.reasoning).optional(),
    audience_type: z.string().max(NameLimits.adSet).optional(),
    targeting_approach: z.string().max(NameLimits.reasoning).optional(),
  }),
  hypothesis_id: id,
  existing_ads: z
    .array(
      z.looseObject({
        headline: z.string().max(500),
        primary_text: z.string().max(2_000),
        primary_text_variations: z.array(z.string().max(2_000)).max(CampaignLimits.maxVariations).optional(),
      }),
    )
    .max(CampaignLimits.maxAdsPerCampaign)
    .default([]),
  selected_products: z.array(draftProductSchema).min(1).max(CampaignLimits.maxProductsPerAdSet),
  remaining_slots: z.number().int().min(0).max(CampaignLimits.maxAdsPerAdSet),
  channel: z.string().max(40).default(PLATFORM_CHANNEL),
  objective: objectiveSchema
    .optional()
    .describe("The campaign's objective (the calls to action the ads may use follow it)"),
});
export type GenerateAdVariationsRequest = z.input<typeof generateAdVariationsRequestSchema>;
export const generateAdVariationsResponseSchema = z.object({
  status: z.enum(['failure', 'partial_success', 'success']),
  ad_variations: z.array(adSchema),
  /** Why each requested ad that did not come out is missing (partial_success), or why none could be written (failure). */
  reasons: z.array(z.string().max(500)).max(CampaignLimits.maxAdsPerAdSet).default([]),
  engine: engineSchema,
});
export type GenerateAdVariationsResponse = z.infer<typeof generateAdVariationsResponseSchema>;

const createCampaignShape = z.object({
  hypothesis_id: id,
  crawl_id: id,
  campaign_data: campaignDraftSchema,
  products_by_ad_set: z
    .record(z.string().max(64), z.array(draftProductSchema).max(50))
    .describe('Products per ad set, keyed by the ad set id of the draft'),
  ad_creatives: z.array(adSchema).max(50).describe('The ads, each with its ad_set_id and media_url'),
});

/**
 * POST /create-campaign body: the shape, then every cross-field rule (draft-rules.ts) with its path. `context`
 * gives the clock and, on the server, the business's offering type for the call-to-action check.
 */
export function buildCreateCampaignRequestSchema(
  context: () => DraftRuleContext = () => ({ now: new Date() }),
) {
  return createCampaignShape.superRefine((draft, ctx) => {
    for (const issue of collectDraftIssues(draft, context()))
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
}
export const createCampaignRequestSchema = buildCreateCampaignRequestSchema();
export type CreateCampaignRequest = z.input<typeof createCampaignShape>;
export type CreateCampaignPayload = z.output<typeof createCampaignShape>;

export const campaignAnalyticsSchema = z.object({
  impressions: z.number(),
  clicks: z.number(),
  conversions: z.number(),
  spend: z.number(),
  conversion_value: z.number(),
});

const savedProductSchema = draftProductSchema.extend({ ad_set_id: z.string() });
const savedAdSetSchema = adSetSchema.extend({ campaign_id: z.string() });
const savedAdSchema = adSchema.extend({
  id: z.string(),
  ad_set_name: z.string(),
  media_url: z.string().nullable(),
});

/** SPEC §3 Campaign (listed): GET /campaigns/user, GET /campaigns/hostname/:hostname, POST /create-campaign. */
export const campaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  objective: objectiveSchema,
  hypothesis_id: z.string().nullable(),
  hypothesis: z.object({ id: z.string(), hypothesis: z.string() }).nullable(),
  daily_budget: z.number(),
  currency: adAccountCurrencySchema.describe('The ad account currency of every budget and bid'),
  created_at: z.string(),
  updated_at: z.string(),
  crawl_id: z.string(),
  start_url: z.string(),
  hostname: z.string(),
  facebook_campaign_id: z.string().nullable(),
  campaign_data: z.object({
    name: z.string(),
    objective: objectiveSchema,
    buying_type: z.string(),
    channel: z.string(),
    currency: adAccountCurrencySchema,
  }),
  product_data: z.array(savedProductSchema).describe('Products of every ad set, each with its ad_set_id'),
  copy_findings: z
    .array(z.string())
    .optional()
    .describe(
      'POST /create-campaign only: what the copy checker found in the saved ads ("<ad name> – <field>: <what to change>")',
    ),
  analytics: campaignAnalyticsSchema.describe('Zeros until the campaign has run'),
  ad_sets: z.array(savedAdSetSchema),
  ads: z.array(savedAdSchema),
});
export type Campaign = z.infer<typeof campaignSchema>;
export const campaignListSchema = z.array(campaignSchema);
