import { Timing } from '@adsmith/domain/common/constants';
import { productsResponseSchema, type ProductsResponse } from '@adsmith/domain/crawl/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /api/products/:crawlId (SPEC §7): the offerings found on the site and whether analysis is still running. */
export async function getProducts(crawlId: string, signal?: AbortSignal): Promise<ProductsResponse> {
  const data = await apiClient.get<unknown>(`/products/${encodeURIComponent(crawlId)}`, { signal });
  return productsResponseSchema.parse(data);
}

export function productsQueryOptions(crawlId: string) {
  return queryOptions({
    queryKey: ['products', crawlId] as const,
    queryFn: ({ signal }) => getProducts(crawlId, signal),
    // SPEC §4: the list is polled every 3 s while the offerings are still being analysed.
    refetchInterval: (query) =>
      query.state.data?.status === 'analyzing' ? Timing.productPollIntervalMs : false,
  });
}

export function useProducts(crawlId: string) {
  return useQuery(productsQueryOptions(crawlId));
}
