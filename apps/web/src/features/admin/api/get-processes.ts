import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { CrawlProcess } from './admin-types';

export const processesQueryKey = ['admin', 'processes'] as const;

/** GET /api/processes (SPEC §7 Admin): running and recent crawls of every user, newest first. */
export function getProcesses(signal?: AbortSignal): Promise<CrawlProcess[]> {
  return apiClient.get<CrawlProcess[]>('/processes', { signal });
}

export function processesQueryOptions(refreshMs: number) {
  return queryOptions({
    queryKey: processesQueryKey,
    queryFn: ({ signal }) => getProcesses(signal),
    refetchInterval: refreshMs,
    staleTime: 0,
    // The next auto-refresh tries again anyway.
    retry: false,
  });
}

/** The process list, refreshed every `refreshMs`. */
export function useProcesses(refreshMs: number) {
  return useQuery(processesQueryOptions(refreshMs));
}
