import { generateStoryResponseSchema, type GenerateStoryResponse } from '@adsmith/domain/story/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { brandStoryKeys } from './get-brand-story';

/** POST /api/generate-story/:id (SPEC §7): drafts a new story from the crawl (409 while the crawl runs). */
export async function generateStory(crawlId: string, signal?: AbortSignal): Promise<GenerateStoryResponse> {
  const data = await apiClient.post<unknown>(`/generate-story/${encodeURIComponent(crawlId)}`, undefined, {
    signal,
  });
  return generateStoryResponseSchema.parse(data);
}

/**
 * The first draft, made once when GET /brand-story answered 404. It is a query rather than a mutation so that
 * React's double effects and remounts share one request instead of drafting (and paying for) the story twice.
 */
export function initialDraftQueryOptions(crawlId: string) {
  return queryOptions({
    queryKey: brandStoryKeys.initialDraft(crawlId),
    queryFn: ({ signal }) => generateStory(crawlId, signal),
    staleTime: Infinity,
    retry: false,
  });
}

export function useInitialDraft(crawlId: string, options: { enabled: boolean }) {
  return useQuery({ ...initialDraftQueryOptions(crawlId), enabled: options.enabled });
}

/** "Regenerate Story" (embedded use): a fresh draft replaces the original the diff compares against. */
export function useRegenerateStory(crawlId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateStory(crawlId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandStoryKeys.detail(crawlId), exact: true }),
  });
}
