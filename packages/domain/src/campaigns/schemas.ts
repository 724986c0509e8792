import { z } from 'zod';
import { landingPageSchema } from '../common/urls';
import { CampaignLimits, TextLimits } from '../common/constants';
import {
  AD_TYPES,
  AdSetRules,
  ASPECT_RATIOS,
  BID_STRATEGIES,
  BILLING_EVENTS,
  BUYING_TYPES,
  CALL_TO_ACTIONS,
  CampaignDraftDefaults,
  DEVICE_PLATFORMS,
  FACEBOOK_POSITIONS,
  INSTAGRAM_POSITIONS,
  NameLimits,
  NewAdDefaults,
  OBJECTIVES,
  OPTIMIZATION_GOALS,
  PUBLISHER_PLATFORMS,
  WEEKDAYS,
} from './constants';
import { normalizeCountryCode } from './countries';
import { CityRadiusLimits, DISTANCE_UNITS } from './local-targeting';
import { adAccountCurrencySchema, DEFAULT_AD_ACCOUNT_CURRENCY } from './budget';
import { PLATFORM_CHANNEL } from './cta';
import { CampaignRuleMessages } from './messages';
import { allWeekdaysEnabled, parseWallClock } from './schedule';

/**
 * Entity schemas of the campaign draft (SPEC §3 Campaign draft, Ad set, Ad): the wizard's form values and the
 * create-campaign payload. Field-level limits live here; rules that span fields (objective ↔ delivery settings,
 * counts per ad set, schedule) live in draft-rules.ts.
 */

const tooLong = (max: number) => CampaignRuleMessages.textTooLong(max);
/** Required text: trimmed, not empty, at most `max`. */
export const requiredText = (max: number) =>
  z.string().trim().min(1, CampaignRuleMessages.required).max(max, tooLong(max));
/** Optional text: trimmed, at most `max`, absent → ''. */
export const optionalText = (max: number) => z.string().trim().max(max, tooLong(max)).default('');

export const objectiveSchema = z.enum(OBJECTIVES).describe('Campaign objective');
export const optimizationGoalSchema = z
  .enum(OPTIMIZATION_GOALS)
  .describe('Optimisation goal allowed by the objective');
export const billingEventSchema = z.enum(BILLING_EVENTS).describe('Billing event allowed by the objective');
export const bidStrategySchema = z.enum(BID_STRATEGIES).describe('Bid strategy allowed by the objective');
export const callToActionSchema = z.enum(CALL_TO_ACTIONS).describe('Call to action');
export const adTypeSchema = z.enum(AD_TYPES).describe('single_image, video or carousel');
export const aspectRatioSchema = z.enum(ASPECT_RATIOS).describe('1:1, 4:5, 16:9 or 9:16');

const isoDateTime = z
  .string()
  .max(40)
  .refine(
    (value) => parseWallClock(value) !== null,
    'Must be an ISO date-time with an offset, e.g. 2025-06-02T00:00:00+02:00',
  );

/** A product (offering) as the wizard holds it; extra fields of the products endpoint are dropped. */
export const draftProductSchema = z.object({
  id: z.string().min(1).max(64).describe('Offering id from GET /products'),
  name: z.string().max(500).describe('Offering name'),
  price: z.string().max(64).nullable().optional().describe('Decimal string such as "24.00"'),
  currency: z.string().max(8).nullable().optional(),
  description: z.string().max(5_000).nullable().optional(),
  image_url: z.string().max(2048).nullable().optional(),
  landing_page: landingPageSchema,
  offering_type: z
    .enum(['service', 'product'])
    .optional()
    .describe('Anything not service is treated as a product'),
});
export type DraftProduct = z.infer<typeof draftProductSchema>;

export const timeSlotSchema = z.object({
  start: z.string().max(5).describe('"HH:MM" on a 30-minute step'),
  end: z.string().max(5).describe('"HH:MM" on a 30-minute step, "24:00" for midnight'),
});

const dayScheduleSchema = z.object({
  enabled: z.boolean(),
  slots: z.array(timeSlotSchema).max(48).default([]).describe('No slots means the whole day'),
});

