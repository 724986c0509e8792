import type { CreateCampaignRequest } from '../api-schemas';
import { allWeekdaysEnabled, formatLocalIso, startOfTomorrow } from '../schedule';
import type { AdDraftInput, AdSetDraftInput, DraftProduct } from '../schemas';

/** Test factories for a valid campaign draft (used by domain, server and web tests). */

export function buildDraftProduct(overrides: Partial<DraftProduct> = {}): DraftProduct {
  return {
    id: 'p1',
    name: 'Speckled Mug',
    price: '24.00',
    image_url: null,
    landing_page: 'https://shop.example/mug',
    offering_type: 'product',
    ...overrides,
  };
}

export function buildAdSetDraft(overrides: Partial<AdSetDraftInput> = {}, now = new Date()): AdSetDraftInput {
  const start = startOfTomorrow(now);
  const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 30);
  return {
    id: 'set-1',
    name: 'Home cooks',
    selection_reasoning: 'People who cook at home',
    daily_budget: 50,
    targeting: {
      geo_locations: { countries: ['US'] },
      age_min: 25,
      age_max: 55,
      publisher_platforms: ['facebook', 'instagram'],
    },
    optimization_goal: 'CONVERSIONS',
    billing_event: 'IMPRESSIONS',
    bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
    bid_amount: 0,
    schedule: {
      start_time: formatLocalIso(start),
      end_time: formatLocalIso(end),
      days: allWeekdaysEnabled(),
    },
    ...overrides,
  };
}

export function buildAdDraft(overrides: Partial<AdDraftInput> = {}): AdDraftInput {
  const headline = overrides.headline ?? 'Hand-thrown mugs';
  const primary = overrides.primary_text ?? 'Speckled Mug, thrown by hand in our studio.';
  return {
    ad_set_id: 'set-1',
    name: 'Mug ad',
    headline,
    headline_variations: [headline, 'A mug for slow mornings'],
    primary_text: primary,
    primary_text_variations: [primary],
    description: 'From $24.00',
    call_to_action: 'SHOP_NOW',
    media_url: '/api/proxy-media/creatives/mug.png',
    product_ids: ['p1'],
    ...overrides,
  };
}

/** One ad set with one product and one ad, every rule satisfied. */
export function buildCreateCampaignRequest(
  overrides: Partial<CreateCampaignRequest> = {},
  now = new Date(),
): CreateCampaignRequest {
  return {
    hypothesis_id: 'h1',
    crawl_id: 'c1',
    campaign_data: { name: 'Slow mornings', objective: 'OUTCOME_SALES', ad_sets: [buildAdSetDraft({}, now)] },
    products_by_ad_set: { 'set-1': [buildDraftProduct()] },
    ad_creatives: [buildAdDraft()],
    ...overrides,
  };
}
