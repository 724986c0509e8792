import { crawlSummarySchema, type CrawlSummary } from '@adsmith/domain/crawl/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * GET /api/crawls/user, for choosing which website a new campaign is for. Same key and same parsed shape as the
 * crawl feature's query, so the two share one cache entry instead of fetching twice.
 */
export function userCrawlsForCampaignsQueryOptions() {
  return queryOptions({
    queryKey: ['crawls', 'user'] as const,
    queryFn: async ({ signal }): Promise<CrawlSummary[]> =>
      crawlSummarySchema.array().parse(await apiClient.get<unknown>('/crawls/user', { signal })),
  });
}

export function useUserCrawlsForCampaigns() {
  return useQuery(userCrawlsForCampaignsQueryOptions());
}
