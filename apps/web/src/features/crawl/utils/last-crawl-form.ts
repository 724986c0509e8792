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
