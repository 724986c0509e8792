import type { CrawlStatusResponse } from '@adsmith/domain/crawl/schemas';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, stubFetch } from '@/testing/mock-fetch';
import { useCrawlStatus as useStoryCrawlStatus } from '@/features/story/api/get-crawl-status';
import { useCrawlStatus } from './crawl-status';

function buildStatus(overrides: Partial<CrawlStatusResponse> = {}): CrawlStatusResponse {
  return {
    crawl_id: 'crawl-1',
    status: 'running',
    progress: { pages_queued: 10, pages_fetched: 2, pages_failed: 0, links_refused: 0, offerings_found: 1 },
    error: null,
    ...overrides,
  };
}

/** Answers GET /api/status/crawl-1 with the given statuses in turn, repeating the last one. */
function serveStatuses(statuses: CrawlStatusResponse['status'][]) {
  let call = 0;
  return stubFetch((request) => {
    if (request.url !== '/api/status/crawl-1') throw new Error(`unexpected request ${request.url}`);
    const status = statuses[Math.min(call, statuses.length - 1)] ?? 'pending';
    call += 1;
    return jsonResponse(
      200,
      buildStatus({ status, error: status === 'failed' ? 'terminated by admin' : null }),
    );
  });
}

function renderStatusHook(crawlId: string | null, intervalMs = 1_000) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProvider env="test" queryClient={queryClient}>
      {children}
    </AppProvider>
  );
  return renderHook(() => useCrawlStatus(crawlId, { intervalMs }), { wrapper });
}

/** Moves the clock on, running whatever polls fall due. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** Waits (moving the fake clock a little each try) until the hook shows `status`. */
async function expectStatus(result: { current: ReturnType<typeof useCrawlStatus> }, status: string) {
  await act(() => vi.waitFor(() => expect(result.current.data?.status).toBe(status)));
}

describe('useCrawlStatus', () => {
  beforeEach(() => {
    // Only the clocks the polling uses: fetch's body streams run on setImmediate and must keep running.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls while the crawl is under way and stops once it completed', async () => {
    const { fetchMock } = serveStatuses(['pending', 'running', 'analyzing_offerings', 'completed']);
    const { result } = renderStatusHook('crawl-1');

    await expectStatus(result, 'pending');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await advance(1_000);
    await expectStatus(result, 'running');
    await advance(1_000);
    await expectStatus(result, 'analyzing_offerings');
    await advance(1_000);
    await expectStatus(result, 'completed');
    expect(fetchMock).toHaveBeenCalledTimes(4);

    await advance(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('stops polling when the crawl failed and keeps the reason', async () => {
    const { fetchMock } = serveStatuses(['running', 'failed']);
    const { result } = renderStatusHook('crawl-1');

    await expectStatus(result, 'running');
    await advance(1_000);
    await expectStatus(result, 'failed');
    expect(result.current.data?.error).toBe('terminated by admin');

    await advance(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('uses the SPEC 3 s story interval unless told otherwise', async () => {
    const { fetchMock } = serveStatuses(['running']);
    const queryClient = createQueryClient();
    renderHook(() => useCrawlStatus('crawl-1'), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <AppProvider env="test" queryClient={queryClient}>
          {children}
        </AppProvider>
      ),
    });

    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(2_900);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(100);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not ask again after a 404 (the crawl is gone or not ours)', async () => {
    const { fetchMock } = stubFetch(() => jsonResponse(404, { detail: 'Crawl not found' }));
    const { result } = renderStatusHook('crawl-1');

    await advance(0);
    expect(result.current.isError).toBe(true);
    await advance(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("is the story screen's poller too: it stops once pages are in, and after a 404 as well", async () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProvider env="test" queryClient={createQueryClient()}>
        {children}
      </AppProvider>
    );
    const { fetchMock } = serveStatuses(['running', 'analyzing_offerings', 'completed']);
    const story = renderHook(() => useStoryCrawlStatus('crawl-1'), { wrapper });
    await expectStatus(story.result, 'running');
    await advance(3_000);
    await expectStatus(story.result, 'analyzing_offerings');
    // SPEC §4: the story screen polls while pending or running only.
    await advance(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    const gone = stubFetch(() => jsonResponse(404, { detail: 'Crawl not found' }));
    const missing = renderHook(() => useStoryCrawlStatus('crawl-2'), { wrapper });
    await advance(0);
    expect(missing.result.current.isError).toBe(true);
    await advance(10_000);
    expect(gone.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing without a crawl id', async () => {
    const { fetchMock } = serveStatuses(['running']);
    const { result } = renderStatusHook(null);

    await advance(5_000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current.data).toBeUndefined();
  });
});
