import { Currency } from '../common/constants';

export type CampaignAnalytics = {
  impressions: number;
  clicks: number;
  conversions: number;
  spend: number;
  conversion_value: number;
};

export type CampaignMetrics = {
  /** Percent, 0 when there were no clicks. */
  conversionRate: number;
  /** Return on ad spend as a ratio, 0 when nothing was spent. */
  roas: number;
  purchaseValue: number;
};

const safe = (value: number) => (Number.isFinite(value) ? value : 0);

/**
 * SPEC §9 dashboard metrics: conversion rate = conversions / clicks × 100, ROAS = conversions × conversion_value /
 * spend, purchase value = conversions × conversion_value. A zero divisor gives 0, not Infinity or NaN, because a
 * draft that never ran has no clicks and no spend.
 */
export function computeCampaignMetrics(analytics: CampaignAnalytics): CampaignMetrics {
  const purchaseValue = safe(analytics.conversions * analytics.conversion_value);
  return {
    conversionRate: analytics.clicks > 0 ? safe((analytics.conversions / analytics.clicks) * 100) : 0,
    roas: analytics.spend > 0 ? safe(purchaseValue / analytics.spend) : 0,
    purchaseValue,
  };
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: Currency.code,
  minimumFractionDigits: Currency.decimals,
  maximumFractionDigits: Currency.decimals,
});
const fixed = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: Currency.decimals,
  maximumFractionDigits: Currency.decimals,
});

/** "$1,234.50" — SPEC §9 currency display (USD, 2 decimals). */
export const formatUsd = (amount: number): string => usd.format(safe(amount));

/** "12.50%". */
export const formatPercent = (value: number): string => `${fixed.format(safe(value))}%`;

/** "2.50x". */
export const formatRoas = (value: number): string => `${fixed.format(safe(value))}x`;

/** Zeros: the analytics of a campaign that has never run. */
export const emptyAnalytics = (): CampaignAnalytics => ({
  impressions: 0,
  clicks: 0,
  conversions: 0,
  spend: 0,
  conversion_value: 0,
});
