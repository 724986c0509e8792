import { crawlPageSchema, productSchema, type CrawlPage, type Product } from '@adsmith/domain/crawl/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';

/** GET /api/data/:id (admins): everything the crawl stored. */
export type CrawlData = {
  crawl_id: string;
  start_url: string;
  status: string;
  crawl_data: CrawlPage[];
  products: Product[];
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export async function getCrawlData(crawlId: string, signal?: AbortSignal): Promise<CrawlData> {
  const data = await apiClient.get<unknown>(`/data/${encodeURIComponent(crawlId)}`, { signal });
  if (!isRecord(data)) throw new ApiError({ status: 200, kind: 'unexpected' });
  return {
    crawl_id: String(data.crawl_id ?? crawlId),
    start_url: String(data.start_url ?? ''),
    status: String(data.status ?? ''),
    crawl_data: crawlPageSchema.array().parse(data.crawl_data ?? []),
    products: productSchema.array().parse(data.products ?? []),
  };
}

export function crawlDataQueryOptions(crawlId: string) {
  return queryOptions({
    queryKey: ['crawl-data', crawlId],
    queryFn: ({ signal }) => getCrawlData(crawlId, signal),
  });
}

/** Loaded only while the modal is open: the payload can be large and only admins ask for it. */
export function useCrawlData(crawlId: string, options: { enabled: boolean }) {
  return useQuery({ ...crawlDataQueryOptions(crawlId), enabled: options.enabled });
}
