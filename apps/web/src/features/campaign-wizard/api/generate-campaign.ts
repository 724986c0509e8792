import { generatedCampaignSchema, type GeneratedCampaign } from '@adsmith/domain/campaigns/api-schemas';
import { apiClient } from '@/lib/api-client';

/** POST /api/generate-campaign/:hypothesisId (SPEC §7): name, objective and budget drafted from the assumption. */
export async function generateCampaign(
  hypothesisId: string,
  crawlId: string,
  signal?: AbortSignal,
): Promise<GeneratedCampaign> {
  const data = await apiClient.post<unknown>(
    `/generate-campaign/${encodeURIComponent(hypothesisId)}`,
    { crawl_id: crawlId },
    { signal },
  );
  return generatedCampaignSchema.parse(data);
}
