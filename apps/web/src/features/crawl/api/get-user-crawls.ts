import { crawlSummarySchema, type CrawlSummary } from '@adsmith/domain/crawl/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const userCrawlsQueryKey = ['crawls', 'user'] as const;

/** GET /api/crawls/user (SPEC §7): the signed-in user's crawls, newest first. */
export async function getUserCrawls(signal?: AbortSignal): Promise<CrawlSummary[]> {
  return crawlSummarySchema.array().parse(await apiClient.get<unknown>('/crawls/user', { signal }));
}

export function userCrawlsQueryOptions() {
  return queryOptions({
    queryKey: userCrawlsQueryKey,
    queryFn: ({ signal }) => getUserCrawls(signal),
  });
}

export function useUserCrawls() {
  return useQuery(userCrawlsQueryOptions());
}
