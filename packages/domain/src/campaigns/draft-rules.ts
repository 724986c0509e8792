import { CampaignLimits } from '../common/constants';
import type { BusinessOfferingType } from '../crawl/schemas';
import { AdSetRules, ObjectiveLabels, type Objective } from './constants';
import { budgetDecimals, DEFAULT_AD_ACCOUNT_CURRENCY } from './budget';
import { getCallToActionOptions } from './cta';
import { CampaignLimitMessages, CampaignRuleMessages } from './messages';
import {
  isBidStrategyAllowed,
  isBillingEventAllowed,
  isOptimizationGoalAllowed,
  needsBidAmount,
  needsRoasFloor,
} from './objective-settings';
import { hasCentPrecision, isStoredRoasInRange } from './rules';
import { checkSchedule } from './schedule';
import type { Ad, AdSet, CampaignDraft, DraftProduct } from './schemas';

/** A rule broken somewhere in the draft, with the path of the field (as zod paths are). */
export type DraftIssue = { path: (string | number)[]; message: string };

export type DraftRuleContext = {
  now: Date;
  /**
   * The business's offering type, known to the server from the crawl. Without it (e.g. in the static schema) a call
   * to action passes when any offering type allows it on the channel.
   */
  offeringType?: BusinessOfferingType | null;
};

/** The parts of a create-campaign payload the rules read. */
export type DraftForRules = {
  campaign_data: CampaignDraft;
  products_by_ad_set: Record<string, DraftProduct[]>;
  ad_creatives: Ad[];
};

/** Ad set rules: delivery settings allowed by the objective, bids, ROAS, ages, budget, placements, schedule. */
export function collectAdSetIssues(
  adSet: AdSet,
  objective: Objective,
  now: Date,
  currency: string = DEFAULT_AD_ACCOUNT_CURRENCY,
): DraftIssue[] {
  const issues: DraftIssue[] = [];
  const label = ObjectiveLabels[objective];
  const add = (path: (string | number)[], message: string) => issues.push({ path, message });
  if (!isOptimizationGoalAllowed(objective, adSet.optimization_goal))
    add(['optimization_goal'], CampaignRuleMessages.goalNotAllowed(label));
  if (!isBillingEventAllowed(objective, adSet.billing_event))
    add(['billing_event'], CampaignRuleMessages.billingNotAllowed(label));
  if (!isBidStrategyAllowed(objective, adSet.bid_strategy))
    add(['bid_strategy'], CampaignRuleMessages.bidStrategyNotAllowed(label));
  if (needsBidAmount(adSet.bid_strategy) && (adSet.bid_amount ?? 0) < AdSetRules.bidAmount.min) {
    add(['bid_amount'], CampaignRuleMessages.bidAmountRequired(AdSetRules.bidAmount.min));
  }
  if (
    needsRoasFloor(adSet.bid_strategy) &&
    (adSet.roas_average_floor == null || !isStoredRoasInRange(adSet.roas_average_floor))
  ) {
    add(['roas_average_floor'], CampaignRuleMessages.roasRequired);
  }
  if (adSet.daily_budget < AdSetRules.dailyBudget.min)
    add(['daily_budget'], CampaignRuleMessages.budgetMin(AdSetRules.dailyBudget.min));
  else if (!hasCentPrecision(adSet.daily_budget)) add(['daily_budget'], CampaignRuleMessages.budgetStep);
  // The ad platform takes budgets and bids in whole units of a currency without minor units (CLP, COP, JPY …).
  else if (budgetDecimals(currency) === 0 && !Number.isInteger(adSet.daily_budget))
    add(['daily_budget'], CampaignRuleMessages.budgetWhole(currency));
  if (
    needsBidAmount(adSet.bid_strategy) &&
    budgetDecimals(currency) === 0 &&
    !Number.isInteger(adSet.bid_amount ?? 0)
  )
    add(['bid_amount'], CampaignRuleMessages.budgetWhole(currency));
  const { targeting } = adSet;
  if (targeting.age_min > targeting.age_max) add(['targeting', 'age_min'], CampaignRuleMessages.ageRange);
  const platforms = targeting.publisher_platforms;
  if (platforms.length > 0 && targeting.facebook_positions.length > 0 && !platforms.includes('facebook')) {
    add(['targeting', 'facebook_positions'], CampaignRuleMessages.positionsWithoutPlatform('facebook'));
  }
  if (platforms.length > 0 && targeting.instagram_positions.length > 0 && !platforms.includes('instagram')) {
    add(['targeting', 'instagram_positions'], CampaignRuleMessages.positionsWithoutPlatform('instagram'));
  }
  for (const issue of checkSchedule(adSet.schedule, now)) add(['schedule', ...issue.path], issue.message);
  return issues;
}

