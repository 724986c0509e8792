import { z } from 'zod';
import { crawlStatusSchema } from '../crawl/schemas';

/** A hostname as the server groups crawls (lower case, no `www.`); also the path segment of the website routes. */
export const websiteHostnameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(253)
  .regex(/^[a-z0-9.:[\]-]+$/, 'must be a hostname such as example.com');

export const websiteHostnameParamsSchema = z.object({ hostname: websiteHostnameSchema });

/** One crawl of a website, newest first in the group (SPEC §3 Website group: crawls). */
export const websiteCrawlSchema = z.object({
  id: z.string(),
  status: crawlStatusSchema,
  created_at: z.string(),
});
export type WebsiteCrawl = z.infer<typeof websiteCrawlSchema>;

/** The newest crawl of a website, whatever its status (SPEC §3: latest crawl). */
export const websiteLatestCrawlSchema = websiteCrawlSchema.extend({
  start_url: z
    .string()
    .describe('The address the crawl started from (the Visit link and the recrawl use it)'),
  finished_at: z.string().nullable(),
  has_brand_story: z.boolean(),
  error: z.string().nullable().describe('Why it failed, when it did'),
});
export type WebsiteLatestCrawl = z.infer<typeof websiteLatestCrawlSchema>;

export const websiteBrandStorySchema = z.object({
  crawl_id: z.string().describe('The newest crawl of the website that has a story'),
  story: z.string(),
  updated_at: z.string(),
});
export type WebsiteBrandStory = z.infer<typeof websiteBrandStorySchema>;

/** GET /api/websites item: the user's crawls of one hostname (SPEC §3 Website group). */
export const websiteGroupSchema = z.object({
  hostname: z.string(),
  crawls: z.array(websiteCrawlSchema).min(1).describe('Every crawl of the website, newest first'),
  latest_crawl: websiteLatestCrawlSchema,
  campaign_count: z.number().int().min(0).describe('Campaigns made from any crawl of the website'),
  brand_story: websiteBrandStorySchema.nullable().describe('The story of the newest crawl that has one'),
  last_crawled_at: z.string().describe('When the website was last crawled (finish time, else start time)'),
});
export type WebsiteGroup = z.infer<typeof websiteGroupSchema>;

export const websitesResponseSchema = z.array(websiteGroupSchema);

/** POST /api/websites/:hostname/recrawl response. */
export const recrawlResponseSchema = z.object({
  crawl_id: z.string(),
  hostname: z.string(),
  start_url: z.string(),
});
export type RecrawlResponse = z.infer<typeof recrawlResponseSchema>;

export const carryStoryParamsSchema = websiteHostnameParamsSchema.extend({ crawlId: z.string().max(64) });

/** POST /api/websites/:hostname/crawls/:crawlId/carry-story response. */
export const carryStoryResponseSchema = z.object({
  crawl_id: z.string(),
  copied: z.boolean().describe('True only for the call that copied the story; later calls change nothing'),
  source_crawl_id: z.string().nullable().describe('The crawl the story was copied from, when one was'),
  has_brand_story: z
    .boolean()
    .describe('Whether the crawl has a story now (copied now, earlier, or drafted)'),
});
export type CarryStoryResponse = z.infer<typeof carryStoryResponseSchema>;

/** SPEC §4 "Recrawl per hostname" states of the dashboard's tracker. */
export const recrawlStateSchema = z.enum([
  'pending',
  'running',
  'analyzing_offerings',
  'completed',
  'failed',
  'error',
]);
export type RecrawlState = z.infer<typeof recrawlStateSchema>;

/**
 * One recrawl followed by the dashboard's tracker, as it is kept in the browser's localStorage so a reload resumes
 * it (SPEC §4). Parsed on load: storage is user-editable and may hold an older shape.
 */
export const trackedRecrawlSchema = z.object({
  hostname: z.string(),
  crawlId: z.string(),
  state: recrawlStateSchema,
  startedAt: z.string(),
  pagesFetched: z.number().int().min(0),
  offeringsFound: z.number().int().min(0),
  /** Whether the crawl has a brand story once completed (carried over, or drafted meanwhile). */
  hasBrandStory: z.boolean().nullable(),
  error: z.string().nullable(),
  /** Consecutive failed calls; a blip is retried on the next tick, a lasting failure becomes `error`. */
  failures: z.number().int().min(0),
});
export type TrackedRecrawl = z.infer<typeof trackedRecrawlSchema>;

export const trackedRecrawlsSchema = z.record(z.string(), trackedRecrawlSchema);
