import { describe, expect, it } from 'vitest';
import { adSetSchema } from '@adsmith/domain/campaigns/schemas';
import { describeAdSet } from './describe-ad-set';

const adSet = (cityRadius: { value: number; unit: 'kilometer' | 'mile' } | null) =>
  adSetSchema.parse({
    id: 'as1',
    name: 'Close to home',
    daily_budget: 10,
    targeting: { geo_locations: { countries: ['NL'], cities: ['Zeist'], city_radius: cityRadius } },
    optimization_goal: 'LEAD_GENERATION',
    billing_event: 'IMPRESSIONS',
    bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
    schedule: { start_time: '2030-01-02T00:00:00+01:00' },
  });

describe('describeAdSet', () => {
  it('shows the radius beside the cities the ad set targets', () => {
    const rows = new Map(describeAdSet(adSet({ value: 25, unit: 'kilometer' }), 'EUR'));
    expect(rows.get('Cities')).toBe('Zeist (+25 km)');
    expect(new Map(describeAdSet(adSet(null), 'EUR')).get('Cities')).toBe('Zeist');
  });
});
