import {
  generateAdVariationsResponseSchema,
  type GenerateAdVariationsRequest,
  type GenerateAdVariationsResponse,
} from '@adsmith/domain/campaigns/api-schemas';
import { apiClient } from '@/lib/api-client';

/** POST /api/generate-ad-variations (SPEC §7): ads for one ad set; `status` says whether all of them came out. */
export async function generateAdVariations(
  request: GenerateAdVariationsRequest,
  signal?: AbortSignal,
): Promise<GenerateAdVariationsResponse> {
  const data = await apiClient.post<unknown>('/generate-ad-variations', request, { signal });
  return generateAdVariationsResponseSchema.parse(data);
}
