import type { Objective } from '@adsmith/domain/campaigns/constants';
import type { CopyContext } from '@adsmith/domain/copy/copy-check';
import { copyContextFor } from '../../ai/campaign-grounding';
import { engineContext, type CampaignContext } from './campaign-context';

/** The copy checker's context for a saved or drafted campaign of the user (see copyContextFor). */
export function copyContextOf(
  context: CampaignContext,
  options: { channel: string; objective?: Objective | null },
): CopyContext {
  const base = engineContext(context);
  return copyContextFor({
    ...base,
    channel: options.channel,
    objective: options.objective ?? null,
    offering_type: context.offeringType,
  });
}
