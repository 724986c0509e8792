import { DEFAULT_AD_ACCOUNT_CURRENCY, type AdAccountCurrency } from '@adsmith/domain/campaigns/budget';
import { CampaignDraftDefaults, type Objective } from '@adsmith/domain/campaigns/constants';
import type { Ad, AdSet, DraftProduct } from '@adsmith/domain/campaigns/schemas';

/** The four steps of SPEC §2 item 6, in order. */
export const WIZARD_STEPS = ['setup', 'products', 'ads', 'review'] as const;
export type WizardStepIndex = 0 | 1 | 2 | 3;
export const LAST_STEP: WizardStepIndex = 3;

export type WizardAlert = { color: 'red' | 'yellow'; message: string };

export type CampaignFields = {
  name: string;
  objective: Objective;
  /** The budget the campaign was drafted with (the assumption's), shown until ad sets carry their own. */
  drafted_daily_budget: number | null;
  /** The ad account currency every budget and bid is in: the site's by default (the server's draft), else USD. */
  currency: AdAccountCurrency;
  /** The name as Adsmith last wrote it: while the name is still this, it follows the objective; a typed one stays. */
  drafted_name: string | null;
};

/**
 * Everything the wizard holds between steps, persisted in sessionStorage (except the alert) so a reload loses
 * nothing. Ads and product lists refer to ad sets by the ad set's `id`.
 */
export type WizardState = {
  version: 1;
  hypothesisId: string;
  crawlId: string;
  step: WizardStepIndex;
  /** Whether the campaign and its first ad sets were drafted by the server (done once, on entry). */
  isInitialized: boolean;
  campaign: CampaignFields;
  adSets: AdSet[];
  productsByAdSet: Record<string, DraftProduct[]>;
  ads: Ad[];
  /** Ad set names as Adsmith drafted them, by ad set id: an ad set still named so follows the objective. */
  draftedAdSetNames: Record<string, string>;
  /** The ad sets and products the current ads were generated for (see ads-basis.ts); null before any generation. */
  adsBasis: string | null;
  /** The message of the current step (rule alerts, generation outcomes); cleared on every step change. */
  alert: WizardAlert | null;
};

export function createInitialWizardState(hypothesisId: string, crawlId: string): WizardState {
  return {
    version: 1,
    hypothesisId,
    crawlId,
    step: 0,
    isInitialized: false,
    campaign: {
      name: '',
      objective: CampaignDraftDefaults.objective,
      drafted_daily_budget: null,
      currency: DEFAULT_AD_ACCOUNT_CURRENCY,
      drafted_name: null,
    },
    adSets: [],
    draftedAdSetNames: {},
    productsByAdSet: {},
    ads: [],
    adsBasis: null,
    alert: null,
  };
}

export const adsOfAdSet = (state: Pick<WizardState, 'ads'>, adSetId: string): Ad[] =>
  state.ads.filter((ad) => ad.ad_set_id === adSetId);

export const productsOfAdSet = (
  state: Pick<WizardState, 'productsByAdSet'>,
  adSetId: string,
): DraftProduct[] => state.productsByAdSet[adSetId] ?? [];
