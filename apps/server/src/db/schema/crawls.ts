import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import type { BrandSignals } from '@adsmith/domain/crawl/brand-signals';
import type { PageImage } from '@adsmith/domain/crawl/page-images';
import type { OfferingVariant } from '@adsmith/domain/crawl/schemas';

export type CrawlSettingsColumn = {
  depth: number;
  rateLimitSeconds: number;
  productCrawlMaxDepth: number;
  useSitemap: boolean;
  maxSitemapUrls: number;
  useLlm: boolean;
};

export type CrawlProgressColumn = {
  pagesQueued: number;
  pagesFetched: number;
  pagesFailed: number;
  linksRefused: number;
  offeringsFound: number;
  /** Offering pages found and fetched (see CrawlProgress); absent on crawls stored before they were counted. */
  offeringPagesFound?: number;
  offeringPagesFetched?: number;
  /** What the crawl left out or could not read, and why (see CrawlProgress.notices). */
  notices?: string[];
};

/** Brand signals found on the start page, for creatives. */
export type BrandSignalsColumn = BrandSignals;

export const crawls = pgTable(
  'crawls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startUrl: text('start_url').notNull(),
    hostname: text('hostname').notNull(),
    status: text('status', { enum: ['pending', 'running', 'analyzing_offerings', 'completed', 'failed'] })
      .notNull()
      .default('pending'),
    settings: jsonb('settings').$type<CrawlSettingsColumn>().notNull(),
    progress: jsonb('progress')
      .$type<CrawlProgressColumn>()
      .notNull()
      .default(
        sql`'{"pagesQueued":0,"pagesFetched":0,"pagesFailed":0,"linksRefused":0,"offeringsFound":0}'::jsonb`,
      ),
    error: text('error'),
    offeringsStatus: text('offerings_status', { enum: ['analyzing', 'completed', 'failed'] })
      .notNull()
      .default('analyzing'),
    businessType: text('business_type', { enum: ['services', 'products', 'mixed'] }),
    brandSignals: jsonb('brand_signals').$type<BrandSignalsColumn>(),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Refreshed by the worker running the crawl; a running crawl whose heartbeat stops has lost its worker.
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    // How many times the crawl was resumed after its worker died.
    resumes: integer('resumes').notNull().default(0),
  },
  (table) => [
    index('crawls_user_created_idx').on(table.userId, table.createdAt),
    index('crawls_user_status_idx').on(table.userId, table.status),
    index('crawls_user_hostname_idx').on(table.userId, table.hostname),
    index('crawls_status_idx').on(table.status),
  ],
);

export type CrawlRow = typeof crawls.$inferSelect;

/** One crawled page: SPEC §3 crawl_data item. */
export const crawlPages = pgTable(
  'crawl_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    crawlId: uuid('crawl_id')
      .notNull()
      .references(() => crawls.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    depth: integer('depth').notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull(),
    text: text('text').notNull(),
    images: jsonb('images').$type<PageImage[]>().notNull(),
    llmAnalysis: jsonb('llm_analysis').$type<{ url: string; reasoning: string; expected_value: string }>(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('crawl_pages_crawl_url_unique').on(table.crawlId, table.url)],
);

export type CrawlPageRow = typeof crawlPages.$inferSelect;

/** Products and services found on a crawled site (SPEC Product / Offering). */
export const offerings = pgTable(
  'offerings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    crawlId: uuid('crawl_id')
      .notNull()
      .references(() => crawls.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    price: text('price'),
    currency: text('currency'),
    description: text('description'),
    imageUrl: text('image_url'),
    landingPage: text('landing_page'),
    offeringType: text('offering_type', { enum: ['service', 'product'] }).notNull(),
    sku: text('sku'),
    availability: text('availability', { enum: ['InStock', 'OutOfStock'] }),
    sources: jsonb('sources').$type<Record<string, string>>().notNull(),
    /** The prices it is sold at when there are several (sizes, durations, persons), lowest first; null with one. */
    variants: jsonb('variants').$type<OfferingVariant[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('offerings_crawl_idx').on(table.crawlId, table.position)],
);

export type OfferingRow = typeof offerings.$inferSelect;

/** Recent log lines and errors of a crawl, for the admin process details. */
export const crawlLogs = pgTable(
  'crawl_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    crawlId: uuid('crawl_id')
      .notNull()
      .references(() => crawls.id, { onDelete: 'cascade' }),
    level: text('level', { enum: ['info', 'warn', 'error'] }).notNull(),
    message: text('message').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('crawl_logs_crawl_at_idx').on(table.crawlId, table.at)],
);

/**
 * The raw HTML of each page a running crawl fetched, keyed by the requested URL, so a crawl resumed after its
 * worker died replays these pages instead of fetching them again. Deleted when the crawl ends.
 */
export const crawlPageBodies = pgTable(
  'crawl_page_bodies',
  {
    crawlId: uuid('crawl_id')
      .notNull()
      .references(() => crawls.id, { onDelete: 'cascade' }),
    urlKey: text('url_key').notNull(),
    finalUrl: text('final_url').notNull(),
    status: integer('status').notNull(),
    contentType: text('content_type').notNull(),
    html: text('html').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.crawlId, table.urlKey] })],
);
