import type { StartCrawlRequest } from '@adsmith/domain/crawl/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { userCrawlsQueryKey } from './get-user-crawls';

export type StartCrawlResponse = { crawl_id: string };

/** POST /api/start (SPEC §7): 201 with the new crawl's id; 400 `{ detail }` when the address is refused. */
export async function startCrawl(body: StartCrawlRequest): Promise<StartCrawlResponse> {
  const data = await apiClient.post<unknown>('/start', body);
  const crawlId =
    typeof data === 'object' && data !== null ? (data as { crawl_id?: unknown }).crawl_id : null;
  if (typeof crawlId !== 'string' || !crawlId) throw new Error('The server did not return a crawl id');
  return { crawl_id: crawlId };
}

export function useStartCrawl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCrawl,
    // The new crawl belongs in "my crawls" (home page, websites dashboard) straight away.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userCrawlsQueryKey }),
  });
}
