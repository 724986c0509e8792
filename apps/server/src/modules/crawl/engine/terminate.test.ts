import { startTestSite, type TestSite } from '@adsmith/fixtures/hostile/test-site';
import { afterEach, describe, expect, it } from 'vitest';
import { runCrawl } from './run-crawl';
import { crawlOptions } from './test-helpers';

const sites: TestSite[] = [];
async function site(options: Parameters<typeof startTestSite>[0]): Promise<TestSite> {
  const s = await startTestSite(options);
  sites.push(s);
  return s;
}
afterEach(async () => {
  await Promise.all(sites.splice(0).map((s) => s.close()));
});

/** A home page linking to `n` pages that each take `delayMs` to answer. */
function slowSite(n: number, delayMs: number) {
  const pages: Record<string, string[] | { delayMs: number; links: string[] }> = {
    '/': Array.from({ length: n }, (_, i) => `/slow/${i}`),
  };
  for (let i = 0; i < n; i++) pages[`/slow/${i}`] = { delayMs, links: [] };
  return pages;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('stopping a crawl', () => {
  it('terminates at once when its signal aborts: requests in flight are dropped, no new ones start', async () => {
    const s = await site({ pages: slowSite(20, 10_000) });
    const controller = new AbortController();
    const { options, pages } = crawlOptions(`${s.url}/`, {
      signal: controller.signal,
      onPage: (page) => {
        pages.push({ page });
        // Abort once the slow pages are being fetched.
        if (page.depth === 0) setTimeout(() => controller.abort(), 200);
      },
    });
    const running = runCrawl(options);
    while (!controller.signal.aborted) await sleep(20);
    const abortedAt = Date.now();
    const result = await running;
    const stopMs = Date.now() - abortedAt;
    expect(stopMs).toBeLessThan(2_000);
    expect(result.stoppedBy).toBe('aborted');
    expect(pages).toHaveLength(1);
    const requestsAtStop = s.requests.length;
    await sleep(500);
    expect(s.requests.length).toBe(requestsAtStop);
  });

  it('terminates while waiting for the rate limit', async () => {
    const s = await site({ pages: slowSite(3, 0) });
    const controller = new AbortController();
    const { options } = crawlOptions(`${s.url}/`, {
      signal: controller.signal,
      // Ten minutes between requests: a crawl that waited for its slot instead of stopping would outlast the test.
      settings: { rateLimitSeconds: 600 },
    });
    const running = runCrawl(options);
    while (!s.paths().includes('/robots.txt')) await sleep(20); // the start page now waits for its slot
    controller.abort();
    const result = await running;
    expect(result.stoppedBy).toBe('aborted');
    expect(s.paths()).toEqual(['/robots.txt']);
  });

  it('returns at once for a signal that is already aborted', async () => {
    const s = await site({ pages: slowSite(1, 0) });
    const { options, pages } = crawlOptions(`${s.url}/`, { signal: AbortSignal.abort() });
    const result = await runCrawl(options);
    expect(result.stoppedBy).toBe('aborted');
    expect(pages).toHaveLength(0);
  });

  it('stops at the total-time cap and keeps what it has', async () => {
    // The start page answers at once; each of the ten pages it links to takes 20 s. Uncapped, the crawl would run
    // for minutes: at a 3 s cap it stops with the start page it has, and drops the requests still in flight.
    const s = await site({ pages: slowSite(10, 20_000) });
    // No pause between requests: with the default 1 s, the start page itself came a second after robots.txt, and a
    // 1 s cap raced it.
    const { options, pages, paths } = crawlOptions(`${s.url}/`, {
      settings: { rateLimitSeconds: 0 },
      limits: { maxDurationMs: 3_000 },
      concurrency: 1,
    });
    const result = await runCrawl(options);
    expect(result.stoppedBy).toBe('timeLimit');
    expect(paths()).toEqual(['/']);
    expect(pages).toHaveLength(1);
  });
});

describe('two crawls at once', () => {
  it('keep their own queues, pages and counters', async () => {
    const pagesOf = (prefix: string) => {
      const pages: Record<string, string[]> = {
        '/': ['/about', ...Array.from({ length: 8 }, (_, i) => `/${prefix}/${i}`)],
        '/about': ['/'],
      };
      for (let i = 0; i < 8; i++) pages[`/${prefix}/${i}`] = ['/', '/about'];
      return pages;
    };
    const a = await site({ pages: pagesOf('alpha') });
    const b = await site({ pages: pagesOf('beta') });
    const crawlA = crawlOptions(`${a.url}/`, { settings: { rateLimitSeconds: 0.05 } });
    const crawlB = crawlOptions(`${b.url}/`, { settings: { depth: 1 } });
    const [resultA, resultB] = await Promise.all([runCrawl(crawlA.options), runCrawl(crawlB.options)]);
    expect(crawlA.pages.every((p) => p.page.url.startsWith(a.url))).toBe(true);
    expect(crawlB.pages.every((p) => p.page.url.startsWith(b.url))).toBe(true);
    expect(crawlA.paths().sort()).toEqual(Object.keys(pagesOf('alpha')).sort());
    expect(crawlB.paths().sort()).toEqual(Object.keys(pagesOf('beta')).sort());
    expect(resultA.progress.pagesFetched).toBe(10);
    expect(resultB.progress.pagesFetched).toBe(10);
    expect(a.paths().some((p) => p.includes('beta'))).toBe(false);
    expect(b.paths().some((p) => p.includes('alpha'))).toBe(false);
  });
});
