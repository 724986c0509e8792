import { websitesResponseSchema, type WebsiteGroup } from '@adsmith/domain/websites/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { writeCachedWebsites } from '../model/websites-cache';

export const websitesQueryKey = ['websites'] as const;

/** GET /api/websites: the user's crawls grouped by hostname (SPEC §3 Website group). */
export async function getWebsites(signal?: AbortSignal): Promise<WebsiteGroup[]> {
  return websitesResponseSchema.parse(await apiClient.get<unknown>('/websites', { signal }));
}

export function websitesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...websitesQueryKey, userId] as const,
    queryFn: async ({ signal }) => {
      const websites = await getWebsites(signal);
      // Kept for the next load that fails (SPEC §8 "Using cached data. Failed to refresh from server.").
      writeCachedWebsites(userId, websites);
      return websites;
    },
    // Campaign counts and stories change on other screens; coming back here should show them.
    staleTime: 0,
  });
}

export function useWebsites(userId: string) {
  return useQuery(websitesQueryOptions(userId));
}
