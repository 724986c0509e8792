import { z } from 'zod';
import { businessProfileSchema } from '../profile/schemas';

/**
 * Input and output contracts of the campaign generations (SPEC §7 "Assumptions and campaigns"). The drafting
 * engine declares them; the campaigns issue implements them and may refine these schemas with its own rules
 * (objective settings, CTA options, text limits) — both engines must then satisfy the refined version.
 */

const productRefSchema = z.object({
  id: z.string().describe('Offering id'),
  name: z.string().describe('Offering name as crawled'),
  price: z.string().nullable().describe('Decimal string such as "24.00", or null when unknown'),
  currency: z.string().nullable().optional().describe('ISO currency of the price (campaigns issue)'),
  description: z.string().nullable().describe('Offering description as crawled'),
  offering_type: z.enum(['service', 'product']).describe('service or product'),
  landing_page: z.string().nullable().describe('URL of the offering page'),
});

const hypothesisRefSchema = z.object({
  hypothesis: z.string().describe('The chosen assumption about why customers buy'),
  strategic_approach: z.string().describe('How the campaign should test it'),
  success_metrics: z.string().describe('What shows it works'),
  daily_budget: z.number().describe('Daily budget in USD'),
});

/** Who the business is, from its crawl (added by the campaigns issue: drafts name the business and its products). */
const businessRefSchema = z.object({
  name: z.string().describe('Business name as the site gives it'),
  hostname: z.string().describe('Website host'),
  start_url: z.string().describe('Website address'),
});

/** Context every campaign generation receives. */
const campaignContextSchema = z.object({
  crawl_id: z.string().describe('The crawl the campaign is built from'),
  brand_story: z.string().describe('The saved brand story'),
  hypothesis: hypothesisRefSchema.describe('The assumption the campaign tests'),
  offering_type: z.enum(['services', 'products', 'mixed']).describe('What the business sells'),
  business: businessRefSchema.optional().describe('The business (campaigns issue)'),
  products: z.array(productRefSchema).optional().describe('Offerings found on the site (campaigns issue)'),
  profile: businessProfileSchema
    .nullable()
    .optional()
    .describe(
      'The business profile with the owner corrections, when one was built (drafts are written from it)',
    ),
});

export const campaignGenerationInputSchema = campaignContextSchema;
export type CampaignGenerationInput = z.infer<typeof campaignGenerationInputSchema>;

export const campaignGenerationOutputSchema = z.object({
  name: z.string().describe('Campaign name'),
  objective: z
    .enum(['AWARENESS', 'TRAFFIC', 'ENGAGEMENT', 'LEAD_GENERATION', 'OUTCOME_SALES'])
    .describe('Campaign objective (OUTCOME_SALES is the default)'),
  buying_type: z.literal('AUCTION').describe('Buying type'),
  reasoning: z.string().describe('Why this objective suits the assumption'),
});
export type CampaignGenerationOutput = z.infer<typeof campaignGenerationOutputSchema>;

const targetingSchema = z.object({
  geo_locations: z
    .object({
      countries: z.array(z.string().length(2)).describe('Two-letter country codes'),
      cities: z.array(z.string()).describe('City names'),
      regions: z.array(z.string()).describe('Region names'),
    })
    .describe('Where the ads run'),
  genders: z
    .array(z.union([z.literal(1), z.literal(2)]))
    .describe('1 male, 2 female; both or none means all'),
  age_min: z.number().int().min(13).max(65).describe('Youngest age targeted'),
  age_max: z.number().int().min(13).max(65).describe('Oldest age targeted'),
  publisher_platforms: z.array(z.string()).describe('facebook, instagram, …'),
  device_platforms: z.array(z.string()).describe('mobile, desktop'),
  facebook_positions: z.array(z.string()).describe('feed, story, …'),
  instagram_positions: z.array(z.string()).describe('stream, story, reels, …'),
});

export const adSetDraftSchema = z.object({
  name: z.string().describe('Ad set name'),
  selection_reasoning: z.string().describe('Why this audience fits the assumption'),
  targeting_approach: z.string().describe('How the audience is reached'),
  audience_type: z.string().describe('Kind of audience (prospecting, retargeting, lookalike …)'),
  daily_budget: z.number().describe('Daily budget in USD'),
  targeting: targetingSchema.describe('Audience targeting'),
  optimization_goal: z.string().describe('Optimisation goal allowed by the objective'),
  billing_event: z.string().describe('Billing event allowed by the objective'),
  bid_strategy: z.string().describe('Bid strategy allowed by the objective'),
});
export type AdSetDraft = z.infer<typeof adSetDraftSchema>;

