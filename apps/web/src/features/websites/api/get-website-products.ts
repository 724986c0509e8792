import { productsResponseSchema, type ProductsResponse } from '@adsmith/domain/crawl/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /api/products/:id (SPEC §7): the offerings of a crawl and whether they are still being analysed. */
export async function getWebsiteProducts(crawlId: string, signal?: AbortSignal): Promise<ProductsResponse> {
  const data = await apiClient.get<unknown>(`/products/${encodeURIComponent(crawlId)}`, { signal });
  return productsResponseSchema.parse(data);
}

export function websiteProductsQueryOptions(crawlId: string) {
  return queryOptions({
    queryKey: ['website-products', crawlId] as const,
    queryFn: ({ signal }) => getWebsiteProducts(crawlId, signal),
    // Opening the modal again after "still being analyzed" must ask again.
    staleTime: 0,
    retry: false,
  });
}

export function useWebsiteProducts(crawlId: string | null) {
  return useQuery({ ...websiteProductsQueryOptions(crawlId ?? ''), enabled: crawlId !== null });
}
