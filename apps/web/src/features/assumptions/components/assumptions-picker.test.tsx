import { HypothesisMessages } from '@adsmith/domain/hypotheses/messages';
import type { DraftHypothesis, Hypothesis } from '@adsmith/domain/hypotheses/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse, storeSession, stubFetch, type RecordedRequest } from '@/testing/mock-fetch';
import { renderRoute, renderWithProviders } from '@/testing/render-app';
import { AssumptionsPicker } from './assumptions-picker';

const CRAWL_ID = 'crawl-7';
const HOSTNAME = 'harbor-bikes.example';

beforeEach(() => window.sessionStorage.clear());

function buildDraft(n: number, overrides: Partial<DraftHypothesis> = {}): DraftHypothesis {
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

function buildSaved(n: number, overrides: Partial<Hypothesis> = {}): Hypothesis {
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

function stubApi(routes: Record<string, Route>) {
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

const generated = (drafts: DraftHypothesis[]) => () =>
  jsonResponse(200, { hypotheses: drafts, engine: { kind: 'offline', label: 'Drafted offline' } });

function WizardProbe() {
  const location = useLocation();
  return <pre data-testid="wizard-state">{JSON.stringify(location.state)}</pre>;
}

function renderPage() {
  return renderRoute('/marketing/assumptions');
}

function cards() {
  return screen.queryAllByRole('group', { name: /^Assumption card \d$/ });
}

describe('first visit', () => {
  it('drafts 4 assumptions when none are saved, with their evidence, and caps generation at 4', async () => {
    const { requests } = stubApi({
      [`GET /hypotheses/${HOSTNAME}`]: () => jsonResponse(200, []),
      [`POST /generate-hypotheses/${CRAWL_ID}`]: generated([1, 2, 3, 4].map((n) => buildDraft(n))),
    });
    renderPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Why do customers buy from you?' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(screen.getByLabelText('Assumption 1')).toHaveValue('Customers buy because of reason 1.');
    const first = cards()[0]!;
    expect(within(first).getByText('Impact 6/10')).toBeInTheDocument();
    expect(within(first).getByText('Approach 1')).toBeInTheDocument();
    expect(within(first).getByText('Metric 1')).toBeInTheDocument();
    expect(within(first).getByText('Why we think so')).toBeInTheDocument();
    expect(within(first).getByText(/Quote from page 1/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: `${HOSTNAME}/page-1` })).toHaveAttribute(
      'href',
      `https://${HOSTNAME}/page-1`,
    );
    expect(within(first).getByLabelText('Daily budget (USD)')).toHaveValue('$100');

    const generate = requests.filter((r) => r.url === `/api/generate-hypotheses/${CRAWL_ID}`);
    expect(generate).toHaveLength(1);
    expect(generate[0]?.body).toEqual({ remaining_slots: 4, existing_hypotheses: [] });
    expect(screen.getByRole('button', { name: 'Generate New Assumptions' })).toBeDisabled();
  });

  it('shows the SPEC message when the first drafting fails, and tries again on request', async () => {
    let attempts = 0;
    stubApi({
      [`GET /hypotheses/${HOSTNAME}`]: () => jsonResponse(200, []),
      [`POST /generate-hypotheses/${CRAWL_ID}`]: () => {
        attempts += 1;
        return attempts === 1 ? jsonResponse(502, { detail: 'model down' }) : generated([buildDraft(1)])();
      },
    });
    const { user } = renderPage();

    expect(await screen.findByText(HypothesisMessages.initialFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.queryByText(HypothesisMessages.initialFailed)).not.toBeInTheDocument();
  });

  it('keeps generated drafts when the user comes back, instead of drafting new ones', async () => {
    const { requests } = stubApi({
      [`GET /hypotheses/${HOSTNAME}`]: () => jsonResponse(200, []),
      [`POST /generate-hypotheses/${CRAWL_ID}`]: generated([buildDraft(1), buildDraft(2)]),
    });
    const first = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));
    first.unmount();

    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(requests.filter((r) => r.url.includes('/generate-hypotheses/'))).toHaveLength(1);
  });
});

describe('generating more', () => {
  it('fills the free slots with new assumptions that differ from the existing ones', async () => {
    const { requests } = stubApi({
      [`GET /hypotheses/${HOSTNAME}`]: () => jsonResponse(200, [buildSaved(1), buildSaved(2)]),
      [`POST /generate-hypotheses/${CRAWL_ID}`]: generated([buildDraft(3), buildDraft(4), buildDraft(5)]),
    });
    const { user } = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(requests.some((r) => r.url.includes('/generate-hypotheses/'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Generate New Assumptions' }));

    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(requests.find((r) => r.url.includes('/generate-hypotheses/'))?.body).toEqual({
      remaining_slots: 2,
      existing_hypotheses: ['Customers buy because of reason 1.', 'Customers buy because of reason 2.'],
    });
    expect(screen.getByRole('button', { name: 'Generate New Assumptions' })).toBeDisabled();
    expect(screen.getByText(/Delete one to generate another/)).toBeInTheDocument();
  });

  it('shows the SPEC message when generating more fails', async () => {
    stubApi({
      [`GET /hypotheses/${HOSTNAME}`]: () => jsonResponse(200, [buildSaved(1)]),
      [`POST /generate-hypotheses/${CRAWL_ID}`]: () => jsonResponse(500, { detail: 'boom' }),
    });
    const { user } = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Generate New Assumptions' }));

    expect(await screen.findByText(HypothesisMessages.newFailed)).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
  });
});

describe('deleting', () => {
  it('deletes a saved assumption on the server after confirmation', async () => {
    let saved = [buildSaved(1), buildSaved(2)];
    const { requests } = stubApi({
      [`GET /hypotheses/${HOSTNAME}`]: () => jsonResponse(200, saved),
      'DELETE /hypotheses/h-1': () => {
        saved = saved.filter((h) => h.id !== 'h-1');
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Delete assumption 1' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByLabelText('Assumption 1')).toHaveValue('Customers buy because of reason 2.');
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('removes an unsaved draft without a request, freeing a slot', async () => {
    const { requests } = stubApi({
      [`GET /hypotheses/${HOSTNAME}`]: () => jsonResponse(200, []),
      [`POST /generate-hypotheses/${CRAWL_ID}`]: generated([1, 2, 3, 4].map((n) => buildDraft(n))),
    });
    const { user } = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(4));

    await user.click(screen.getByRole('button', { name: 'Delete assumption 2' }));

    expect(cards()).toHaveLength(3);
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('button', { name: 'Generate New Assumptions' })).toBeEnabled();
  });
});

describe('Create Campaign', () => {
  it('asks for a selection first', async () => {
    const { requests } = stubApi({
      [`GET /hypotheses/${HOSTNAME}`]: () => jsonResponse(200, [buildSaved(1)]),
    });
    const { user, router } = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));

    expect(await screen.findByText(HypothesisMessages.selectRequired)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/marketing/assumptions');
    expect(requests.some((r) => r.method !== 'GET')).toBe(false);
  });

  it('saves a chosen draft (with the edited text) and opens the wizard with its new id', async () => {
    const { requests } = stubApi({
      [`GET /hypotheses/${HOSTNAME}`]: () => jsonResponse(200, []),
      [`POST /generate-hypotheses/${CRAWL_ID}`]: generated([buildDraft(1), buildDraft(2)]),
      'POST /hypotheses': () => jsonResponse(201, { id: 'new-id' }),
    });
    const { user, router } = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));

    const text = screen.getByLabelText('Assumption 2');
    await user.clear(text);
    await user.type(text, 'Riders want their bike back the same day.');
    await user.click(screen.getByRole('radio', { name: 'Choose assumption 2' }));
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/marketing/campaigns/create'));
    expect(router.state.location.state).toEqual({ hypothesisId: 'new-id', crawlId: CRAWL_ID });
    expect(requests.find((r) => r.url === '/api/hypotheses')?.body).toEqual({
      hypothesis: 'Riders want their bike back the same day.',
      strategic_approach: 'Approach 2',
      success_metrics: 'Metric 2',
      potential_impact_score: 7,
      daily_budget: 100,
      evidence: [{ url: `https://${HOSTNAME}/page-2`, quote: 'Quote from page 2' }],
      crawl_id: CRAWL_ID,
    });
  });

  it('shows the SPEC message and stays when saving the draft fails', async () => {
    stubApi({
      [`GET /hypotheses/${HOSTNAME}`]: () => jsonResponse(200, []),
      [`POST /generate-hypotheses/${CRAWL_ID}`]: generated([buildDraft(1)]),
      'POST /hypotheses': () => jsonResponse(500, { detail: 'db down' }),
    });
    const { user, router } = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(1));

    await user.click(screen.getByRole('radio', { name: 'Choose assumption 1' }));
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));

    expect(await screen.findByText(HypothesisMessages.saveFailed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/marketing/assumptions');
  });

  it('writes back an edited saved assumption before opening the wizard', async () => {
    const { requests } = stubApi({
      [`GET /hypotheses/${HOSTNAME}`]: () => jsonResponse(200, [buildSaved(1)]),
      'PUT /hypotheses/h-1': () => jsonResponse(200, buildSaved(1)),
    });
    const { user, router } = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(1));

    await user.type(screen.getByLabelText('Assumption 1'), ' Especially commuters.');
    expect(within(cards()[0]!).getByText('Edited')).toBeInTheDocument();
    // Clicking the card selects it, like its radio.
    await user.click(within(cards()[0]!).getByText('Approach 1'));
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/marketing/campaigns/create'));
    expect(router.state.location.state).toEqual({ hypothesisId: 'h-1', crawlId: CRAWL_ID });
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      hypothesis: 'Customers buy because of reason 1. Especially commuters.',
    });
    expect(requests.some((r) => r.url === '/api/hypotheses' && r.method === 'POST')).toBe(false);
  });

  it('selects with the keyboard like any radio group', async () => {
    stubApi({ [`GET /hypotheses/${HOSTNAME}`]: () => jsonResponse(200, [buildSaved(1), buildSaved(2)]) });
    const { user } = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));

    screen.getByRole('radio', { name: 'Choose assumption 1' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Choose assumption 1' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Choose assumption 2' })).toBeChecked();
    expect(within(cards()[1]!).getByText('Selected')).toBeInTheDocument();
  });
});

