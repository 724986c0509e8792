import { campaignListSchema, type Campaign } from '@adsmith/domain/campaigns/api-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const userCampaignsQueryKey = ['campaigns', 'user'] as const;

/**
 * GET /api/campaigns/user (SPEC §7): every campaign of the signed-in user, parsed with the contract schema the
 * server validates its own reply with.
 */
export async function getUserCampaigns(signal?: AbortSignal): Promise<Campaign[]> {
  return campaignListSchema.parse(await apiClient.get<unknown>('/campaigns/user', { signal }));
}

export function userCampaignsQueryOptions() {
  return queryOptions({
    queryKey: userCampaignsQueryKey,
    // A campaign saved by the wizard a moment ago must show when the user lands here, whoever forgot to invalidate.
    refetchOnMount: 'always',
    queryFn: ({ signal }) => getUserCampaigns(signal),
  });
}

export function useUserCampaigns() {
  return useQuery(userCampaignsQueryOptions());
}