/** Ad copy rules: variations mirror the main field, custom CTA text only with CUSTOM, CTA allowed for the channel. */
export function collectAdIssues(
  ad: Ad,
  channel: string,
  offeringType: BusinessOfferingType | null | undefined,
): DraftIssue[] {
  const issues: DraftIssue[] = [];
  if (ad.headline_variations.length > 0 && ad.headline_variations[0] !== ad.headline) {
    issues.push({ path: ['headline_variations', 0], message: CampaignRuleMessages.firstVariationMirrors });
  }
  if (ad.primary_text_variations.length > 0 && ad.primary_text_variations[0] !== ad.primary_text) {
    issues.push({
      path: ['primary_text_variations', 0],
      message: CampaignRuleMessages.firstVariationMirrors,
    });
  }
  const options =
    offeringType === undefined
      ? new Set([
          ...getCallToActionOptions(channel, 'products'),
          ...getCallToActionOptions(channel, 'services'),
        ])
      : new Set(getCallToActionOptions(channel, offeringType));
  if (!options.has(ad.call_to_action))
    issues.push({ path: ['call_to_action'], message: CampaignRuleMessages.ctaNotAllowed });
  const customText = ad.custom_cta_text?.trim() ?? '';
  if (ad.call_to_action === 'CUSTOM' && !customText)
    issues.push({ path: ['custom_cta_text'], message: CampaignRuleMessages.customCtaRequired });
  if (ad.call_to_action !== 'CUSTOM' && customText)
    issues.push({ path: ['custom_cta_text'], message: CampaignRuleMessages.customCtaOnlyForCustom });
  return issues;
}

/**
 * Every rule of SPEC §5 that spans fields of a create-campaign payload: ad sets (see collectAdSetIssues), products
 * per ad set (1..5, no duplicates, keyed by existing ad sets), ads per ad set (≤ 5) and per campaign (1..10), ads
 * pointing at existing ad sets and at products of their ad set, and the ad copy rules. Paths are relative to the
 * payload, so a 400 names the field.
 */
export function collectDraftIssues(draft: DraftForRules, context: DraftRuleContext): DraftIssue[] {
  const issues: DraftIssue[] = [];
  const { campaign_data: campaign, products_by_ad_set: productsByAdSet, ad_creatives: ads } = draft;
  const adSetIds = new Set<string>();
  campaign.ad_sets.forEach((adSet, index) => {
    if (adSetIds.has(adSet.id))
      issues.push({
        path: ['campaign_data', 'ad_sets', index, 'id'],
        message: CampaignRuleMessages.duplicateAdSetId,
      });
    adSetIds.add(adSet.id);
    for (const issue of collectAdSetIssues(adSet, campaign.objective, context.now, campaign.currency)) {
      issues.push({ path: ['campaign_data', 'ad_sets', index, ...issue.path], message: issue.message });
    }
  });

  for (const key of Object.keys(productsByAdSet)) {
    if (!adSetIds.has(key))
      issues.push({ path: ['products_by_ad_set', key], message: CampaignRuleMessages.unknownAdSet });
  }
  for (const adSetId of adSetIds) {
    const products = productsByAdSet[adSetId] ?? [];
    if (products.length === 0)
      issues.push({
        path: ['products_by_ad_set', adSetId],
        message: CampaignRuleMessages.minProductsPerAdSet,
      });
    if (products.length > CampaignLimits.maxProductsPerAdSet) {
      issues.push({
        path: ['products_by_ad_set', adSetId],
        message: CampaignLimitMessages.maxProductsPerAdSet,
      });
    }
    const seen = new Set<string>();
    products.forEach((product, index) => {
      if (seen.has(product.id))
        issues.push({
          path: ['products_by_ad_set', adSetId, index, 'id'],
          message: CampaignLimitMessages.duplicateProduct,
        });
      seen.add(product.id);
    });
  }

  if (ads.length === 0) issues.push({ path: ['ad_creatives'], message: CampaignRuleMessages.minAds });
  if (ads.length > CampaignLimits.maxAdsPerCampaign)
    issues.push({ path: ['ad_creatives'], message: CampaignLimitMessages.maxAdsPerCampaign });
  const adsPerAdSet = new Map<string, number>();
  ads.forEach((ad, index) => {
    const at = (path: (string | number)[], message: string) =>
      issues.push({ path: ['ad_creatives', index, ...path], message });
    if (!adSetIds.has(ad.ad_set_id)) {
      at(['ad_set_id'], CampaignRuleMessages.unknownAdSet);
    } else {
      const count = (adsPerAdSet.get(ad.ad_set_id) ?? 0) + 1;
      adsPerAdSet.set(ad.ad_set_id, count);
      if (count === CampaignLimits.maxAdsPerAdSet + 1)
        at(['ad_set_id'], CampaignRuleMessages.maxAdsPerAdSet(CampaignLimits.maxAdsPerAdSet));
      const productIds = new Set((productsByAdSet[ad.ad_set_id] ?? []).map((product) => product.id));
      ad.product_ids.forEach((productId, productIndex) => {
        if (!productIds.has(productId))
          at(['product_ids', productIndex], CampaignRuleMessages.productNotInAdSet);
      });
    }
    for (const issue of collectAdIssues(ad, campaign.channel, context.offeringType))
      at(issue.path, issue.message);
  });
  return issues;
}

/** "campaign_data.ad_sets.0.bid_amount: …" — the one-line form the API's 400 `detail` uses. */
export const formatDraftIssue = (issue: DraftIssue): string => `${issue.path.join('.')}: ${issue.message}`;
