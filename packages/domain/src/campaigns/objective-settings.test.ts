import { describe, expect, it } from 'vitest';
import { OBJECTIVES, ObjectiveLabels } from './constants';
import {
  fitDeliveryToObjective,
  getObjectiveSettings,
  needsBidAmount,
  needsRoasFloor,
} from './objective-settings';

describe('objective settings (SPEC §3 table)', () => {
  it.each([
    ['AWARENESS', ['REACH', 'IMPRESSIONS'], ['IMPRESSIONS'], ['LOWEST_COST_WITHOUT_CAP']],
    [
      'TRAFFIC',
      ['LINK_CLICKS', 'LANDING_PAGE_VIEWS'],
      ['IMPRESSIONS', 'LINK_CLICKS'],
      ['LOWEST_COST_WITHOUT_CAP', 'LOWEST_COST_WITH_BID_CAP', 'COST_CAP'],
    ],
    [
      'ENGAGEMENT',
      ['POST_ENGAGEMENT', 'PAGE_LIKES', 'EVENT_RESPONSES'],
      ['IMPRESSIONS', 'POST_ENGAGEMENT'],
      ['LOWEST_COST_WITHOUT_CAP', 'LOWEST_COST_WITH_BID_CAP', 'COST_CAP'],
    ],
    [
      'LEAD_GENERATION',
      ['LEAD_GENERATION'],
      ['IMPRESSIONS'],
      ['LOWEST_COST_WITHOUT_CAP', 'LOWEST_COST_WITH_BID_CAP', 'COST_CAP'],
    ],
    [
      'OUTCOME_SALES',
      ['CONVERSIONS', 'VALUE'],
      ['IMPRESSIONS'],
      ['LOWEST_COST_WITHOUT_CAP', 'LOWEST_COST_WITH_BID_CAP', 'COST_CAP', 'LOWEST_COST_WITH_MIN_ROAS'],
    ],
  ] as const)('%s', (objective, goals, billing, bids) => {
    const settings = getObjectiveSettings(objective);
    expect(settings.optimizationGoals).toEqual(goals);
    expect(settings.billingEvents).toEqual(billing);
    expect(settings.bidStrategies).toEqual(bids);
  });

  it('labels the objectives, Sales being the one for OUTCOME_SALES', () => {
    expect(OBJECTIVES.map((objective) => ObjectiveLabels[objective])).toEqual([
      'Brand Awareness',
      'Traffic',
      'Engagement',
      'Lead Generation',
      'Sales',
    ]);
  });

  it.each([
    [
      'OUTCOME_SALES',
      {
        optimization_goal: 'OFFSITE_CONVERSIONS',
        billing_event: 'CONVERSIONS',
        bid_strategy: 'LOWEST_COST_WITH_BID_CAP',
      },
      {
        optimization_goal: 'CONVERSIONS',
        billing_event: 'IMPRESSIONS',
        bid_strategy: 'LOWEST_COST_WITH_BID_CAP',
      },
    ],
    [
      'AWARENESS',
      { optimization_goal: 'REACH', billing_event: 'IMPRESSIONS', bid_strategy: 'COST_CAP' },
      { optimization_goal: 'REACH', billing_event: 'IMPRESSIONS', bid_strategy: 'LOWEST_COST_WITHOUT_CAP' },
    ],
    [
      'TRAFFIC',
      { optimization_goal: 'VALUE', billing_event: 'LINK_CLICKS', bid_strategy: 'LOWEST_COST_WITH_MIN_ROAS' },
      {
        optimization_goal: 'LINK_CLICKS',
        billing_event: 'LINK_CLICKS',
        bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
      },
    ],
  ] as const)('fits %s delivery settings, keeping allowed values', (objective, input, expected) => {
    expect(fitDeliveryToObjective(objective, input)).toEqual(expected);
  });

  it.each([
    ['LOWEST_COST_WITHOUT_CAP', false, false],
    ['LOWEST_COST_WITH_BID_CAP', true, false],
    ['COST_CAP', true, false],
    ['LOWEST_COST_WITH_MIN_ROAS', false, true],
  ] as const)('%s needs a bid: %s, a ROAS floor: %s', (strategy, bid, roas) => {
    expect(needsBidAmount(strategy)).toBe(bid);
    expect(needsRoasFloor(strategy)).toBe(roas);
  });
});
