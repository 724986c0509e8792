import { HypothesisMessages } from '@adsmith/domain/hypotheses/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/mock-fetch';
import {
  buildDraft,
  buildSaved,
  cards,
  CRAWL_ID,
  generated,
  HOSTNAME,
  renderPage,
  stubApi,
} from '../testing/hypotheses-api-fakes';

// Generated drafts live in sessionStorage, which the shared setup does not clear between tests.
beforeEach(() => window.sessionStorage.clear());

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
    // One evidence landmark per card, each named apart (axe's landmark-unique).
    expect(
      screen
        .getAllByRole('region', { name: /^Why we think so, for / })
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual([1, 2, 3, 4].map((n) => `Why we think so, for assumption ${n}`));
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

  it('removes an unsaved draft without a request, freeing a slot, and can undo it in place', async () => {
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

    expect(screen.getByRole('status')).toHaveTextContent('Assumption 2 deleted.');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(cards()).toHaveLength(4);
    expect(screen.getByLabelText('Assumption 2')).toHaveValue('Customers buy because of reason 2.');
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('sends the assumptions deleted in this session when generating new ones, so their reasons stay out', async () => {
    let calls = 0;
    const { requests } = stubApi({
      [`GET /hypotheses/${HOSTNAME}`]: () => jsonResponse(200, []),
      [`POST /generate-hypotheses/${CRAWL_ID}`]: () => {
        calls += 1;
        return generated(calls === 1 ? [1, 2, 3, 4].map((n) => buildDraft(n)) : [buildDraft(5)])();
      },
    });
    const { user } = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(4));

    await user.click(screen.getByRole('button', { name: 'Delete assumption 3' }));
    await user.click(screen.getByRole('button', { name: 'Generate New Assumptions' }));
    await waitFor(() => expect(cards()).toHaveLength(4));

    const generate = requests.filter((r) => r.url === `/api/generate-hypotheses/${CRAWL_ID}`);
    expect(generate).toHaveLength(2);
    expect(generate[1]?.body).toEqual({
      remaining_slots: 1,
      existing_hypotheses: [1, 2, 4].map((n) => `Customers buy because of reason ${n}.`),
      deleted_hypotheses: ['Customers buy because of reason 3.'],
    });
    // The slot is filled: the deleted card can no longer be put back.
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Assumption 4')).toHaveValue('Customers buy because of reason 5.');
  });
});
