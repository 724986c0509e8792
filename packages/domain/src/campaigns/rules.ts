import { CampaignLimits, RoasScale } from '../common/constants';
import { AdSetRules, StatusBadgeColors, type AspectRatio, type CampaignStatus } from './constants';
import { CampaignLimitMessages, CampaignRuleMessages } from './messages';

/** A rule check: allowed, or refused with the message the user sees. */
export type RuleResult = { ok: true } | { ok: false; message: string };

const allowed: RuleResult = { ok: true };
const refused = (message: string): RuleResult => ({ ok: false, message });

/** SPEC §5: at most 2 ad sets per campaign. */
export function canAddAdSet(adSetCount: number): RuleResult {
  return adSetCount < CampaignLimits.maxAdSets
    ? allowed
    : refused(CampaignRuleMessages.maxAdSets(CampaignLimits.maxAdSets));
}

/** How many more ad sets fit, given how many exist and how many the caller has room for. */
export function remainingAdSetSlots(existing: number, requested: number = CampaignLimits.maxAdSets): number {
  return Math.max(0, Math.min(requested, CampaignLimits.maxAdSets - existing));
}

/** SPEC §5: at most 10 ads across the campaign (checked first, it has the SPEC alert) and 5 per ad set. */
export function canAddAd(adsInAdSet: number, adsInCampaign: number): RuleResult {
  if (adsInCampaign >= CampaignLimits.maxAdsPerCampaign)
    return refused(CampaignLimitMessages.maxAdsPerCampaign);
  if (adsInAdSet >= CampaignLimits.maxAdsPerAdSet)
    return refused(CampaignRuleMessages.maxAdsPerAdSet(CampaignLimits.maxAdsPerAdSet));
  return allowed;
}

/** How many more ads an ad set may get: the per-ad-set and the campaign limits both hold. */
export function remainingAdSlots(adsInAdSet: number, adsInCampaign: number): number {
  return Math.max(
    0,
    Math.min(CampaignLimits.maxAdsPerAdSet - adsInAdSet, CampaignLimits.maxAdsPerCampaign - adsInCampaign),
  );
}

/** SPEC §5: a product joins an ad set only once, and an ad set holds at most 5. */
export function canAddProduct(productIdsInAdSet: readonly string[], productId: string): RuleResult {
  if (productIdsInAdSet.includes(productId)) return refused(CampaignLimitMessages.duplicateProduct);
  if (productIdsInAdSet.length >= CampaignLimits.maxProductsPerAdSet)
    return refused(CampaignLimitMessages.maxProductsPerAdSet);
  return allowed;
}

/** SPEC §5: every ad set needs at least one product before the wizard continues. */
export function canLeaveProductStep(productCountsByAdSet: readonly number[]): RuleResult {
  if (productCountsByAdSet.length === 0) return refused(CampaignRuleMessages.minAdSets);
  return productCountsByAdSet.every((count) => count >= 1)
    ? allowed
    : refused(CampaignRuleMessages.minProductsPerAdSet);
}

/**
 * SPEC §5: the daily budget is split equally between ad sets. Works in the currency's smallest unit (cents, or
 * whole units of a currency the ad platform takes without decimals) so the parts add up to the total; the first ad
 * sets take the leftover units.
 */
export function splitBudget(total: number, adSetCount: number, decimals: 0 | 2 = 2): number[] {
  if (adSetCount <= 0) return [];
  const scale = 10 ** decimals;
  const units = Math.round(total * scale);
  const base = Math.floor(units / adSetCount);
  const leftover = units - base * adSetCount;
  return Array.from({ length: adSetCount }, (_, index) => (base + (index < leftover ? 1 : 0)) / scale);
}

/** Whether a budget has at most two decimals (the SPEC's 0.01 step), tolerant of float noise. */
export const hasCentPrecision = (amount: number): boolean =>
  Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/** Minimum ROAS as typed (e.g. 2.5) → stored value (25000), SPEC §9 scale 10000. */
export const roasToStored = (roas: number): number => Math.round(roas * RoasScale);

/** Stored minimum ROAS (25000) → as typed (2.5). */
export const roasFromStored = (stored: number): number => stored / RoasScale;

/** Whether a stored ROAS floor is within 0.01..1000 once scaled back. */
export const isStoredRoasInRange = (stored: number): boolean =>
  Number.isInteger(stored) &&
  stored >= roasToStored(AdSetRules.roas.min) &&
  stored <= roasToStored(AdSetRules.roas.max);

/** Keeps an age within the SPEC's 13..65 inputs. */
export const clampAge = (age: number): number =>
  Math.min(AdSetRules.age.max, Math.max(AdSetRules.age.min, Math.round(age)));

/** SPEC §4 badge colour of a campaign status; an unknown status is grey like a draft. */
export const statusBadgeColor = (status: string): string =>
  StatusBadgeColors[status as CampaignStatus] ?? StatusBadgeColors.DRAFT;

/** SPEC §4 export mapping: ACTIVE stays ACTIVE, PAUSED and DRAFT become PAUSED, anything else DELETED. */
export function exportStatus(status: string): 'ACTIVE' | 'PAUSED' | 'DELETED' {
  if (status === 'ACTIVE') return 'ACTIVE';
  if (status === 'PAUSED' || status === 'DRAFT') return 'PAUSED';
  return 'DELETED';
}

export type ImageSize = '1024x1024' | '1536x1024' | '1024x1536';

/** SPEC §9: 16:9 → 1536x1024, 9:16 and 4:5 → 1024x1536, anything else square. */
export function aspectRatioToImageSize(aspectRatio: AspectRatio | string | null | undefined): ImageSize {
  if (aspectRatio === '16:9') return '1536x1024';
  if (aspectRatio === '9:16' || aspectRatio === '4:5') return '1024x1536';
  return '1024x1024';
}
