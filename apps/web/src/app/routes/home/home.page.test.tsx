import type { CrawlSummary } from '@adsmith/domain/crawl/schemas';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userCrawlsQueryKey } from '@/features/crawl/api/get-user-crawls';
import { buildUser, jsonResponse, storeSession, stubFetch } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render-app';

function buildCrawl(overrides: Partial<CrawlSummary> = {}): CrawlSummary {
  return {
    id: 'crawl-1',
    crawl_id: 'crawl-1',
    start_url: 'https://shop.example.com/',
    hostname: 'shop.example.com',
    status: 'running',
    created_at: '2026-03-01T10:00:00.000Z',
    crawl_created_at: '2026-03-01T10:00:00.000Z',
    finished_at: null,
    has_brand_story: false,
    pages_fetched: 3,
    offerings_found: 2,
    ...overrides,
  };
}

function signInWithCrawls(crawls: CrawlSummary[]) {
  const user = buildUser();
  storeSession(user);
  return stubFetch((request) => {
    if (request.url === '/api/auth/verify') return jsonResponse(200, { valid: true, user });
    if (request.url === '/api/crawls/user') return jsonResponse(200, crawls);
    if (request.url === '/api/status/crawl-1') {
      return jsonResponse(200, {
        crawl_id: 'crawl-1',
        status: 'running',
        progress: {
          pages_queued: 8,
          pages_fetched: 3,
          pages_failed: 0,
          links_refused: 0,
          offerings_found: 2,
        },
        error: null,
      });
    }
    throw new Error(`unexpected request ${request.method} ${request.url}`);
  });
}

describe('Home page', () => {
  it('shows the crawl form under its heading', async () => {
    signInWithCrawls([]);
    renderRoute('/');

    expect(await screen.findByRole('heading', { name: 'Start Your Marketing Journey' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Website URL')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Crawl' })).toBeInTheDocument();
  });

  it('shows the latest crawl while it runs and leads on to its story', async () => {
    signInWithCrawls([buildCrawl(), buildCrawl({ crawl_id: 'old', id: 'old', status: 'completed' })]);
    const { user, router } = renderRoute('/');

    expect(await screen.findByRole('heading', { name: 'Crawl in progress' })).toBeInTheDocument();
    expect(screen.getByText('shop.example.com')).toBeInTheDocument();
    expect(await screen.findByText('Fetched 3 of 8 pages · 2 offerings found')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to brand story' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/marketing/story'));
    expect(window.localStorage.getItem('current_crawl_id')).toBe('crawl-1');
    expect(window.localStorage.getItem('current_hostname')).toBe('shop.example.com');
  });

  it('shows no progress card when the latest crawl has finished', async () => {
    signInWithCrawls([buildCrawl({ status: 'completed' })]);
    const { queryClient } = renderRoute('/');

    await screen.findByLabelText('Website URL');
    // Only once the list has arrived does "no card" mean anything.
    await waitFor(() => expect(queryClient.getQueryState(userCrawlsQueryKey)?.status).toBe('success'));
    expect(screen.queryByRole('heading', { name: 'Crawl in progress' })).not.toBeInTheDocument();
  });
});