export const adSetsGenerationInputSchema = campaignContextSchema.extend({
  objective: campaignGenerationOutputSchema.shape.objective,
  existing_ad_sets: z
    .array(z.object({ name: z.string(), selection_reasoning: z.string().optional() }))
    .describe('Ad sets already in the draft'),
  remaining_slots: z.number().int().min(0).describe('How many ad sets may still be added'),
  countries: z
    .array(z.string().length(2))
    .describe(
      "The countries the ad sets target, settled before drafting (the owner's answer or the profile's confident country); the engine never picks one",
    ),
});
export type AdSetsGenerationInput = z.infer<typeof adSetsGenerationInputSchema>;

export const adSetsGenerationOutputSchema = z.object({
  ad_sets: z.array(adSetDraftSchema).describe('New ad sets, at most remaining_slots'),
});
export type AdSetsGenerationOutput = z.infer<typeof adSetsGenerationOutputSchema>;

export const distributeProductsInputSchema = z.object({
  hypothesis: hypothesisRefSchema.describe('The assumption being tested'),
  products: z.array(productRefSchema).describe('Offerings to allocate'),
  ad_sets: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        selection_reasoning: z.string(),
        audience_type: z.string().optional().describe('Kind of audience (campaigns issue)'),
        targeting_approach: z.string().optional().describe('How the audience is reached (campaigns issue)'),
      }),
    )
    .describe('Ad sets to fill'),
  max_per_set: z.number().int().min(1).describe('Most products one ad set may hold'),
});
export type DistributeProductsInput = z.infer<typeof distributeProductsInputSchema>;

export const distributeProductsOutputSchema = z.object({
  allocations: z
    .array(
      z.object({
        ad_set_id: z.string().describe('Ad set receiving the products'),
        product_ids: z.array(z.string()).describe('Offering ids, no duplicates'),
        reasoning: z.string().describe('Why these products fit this audience'),
      }),
    )
    .describe('One entry per ad set'),
});
export type DistributeProductsOutput = z.infer<typeof distributeProductsOutputSchema>;

export const adVariationDraftSchema = z.object({
  name: z.string().describe('Ad name'),
  headline: z.string().describe('Headline'),
  headline_variations: z.array(z.string()).describe('Up to 5; the first mirrors headline'),
  primary_text: z.string().describe('Primary text'),
  primary_text_variations: z.array(z.string()).describe('Up to 5; the first mirrors primary_text'),
  description: z.string().describe('Description'),
  call_to_action: z.string().describe('A call to action allowed for the channel'),
  product_ids: z.array(z.string()).describe('Offerings the ad shows'),
  creative_approach: z.string().describe('The creative idea'),
  value_proposition: z.string().describe('The promise to the customer'),
});
export type AdVariationDraft = z.infer<typeof adVariationDraftSchema>;

export const adVariationsGenerationInputSchema = z.object({
  business: businessRefSchema.optional().describe('The business (campaigns issue)'),
  offering_type: z
    .enum(['services', 'products', 'mixed'])
    .optional()
    .describe('What the business sells (campaigns issue)'),
  call_to_action_options: z
    .array(z.string())
    .optional()
    .describe(
      'Calls to action allowed for the channel and offering type, first = fallback (campaigns issue)',
    ),
  brand_story: z.string().describe('The saved brand story'),
  hypothesis: hypothesisRefSchema.describe('The assumption being tested'),
  ad_set: adSetDraftSchema.extend({ id: z.string().optional() }).describe('The ad set the ads belong to'),
  existing_ads: z
    .array(
      z.object({
        headline: z.string(),
        primary_text: z.string(),
        primary_text_variations: z
          .array(z.string())
          .optional()
          .describe('Its other primary texts (no line may repeat)'),
      }),
    )
    .describe('Ads already in the ad set'),
  selected_products: z.array(productRefSchema).describe('Products of the ad set'),
  remaining_slots: z.number().int().min(0).describe('How many ads may still be added'),
  channel: z.string().describe('The ad platform channel'),
  objective: z
    .enum(['AWARENESS', 'TRAFFIC', 'ENGAGEMENT', 'LEAD_GENERATION', 'OUTCOME_SALES'])
    .optional()
    .describe("The campaign's objective, when the wizard sends it"),
  profile: businessProfileSchema.nullable().optional().describe('The business profile, when one was built'),
});
export type AdVariationsGenerationInput = z.infer<typeof adVariationsGenerationInputSchema>;

export const adVariationsGenerationOutputSchema = z.object({
  status: z
    .enum(['failure', 'partial_success', 'success'])
    .describe('Whether every requested ad was produced'),
  ad_variations: z.array(adVariationDraftSchema).describe('The ads produced'),
});
export type AdVariationsGenerationOutput = z.infer<typeof adVariationsGenerationOutputSchema>;
