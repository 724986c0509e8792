import { z } from 'zod';
import { storageKey, storedJson } from '@/lib/stored-json';

/** What the crawl form last started, kept for this browser session so "Start a new crawl" loses nothing. */
const lastCrawlFormSchema = z.object({
  url: z.string(),
  depth: z.number(),
  rateLimit: z.number(),
  productDepth: z.number(),
  useSitemap: z.boolean(),
  maxSitemapUrls: z.number(),
  useLlm: z.boolean(),
});
export type LastCrawlForm = z.infer<typeof lastCrawlFormSchema>;

export const lastCrawlForm = storedJson('session', storageKey('crawl-form', 'last'), lastCrawlFormSchema);

/** The navigation state that asks the home screen's form to start from the last crawl's address and settings. */
export const RETRY_CRAWL_STATE = { retryLastCrawl: true } as const;

export const isRetryState = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as { retryLastCrawl?: unknown }).retryLastCrawl === true;
