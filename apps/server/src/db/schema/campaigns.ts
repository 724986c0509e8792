import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AdSetSchedule } from '@adsmith/domain/campaigns/schedule';
import type { Targeting } from '@adsmith/domain/campaigns/schemas';
import { crawls, offerings } from './crawls';
import { hypotheses } from './hypotheses';
import { users } from './users';

/**
 * A campaign (SPEC §3) with its ad sets, the products of each ad set and the ads. The analytics are real columns,
 * zero for a draft, so a later sync with the ad platform can fill them without a migration of stored JSON.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    crawlId: uuid('crawl_id')
      .notNull()
      .references(() => crawls.id, { onDelete: 'cascade' }),
    // The campaign outlives the assumption it tested: deleting the card keeps the campaign.
    hypothesisId: uuid('hypothesis_id').references(() => hypotheses.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    objective: text('objective').notNull(),
    status: text('status', { enum: ['ACTIVE', 'PAUSED', 'COMPLETED', 'DRAFT'] })
      .notNull()
      .default('DRAFT'),
    buyingType: text('buying_type').notNull().default('AUCTION'),
    channel: text('channel').notNull(),
    dailyBudget: numeric('daily_budget', { precision: 12, scale: 2 }).notNull(),
    // The ad account's currency (ISO 4217) every budget and bid of the campaign and its ad sets is in. SPEC's USD
    // for a campaign drafted before the setting existed; a new campaign starts with the site's currency.
    currency: text('currency').notNull().default('USD'),
    facebookCampaignId: text('facebook_campaign_id'),
    impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
    conversions: bigint('conversions', { mode: 'number' }).notNull().default(0),
    spend: numeric('spend', { precision: 14, scale: 2 }).notNull().default('0'),
    conversionValue: numeric('conversion_value', { precision: 14, scale: 2 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('campaigns_user_created_idx').on(table.userId, table.createdAt),
    index('campaigns_crawl_idx').on(table.crawlId),
  ],
);

export const campaignAdSets = pgTable(
  'campaign_ad_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    selectionReasoning: text('selection_reasoning').notNull().default(''),
    targetingApproach: text('targeting_approach').notNull().default(''),
    audienceType: text('audience_type').notNull().default(''),
    dailyBudget: numeric('daily_budget', { precision: 12, scale: 2 }).notNull(),
    targeting: jsonb('targeting').$type<Targeting>().notNull(),
    optimizationGoal: text('optimization_goal').notNull(),
    billingEvent: text('billing_event').notNull(),
    bidStrategy: text('bid_strategy').notNull(),
    bidAmount: numeric('bid_amount', { precision: 12, scale: 2 }),
    // Minimum ROAS times 10000 (SPEC §3), as the ad platform stores it.
    roasAverageFloor: integer('roas_average_floor'),
    schedule: jsonb('schedule').$type<AdSetSchedule>().notNull(),
    isManuallyCreated: boolean('is_manually_created').notNull().default(false),
    facebookAdSetId: text('facebook_ad_set_id'),
  },
  (table) => [unique('campaign_ad_sets_position_unique').on(table.campaignId, table.position)],
);

/**
 * The products of an ad set. A snapshot of what was advertised is kept with the link to the offering, because a
 * recrawl may change or remove the offering while the campaign still shows the old one.
 */
export const campaignAdSetProducts = pgTable(
  'campaign_ad_set_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adSetId: uuid('ad_set_id')
      .notNull()
      .references(() => campaignAdSets.id, { onDelete: 'cascade' }),
    offeringId: uuid('offering_id').references(() => offerings.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    price: text('price'),
    currency: text('currency'),
    description: text('description'),
    imageUrl: text('image_url'),
    landingPage: text('landing_page'),
    offeringType: text('offering_type', { enum: ['service', 'product'] }).notNull(),
  },
  (table) => [
    unique('campaign_ad_set_products_position_unique').on(table.adSetId, table.position),
    unique('campaign_ad_set_products_offering_unique').on(table.adSetId, table.offeringId),
  ],
);

export const campaignAds = pgTable(
  'campaign_ads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    adSetId: uuid('ad_set_id')
      .notNull()
      .references(() => campaignAdSets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    adType: text('ad_type').notNull(),
    headline: text('headline').notNull(),
    headlineVariations: jsonb('headline_variations').$type<string[]>().notNull(),
    primaryText: text('primary_text').notNull(),
    primaryTextVariations: jsonb('primary_text_variations').$type<string[]>().notNull(),
    description: text('description').notNull().default(''),
    callToAction: text('call_to_action').notNull(),
    customCtaText: text('custom_cta_text'),
    aspectRatio: text('aspect_ratio').notNull(),
    mediaUrl: text('media_url'),
    media: jsonb('media').$type<string | string[] | null>(),
    product: jsonb('product').$type<{
      name: string;
      price?: string | null;
      image_url?: string | null;
      landing_page?: string | null;
    } | null>(),
    // Offering ids of the ad set's products the ad shows.
    productIds: jsonb('product_ids').$type<string[]>().notNull(),
    creativeApproach: text('creative_approach').notNull().default(''),
    valueProposition: text('value_proposition').notNull().default(''),
    isManuallyCreated: boolean('is_manually_created').notNull().default(false),
    facebookAdId: text('facebook_ad_id'),
  },
  (table) => [
    index('campaign_ads_ad_set_idx').on(table.adSetId, table.position),
    index('campaign_ads_campaign_idx').on(table.campaignId),
  ],
);

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignAdSetRow = typeof campaignAdSets.$inferSelect;
export type CampaignAdSetProductRow = typeof campaignAdSetProducts.$inferSelect;
export type CampaignAdRow = typeof campaignAds.$inferSelect;
