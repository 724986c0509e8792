import type { CrawlStatus } from './schemas';

/** Statuses in which every page is stored; as a list for queries. */
export const STATUSES_WITH_PAGES = [
  'completed',
  'analyzing_offerings',
] as const satisfies readonly CrawlStatus[];
/** Statuses of a crawl still under way; as a list for queries. */
export const ACTIVE_STATUSES = [
  'pending',
  'running',
  'analyzing_offerings',
] as const satisfies readonly CrawlStatus[];

/** Still fetching pages (SPEC §4: the story screen shows progress and polls). */
export const isCrawlRunning = (status: CrawlStatus | null | undefined): boolean =>
  status === 'pending' || status === 'running';

/** Every page is stored (completed, or offerings still being analysed): the profile and the story can be drafted. */
export const crawlHasPages = (status: CrawlStatus | null | undefined): boolean =>
  (STATUSES_WITH_PAGES as readonly string[]).includes(status ?? '');

/** Under way in any way: queued, fetching or analysing offerings (what counts against the per-user cap). */
export const isCrawlActive = (status: CrawlStatus | null | undefined): boolean =>
  (ACTIVE_STATUSES as readonly string[]).includes(status ?? '');

/** Changes no more: completed or failed. */
export const isCrawlFinished = (status: CrawlStatus | null | undefined): boolean =>
  status === 'completed' || status === 'failed';
