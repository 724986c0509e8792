import { draftProductOf } from '@adsmith/domain/campaigns/draft-product';
import { adSchema, adSetSchema, type Ad, type AdSet } from '@adsmith/domain/campaigns/schemas';
import { buildAdDraft, buildAdSetDraft } from '@adsmith/domain/campaigns/testing/build-draft';
import type { Product } from '@adsmith/domain/crawl/schemas';
import type { Hypothesis } from '@adsmith/domain/hypotheses/schemas';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appRoutes } from '@/app/router';
import { buildProfileResponse } from '@/features/story/testing/story-api-fakes';
import { buildUser, jsonResponse, storeSession, stubFetch, type RecordedRequest } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-app';
import { wizardReducer, type WizardAction } from '../model/wizard-reducer';
import { createInitialWizardState, type WizardState } from '../model/wizard-state';
import { saveWizardState } from '../model/wizard-storage';

/** Fakes of the wizard's API for component tests: realistic answers by default, any route overridable. */

export const HYPOTHESIS_ID = 'hyp-1';
export const CRAWL_ID = 'crawl-1';
const ENGINE = { kind: 'offline', label: 'Drafted offline' } as const;

export function buildHypothesis(overrides: Partial<Hypothesis> = {}): Hypothesis {
  return {
    id: HYPOTHESIS_ID,
    hypothesis: 'Home cooks buy our mugs because they are thrown by hand.',
    daily_budget: 100,
    strategic_approach: 'Show the studio and the glaze.',
    success_metrics: 'Purchases from the mug pages.',
    potential_impact_score: 7,
    crawl_id: CRAWL_ID,
    evidence: [],
    brand_story: 'A small pottery studio.',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildProduct(n: number, overrides: Partial<Product> = {}): Product {
  return {
    id: `p${n}`,
    name: `Stoneware piece ${n}`,
    price: `${20 + n}.00`,
    currency: 'USD',
    description: `Hand-thrown piece number ${n}`,
    image_url: null,
    landing_page: `https://shop.example/p${n}`,
    offering_type: 'product',
    sku: null,
    availability: 'InStock',
    sources: {},
    ...overrides,
  };
}

/** What the wizard keeps of an offering, as Product Selection takes it. */
export const toDraft = draftProductOf;

export function buildAdSet(n: number, overrides: Partial<AdSet> = {}): AdSet {
  return {
    ...adSetSchema.parse(buildAdSetDraft({ id: `set-${n}`, name: `Audience ${n}` })),
    ...overrides,
  };
}

export function buildAd(adSet: Pick<AdSet, 'id' | 'name'>, n: number, overrides: Partial<Ad> = {}): Ad {
  return {
    ...adSchema.parse(
      buildAdDraft({
        id: `${adSet.id}-ad-${n}`,
        ad_set_id: adSet.id,
        ad_set_name: adSet.name,
        name: `${adSet.name} ad ${n}`,
        headline: `Headline ${n} for ${adSet.name}`.slice(0, 40),
        product_ids: [],
      }),
    ),
    ...overrides,
  };
}

export const generatedCampaign = {
  name: 'Hand-thrown mornings',
  objective: 'OUTCOME_SALES',
  status: 'DRAFT',
  buying_type: 'AUCTION',
  daily_budget: 100,
  currency: 'USD',
  reasoning: 'Sales test the assumption directly.',
  hypothesis_id: HYPOTHESIS_ID,
  crawl_id: CRAWL_ID,
  engine: ENGINE,
} as const;

export const variations = (status: 'success' | 'partial_success' | 'failure', ads: Ad[]) =>
  jsonResponse(200, { status, ad_variations: ads, engine: ENGINE });

type Route = (request: RecordedRequest) => Response | Promise<Response>;

export const PRODUCTS = [1, 2, 3, 4, 5, 6, 7].map((n) => buildProduct(n));

/** Every call the wizard makes, answered as a healthy server would. */
export function defaultRoutes(): Record<string, Route> {
  return {
    [`GET /hypothesis/${HYPOTHESIS_ID}`]: () => jsonResponse(200, buildHypothesis()),
    [`GET /business-info/${CRAWL_ID}`]: () =>
      jsonResponse(200, { crawl_id: CRAWL_ID, offering_type: 'products' }),
    [`GET /products/${CRAWL_ID}`]: () => jsonResponse(200, { status: 'completed', products: PRODUCTS }),
    // The business's country is known (an address): Campaign Setup asks nothing.
    [`GET /business-profile/${CRAWL_ID}`]: () =>
      jsonResponse(200, buildProfileResponse({ crawlId: CRAWL_ID })),
    [`POST /generate-campaign/${HYPOTHESIS_ID}`]: () => jsonResponse(200, generatedCampaign),
    [`POST /generate-ad-sets/hypothesis/${HYPOTHESIS_ID}`]: () =>
      jsonResponse(200, { ad_sets: [buildAdSet(1), buildAdSet(2)], engine: ENGINE }),
    'POST /generate-ad-variations': (request) => {
      const adSet = (request.body as { ad_set: AdSet }).ad_set;
      return variations('success', [buildAd(adSet, 1), buildAd(adSet, 2)]);
    },
    'POST /create-campaign': () => jsonResponse(201, { id: 'campaign-1' }),
    // The dashboard the wizard lands on after creating.
    'GET /campaigns/user': () => jsonResponse(200, []),
    'GET /crawls/user': () => jsonResponse(200, []),
  };
}

/** A signed-in session and the API; unexpected calls fail the request (and so the test's expectations). */
export function stubWizardApi(overrides: Record<string, Route> = {}) {
  const user = buildUser();
  storeSession(user);
  const routes = { ...defaultRoutes(), ...overrides };
  return stubFetch((request) => {
    const path = request.url.replace(/^\/api/, '');
    if (path === '/auth/verify') return jsonResponse(200, { valid: true, user });
    const route = routes[`${request.method} ${path}`];
    if (!route) throw new Error(`unexpected request ${request.method} ${request.url}`);
    return route(request);
  });
}

/** Opens a wizard route with the navigation state the assumptions screen (or the dashboard) gives it. */
export function renderWizard(options: { path?: string; state?: unknown } = {}) {
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [
      {
        pathname: options.path ?? '/campaigns/create',
        state:
          options.state === undefined ? { hypothesisId: HYPOTHESIS_ID, crawlId: CRAWL_ID } : options.state,
      },
    ],
  });
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

/** A wizard this tab already worked on (sessionStorage), built through the real reducer. */
export function seedWizard(actions: WizardAction[]): WizardState {
  const start: WizardState = wizardReducer(createInitialWizardState(HYPOTHESIS_ID, CRAWL_ID), {
    type: 'initialized',
    campaign: {
      name: generatedCampaign.name,
      objective: 'OUTCOME_SALES',
      drafted_daily_budget: 100,
      currency: 'USD',
      drafted_name: generatedCampaign.name,
    },
    adSets: [buildAdSet(1), buildAdSet(2)],
  });
  const state = actions.reduce(wizardReducer, start);
  saveWizardState(state);
  return state;
}

/** Both ad sets with products, ready for the ad step. */
export const withProducts: WizardAction[] = [
  { type: 'productAdded', adSetId: 'set-1', product: toDraft(PRODUCTS[0]!) },
  { type: 'productAdded', adSetId: 'set-2', product: toDraft(PRODUCTS[1]!) },
];