export const weekScheduleSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayScheduleSchema])) as Record<
    (typeof WEEKDAYS)[number],
    typeof dayScheduleSchema
  >,
);

export const adSetScheduleSchema = z.object({
  start_time: isoDateTime.describe('Start, ISO with the user offset; tomorrow or later'),
  end_time: isoDateTime.nullable().optional().describe('End, optional, not before the start'),
  days: weekScheduleSchema.default(allWeekdaysEnabled).describe('Per weekday: enabled and time slots'),
});
export type AdSetScheduleInput = z.input<typeof adSetScheduleSchema>;

const age = z.number().int().min(AdSetRules.age.min).max(AdSetRules.age.max);

/** A radius around the targeted cities, within the bounds the ad platform takes for its unit. */
export const cityRadiusSchema = z
  .object({
    value: z.number().int().describe('Distance around each city'),
    unit: z.enum(DISTANCE_UNITS).describe('kilometer or mile'),
  })
  .superRefine((radius, context) => {
    const { min, max, short } = CityRadiusLimits[radius.unit];
    if (radius.value < min || radius.value > max)
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message: `The radius must be between ${min} and ${max} ${short}`,
      });
  });

export const targetingSchema = z.object({
  geo_locations: z.object({
    countries: z
      .array(
        z.string().refine((code) => normalizeCountryCode(code) === code, 'Must be a two-letter country code'),
      )
      .min(1, 'Choose at least one country')
      .max(250)
      .describe('Two-letter country codes'),
    cities: z.array(requiredText(NameLimits.city)).max(50).default([]),
    regions: z.array(requiredText(NameLimits.region)).max(50).default([]),
    city_radius: cityRadiusSchema
      .nullable()
      .optional()
      .describe('Radius around the cities (17–80 km or 10–50 mi); none: the cities themselves'),
  }),
  genders: z
    .array(z.union([z.literal(1), z.literal(2)]))
    .max(2)
    .default([])
    .describe('1 male, 2 female; both or none means all'),
  age_min: age.default(AdSetRules.age.newMin),
  age_max: age.default(AdSetRules.age.newMax),
  publisher_platforms: z
    .array(z.enum(PUBLISHER_PLATFORMS))
    .max(PUBLISHER_PLATFORMS.length)
    .default([])
    .describe('Empty: automatic placements'),
  device_platforms: z.array(z.enum(DEVICE_PLATFORMS)).max(DEVICE_PLATFORMS.length).default([]),
  facebook_positions: z.array(z.enum(FACEBOOK_POSITIONS)).max(FACEBOOK_POSITIONS.length).default([]),
  instagram_positions: z.array(z.enum(INSTAGRAM_POSITIONS)).max(INSTAGRAM_POSITIONS.length).default([]),
});
export type Targeting = z.infer<typeof targetingSchema>;

/** SPEC §3 Ad set as the wizard holds it. `id` is the wizard's key for the ad set (products and ads refer to it). */
export const adSetSchema = z.object({
  id: z.string().min(1).max(64).describe('Key of the ad set within the draft'),
  name: requiredText(NameLimits.adSet),
  selection_reasoning: optionalText(NameLimits.reasoning),
  targeting_approach: optionalText(NameLimits.reasoning),
  audience_type: optionalText(NameLimits.adSet),
  daily_budget: z
    .number()
    .min(0)
    .max(AdSetRules.dailyBudget.max)
    .describe("Per day in the campaign's ad account currency, at least 1, step 0.01"),
  targeting: targetingSchema,
  optimization_goal: optimizationGoalSchema,
  billing_event: billingEventSchema,
  bid_strategy: bidStrategySchema,
  bid_amount: z
    .number()
    .min(0)
    .max(AdSetRules.bidAmount.max)
    .nullable()
    .default(0)
    .describe("Bid or cost cap in the campaign's ad account currency"),
  roas_average_floor: z.number().int().min(0).nullable().optional().describe('Minimum ROAS times 10000'),
  schedule: adSetScheduleSchema,
  isManuallyCreated: z.boolean().default(false),
  facebook_ad_set_id: z.string().max(64).nullable().optional(),
});
export type AdSetDraftInput = z.input<typeof adSetSchema>;
export type AdSet = z.output<typeof adSetSchema>;

