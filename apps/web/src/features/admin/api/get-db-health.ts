import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { DbHealth } from './admin-types';

export const dbHealthQueryKey = ['admin', 'db-health'] as const;

/** GET /api/health/db (SPEC §7 Admin): database status, latency and connection pool figures. */
export function getDbHealth(signal?: AbortSignal): Promise<DbHealth> {
  return apiClient.get<DbHealth>('/health/db', { signal });
}

export function dbHealthQueryOptions(refreshMs: number) {
  return queryOptions({
    queryKey: dbHealthQueryKey,
    queryFn: ({ signal }) => getDbHealth(signal),
    refetchInterval: refreshMs,
    // Each answer is a new check for the history, never served from cache.
    staleTime: 0,
    // The auto-refresh is the retry: a failed check should show as failed at once, not after a hidden second try.
    retry: false,
  });
}

/** The database check, repeated every `refreshMs`. */
export function useDbHealth(refreshMs: number) {
  return useQuery(dbHealthQueryOptions(refreshMs));
}
