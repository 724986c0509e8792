import { Timing } from '@adsmith/domain/common/constants';
import {
  crawlStatusResponseSchema,
  type CrawlStatus,
  type CrawlStatusResponse,
} from '@adsmith/domain/crawl/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isCrawlFinished } from '@adsmith/domain/crawl/status';
import { apiClient, isClientError } from '@/lib/api-client';

export { isCrawlFinished };

// The crawl and story screens poll the same endpoint through these options; one key means one request serves both.
export const crawlStatusQueryKey = (crawlId: string) => ['crawl-status', crawlId] as const;

/** GET /api/status/:id (SPEC §7): status plus live progress of one of the user's crawls. */
export async function getCrawlStatus(crawlId: string, signal?: AbortSignal): Promise<CrawlStatusResponse> {
  const data = await apiClient.get<unknown>(`/status/${encodeURIComponent(crawlId)}`, { signal });
  return crawlStatusResponseSchema.parse(data);
}

export type CrawlStatusPollOptions = {
  /** Polling interval while the crawl is pending, running or analysing offerings (SPEC §4: 3 s on the story screen). */
  intervalMs?: number;
  enabled?: boolean;
  /** While which statuses to keep polling; by default until the crawl completed or failed. */
  pollWhile?: (status: CrawlStatus) => boolean;
};

export function crawlStatusQueryOptions(crawlId: string, options: CrawlStatusPollOptions = {}) {
  const {
    intervalMs = Timing.storyPollIntervalMs,
    enabled = true,
    pollWhile = (status) => !isCrawlFinished(status),
  } = options;
  return queryOptions({
    queryKey: crawlStatusQueryKey(crawlId),
    queryFn: ({ signal }) => getCrawlStatus(crawlId, signal),
    enabled,
    // Progress is live data: whatever is cached is already out of date.
    staleTime: 0,
    refetchInterval: (query) => {
      const { data, error } = query.state;
      if (data && !pollWhile(data.status)) return false;
      // A 4xx (the crawl is gone or not ours) will not change by asking again; a network blip or 5xx may.
      if (!data && isClientError(error)) return false;
      return intervalMs;
    },
  });
}

/**
 * Polls a crawl's status while it is under way and stops once it completed or failed. Pass `null` while no crawl
 * id is known yet; nothing is fetched then.
 */
export function useCrawlStatus(crawlId: string | null | undefined, options: CrawlStatusPollOptions = {}) {
  return useQuery(
    crawlStatusQueryOptions(crawlId ?? '', {
      ...options,
      enabled: Boolean(crawlId) && options.enabled !== false,
    }),
  );
}
