import {
  buildCreateCampaignRequestSchema,
  type CreateCampaignRequest,
} from '@adsmith/domain/campaigns/api-schemas';
import type { BusinessOfferingType } from '@adsmith/domain/crawl/schemas';
import { WIZARD_CHANNEL } from './new-draft-items';
import type { WizardState } from './wizard-state';

/** The POST /create-campaign body (SPEC §7) for the wizard's draft. */
export function buildCreateCampaignRequest(state: WizardState): CreateCampaignRequest {
  const totalBudget = state.adSets.reduce((sum, adSet) => sum + adSet.daily_budget, 0);
  return {
    hypothesis_id: state.hypothesisId,
    crawl_id: state.crawlId,
    campaign_data: {
      name: state.campaign.name,
      objective: state.campaign.objective,
      status: 'DRAFT',
      buying_type: 'AUCTION',
      // The campaign budget is what its ad sets spend together (SPEC §5: it is split between them).
      ...(totalBudget >= 1 ? { daily_budget: Math.round(totalBudget * 100) / 100 } : {}),
      currency: state.campaign.currency,
      channel: WIZARD_CHANNEL,
      ad_sets: state.adSets,
    },
    products_by_ad_set: Object.fromEntries(
      state.adSets.map((adSet) => [adSet.id, state.productsByAdSet[adSet.id] ?? []]),
    ),
    ad_creatives: state.ads.map((ad) => ({ ...ad, media_url: ad.media_url ?? null })),
  };
}

export type DraftProblem = { where: string; field: string; message: string };

const humanize = (segment: string | number): string =>
  typeof segment === 'number' ? `#${segment + 1}` : segment.replace(/_/g, ' ');

/**
 * The rules the server will check on create (the same domain schema), as readable lines, so the review step can
 * point at what still needs fixing before the user presses Create Campaign.
 */
export function findDraftProblems(
  state: WizardState,
  options: { now: Date; offeringType: BusinessOfferingType | null },
): DraftProblem[] {
  const schema = buildCreateCampaignRequestSchema(() => ({
    now: options.now,
    offeringType: options.offeringType,
  }));
  const result = schema.safeParse(buildCreateCampaignRequest(state));
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const path = issue.path.filter((segment): segment is string | number => typeof segment !== 'symbol');
    const [root, second, third, ...rest] = path;
    if (root === 'campaign_data' && second === 'ad_sets' && typeof third === 'number') {
      const adSet = state.adSets[third];
      return {
        where: `Ad set "${adSet?.name ?? third + 1}"`,
        field: rest.map(humanize).join(' › '),
        message: issue.message,
      };
    }
    if (root === 'ad_creatives' && typeof second === 'number') {
      const ad = state.ads[second];
      const field = [third, ...rest]
        .filter((s) => s !== undefined)
        .map(humanize)
        .join(' › ');
      return {
        where: `Ad "${ad?.name ?? second + 1}" in "${ad?.ad_set_name ?? ''}"`,
        field,
        message: issue.message,
      };
    }
    if (root === 'products_by_ad_set' && typeof second === 'string') {
      const adSet = state.adSets.find((candidate) => candidate.id === second);
      return { where: `Products of "${adSet?.name ?? second}"`, field: '', message: issue.message };
    }
    return { where: 'Campaign', field: path.slice(1).map(humanize).join(' › '), message: issue.message };
  });
}
