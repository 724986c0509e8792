import type { CrawlStatusResponse, ProductsResponse } from '@adsmith/domain/crawl/schemas';
import type { WebsiteGroup } from '@adsmith/domain/websites/schemas';
import { screen, within } from '@testing-library/react';
import { useLocation, type RouteObject } from 'react-router';
import { renderRoute } from '@/testing/render-app';
import { buildUser, jsonResponse, storeSession, stubFetch, type RecordedRequest } from '@/testing/mock-fetch';
import { WebsitesDashboard } from '../components/websites-dashboard';

type Route = (request: RecordedRequest) => Response | Promise<Response>;

export const TEST_USER = buildUser({ id: 'user-websites' });

let counter = 0;

/** A website group as GET /api/websites sends it; one completed crawl unless overridden. */
export function buildWebsite(overrides: Partial<WebsiteGroup> & { hostname: string }): WebsiteGroup {
  counter += 1;
  const id = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  const createdAt = '2026-03-01T10:00:00.000Z';
  return {
    crawls: [{ id, status: 'completed', created_at: createdAt }],
    latest_crawl: {
      id,
      status: 'completed',
      created_at: createdAt,
      start_url: `https://${overrides.hostname}/`,
      finished_at: createdAt,
      has_brand_story: false,
      error: null,
    },
    campaign_count: 0,
    brand_story: null,
    last_crawled_at: createdAt,
    ...overrides,
  };
}

export function crawlStatus(
  crawlId: string,
  status: CrawlStatusResponse['status'],
  pagesFetched = 0,
): CrawlStatusResponse {
  return {
    crawl_id: crawlId,
    status,
    progress: {
      pages_queued: pagesFetched,
      pages_fetched: pagesFetched,
      pages_failed: 0,
      links_refused: 0,
      offerings_found: 0,
    },
    error: status === 'failed' ? 'The start page answered HTTP 500' : null,
  };
}

export const products = (
  status: ProductsResponse['status'],
  list: ProductsResponse['products'] = [],
): ProductsResponse => ({
  status,
  products: list,
});

/**
 * Answers the dashboard's calls: GET /websites (a list, or a function for changing answers) and any extra
 * `METHOD /path` routes. An unexpected request throws, so a test notices a call it did not plan for.
 */
export function stubWebsitesApi(options: {
  websites?: WebsiteGroup[] | Route;
  routes?: Record<string, Route>;
}) {
  const { websites = [], routes = {} } = options;
  return stubFetch((request) => {
    const key = `${request.method} ${request.url.replace(/^\/api/, '')}`;
    if (key === 'GET /websites')
      return typeof websites === 'function' ? websites(request) : jsonResponse(200, websites);
    const route = routes[key];
    if (!route) throw new Error(`unexpected request ${key}`);
    return route(request);
  });
}

function LocationProbe({ name }: { name: string }) {
  const location = useLocation();
  return (
    <div>
      <h1>{name}</h1>
      <pre data-testid="location">{`${location.pathname}${location.search}`}</pre>
      <pre data-testid="location-state">{JSON.stringify(location.state)}</pre>
    </div>
  );
}

/** The dashboard at /websites with simple stand-ins for the features the page plugs in. */
export const dashboardRoutes: RouteObject[] = [
  {
    path: '/websites',
    element: (
      <WebsitesDashboard
        renderCrawlForm={({ onStarted }) => (
          <button
            type="button"
            onClick={() => onStarted('00000000-0000-4000-8000-00000000beef', 'new.example')}
          >
            Start the stand-in crawl
          </button>
        )}
        renderStoryEditor={({ crawlId }) => <p>Story editor for {crawlId}</p>}
        renderAssumptions={({ crawlId, hostname, onCreateCampaign }) => (
          <button type="button" onClick={() => onCreateCampaign('hypothesis-1', crawlId)}>
            Choose an assumption of {hostname}
          </button>
        )}
      />
    ),
  },
  { path: '/campaigns', element: <LocationProbe name="Campaigns" /> },
  { path: '/campaigns/create', element: <LocationProbe name="Wizard" /> },
  { path: '/marketing/story', element: <LocationProbe name="Story" /> },
];

/** Signs the test user in and opens the dashboard. */
export function renderDashboard() {
  storeSession(TEST_USER);
  return renderRoute('/websites', { routes: dashboardRoutes });
}

export const websiteCards = () => screen.queryAllByRole('article');
export const cardTitles = () => websiteCards().map((card) => within(card).getByRole('heading').textContent);
export const cardFor = (hostname: string) => screen.getByRole('article', { name: hostname });
