import { crawlSummarySchema, type CrawlSummary } from '@adsmith/domain/crawl/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /api/crawls/:id: the website's hostname when the crawl form did not store it (an older session). */
export async function getCrawlSummary(crawlId: string, signal?: AbortSignal): Promise<CrawlSummary> {
  return crawlSummarySchema.parse(
    await apiClient.get<unknown>(`/crawls/${encodeURIComponent(crawlId)}`, { signal }),
  );
}

export function crawlSummaryQueryOptions(crawlId: string) {
  return queryOptions({
    queryKey: ['crawls', crawlId],
    queryFn: ({ signal }) => getCrawlSummary(crawlId, signal),
  });
}

export function useCrawlSummary(crawlId: string, options: { enabled: boolean }) {
  return useQuery({ ...crawlSummaryQueryOptions(crawlId), enabled: options.enabled });
}
