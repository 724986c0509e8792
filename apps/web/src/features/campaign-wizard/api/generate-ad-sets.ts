import {
  generateAdSetsResponseSchema,
  type GenerateAdSetsRequest,
} from '@adsmith/domain/campaigns/api-schemas';
import type { AdSet } from '@adsmith/domain/campaigns/schemas';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/generate-ad-sets/hypothesis/:id (SPEC §7): new ad sets, different from the existing ones, for the free
 * slots. The user's UTC offset goes along so the drafted schedules start at the user's own midnight.
 */
export async function generateAdSets(
  hypothesisId: string,
  request: Omit<GenerateAdSetsRequest, 'utc_offset_minutes'>,
  signal?: AbortSignal,
): Promise<AdSet[]> {
  const body: GenerateAdSetsRequest = { ...request, utc_offset_minutes: -new Date().getTimezoneOffset() };
  const data = await apiClient.post<unknown>(
    `/generate-ad-sets/hypothesis/${encodeURIComponent(hypothesisId)}`,
    body,
    { signal },
  );
  return generateAdSetsResponseSchema.parse(data).ad_sets;
}
