import {
  businessProfileResponseSchema,
  type BusinessProfileResponse,
  type ProfileCorrections,
} from '@adsmith/domain/profile/schemas';
import { queryOptions, useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * Keyed by crawl and by whether the profile is final: while the crawl analyses its offerings the server answers a
 * first reading it does not store; once the crawl has completed the stored profile is fetched afresh.
 */
export const businessProfileKeys = {
  detail: (crawlId: string, isFinal = true) =>
    ['business-profile', crawlId, isFinal ? 'final' : 'provisional'] as const,
};

/** GET /api/business-profile/:crawlId: what Adsmith learned from the site, with the owner's corrections applied. */
export async function getBusinessProfile(
  crawlId: string,
  signal?: AbortSignal,
): Promise<BusinessProfileResponse> {
  return businessProfileResponseSchema.parse(
    await apiClient.get<unknown>(`/business-profile/${encodeURIComponent(crawlId)}`, { signal }),
  );
}

export function businessProfileQueryOptions(crawlId: string, isFinal = true) {
  return queryOptions({
    queryKey: businessProfileKeys.detail(crawlId, isFinal),
    queryFn: ({ signal }) => getBusinessProfile(crawlId, signal),
    retry: false,
  });
}

/** `enabled` false waits (until the crawl's status is known, say), so a first reading is never cached as final. */
export function useBusinessProfile(crawlId: string, isFinal = true, enabled = true) {
  // The first reading stays on screen while the final profile loads.
  return useQuery({
    ...businessProfileQueryOptions(crawlId, isFinal),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/**
 * When the owner last changed the corrections of this crawl's profile, in this visit or an earlier one, or on the crawl
 * a recrawl carried them from (the server's ISO time; null when never). Read from the final profile as the "What we
 * learned" panel fetches it, never fetched here (a first reading must not be cached as final).
 */
export function useCorrectionsChangedAt(crawlId: string): string | null {
  const query = useQuery({ ...businessProfileQueryOptions(crawlId, true), enabled: false });
  return query.data?.correctedAt ?? null;
}

/** Every save of the owner's corrections of a crawl's profile (the form, the offerings editor, the country question). */
const correctionsMutationKey = (crawlId: string) => ['business-profile', crawlId, 'corrections'] as const;

/**
 * When the owner last saved corrections of this crawl's profile in this visit (epoch ms, 0 when not yet): the story
 * screen offers to redraft a story drafted before them.
 */
export function useLastCorrectionSavedAt(crawlId: string): number {
  const times = useMutationState({
    filters: { mutationKey: correctionsMutationKey(crawlId), status: 'success' },
    select: (mutation) => mutation.state.submittedAt,
  });
  return Math.max(0, ...times);
}

/**
 * PUT /api/business-profile/:crawlId/corrections: the owner's corrections (name, trade, location, offering type and
 * offerings), all of them each time. The product lists refetch: they show the corrected offerings.
 */
export function useSaveProfileCorrections(crawlId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: correctionsMutationKey(crawlId),
    mutationFn: async (corrections: ProfileCorrections) =>
      businessProfileResponseSchema.parse(
        await apiClient.put<unknown>(
          `/business-profile/${encodeURIComponent(crawlId)}/corrections`,
          corrections,
        ),
      ),
    onSuccess: (data) => {
      queryClient.setQueryData(businessProfileKeys.detail(crawlId), data);
      for (const queryKey of [
        ['products', crawlId],
        ['website-products', crawlId],
      ])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
