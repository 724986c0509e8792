import { campaignListSchema, type Campaign } from '@adsmith/domain/campaigns/api-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /api/campaigns/hostname/:hostname (SPEC §7): the campaigns of one website, for the guided flow. */
export async function getHostnameCampaigns(hostname: string, signal?: AbortSignal): Promise<Campaign[]> {
  return campaignListSchema.parse(
    await apiClient.get<unknown>(`/campaigns/hostname/${encodeURIComponent(hostname)}`, { signal }),
  );
}

export function hostnameCampaignsQueryOptions(hostname: string) {
  return queryOptions({
    queryKey: ['campaigns', 'hostname', hostname],
    // A campaign saved by the wizard a moment ago must show when the user lands here, whoever forgot to invalidate.
    refetchOnMount: 'always',
    queryFn: ({ signal }) => getHostnameCampaigns(hostname, signal),
  });
}

export function useHostnameCampaigns(hostname: string) {
  return useQuery(hostnameCampaignsQueryOptions(hostname));
}
