import { describe, expect, it } from 'vitest';
import { buildCreateCampaignRequestSchema, type CreateCampaignRequest } from './api-schemas';
import {
  buildAdDraft,
  buildAdSetDraft,
  buildCreateCampaignRequest,
  buildDraftProduct,
} from './testing/build-draft';

const NOW = new Date();
const schema = buildCreateCampaignRequestSchema(() => ({ now: NOW }));
const servicesSchema = buildCreateCampaignRequestSchema(() => ({ now: NOW, offeringType: 'services' }));

/** "field.path: message" for every issue, as the API's 400 detail names them. */
function issuesOf(body: CreateCampaignRequest, against = schema): string[] {
  const result = against.safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const withAdSet = (overrides: Parameters<typeof buildAdSetDraft>[0]) =>
  buildCreateCampaignRequest({ campaign_data: { name: 'C', ad_sets: [buildAdSetDraft(overrides, NOW)] } });
const withAd = (overrides: Parameters<typeof buildAdDraft>[0]) =>
  buildCreateCampaignRequest({ ad_creatives: [buildAdDraft(overrides)] });
const products = (count: number) =>
  Array.from({ length: count }, (_, index) => buildDraftProduct({ id: `p${index + 1}` }));

describe('create-campaign body (every SPEC rule, with the field path)', () => {
  it('accepts a valid draft and fills the defaults', () => {
    const parsed = schema.parse(buildCreateCampaignRequest({}, NOW));
    expect(parsed.campaign_data).toMatchObject({
      status: 'DRAFT',
      buying_type: 'AUCTION',
      objective: 'OUTCOME_SALES',
      channel: 'facebook',
    });
    expect(parsed.ad_creatives[0]).toMatchObject({ ad_type: 'single_image', aspect_ratio: '1:1' });
    expect(parsed.campaign_data.ad_sets[0]!.targeting.genders).toEqual([]);
  });

  const tomorrowPlus = (days: number) => {
    const date = new Date(NOW.getFullYear(), NOW.getMonth(), NOW.getDate() + 1 + days);
    return date.toISOString();
  };

  it.each<[string, CreateCampaignRequest, string[]]>([
    [
      'no name',
      buildCreateCampaignRequest({ campaign_data: { name: '  ', ad_sets: [buildAdSetDraft({}, NOW)] } }),
      ['campaign_data.name: Required'],
    ],
    [
      'three ad sets',
      buildCreateCampaignRequest({
        campaign_data: {
          name: 'C',
          ad_sets: ['set-1', 'set-2', 'set-3'].map((id) => buildAdSetDraft({ id }, NOW)),
        },
        products_by_ad_set: { 'set-1': products(1), 'set-2': products(1), 'set-3': products(1) },
      }),
      ['campaign_data.ad_sets: A campaign can have at most 2 ad sets.'],
    ],
    [
      'no ad set',
      buildCreateCampaignRequest({
        campaign_data: { name: 'C', ad_sets: [] },
        products_by_ad_set: {},
        ad_creatives: [],
      }),
      [
        'campaign_data.ad_sets: A campaign needs at least one ad set.',
        'ad_creatives: A campaign needs at least one ad.',
      ],
    ],
    [
      'a goal the objective lacks',
      withAdSet({ optimization_goal: 'LINK_CLICKS' }),
      ['campaign_data.ad_sets.0.optimization_goal: Not an optimization goal of the Sales objective'],
    ],
    [
      'the new-item goal left unfitted',
      withAdSet({ optimization_goal: 'OFFSITE_CONVERSIONS', billing_event: 'CONVERSIONS' }),
      [
        'campaign_data.ad_sets.0.optimization_goal: Not an optimization goal of the Sales objective',
        'campaign_data.ad_sets.0.billing_event: Not a billing event of the Sales objective',
      ],
    ],
    [
      'a bid cap of 0',
      withAdSet({ bid_strategy: 'LOWEST_COST_WITH_BID_CAP', bid_amount: 0 }),
      [
        'campaign_data.ad_sets.0.bid_amount: A bid or cost cap of at least 0.01 is required for this bid strategy',
      ],
    ],
    [
      'a minimum ROAS missing',
      withAdSet({ bid_strategy: 'LOWEST_COST_WITH_MIN_ROAS' }),
      [
        'campaign_data.ad_sets.0.roas_average_floor: A minimum ROAS between 0.01 and 1000 is required for this bid strategy',
      ],
    ],
    [
      'a budget under 1',
      withAdSet({ daily_budget: 0 }),
      ['campaign_data.ad_sets.0.daily_budget: The daily budget must be at least 1'],
    ],
    [
      'a budget with 3 decimals',
      withAdSet({ daily_budget: 10.005 }),
      ['campaign_data.ad_sets.0.daily_budget: The daily budget has at most 2 decimals'],
    ],
    [
      'ages reversed',
      withAdSet({ targeting: { geo_locations: { countries: ['US'] }, age_min: 50, age_max: 30 } }),
      ['campaign_data.ad_sets.0.targeting.age_min: The minimum age must not be above the maximum age'],
    ],
    [
      'an age of 12',
      withAdSet({ targeting: { geo_locations: { countries: ['US'] }, age_min: 12 } }),
      ['campaign_data.ad_sets.0.targeting.age_min: Too small: expected number to be >=13'],
    ],
    [
      'a three-letter country',
      withAdSet({ targeting: { geo_locations: { countries: ['USA'] } } }),
      ['campaign_data.ad_sets.0.targeting.geo_locations.countries.0: Must be a two-letter country code'],
    ],
    [
      'a code that names no country',
      withAdSet({ targeting: { geo_locations: { countries: ['GB', 'UK'] } } }),
      ['campaign_data.ad_sets.0.targeting.geo_locations.countries.1: Must be a two-letter country code'],
    ],
    [
      'Instagram positions without Instagram',
      withAdSet({
        targeting: {
          geo_locations: { countries: ['US'] },
          publisher_platforms: ['facebook'],
          instagram_positions: ['story'],
        },
      }),
      [
        'campaign_data.ad_sets.0.targeting.instagram_positions: Positions are set but instagram is not a selected platform',
      ],
    ],
    [
      'a start today',
      withAdSet({ schedule: { start_time: new Date(NOW.getTime() - 60_000).toISOString() } }),
      expect.arrayContaining([
        'campaign_data.ad_sets.0.schedule.start_time: The start date must be tomorrow or later',
      ]) as unknown as string[],
    ],
    [
      'an end before the start',
      withAdSet({ schedule: { start_time: tomorrowPlus(3), end_time: tomorrowPlus(1) } }),
      ['campaign_data.ad_sets.0.schedule.end_time: The end date must not be before the start date'],
    ],
    [
      'an ad set without products',
      buildCreateCampaignRequest({
        products_by_ad_set: { 'set-1': [] },
        ad_creatives: [buildAdDraft({ product_ids: [] })],
      }),
      ['products_by_ad_set.set-1: Each ad set needs at least one product.'],
    ],
    [
      'six products',
      buildCreateCampaignRequest({ products_by_ad_set: { 'set-1': products(6) } }),
      ['products_by_ad_set.set-1: Maximum 5 products per ad set allowed'],
    ],
    [
      'a duplicate product',
      buildCreateCampaignRequest({
        products_by_ad_set: { 'set-1': [buildDraftProduct(), buildDraftProduct()] },
      }),
      ['products_by_ad_set.set-1.1.id: Product already in ad set'],
    ],
    [
      'products for an unknown ad set',
      buildCreateCampaignRequest({ products_by_ad_set: { 'set-1': products(1), ghost: products(1) } }),
      ['products_by_ad_set.ghost: This ad set is not part of the campaign.'],
    ],
    [
      'no ads',
      buildCreateCampaignRequest({ ad_creatives: [] }),
      ['ad_creatives: A campaign needs at least one ad.'],
    ],
    [
      'six ads in one ad set',
      buildCreateCampaignRequest({ ad_creatives: Array.from({ length: 6 }, () => buildAdDraft()) }),
      ['ad_creatives.5.ad_set_id: An ad set can have at most 5 ads.'],
    ],
    [
      'eleven ads across two ad sets',
      buildCreateCampaignRequest({
        campaign_data: {
          name: 'C',
          ad_sets: [buildAdSetDraft({}, NOW), buildAdSetDraft({ id: 'set-2' }, NOW)],
        },
        products_by_ad_set: { 'set-1': products(1), 'set-2': products(1) },
        ad_creatives: Array.from({ length: 11 }, (_, index) =>
          buildAdDraft({ ad_set_id: index < 5 ? 'set-1' : 'set-2' }),
        ),
      }),
      [
        'ad_creatives: You can only have up to 10 ads across all ad sets in a campaign.',
        'ad_creatives.10.ad_set_id: An ad set can have at most 5 ads.',
      ],
    ],
    [
      'an ad for an unknown ad set',
      withAd({ ad_set_id: 'ghost' }),
      ['ad_creatives.0.ad_set_id: This ad set is not part of the campaign.'],
    ],
    [
      'an ad showing a product outside its ad set',
      withAd({ product_ids: ['p9'] }),
      ["ad_creatives.0.product_ids.0: This product is not in the ad's ad set."],
    ],
    [
      'a 41-character headline',
      withAd({ headline: 'x'.repeat(41), headline_variations: [] }),
      ['ad_creatives.0.headline: Must be at most 40 characters'],
    ],
    [
      'a 126-character primary text',
      withAd({ primary_text: 'x'.repeat(126), primary_text_variations: [] }),
      ['ad_creatives.0.primary_text: Must be at most 125 characters'],
    ],
    [
      'a 31-character description',
      withAd({ description: 'x'.repeat(31) }),
      ['ad_creatives.0.description: Must be at most 30 characters'],
    ],
    [
      'six headline variations',
      withAd({ headline: 'A', headline_variations: ['A', 'B', 'C', 'D', 'E', 'F'] }),
      ['ad_creatives.0.headline_variations: At most 5 variations are allowed'],
    ],
    [
      'a first variation that differs',
      withAd({ headline: 'A', headline_variations: ['B'] }),
      ['ad_creatives.0.headline_variations.0: The first variation must match the main text'],
    ],
    [
      'CUSTOM on the platform channel',
      withAd({ call_to_action: 'CUSTOM', custom_cta_text: 'Come by' }),
      [
        'ad_creatives.0.call_to_action: This call to action is not available for this channel and offering type',
      ],
    ],
    [
      'custom text with SHOP_NOW',
      withAd({ custom_cta_text: 'Come by' }),
      ['ad_creatives.0.custom_cta_text: Custom call-to-action text is only used with CUSTOM'],
    ],
    [
      'a 21-character custom CTA',
      buildCreateCampaignRequest({
        campaign_data: { name: 'C', channel: 'web', ad_sets: [buildAdSetDraft({}, NOW)] },
        ad_creatives: [buildAdDraft({ call_to_action: 'CUSTOM', custom_cta_text: 'x'.repeat(21) })],
      }),
      ['ad_creatives.0.custom_cta_text: Must be at most 20 characters'],
    ],
    [
      'CUSTOM without text',
      buildCreateCampaignRequest({
        campaign_data: { name: 'C', channel: 'web', ad_sets: [buildAdSetDraft({}, NOW)] },
        ad_creatives: [buildAdDraft({ call_to_action: 'CUSTOM' })],
      }),
      ['ad_creatives.0.custom_cta_text: Custom call-to-action text is required for CUSTOM'],
    ],
    [
      'a javascript: media URL',
      withAd({ media_url: 'javascript:alert(1)' }),
      ['ad_creatives.0.media_url: Must be an http(s) URL or an /api path'],
    ],
  ])('refuses %s', (_name, body, expected) => {
    expect(issuesOf(body)).toEqual(expected);
  });

  it('checks the call to action against the business offering type when the server knows it', () => {
    expect(issuesOf(buildCreateCampaignRequest(), servicesSchema)).toEqual([
      'ad_creatives.0.call_to_action: This call to action is not available for this channel and offering type',
    ]);
    expect(issuesOf(withAd({ call_to_action: 'BOOK_NOW' }), servicesSchema)).toEqual([]);
  });

  it('accepts the limits exactly: 2 ad sets, 5 products each, 5 ads each, 5 variations, texts at their maximum', () => {
    const headline = 'h'.repeat(40);
    const primary = 'p'.repeat(125);
    const body = buildCreateCampaignRequest({
      campaign_data: {
        name: 'C',
        ad_sets: [buildAdSetDraft({}, NOW), buildAdSetDraft({ id: 'set-2' }, NOW)],
      },
      products_by_ad_set: { 'set-1': products(5), 'set-2': products(5) },
      ad_creatives: Array.from({ length: 10 }, (_, index) =>
        buildAdDraft({
          ad_set_id: index < 5 ? 'set-1' : 'set-2',
          headline,
          headline_variations: [headline, 'b', 'c', 'd', 'e'],
          primary_text: primary,
          primary_text_variations: [primary, 'b', 'c', 'd', 'e'],
          description: 'd'.repeat(30),
          product_ids: ['p1', 'p5'],
        }),
      ),
    });
    expect(issuesOf(body)).toEqual([]);
  });
});
