import {
  generateAdSetsResponseSchema,
  type GenerateAdSetsRequest,
} from '@adsmith/domain/campaigns/api-schemas';
import type { AdSet, DraftProduct } from '@adsmith/domain/campaigns/schemas';
import { apiClient } from '@/lib/api-client';

export type DraftedAdSets = {
  adSets: AdSet[];
  /** The offerings each drafted ad set starts with, by its id, placed as its reasoning says (issue 25, item 8). */
  productsByAdSet: Record<string, DraftProduct[]>;
};

/**
 * POST /api/generate-ad-sets/hypothesis/:id (SPEC §7): new ad sets, different from the existing ones, for the free
 * slots, with the offerings each one's reasoning names. The user's UTC offset goes along so the drafted schedules
 * start at the user's own midnight.
 */
export async function generateAdSets(
  hypothesisId: string,
  request: Omit<GenerateAdSetsRequest, 'utc_offset_minutes'>,
  signal?: AbortSignal,
): Promise<DraftedAdSets> {
  const body: GenerateAdSetsRequest = { ...request, utc_offset_minutes: -new Date().getTimezoneOffset() };
  const data = await apiClient.post<unknown>(
    `/generate-ad-sets/hypothesis/${encodeURIComponent(hypothesisId)}`,
    body,
    { signal },
  );
  const parsed = generateAdSetsResponseSchema.parse(data);
  return { adSets: parsed.ad_sets, productsByAdSet: parsed.products_by_ad_set };
}
