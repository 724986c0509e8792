import type { Campaign } from '@adsmith/domain/campaigns/api-schemas';
import { PLATFORM_CHANNEL } from '@adsmith/domain/campaigns/cta';
import { emptyAnalytics } from '@adsmith/domain/campaigns/metrics';
import { createBlankAd, createManualAdSet } from '@adsmith/domain/campaigns/new-items';
import type { CrawlSummary } from '@adsmith/domain/crawl/schemas';

/**
 * A campaign as GET /campaigns/user returns it, built from the domain's own factories so it passes the same
 * contract schema the client parses with. `adSets` and `adsPerSet` shape the structure the card counts.
 */
export function buildCampaign(
  overrides: Partial<Campaign> = {},
  shape: { adSets?: number; adsPerSet?: number } = {},
): Campaign {
  const id = overrides.id ?? 'campaign-1';
  const { adSets = 1, adsPerSet = 1 } = shape;
  const sets = Array.from({ length: adSets }, (_, index) => ({
    ...createManualAdSet({
      objective: 'OUTCOME_SALES',
      now: new Date('2026-03-01T10:00:00Z'),
      name: `Ad set ${index + 1}`,
      countries: ['US'],
    }),
    id: `${id}-set-${index + 1}`,
    campaign_id: id,
  }));
  const ads = sets.flatMap((set) =>
    Array.from({ length: adsPerSet }, (_, index) => ({
      ...createBlankAd({
        adSet: set,
        name: `Ad ${index + 1}`,
        channel: PLATFORM_CHANNEL,
        offeringType: 'products',
      }),
      id: `${set.id}-ad-${index + 1}`,
      ad_set_name: set.name,
      headline: 'Ride further for less',
      headline_variations: ['Ride further for less'],
      primary_text: 'Hand-built frames, tuned in our own workshop.',
      primary_text_variations: ['Hand-built frames, tuned in our own workshop.'],
      media_url: null,
    })),
  );
  return {
    id,
    name: 'Spring Sale',
    status: 'DRAFT',
    objective: 'OUTCOME_SALES',
    hypothesis_id: 'h-1',
    hypothesis: { id: 'h-1', hypothesis: 'Riders buy because every bike is fitted by hand.' },
    daily_budget: 100,
    currency: overrides.currency ?? 'USD',
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    crawl_id: 'crawl-1',
    start_url: 'https://harbor-bikes.example/',
    hostname: 'harbor-bikes.example',
    facebook_campaign_id: null,
    campaign_data: {
      name: 'Spring Sale',
      objective: 'OUTCOME_SALES',
      buying_type: 'AUCTION',
      channel: PLATFORM_CHANNEL,
      currency: overrides.currency ?? 'USD',
    },
    product_data: [],
    analytics: emptyAnalytics(),
    ad_sets: sets,
    ads,
    ...overrides,
  };
}

export function buildCrawl(overrides: Partial<CrawlSummary> = {}): CrawlSummary {
  const id = overrides.crawl_id ?? overrides.id ?? 'crawl-1';
  return {
    id,
    crawl_id: id,
    start_url: 'https://harbor-bikes.example/',
    hostname: 'harbor-bikes.example',
    status: 'completed',
    created_at: '2026-02-01T10:00:00.000Z',
    crawl_created_at: '2026-02-01T10:00:00.000Z',
    finished_at: '2026-02-01T10:05:00.000Z',
    has_brand_story: true,
    pages_fetched: 12,
    offerings_found: 4,
    ...overrides,
  };
}
