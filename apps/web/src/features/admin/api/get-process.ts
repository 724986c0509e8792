import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { CrawlProcessDetails } from './admin-types';

export const processQueryKey = (crawlId: string) => ['admin', 'processes', crawlId] as const;

/** GET /api/process/:crawlId (SPEC §7 Admin): one crawl with its settings, counts, recent log lines and errors. */
export function getProcess(crawlId: string, signal?: AbortSignal): Promise<CrawlProcessDetails> {
  return apiClient.get<CrawlProcessDetails>(`/process/${encodeURIComponent(crawlId)}`, { signal });
}

export function processQueryOptions(crawlId: string, refreshMs: number) {
  return queryOptions({
    queryKey: processQueryKey(crawlId),
    queryFn: ({ signal }) => getProcess(crawlId, signal),
    staleTime: 0,
    retry: false,
    // New log lines only appear while the crawl is active.
    refetchInterval: (query) => (query.state.data && !query.state.data.is_active ? false : refreshMs),
  });
}

/** One process's details while `crawlId` is set (the details modal is open). */
export function useProcess(crawlId: string | null, refreshMs: number) {
  return useQuery({ ...processQueryOptions(crawlId ?? '', refreshMs), enabled: crawlId !== null });
}
