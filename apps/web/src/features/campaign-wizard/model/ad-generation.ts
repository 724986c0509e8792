import { AdGenerationMessages } from '@adsmith/domain/campaigns/messages';
import { remainingAdSlots } from '@adsmith/domain/campaigns/rules';
import type { Ad, AdSet } from '@adsmith/domain/campaigns/schemas';
import { generateAdVariations } from '../api/generate-ad-variations';
import { adoptGeneratedAds, WIZARD_CHANNEL } from './new-draft-items';
import type { WizardAlert, WizardState } from './wizard-state';

export type AdSetGenerationStatus = 'success' | 'partial_success' | 'failure' | 'skipped';
/** One ad set's run: its status, its ads, and why the ads that did not come out are missing (from the server). */
export type AdSetGenerationResult = {
  adSet: AdSet;
  status: AdSetGenerationStatus;
  ads: Ad[];
  reasons: string[];
};

const isAbort = (error: unknown, signal: AbortSignal) =>
  signal.aborted || (error instanceof Error && error.name === 'AbortError');

/**
 * Generates ads for the given ad sets one after the other (SPEC §7 generate-ad-variations), so each request knows
 * the ads already made and the slots left under the 5-per-ad-set and 10-per-campaign limits. Each ad set's result is
 * reported as soon as it arrives; a failed request counts as that ad set failing, an abort stops the run.
 */
export async function generateAdsForAdSets(options: {
  state: Pick<WizardState, 'hypothesisId' | 'adSets' | 'ads' | 'productsByAdSet' | 'campaign'>;
  adSetIds: readonly string[];
  signal: AbortSignal;
  onProgress?: (adSet: AdSet) => void;
  onResult: (result: AdSetGenerationResult) => void;
}): Promise<AdSetGenerationResult[]> {
  const { state, signal } = options;
  const ads = [...state.ads];
  const results: AdSetGenerationResult[] = [];
  for (const adSet of state.adSets.filter((candidate) => options.adSetIds.includes(candidate.id))) {
    const inAdSet = ads.filter((ad) => ad.ad_set_id === adSet.id);
    const slots = remainingAdSlots(inAdSet.length, ads.length);
    const products = state.productsByAdSet[adSet.id] ?? [];
    let result: AdSetGenerationResult;
    if (slots === 0 || products.length === 0) {
      result = { adSet, status: slots === 0 ? 'skipped' : 'failure', ads: [], reasons: [] };
    } else {
      options.onProgress?.(adSet);
      try {
        const response = await generateAdVariations(
          {
            ad_set: {
              id: adSet.id,
              name: adSet.name,
              selection_reasoning: adSet.selection_reasoning,
              audience_type: adSet.audience_type,
              targeting_approach: adSet.targeting_approach,
            },
            hypothesis_id: state.hypothesisId,
            existing_ads: ads.map((ad) => ({
              headline: ad.headline,
              primary_text: ad.primary_text,
              primary_text_variations: ad.primary_text_variations,
            })),
            selected_products: products,
            remaining_slots: slots,
            channel: WIZARD_CHANNEL,
            objective: state.campaign.objective,
          },
          signal,
        );
        const generated = adoptGeneratedAds(response.ad_variations, adSet).slice(0, slots);
        const status = response.status === 'failure' || generated.length === 0 ? 'failure' : response.status;
        result = { adSet, status, ads: status === 'failure' ? [] : generated, reasons: response.reasons };
      } catch (error) {
        if (isAbort(error, signal)) throw error;
        result = { adSet, status: 'failure', ads: [], reasons: [] };
      }
    }
    ads.push(...result.ads);
    results.push(result);
    options.onResult(result);
  }
  return results;
}

export type GenerationOutcome = {
  alert: WizardAlert | null;
  failedAdSetIds: string[];
  showErrorModal: boolean;
};

/**
 * What the user is told after a run (SPEC §7 "How answers are handled", §8 wizard texts): every ad set failed, some
 * failed (named), or some ads came back incomplete (a warning, the ads are kept).
 */
export function summarizeGeneration(results: readonly AdSetGenerationResult[]): GenerationOutcome {
  const attempted = results.filter((result) => result.status !== 'skipped');
  const failed = attempted.filter((result) => result.status === 'failure');
  const failedAdSetIds = failed.map((result) => result.adSet.id);
  // The server's reasons follow the message, so the user reads why an ad is missing, not only that it is.
  const reasonsOf = (list: readonly AdSetGenerationResult[]) =>
    list.flatMap((result) => result.reasons.map((reason) => `${result.adSet.name}: ${reason}`));
  if (failed.length > 0 && failed.length === attempted.length) {
    return {
      alert: {
        color: 'red',
        message: AdGenerationMessages.withReasons(AdGenerationMessages.allAdSetsFailed, reasonsOf(failed)),
      },
      failedAdSetIds,
      showErrorModal: true,
    };
  }
  if (failed.length > 0) {
    return {
      alert: {
        color: 'red',
        message: AdGenerationMessages.withReasons(
          AdGenerationMessages.someAdSetsFailed(failed.map((result) => result.adSet.name)),
          reasonsOf(failed),
        ),
      },
      failedAdSetIds,
      showErrorModal: true,
    };
  }
  if (attempted.some((result) => result.status === 'partial_success')) {
    return {
      alert: {
        color: 'yellow',
        message: AdGenerationMessages.withReasons(
          AdGenerationMessages.wizardPartialSuccess,
          reasonsOf(attempted.filter((result) => result.status === 'partial_success')),
        ),
      },
      failedAdSetIds,
      showErrorModal: false,
    };
  }
  return { alert: null, failedAdSetIds, showErrorModal: false };
}
