import { describe, expect, it } from 'vitest';
import { collectAdSetIssues } from './draft-rules';
import { createBlankAd, createManualAdSet, fitAgeRange } from './new-items';

const NOW = new Date(2030, 4, 10, 15, 45);

describe('new items (SPEC §4, §9 defaults)', () => {
  it('makes a manual ad set: budget and bid 0, ages 18–65, every weekday, tomorrow midnight for 30 days, goals fitted to the objective', () => {
    const adSet = createManualAdSet({
      objective: 'OUTCOME_SALES',
      now: NOW,
      name: 'Ad set 2',
      countries: ['US'],
    });
    expect(adSet).toMatchObject({
      daily_budget: 0,
      bid_amount: 0,
      isManuallyCreated: true,
      optimization_goal: 'CONVERSIONS',
      billing_event: 'IMPRESSIONS',
      bid_strategy: 'LOWEST_COST_WITH_BID_CAP',
      targeting: { age_min: 18, age_max: 65 },
    });
    expect(new Date(adSet.schedule.start_time).getTime()).toBe(new Date(2030, 4, 11).getTime());
    expect(new Date(adSet.schedule.end_time!).getTime()).toBe(new Date(2030, 5, 10).getTime());
    expect(Object.values(adSet.schedule.days).every((day) => day.enabled)).toBe(true);
    // Budget and bid are left for the user to fill, and the rules say so.
    expect(collectAdSetIssues(adSet, 'OUTCOME_SALES', NOW).map((issue) => issue.path.join('.'))).toEqual([
      'bid_amount',
      'daily_budget',
    ]);
  });

  it('keeps the SPEC default bid strategy only where the objective allows it', () => {
    expect(createManualAdSet({ objective: 'AWARENESS', now: NOW, name: 'A' })).toMatchObject({
      optimization_goal: 'REACH',
      bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
    });
  });

  it.each([
    ['products', 'SHOP_NOW'],
    ['services', 'GET_OFFER'],
  ] as const)('makes a blank ad for a %s business with %s, single image, 1:1', (offeringType, cta) => {
    const ad = createBlankAd({
      adSet: { id: 'set-1', name: 'Set' },
      name: 'Ad 1',
      channel: 'facebook',
      offeringType,
    });
    expect(ad).toMatchObject({
      ad_set_id: 'set-1',
      call_to_action: cta,
      ad_type: 'single_image',
      aspect_ratio: '1:1',
      isManuallyCreated: true,
      headline: '',
    });
  });

  it.each([
    [10, 70, { age_min: 13, age_max: 65 }],
    [40, 30, { age_min: 40, age_max: 40 }],
    [18, 65, { age_min: 18, age_max: 65 }],
  ])('fits ages %i–%i to %j', (min, max, expected) => expect(fitAgeRange(min, max)).toEqual(expected));
});
