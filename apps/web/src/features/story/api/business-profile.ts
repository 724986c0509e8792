import {
  businessProfileResponseSchema,
  type BusinessProfileResponse,
  type ProfileCorrections,
} from '@adsmith/domain/profile/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const businessProfileKeys = { detail: (crawlId: string) => ['business-profile', crawlId] as const };

/** GET /api/business-profile/:crawlId: what Adsmith learned from the site, with the owner's corrections applied. */
export async function getBusinessProfile(
  crawlId: string,
  signal?: AbortSignal,
): Promise<BusinessProfileResponse> {
  return businessProfileResponseSchema.parse(
    await apiClient.get<unknown>(`/business-profile/${encodeURIComponent(crawlId)}`, { signal }),
  );
}

export function businessProfileQueryOptions(crawlId: string) {
  return queryOptions({
    queryKey: businessProfileKeys.detail(crawlId),
    queryFn: ({ signal }) => getBusinessProfile(crawlId, signal),
    retry: false,
  });
}

export function useBusinessProfile(crawlId: string) {
  return useQuery(businessProfileQueryOptions(crawlId));
}

/** PUT /api/business-profile/:crawlId/corrections: the owner's location and offering type. */
export function useSaveProfileCorrections(crawlId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (corrections: ProfileCorrections) =>
      businessProfileResponseSchema.parse(
        await apiClient.put<unknown>(
          `/business-profile/${encodeURIComponent(crawlId)}/corrections`,
          corrections,
        ),
      ),
    onSuccess: (data) => queryClient.setQueryData(businessProfileKeys.detail(crawlId), data),
  });
}
