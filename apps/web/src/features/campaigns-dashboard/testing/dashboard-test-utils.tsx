import type { Campaign } from '@adsmith/domain/campaigns/api-schemas';
import type { CrawlSummary } from '@adsmith/domain/crawl/schemas';
import { screen, within } from '@testing-library/react';
import { useLocation, type RouteObject } from 'react-router';
import { jsonResponse, stubFetch, type RecordedRequest } from '@/testing/mock-fetch';

type Route = (request: RecordedRequest) => Response | Promise<Response>;

/**
 * Answers the dashboard's calls: the campaigns, the crawls and any extra `METHOD /path` routes. An unexpected
 * request throws, so a test notices a call it did not plan for.
 */
export function stubDashboardApi(options: {
  campaigns?: Campaign[] | Route;
  crawls?: CrawlSummary[];
  routes?: Record<string, Route>;
}) {
  const { campaigns = [], crawls = [], routes = {} } = options;
  return stubFetch((request) => {
    const path = request.url.replace(/^\/api/, '');
    const key = `${request.method} ${path}`;
    if (key === 'GET /campaigns/user')
      return typeof campaigns === 'function' ? campaigns(request) : jsonResponse(200, campaigns);
    if (key === 'GET /crawls/user') return jsonResponse(200, crawls);
    const route = routes[key];
    if (!route) throw new Error(`unexpected request ${key}`);
    return route(request);
  });
}

/** Where navigation ended and with which state, for asserting the hand-over to the wizard. */
export function LocationProbe({ name }: { name: string }) {
  const location = useLocation();
  return (
    <div>
      <h1>{name}</h1>
      <pre data-testid="location-state">{JSON.stringify(location.state)}</pre>
    </div>
  );
}

export const probeRoutes: RouteObject[] = [
  { path: '/campaigns/create', element: <LocationProbe name="Wizard" /> },
  { path: '/', element: <LocationProbe name="Home" /> },
];

export const campaignCards = () => screen.queryAllByRole('article');
export const cardTitles = () => campaignCards().map((card) => within(card).getByRole('heading').textContent);
export const cardFor = (name: string) => screen.getByRole('article', { name });

/** The value shown for a metric in a card's description list. */
export function metricValue(card: HTMLElement, label: string): string | null | undefined {
  return within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}
