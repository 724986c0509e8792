import { CampaignLimits } from '@adsmith/domain/common/constants';
import { WizardMessages } from '@adsmith/domain/campaigns/messages';
import { settledCountries } from '@adsmith/domain/campaigns/target-countries';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Dispatch, useEffect } from 'react';
import { businessProfileQueryOptions } from '@/lib/api/business-profile';
import { ApiError } from '@/lib/api-client';
import { generateAdSets } from '../api/generate-ad-sets';
import { generateCampaign } from '../api/generate-campaign';
import { useBusinessInfo } from '../api/get-business-info';
import { useHypothesis } from '../api/get-hypothesis';
import type { WizardAction } from './wizard-reducer';
import type { WizardState } from './wizard-state';

/** SPEC §8 "Wizard loading": the server's detail, else the wizard's own fallback. */
function loadingMessage(error: unknown): string {
  return error instanceof ApiError && error.kind === 'response' && error.detail?.trim()
    ? error.detail
    : WizardMessages.loadFailed;
}

/**
 * Loads what the wizard needs: the assumption, the business's offering type and, once per assumption (not again
 * after a reload, the draft is kept), the server's first draft of the campaign and its ad sets with the offerings
 * each one's reasoning names — the ad sets only when the business's country is known (else Campaign Setup asks for
 * it and drafts them with the answer).
 */
export function useWizardBootstrap(state: WizardState, dispatch: Dispatch<WizardAction>) {
  const { hypothesisId, crawlId, isInitialized } = state;
  const hypothesis = useHypothesis(hypothesisId, { enabled: true });
  const businessInfo = useBusinessInfo(crawlId, { enabled: true });
  const queryClient = useQueryClient();
  const draft = useQuery({
    queryKey: ['wizard-first-draft', hypothesisId, crawlId] as const,
    queryFn: async ({ signal }) => {
      const campaign = await generateCampaign(hypothesisId, crawlId, signal);
      // Ad sets need the business's country: when the profile does not know it, none is drafted here and Campaign
      // Setup asks the owner first (an unreadable profile leaves the decision to the server).
      const profile = await queryClient.fetchQuery(businessProfileQueryOptions(crawlId)).catch(() => null);
      if (profile && settledCountries(profile.profile.location).length === 0)
        return { campaign, adSets: [], productsByAdSet: {} };
      const { adSets, productsByAdSet } = await generateAdSets(
        hypothesisId,
        {
          existing_ad_sets: [],
          remaining_slots: CampaignLimits.maxAdSets,
          objective: campaign.objective,
          currency: campaign.currency,
          ...(campaign.daily_budget >= 1 ? { daily_budget: campaign.daily_budget } : {}),
        },
        signal,
      );
      return { campaign, adSets, productsByAdSet };
    },
    enabled: !isInitialized && hypothesis.isSuccess,
    // Each draft is a paid generation: never repeat it behind the user's back.
    retry: false,
    staleTime: Infinity,
  });

  useEffect(() => {
    if (isInitialized || !draft.data) return;
    const { campaign, adSets, productsByAdSet } = draft.data;
    dispatch({
      type: 'initialized',
      campaign: {
        name: campaign.name,
        objective: campaign.objective,
        drafted_daily_budget: campaign.daily_budget,
        currency: campaign.currency,
        drafted_name: campaign.name,
      },
      adSets,
      productsByAdSet,
    });
  }, [dispatch, draft.data, isInitialized]);

  let error: string | null = null;
  if (hypothesis.isError) {
    error =
      hypothesis.error instanceof ApiError && hypothesis.error.status === 404
        ? WizardMessages.noHypothesis
        : loadingMessage(hypothesis.error);
  } else if (businessInfo.isError) error = loadingMessage(businessInfo.error);
  else if (draft.isError) error = loadingMessage(draft.error);

  return {
    error,
    isLoading: error === null && (!hypothesis.data || !businessInfo.data || !isInitialized),
    hypothesis: hypothesis.data ?? null,
    offeringType: businessInfo.data?.offering_type ?? null,
    retry: () => {
      if (hypothesis.isError) void hypothesis.refetch();
      if (businessInfo.isError) void businessInfo.refetch();
      if (draft.isError) void draft.refetch();
    },
  };
}