const variations = (max: number) =>
  z
    .array(requiredText(max))
    .max(CampaignLimits.maxVariations, CampaignRuleMessages.maxVariations(CampaignLimits.maxVariations))
    .default([]);

export const adProductSchema = z.object({
  name: z.string().max(500),
  price: z.string().max(64).nullable().optional(),
  image_url: z.string().max(2048).nullable().optional(),
  landing_page: landingPageSchema,
});

/** A media reference: a path the app serves (/api/…) or an http(s) URL; never another scheme. */
export const mediaUrlSchema = z
  .string()
  .max(2048)
  .refine(
    (value) => value.startsWith('/') || /^https?:\/\//i.test(value),
    'Must be an http(s) URL or an /api path',
  );

/** SPEC §3 Ad / ad creative. */
export const adSchema = z.object({
  id: z.string().max(64).optional().describe('Key of the ad within the draft'),
  ad_set_id: z.string().min(1).max(64).describe('Key of the ad set the ad belongs to'),
  ad_set_name: z.string().max(NameLimits.adSet).optional(),
  name: requiredText(NameLimits.ad),
  ad_type: adTypeSchema.default(NewAdDefaults.ad_type),
  headline: requiredText(TextLimits.headline),
  headline_variations: variations(TextLimits.headline).describe('Up to 5; the first mirrors headline'),
  primary_text: requiredText(TextLimits.primaryText),
  primary_text_variations: variations(TextLimits.primaryText).describe(
    'Up to 5; the first mirrors primary_text',
  ),
  description: optionalText(TextLimits.description),
  call_to_action: callToActionSchema.default(NewAdDefaults.call_to_action),
  custom_cta_text: z
    .string()
    .trim()
    .max(TextLimits.customCta, tooLong(TextLimits.customCta))
    .nullable()
    .optional(),
  aspect_ratio: aspectRatioSchema.default(NewAdDefaults.aspect_ratio),
  media_url: mediaUrlSchema.nullable().optional().describe('The creative image'),
  media: z
    .union([mediaUrlSchema, z.array(mediaUrlSchema).max(10)])
    .nullable()
    .optional(),
  product: adProductSchema.nullable().optional(),
  product_ids: z
    .array(z.string().max(64))
    .max(CampaignLimits.maxProductsPerAdSet)
    .default([])
    .describe('Offerings the ad shows'),
  creative_approach: optionalText(NameLimits.reasoning),
  value_proposition: optionalText(NameLimits.reasoning),
  isManuallyCreated: z.boolean().default(false),
  facebook_ad_id: z.string().max(64).nullable().optional(),
});
export type AdDraftInput = z.input<typeof adSchema>;
export type Ad = z.output<typeof adSchema>;

/** SPEC §3 Campaign draft. */
export const campaignDraftSchema = z.object({
  name: requiredText(NameLimits.campaign),
  objective: objectiveSchema.default(CampaignDraftDefaults.objective),
  status: z.literal('DRAFT').default('DRAFT').describe('A new campaign is always a draft'),
  buying_type: z.enum(BUYING_TYPES).default(CampaignDraftDefaults.buying_type),
  daily_budget: z
    .number()
    .min(AdSetRules.dailyBudget.min)
    .max(AdSetRules.dailyBudget.max)
    .optional()
    .describe('Campaign budget in the ad account currency'),
  currency: adAccountCurrencySchema
    .default(DEFAULT_AD_ACCOUNT_CURRENCY)
    .describe("Ad account currency of every budget and bid (ISO 4217); SPEC's USD when not given"),
  channel: z
    .string()
    .max(40)
    .default(PLATFORM_CHANNEL)
    .describe('The ad platform channel (CTA options depend on it)'),
  ad_sets: z
    .array(adSetSchema)
    .min(1, CampaignRuleMessages.minAdSets)
    .max(CampaignLimits.maxAdSets, CampaignRuleMessages.maxAdSets(CampaignLimits.maxAdSets)),
});
export type CampaignDraftInput = z.input<typeof campaignDraftSchema>;
export type CampaignDraft = z.output<typeof campaignDraftSchema>;
