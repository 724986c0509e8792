import {
  distributeProductsResponseSchema,
  type DistributeProductsRequest,
  type DistributeProductsResponse,
} from '@adsmith/domain/campaigns/api-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/analyze-products/distribute (SPEC §7): products allocated to the ad sets within the limits. */
export async function distributeProducts(
  request: DistributeProductsRequest,
): Promise<DistributeProductsResponse> {
  const data = await apiClient.post<unknown>('/analyze-products/distribute', request);
  return distributeProductsResponseSchema.parse(data);
}

export function useDistributeProducts() {
  return useMutation({ mutationFn: distributeProducts });
}
