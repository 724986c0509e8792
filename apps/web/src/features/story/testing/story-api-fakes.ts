import { reviewOfferings } from '@adsmith/domain/profile/offering-corrections';
import {
  effectiveProfile,
  type BusinessProfile,
  type BusinessProfileResponse,
  type SavedProfileCorrections,
} from '@adsmith/domain/profile/schemas';
import type { CrawlStatus, CrawlStatusResponse, Product } from '@adsmith/domain/crawl/schemas';
import type { BrandStoryResponse } from '@adsmith/domain/story/schemas';
import { buildUser, jsonResponse, storeSession, stubFetch, type RecordedRequest } from '@/testing/mock-fetch';

export const CRAWL_ID = 'crawl-42';

export const ORIGINAL_STORY =
  'Harbor Bikes repairs and sells city bicycles in Portland. Riders come to us for fast same-day repairs.';

export function buildStatus(
  status: CrawlStatus,
  overrides: Partial<CrawlStatusResponse> = {},
): CrawlStatusResponse {
  return {
    crawl_id: CRAWL_ID,
    status,
    progress: { pages_queued: 12, pages_fetched: 5, pages_failed: 0, links_refused: 1, offerings_found: 3 },
    error: null,
    ...overrides,
  };
}

export function buildBrandStory(overrides: Partial<BrandStoryResponse> = {}): BrandStoryResponse {
  return {
    crawl_id: CRAWL_ID,
    brand_story: ORIGINAL_STORY,
    original_story: ORIGINAL_STORY,
    engine: { kind: 'offline', label: 'Drafted offline' },
    updated_at: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

type Route = (request: RecordedRequest) => Response | Promise<Response>;

/**
 * A fake API for the story screen: `routes` answer "METHOD /path" (path without /api); the session check is
 * answered for the given user; anything else fails the test loudly.
 */
export function stubStoryApi(routes: Record<string, Route>, options: { isAdmin?: boolean } = {}) {
  const user = buildUser({ isAdmin: options.isAdmin ?? false });
  storeSession(user);
  window.localStorage.setItem('current_crawl_id', CRAWL_ID);
  return stubFetch((request) => {
    const path = request.url.replace(/^\/api/, '');
    if (path === '/auth/verify') return jsonResponse(200, { valid: true, user });
    const route = routes[`${request.method} ${path}`];
    if (!route) throw new Error(`unexpected request ${request.method} ${request.url}`);
    return route(request);
  });
}

/** The story is ready: status completed and a saved story (override parts with `story`). */
export function readyStoryRoutes(story: Partial<BrandStoryResponse> = {}): Record<string, Route> {
  return {
    [`GET /status/${CRAWL_ID}`]: () => jsonResponse(200, buildStatus('completed')),
    [`GET /brand-story/${CRAWL_ID}`]: () => jsonResponse(200, buildBrandStory(story)),
    [`GET /business-profile/${CRAWL_ID}`]: () => jsonResponse(200, buildProfileResponse()),
  };
}

const SITE = 'https://bakery.example';

/** A learned business profile as GET /business-profile answers it (override parts of the profile). */
export function buildBusinessProfile(overrides: Partial<BusinessProfile> = {}): BusinessProfile {
  return {
    crawlId: CRAWL_ID,
    version: 1,
    builtBy: 'rules',
    businessName: { value: 'Crumb & Co', source: { url: `${SITE}/`, quote: 'Crumb & Co' } },
    category: { value: 'bakery', source: { url: `${SITE}/`, quote: 'A neighbourhood bakery since 1998' } },
    trade: {
      key: 'cafe_bakery',
      evidence: [{ term: 'bakery', source: { url: `${SITE}/`, quote: 'A neighbourhood bakery since 1998' } }],
      confidence: 0.8,
    },
    location: {
      country: {
        value: 'GB',
        basis: 'address',
        source: { url: `${SITE}/contact`, quote: '12 Mill Lane, Bristol BS1 4ST' },
      },
      region: null,
      city: {
        value: 'Bristol',
        basis: 'address',
        source: { url: `${SITE}/contact`, quote: '12 Mill Lane, Bristol BS1 4ST' },
      },
      street: null,
      otherCountries: [],
      isLocal: true,
    },
    languages: ['en'],
    currency: { value: 'GBP', source: { url: `${SITE}/menu`, quote: 'Sourdough loaf £4.50' } },
    offeringType: { value: 'products', reason: '12 offerings found on the site: 12 products, 0 services.' },
    audience: [{ value: 'families', source: { url: `${SITE}/`, quote: 'Cakes for families and friends' } }],
    valuePropositions: [
      {
        value: 'Baked every morning with organic flour.',
        source: { url: `${SITE}/`, quote: 'Baked every morning with organic flour.' },
      },
    ],
    proof: {
      foundedYear: { value: '1998', source: { url: `${SITE}/`, quote: 'A neighbourhood bakery since 1998' } },
      counts: [],
      testimonials: [
        {
          quote: 'The best croissants in town.',
          author: 'Sam',
          source: { url: `${SITE}/`, quote: '"The best croissants in town."' },
        },
      ],
      ratings: [],
      awards: [],
      press: [],
    },
    offers: [],
    actions: [],
    tone: ['friendly'],
    contact: { phone: null, email: null },
    visuals: { logo: null, colors: [], fonts: [], heroImages: [], productImages: [] },
    unknowns: ['No phone number or email address was found.'],
    ...overrides,
  };
}

/** The response for a learned profile, the owner's corrections and the offerings found (as the server answers). */
export function buildProfileResponse(
  overrides: Partial<BusinessProfile> = {},
  corrections: SavedProfileCorrections = {},
  found: Product[] = [],
  correctedAt: string | null = null,
): BusinessProfileResponse {
  const learned = buildBusinessProfile(overrides);
  const profile = effectiveProfile(learned, corrections);
  const offerings = reviewOfferings(found, corrections.offerings, profile.currency?.value ?? null);
  return { profile, learned, corrections, correctedAt, offerings: offerings.map((item) => item.review) };
}
