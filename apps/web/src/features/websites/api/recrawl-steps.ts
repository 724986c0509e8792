import { productsResponseSchema } from '@adsmith/domain/crawl/schemas';
import { carryStoryResponseSchema } from '@adsmith/domain/websites/schemas';
import { apiClient } from '@/lib/api-client';
import { getCrawlStatus } from '@/lib/api/crawl-status';
import type { RecrawlApi } from '../model/recrawl-tracker';

/** The three calls the recrawl tracker makes (SPEC §4): status, products, and the server-side story copy. */
export const recrawlApi: RecrawlApi = {
  getStatus: (crawlId) => getCrawlStatus(crawlId),
  getProducts: async (crawlId) =>
    productsResponseSchema.parse(await apiClient.get<unknown>(`/products/${encodeURIComponent(crawlId)}`)),
  carryStory: async (hostname, crawlId) =>
    carryStoryResponseSchema.parse(
      await apiClient.post<unknown>(
        `/websites/${encodeURIComponent(hostname)}/crawls/${encodeURIComponent(crawlId)}/carry-story`,
      ),
    ),
};
