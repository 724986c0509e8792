import type { DraftHypothesis, Hypothesis } from '@adsmith/domain/hypotheses/schemas';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { buildUser, jsonResponse, storeSession, stubFetch, type RecordedRequest } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render-app';

export const CRAWL_ID = 'crawl-7';
export const HOSTNAME = 'harbor-bikes.example';

export function buildDraft(n: number, overrides: Partial<DraftHypothesis> = {}): DraftHypothesis {
  return {
    hypothesis: `Customers buy because of reason ${n}.`,
    strategic_approach: `Approach ${n}`,
    success_metrics: `Metric ${n}`,
    potential_impact_score: 5 + n,
    daily_budget: 100,
    crawl_id: CRAWL_ID,
    evidence: [{ url: `https://${HOSTNAME}/page-${n}`, quote: `Quote from page ${n}` }],
    ...overrides,
  };
}

export function buildSaved(n: number, overrides: Partial<Hypothesis> = {}): Hypothesis {
  return {
    ...buildDraft(n),
    id: `h-${n}`,
    brand_story: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

type Route = (request: RecordedRequest) => Response | Promise<Response>;

export function stubApi(routes: Record<string, Route>) {
  const user = buildUser();
  storeSession(user);
  window.localStorage.setItem('current_crawl_id', CRAWL_ID);
  window.localStorage.setItem('current_hostname', HOSTNAME);
  return stubFetch((request) => {
    const path = request.url.replace(/^\/api/, '');
    if (path === '/auth/verify') return jsonResponse(200, { valid: true, user });
    const route = routes[`${request.method} ${path}`];
    if (!route) throw new Error(`unexpected request ${request.method} ${request.url}`);
    return route(request);
  });
}

export const generated = (drafts: DraftHypothesis[]) => () =>
  jsonResponse(200, { hypotheses: drafts, engine: { kind: 'offline', label: 'Drafted offline' } });

export function WizardProbe() {
  const location = useLocation();
  return <pre data-testid="wizard-state">{JSON.stringify(location.state)}</pre>;
}

export function renderPage() {
  return renderRoute('/marketing/assumptions');
}

export function cards() {
  return screen.queryAllByRole('group', { name: /^Assumption card \d$/ });
}
