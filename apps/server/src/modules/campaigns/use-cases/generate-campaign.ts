import type { User } from '@adsmith/domain/auth/schemas';
import type { GeneratedCampaign } from '@adsmith/domain/campaigns/api-schemas';
import {
  NameLimits,
  ObjectiveLabels,
  OBJECTIVES,
  DEFAULT_OBJECTIVE,
} from '@adsmith/domain/campaigns/constants';
import type { DraftingEngine } from '../../../ai/engine';
import { clipQuote, clipSentences } from '../../../ai/offline/format';
import type { Db } from '../../../db/client';
import { engineContext, loadCampaignContext } from '../campaign-context';

export type GenerationDeps = { db: Db; engine: DraftingEngine };

/**
 * Drafts the campaign fields for the user's hypothesis (SPEC §7 POST /generate-campaign): name, objective and
 * reasoning from the engine, status DRAFT, buying type AUCTION and the hypothesis's daily budget. Nothing is saved.
 */
export async function generateCampaign(
  deps: GenerationDeps,
  options: { user: User; hypothesisId: string; crawlId: string },
): Promise<GeneratedCampaign> {
  const context = await loadCampaignContext(deps.db, options);
  const { value } = await deps.engine.campaign(engineContext(context));
  // The engine's output is untrusted: an unknown objective falls back to the default, texts are clipped.
  const objective = OBJECTIVES.includes(value.objective) ? value.objective : DEFAULT_OBJECTIVE;
  const name = value.name.trim()
    ? clipQuote(value.name.trim(), NameLimits.campaign)
    : `${context.business.name} – ${ObjectiveLabels[objective]}`;
  return {
    name,
    objective,
    status: 'DRAFT',
    buying_type: 'AUCTION',
    daily_budget: context.hypothesis.daily_budget,
    reasoning: clipSentences(value.reasoning.trim(), NameLimits.reasoning),
    hypothesis_id: context.hypothesis.id,
    crawl_id: context.crawl.id,
    engine: deps.engine.info,
  };
}
