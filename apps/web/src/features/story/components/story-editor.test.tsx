import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/mock-fetch';
import { createRoutesStub } from 'react-router';
import { renderRoute, renderWithProviders } from '@/testing/render-app';
import { StoryEditor } from './story-editor';
import {
  buildBrandStory,
  buildStatus,
  CRAWL_ID,
  ORIGINAL_STORY,
  readyStoryRoutes,
  stubStoryApi,
} from '../testing/story-api-fakes';

// Unsaved drafts live in sessionStorage, which the shared setup does not clear between tests.
beforeEach(() => window.sessionStorage.clear());

describe('story screen while the crawl runs', () => {
  it('polls the status every 3 s with live progress, then drafts the story when none exists', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const statuses = [buildStatus('running'), buildStatus('completed')];
    let releaseDraft: () => void = () => undefined;
    const { requests } = stubStoryApi({
      [`GET /status/${CRAWL_ID}`]: () => jsonResponse(200, statuses.shift() ?? buildStatus('completed')),
      [`GET /brand-story/${CRAWL_ID}`]: () => jsonResponse(404, { detail: 'Brand story not found' }),
      [`POST /generate-story/${CRAWL_ID}`]: () =>
        new Promise((resolve) => {
          releaseDraft = () =>
            resolve(
              jsonResponse(200, {
                story: ORIGINAL_STORY,
                engine: { kind: 'offline', label: 'Drafted offline' },
                unverified: [],
              }),
            );
        }),
    });
    renderRoute('/marketing/story');

    expect(await screen.findByText('Reading your website…')).toBeInTheDocument();
    expect(screen.getByText('Fetched 5 of 12 pages · 3 offerings found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start over with another website' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(requests.filter((r) => r.url.includes('/brand-story/'))).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(3_000));

    expect(await screen.findByText('Drafting your brand story…')).toBeInTheDocument();
    act(() => releaseDraft());
    expect(await screen.findByLabelText('Brand story')).toHaveValue(ORIGINAL_STORY);
    expect(screen.getByText('Drafted offline')).toBeInTheDocument();
    expect(requests.filter((r) => r.url === `/api/status/${CRAWL_ID}`)).toHaveLength(2);
    expect(requests.filter((r) => r.method === 'POST' && r.url.includes('/generate-story/'))).toHaveLength(1);

    // Polling stops once the crawl has finished.
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(requests.filter((r) => r.url === `/api/status/${CRAWL_ID}`)).toHaveLength(2);
  });

  it('loads a saved story without drafting a new one, even while offerings are analysed', async () => {
    const { requests } = stubStoryApi({
      [`GET /status/${CRAWL_ID}`]: () => jsonResponse(200, buildStatus('analyzing_offerings')),
      [`GET /brand-story/${CRAWL_ID}`]: () =>
        jsonResponse(
          200,
          buildBrandStory({
            brand_story: 'Our saved story.',
            engine: { kind: 'model', label: 'gpt-4o-mini' },
          }),
        ),
    });
    renderRoute('/marketing/story');

    expect(await screen.findByLabelText('Brand story')).toHaveValue('Our saved story.');
    expect(screen.getByText('Drafted by gpt-4o-mini')).toBeInTheDocument();
    expect(requests.some((r) => r.url.includes('/generate-story/'))).toBe(false);
  });

  it('stops on a failed crawl with its error and a way back to a new crawl', async () => {
    const { requests } = stubStoryApi({
      [`GET /status/${CRAWL_ID}`]: () =>
        jsonResponse(
          200,
          buildStatus('failed', { error: 'The website could not be reached (DNS lookup failed).' }),
        ),
    });
    const { user, router } = renderRoute('/marketing/story');

    expect(
      await screen.findByText('The website could not be reached (DNS lookup failed).'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Brand story')).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.includes('/brand-story/') || r.url.includes('/generate-story/'))).toBe(
      false,
    );

    await user.click(screen.getByRole('button', { name: 'Start a new crawl' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The home form is asked to start from the same address and settings.
    expect(router.state.location.state).toEqual({ retryLastCrawl: true });
  });

  it('shows the server message when drafting fails and drafts again on Try again', async () => {
    let attempts = 0;
    stubStoryApi({
      [`GET /status/${CRAWL_ID}`]: () => jsonResponse(200, buildStatus('completed')),
      [`GET /brand-story/${CRAWL_ID}`]: () => jsonResponse(404, { detail: 'Brand story not found' }),
      [`POST /generate-story/${CRAWL_ID}`]: () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(502, { detail: 'Failed to generate the brand story. Please try again.' })
          : jsonResponse(200, {
              story: 'Second try.',
              engine: { kind: 'offline', label: 'Drafted offline' },
              unverified: [],
            });
      },
    });
    const { user } = renderRoute('/marketing/story');

    expect(
      await screen.findByText('Failed to generate the brand story. Please try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Brand story')).toHaveValue('Second try.');
  });

  it('tells the owner what grounding left out of the draft', async () => {
    stubStoryApi({
      [`GET /status/${CRAWL_ID}`]: () => jsonResponse(200, buildStatus('completed')),
      [`GET /brand-story/${CRAWL_ID}`]: () => jsonResponse(404, { detail: 'Brand story not found' }),
      [`POST /generate-story/${CRAWL_ID}`]: () =>
        jsonResponse(200, {
          story: ORIGINAL_STORY,
          engine: { kind: 'offline', label: 'Drafted offline' },
          unverified: ['since 1987'],
        }),
    });
    renderRoute('/marketing/story');

    expect(await screen.findByText(/Your website does not mention these.*since 1987/)).toBeInTheDocument();
  });
});

describe('story screen route', () => {
  it('keeps the step heading above the editor', async () => {
    stubStoryApi(readyStoryRoutes());
    renderRoute('/marketing/story');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your Brand Story' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Brand story')).toBeInTheDocument();
  });
});

describe('embedded while the crawl runs', () => {
  it('shows its own page and offering counts', async () => {
    stubStoryApi({ [`GET /status/${CRAWL_ID}`]: () => jsonResponse(200, buildStatus('running')) });
    const Stub = createRoutesStub([
      { path: '/websites', Component: () => <StoryEditor crawlId={CRAWL_ID} embedded /> },
    ]);
    renderWithProviders(<Stub initialEntries={['/websites']} />);

    expect(await screen.findByText('Pages fetched: 5 of 12 found · Offerings found: 3')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start over with another website' })).not.toBeInTheDocument();
  });
});
