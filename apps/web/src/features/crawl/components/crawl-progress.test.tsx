import type { CrawlStatusResponse } from '@adsmith/domain/crawl/schemas';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-app';
import { CrawlProgress } from './crawl-progress';

function buildStatus(overrides: Partial<CrawlStatusResponse> = {}): CrawlStatusResponse {
  return {
    crawl_id: 'crawl-1',
    status: 'running',
    progress: { pages_queued: 10, pages_fetched: 2, pages_failed: 0, links_refused: 3, offerings_found: 1 },
    error: null,
    ...overrides,
  };
}

function serve(...answers: CrawlStatusResponse[]) {
  let call = 0;
  return stubFetch((request) => {
    if (request.url !== '/api/status/crawl-1') throw new Error(`unexpected request ${request.url}`);
    const answer = answers[Math.min(call, answers.length - 1)];
    call += 1;
    return jsonResponse(200, answer);
  });
}

describe('CrawlProgress', () => {
  it('shows the status in words, the bar and the page and offering counts', async () => {
    serve(buildStatus());
    renderWithProviders(<CrawlProgress crawlId="crawl-1" />);

    expect(await screen.findByText('Crawling')).toBeInTheDocument();
    expect(screen.getByText('Fetched 2 of 10 pages · 1 offering found')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
  });

  it('says how many offering pages were found and fetched, once there are any', async () => {
    const progress = { ...buildStatus().progress, offering_pages_found: 12, offering_pages_fetched: 9 };
    serve(buildStatus({ progress }));
    renderWithProviders(<CrawlProgress crawlId="crawl-1" />);

    expect(await screen.findByText('12 offering pages found, 9 fetched')).toBeInTheDocument();
  });

  it('leaves the offering pages out while none was found', async () => {
    serve(buildStatus());
    renderWithProviders(<CrawlProgress crawlId="crawl-1" />);

    expect(await screen.findByText('Fetched 2 of 10 pages · 1 offering found')).toBeInTheDocument();
    expect(screen.queryByText(/offering pages? found/)).not.toBeInTheDocument();
  });

  it.each([
    ['pending', 'Queued'],
    ['analyzing_offerings', 'Analyzing offerings'],
    ['completed', 'Completed'],
  ] as const)('words %s as "%s"', async (status, words) => {
    serve(buildStatus({ status }));
    renderWithProviders(<CrawlProgress crawlId="crawl-1" />);

    // Announced politely, so screen readers hear each change without losing their place.
    expect(await screen.findByText(words)).toHaveAttribute('role', 'status');
  });

  it('follows the crawl to its end, says why it failed and reports the end once', async () => {
    const onFinished = vi.fn();
    const failed = buildStatus({
      status: 'failed',
      error: 'terminated by admin',
      progress: { pages_queued: 12, pages_fetched: 4, pages_failed: 2, links_refused: 0, offerings_found: 3 },
    });
    serve(buildStatus(), failed);
    renderWithProviders(<CrawlProgress crawlId="crawl-1" intervalMs={50} onFinished={onFinished} />);

    expect(await screen.findByText('Crawling')).toBeInTheDocument();
    expect(await screen.findByText('Failed: terminated by admin')).toBeInTheDocument();
    expect(
      screen.getByText('Fetched 4 of 12 pages · 3 offerings found · 2 pages failed'),
    ).toBeInTheDocument();
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(onFinished).toHaveBeenCalledWith(failed);
  });

  it('fills the bar once the pages are fetched', async () => {
    serve(
      buildStatus({
        status: 'completed',
        progress: {
          pages_queued: 5,
          pages_fetched: 5,
          pages_failed: 0,
          links_refused: 0,
          offerings_found: 0,
        },
      }),
    );
    renderWithProviders(<CrawlProgress crawlId="crawl-1" />);

    await screen.findByText('Completed');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Fetched 5 of 5 pages · 0 offerings found')).toBeInTheDocument();
  });

  it('says so, without inventing an error message, when the crawl cannot be found', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(() => jsonResponse(404, { detail: 'Crawl not found' }));
    renderWithProviders(<CrawlProgress crawlId="crawl-1" />);

    expect(await screen.findByText('Could not load the crawl progress.')).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalled());
  });
});
