import { crawlHasPages, isCrawlRunning } from '@adsmith/domain/crawl/status';
import { useQuery } from '@tanstack/react-query';
import { crawlStatusQueryOptions, useCrawlStatus as usePolledCrawlStatus } from '@/lib/api/crawl-status';

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

/**
 * The same status, polled on until the crawl has completed or failed: the profile panel shows a first reading while
 * the offerings are analysed and the final profile once the crawl has completed.
 */
export function useCrawlStatusUntilFinished(crawlId: string) {
  // The screen has the status already: mounting this reader asks for it only when there is none yet.
  return useQuery({ ...crawlStatusQueryOptions(crawlId), refetchOnMount: false });
}
