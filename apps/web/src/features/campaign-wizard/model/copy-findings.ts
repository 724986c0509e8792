import {
  checkAdCopy,
  guessCopyLanguage,
  type CopyContext,
  type CopyFinding,
} from '@adsmith/domain/copy/copy-check';
import type { BusinessOfferingType } from '@adsmith/domain/crawl/schemas';
import type { Hypothesis } from '@adsmith/domain/hypotheses/schemas';
import { WIZARD_CHANNEL } from './new-draft-items';
import type { WizardState } from './wizard-state';

/**
 * The copy checker's context in the wizard: the channel, the campaign's objective, the business's offering type,
 * the currency of its products and the language of its brand story. Grounding needs the whole profile, so the
 * server checks it; the wizard checks everything else as the owner types.
 */
export function wizardCopyContext(
  state: Pick<WizardState, 'campaign' | 'productsByAdSet'>,
  hypothesis: Pick<Hypothesis, 'brand_story'>,
  offeringType: BusinessOfferingType,
): CopyContext {
  const currency =
    Object.values(state.productsByAdSet)
      .flat()
      .find((product) => product.currency)?.currency ?? null;
  return {
    channel: WIZARD_CHANNEL,
    objective: state.campaign.objective,
    offeringType,
    currency,
    language: guessCopyLanguage(hypothesis.brand_story ?? ''),
  };
}

/** Findings per ad id, for every ad of the campaign (the repeat check spans all of them). */
export function findingsByAd(
  state: Pick<WizardState, 'campaign' | 'productsByAdSet' | 'ads'>,
  context: CopyContext,
): Map<string, CopyFinding[]> {
  const byAd = new Map<string, CopyFinding[]>();
  for (const finding of checkAdCopy(state.ads, context)) {
    const id = state.ads[finding.ad]?.id;
    if (id) byAd.set(id, [...(byAd.get(id) ?? []), finding]);
  }
  return byAd;
}
