import { Timing } from '@adsmith/domain/common/constants';
import {
  crawlStatusResponseSchema,
  type CrawlStatus,
  type CrawlStatusResponse,
} from '@adsmith/domain/crawl/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The statuses during which the crawl is still fetching pages (SPEC §4: the story screen keeps polling). */
export function isCrawlRunning(status: CrawlStatus | undefined): boolean {
  return status === 'pending' || status === 'running';
}

/** SPEC §4: on completed or analyzing_offerings the story can be drafted. */
export function isCrawlReadyForStory(status: CrawlStatus | undefined): boolean {
  return status === 'completed' || status === 'analyzing_offerings';
}

/** GET /api/status/:id (SPEC §7). */
export async function getCrawlStatus(crawlId: string, signal?: AbortSignal): Promise<CrawlStatusResponse> {
  const data = await apiClient.get<unknown>(`/status/${encodeURIComponent(crawlId)}`, { signal });
  return crawlStatusResponseSchema.parse(data);
}

export function crawlStatusQueryOptions(crawlId: string) {
  return queryOptions({
    queryKey: ['crawl-status', crawlId],
    queryFn: ({ signal }) => getCrawlStatus(crawlId, signal),
    // Progress must be live, never served from an earlier visit's cache.
    staleTime: 0,
    // SPEC §4/§9: every 3 s while pending or running; once it settles there is nothing more to learn.
    refetchInterval: (query) =>
      query.state.data === undefined || isCrawlRunning(query.state.data.status)
        ? Timing.storyPollIntervalMs
        : false,
  });
}

/** The crawl's status, polled while it runs. */
export function useCrawlStatus(crawlId: string) {
  return useQuery(crawlStatusQueryOptions(crawlId));
}
