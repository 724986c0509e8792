import { describe, expect, it } from 'vitest';
import { computeCampaignMetrics, emptyAnalytics, formatPercent, formatRoas, formatUsd } from './metrics';

describe('dashboard metrics (SPEC §9)', () => {
  it.each([
    [
      { impressions: 1000, clicks: 200, conversions: 10, spend: 50, conversion_value: 20 },
      { conversionRate: 5, roas: 4, purchaseValue: 200 },
    ],
    [
      { impressions: 0, clicks: 0, conversions: 0, spend: 0, conversion_value: 0 },
      { conversionRate: 0, roas: 0, purchaseValue: 0 },
    ],
    [
      { impressions: 10, clicks: 0, conversions: 3, spend: 0, conversion_value: 12.5 },
      { conversionRate: 0, roas: 0, purchaseValue: 37.5 },
    ],
  ])('%j → %j', (analytics, expected) => {
    expect(computeCampaignMetrics(analytics)).toEqual(expected);
  });

  it('starts from zeros for a draft', () => {
    expect(computeCampaignMetrics(emptyAnalytics())).toEqual({
      conversionRate: 0,
      roas: 0,
      purchaseValue: 0,
    });
  });

  it.each([
    [0, '$0.00'],
    [1234.5, '$1,234.50'],
    [0.005, '$0.01'],
    [Number.NaN, '$0.00'],
  ])('formats %f as %s', (amount, text) => expect(formatUsd(amount)).toBe(text));

  it('formats rates and ROAS with 2 decimals', () => {
    expect(formatPercent(5)).toBe('5.00%');
    expect(formatRoas(4)).toBe('4.00x');
  });
});
