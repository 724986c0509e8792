import type { User } from '@adsmith/domain/auth/schemas';
import type { GeneratedCampaign } from '@adsmith/domain/campaigns/api-schemas';
import {
  NameLimits,
  ObjectiveLabels,
  OBJECTIVES,
  DEFAULT_OBJECTIVE,
} from '@adsmith/domain/campaigns/constants';
import { campaignDailyBudget } from '@adsmith/domain/campaigns/budget';
import { nameForObjective } from '@adsmith/domain/campaigns/objective-names';
import type { DraftingEngine } from '../../../ai/engine';
import { clipQuote, clipSentences } from '../../../ai/offline/format';
import type { Db } from '../../../db/client';
import { engineContext, loadCampaignContext } from '../campaign-context';

export type GenerationDeps = { db: Db; engine: DraftingEngine };

/**
 * Drafts the campaign fields for the user's hypothesis (SPEC §7 POST /generate-campaign): name, objective and
 * reasoning from the engine, status DRAFT, buying type AUCTION, the ad account currency (the site's when the ad
 * platform bills in it, else USD) and the hypothesis's daily budget for the objective in that currency (README
 * "Budgets and the ad account currency"). Nothing is saved.
 */
export async function generateCampaign(
  deps: GenerationDeps,
  options: { user: User; hypothesisId: string; crawlId: string },
): Promise<GeneratedCampaign> {
  const context = await loadCampaignContext(deps.db, options);
  const { value } = await deps.engine.campaign(engineContext(context));
  // The engine's output is untrusted: an unknown objective falls back to the default, texts are clipped.
  const objective = OBJECTIVES.includes(value.objective) ? value.objective : DEFAULT_OBJECTIVE;
  // A name with an objective's label carries the objective's (no "(Sales)" on a lead campaign).
  const name = value.name.trim()
    ? clipQuote(nameForObjective(value.name.trim(), objective), NameLimits.campaign)
    : `${context.business.name} – ${ObjectiveLabels[objective]}`;
  const currency = context.accountCurrency;
  return {
    name,
    objective,
    status: 'DRAFT',
    buying_type: 'AUCTION',
    // The assumption's budget (US dollars) for the objective, in the ad account's currency.
    daily_budget: campaignDailyBudget(context.hypothesis.daily_budget, objective, currency),
    currency,
    reasoning: clipSentences(value.reasoning.trim(), NameLimits.reasoning),
    hypothesis_id: context.hypothesis.id,
    crawl_id: context.crawl.id,
    engine: deps.engine.info,
  };
}
