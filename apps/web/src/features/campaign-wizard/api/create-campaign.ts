import type { CreateCampaignRequest } from '@adsmith/domain/campaigns/api-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/create-campaign (SPEC §7): saves the whole draft, in one transaction, as a DRAFT campaign. */
export async function createCampaign(request: CreateCampaignRequest): Promise<unknown> {
  return apiClient.post<unknown>('/create-campaign', request);
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    // Every cached campaign list (dashboard, per website) now misses the new draft.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['campaigns'] }),
  });
}
