import { HypothesisMessages } from '@adsmith/domain/hypotheses/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-app';
import {
  buildDraft,
  buildSaved,
  cards,
  CRAWL_ID,
  generated,
  HOSTNAME,
  renderPage,
  stubApi,
  WizardProbe,
} from '../testing/hypotheses-api-fakes';
import { AssumptionsPicker } from './assumptions-picker';

// Generated drafts live in sessionStorage, which the shared setup does not clear between tests.
beforeEach(() => window.sessionStorage.clear());

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
