import { recrawlResponseSchema, type RecrawlResponse } from '@adsmith/domain/websites/schemas';
import { apiClient } from '@/lib/api-client';

/** POST /api/websites/:hostname/recrawl: a new crawl with the settings of the website's newest crawl. */
export async function recrawlWebsite(hostname: string): Promise<RecrawlResponse> {
  const data = await apiClient.post<unknown>(`/websites/${encodeURIComponent(hostname)}/recrawl`);
  return recrawlResponseSchema.parse(data);
}
