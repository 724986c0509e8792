import { businessOfferingTypeSchema, type BusinessOfferingType } from '@adsmith/domain/crawl/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /api/business-info/:crawlId (SPEC §7): whether the business sells services, products or both. */
export async function getBusinessInfo(
  crawlId: string,
  signal?: AbortSignal,
): Promise<{ offering_type: BusinessOfferingType }> {
  const data = await apiClient.get<unknown>(`/business-info/${encodeURIComponent(crawlId)}`, { signal });
  const offeringType =
    typeof data === 'object' && data !== null
      ? (data as { offering_type?: unknown }).offering_type
      : undefined;
  return { offering_type: businessOfferingTypeSchema.parse(offeringType) };
}

export function businessInfoQueryOptions(crawlId: string) {
  return queryOptions({
    queryKey: ['business-info', crawlId] as const,
    queryFn: ({ signal }) => getBusinessInfo(crawlId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useBusinessInfo(crawlId: string, options: { enabled: boolean }) {
  return useQuery({ ...businessInfoQueryOptions(crawlId), enabled: options.enabled });
}
