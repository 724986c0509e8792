import { crawlHasPages, isCrawlRunning } from '@adsmith/domain/crawl/status';
import { useCrawlStatus as usePolledCrawlStatus } from '@/features/crawl/api/get-crawl-status';

export { isCrawlRunning };

/** SPEC §4: on completed or analyzing_offerings the story can be drafted. */
export const isCrawlReadyForStory = crawlHasPages;

/**
 * The crawl's status for the story screen: the crawl feature's one poller (same query, same stop on a 4xx), polling
 * every 3 s while the crawl is pending or running (SPEC §4/§9); once it settles there is nothing more to learn.
 */
export function useCrawlStatus(crawlId: string) {
  return usePolledCrawlStatus(crawlId, { pollWhile: isCrawlRunning });
}
