import { brandStoryResponseSchema, type BrandStoryResponse } from '@adsmith/domain/story/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';

/**
 * GET /api/brand-story/:id (SPEC §7). `null` when the server answers 404: no story exists yet, which is not an
 * error but the signal to draft one (SPEC §7 "How answers are handled").
 */
export async function getBrandStory(
  crawlId: string,
  signal?: AbortSignal,
): Promise<BrandStoryResponse | null> {
  try {
    const data = await apiClient.get<unknown>(`/brand-story/${encodeURIComponent(crawlId)}`, { signal });
    return brandStoryResponseSchema.parse(data);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const brandStoryKeys = {
  all: ['brand-story'] as const,
  detail: (crawlId: string) => ['brand-story', crawlId] as const,
  /**
   * Deliberately outside `all`: invalidating saved stories must never re-run the first draft, which would
   * generate (and pay for) a new story behind the user's back.
   */
  initialDraft: (crawlId: string) => ['story-initial-draft', crawlId] as const,
};

export function brandStoryQueryOptions(crawlId: string) {
  return queryOptions({
    queryKey: brandStoryKeys.detail(crawlId),
    queryFn: ({ signal }) => getBrandStory(crawlId, signal),
    // The editor seeds its text from this once; a background refetch must not replace what the user types.
    staleTime: Infinity,
  });
}

export function useBrandStory(crawlId: string, options: { enabled: boolean }) {
  return useQuery({ ...brandStoryQueryOptions(crawlId), enabled: options.enabled });
}
