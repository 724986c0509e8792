import { describe, expect, it } from 'vitest';
import { settledCountries } from '@adsmith/domain/campaigns/target-countries';
import type { ProfileLocation } from '@adsmith/domain/profile/schemas';
import type { AdSetsGenerationInput } from '@adsmith/domain/drafting/campaign-generations';
import { draftAdSets } from './ad-sets';
import { targetCountry } from './campaign-facts';

const located = (
  value: string,
  confidence: number,
  basis: 'phone_prefix' | 'address' | 'user' = 'phone_prefix',
): ProfileLocation => ({
  country: {
    value,
    basis,
    source: basis === 'user' ? null : { url: 'https://example.test/', quote: null },
  },
  region: null,
  city: null,
  street: null,
  otherCountries: [],
  isLocal: false,
  confidence,
});

describe('settledCountries (the countries new ad sets target)', () => {
  it("is the profile's country when the owner set it or the vote is confident", () => {
    expect(settledCountries(located('AT', 0.9, 'address'))).toEqual(['AT']);
    expect(settledCountries(located('CL', 1, 'user'), ['US'])).toEqual(['CL']);
  });

  it('is never a guess: an unsure vote, a domain ending or a "$" give no country', () => {
    expect(settledCountries(located('CL', 0.3))).toEqual([]);
    expect(settledCountries(null)).toEqual([]);
  });

  it("is the owner's choice in the draft's ad sets when the profile does not know (codes as the platform takes them)", () => {
    expect(settledCountries(located('CL', 0.3), ['uk', 'GB', 'Narnia', 'DE'])).toEqual(['GB', 'DE']);
  });
});

describe('targetCountry (what the ad set says of its country)', () => {
  it("gives the profile's reason for the profile's country, and the owner's choice otherwise", () => {
    expect(targetCountry(['AT'], located('AT', 0.9, 'address'))).toEqual({
      code: 'AT',
      why: "from the site's address",
    });
    expect(targetCountry(['CL'], located('CL', 1, 'user'))).toEqual({ code: 'CL', why: 'as you set it' });
    expect(targetCountry(['CL'], located('CL', 0.3))).toEqual({ code: 'CL', why: 'as you set it' });
  });

  it('is null when no country is settled: there is no default market', () => {
    expect(targetCountry([], located('CL', 0.3))).toBeNull();
    expect(targetCountry([], null)).toBeNull();
  });
});

describe('offline ad sets without a settled country', () => {
  it('target no country (the wizard asks the owner) and say so, never the United States', () => {
    const input: AdSetsGenerationInput = {
      crawl_id: 'c1',
      brand_story: 'Online drawing lessons for beginners.',
      hypothesis: {
        hypothesis: 'Beginners buy because the lessons are short.',
        strategic_approach: 'Show a first drawing.',
        success_metrics: 'Sign-ups',
        daily_budget: 20,
      },
      offering_type: 'services',
      business: {
        name: 'Sketch Club',
        hostname: 'example-studio.com',
        start_url: 'https://example-studio.com/',
      },
      products: [
        {
          id: 'p1',
          name: 'One lesson',
          price: '25.00',
          currency: 'USD',
          description: null,
          offering_type: 'service',
          landing_page: null,
        },
      ],
      profile: null,
      objective: 'TRAFFIC',
      existing_ad_sets: [],
      remaining_slots: 2,
      countries: [],
    };
    const adSets = draftAdSets(input);
    expect(adSets).toHaveLength(2);
    for (const adSet of adSets) {
      expect(adSet.targeting.geo_locations.countries).toEqual([]);
      expect(adSet.targeting_approach).toMatch(/the country you choose/);
      expect(`${adSet.targeting_approach} ${adSet.selection_reasoning}`).not.toMatch(/\bUS\b|United States/);
    }
    const chosen = draftAdSets({ ...input, countries: ['MX'] });
    for (const adSet of chosen) expect(adSet.targeting.geo_locations.countries).toEqual(['MX']);
    expect(chosen[0]!.targeting_approach).toMatch(/^Country-wide in MX \(as you set it\)/);
  });
});