describe('in a modal', () => {
  it('uses the modal title and hands the saved id to the caller instead of navigating', async () => {
    const onCreateCampaign = vi.fn();
    stubApi({ [`GET /hypotheses/${HOSTNAME}`]: () => jsonResponse(200, [buildSaved(3)]) });
    const Stub = createRoutesStub([
      {
        path: '/campaigns',
        Component: () => (
          <AssumptionsPicker
            crawlId={CRAWL_ID}
            hostname={HOSTNAME}
            inModal
            onCreateCampaign={onCreateCampaign}
          />
        ),
      },
      { path: '/marketing/campaigns/create', Component: WizardProbe },
    ]);
    const { user } = renderWithProviders(<Stub initialEntries={['/campaigns']} />);

    expect(
      await screen.findByRole('heading', { name: 'Choose an Assumption for Your New Campaign' }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'Choose assumption 1' }));
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));

    await waitFor(() => expect(onCreateCampaign).toHaveBeenCalledWith('h-3', CRAWL_ID));
    expect(screen.queryByTestId('wizard-state')).not.toBeInTheDocument();
  });
});

describe('assumptions page', () => {
  it('finds the hostname from the crawl when none is stored', async () => {
    const { requests } = stubApi({
      [`GET /crawls/${CRAWL_ID}`]: () =>
        jsonResponse(200, {
          id: CRAWL_ID,
          crawl_id: CRAWL_ID,
          start_url: `https://${HOSTNAME}/`,
          hostname: HOSTNAME,
          status: 'completed',
          created_at: '2026-01-01T00:00:00.000Z',
          crawl_created_at: '2026-01-01T00:00:00.000Z',
          finished_at: '2026-01-01T00:01:00.000Z',
          has_brand_story: true,
          pages_fetched: 9,
          offerings_found: 4,
        }),
      [`GET /hypotheses/${HOSTNAME}`]: () => jsonResponse(200, [buildSaved(1)]),
    });
    window.localStorage.removeItem('current_hostname');
    renderPage();

    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(requests.some((r) => r.url === `/api/crawls/${CRAWL_ID}`)).toBe(true);
  });

  it('offers to start a crawl when none is stored', async () => {
    stubApi({});
    window.localStorage.removeItem('current_crawl_id');
    renderPage();

    expect(await screen.findByRole('link', { name: 'Start a crawl' })).toHaveAttribute('href', '/');
  });
});
