import { startHostileServer, type HostileServer } from '@adsmith/fixtures/hostile/hostile-server';
import { afterEach, describe, expect, it } from 'vitest';
import type { CrawlLogLine } from './crawl-progress';
import { runCrawl } from './run-crawl';
import { crawlOptions } from './test-helpers';

const MB = 1024 * 1024;
const servers: HostileServer[] = [];
async function hostile(options?: Parameters<typeof startHostileServer>[0]): Promise<HostileServer> {
  const s = await startHostileServer(options);
  servers.push(s);
  return s;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

describe('crawling a hostile site', () => {
  it('survives every trap with the caps holding, quickly', async () => {
    const s = await hostile();
    const log: CrawlLogLine[] = [];
    const { options, paths } = crawlOptions(`${s.url}/`, {
      settings: { depth: 3, productCrawlMaxDepth: 3 },
      // The total timeout is generous so that on a busy machine the byte cap, not the clock, ends the bomb.
      limits: { maxPages: 40, maxBytesPerPage: MB, requestTimeoutMs: 5_000, stallTimeoutMs: 1_000 },
      onLog: (line) => log.push(line),
    });
    const started = Date.now();
    const result = await runCrawl(options);
    const elapsed = Date.now() - started;
    const failed = (path: string) => log.find((l) => l.url?.endsWith(path) && l.message.startsWith('failed'));

    // The ordinary pages and the calendar made it, within the depth limit.
    expect(paths()).toEqual(expect.arrayContaining(['/', '/about', '/calendar/2026/11']));
    const calendar = paths().filter((p) => p.startsWith('/calendar/'));
    expect(calendar.length).toBeGreaterThan(1);
    expect(calendar.length).toBeLessThanOrEqual(1 + 2 + 2); // depth 1, 2 and 3: the trap is bounded by depth
    // Redirect loop and 25-hop chain: given up after 5 redirects each (+ one retry at most), no page.
    expect(failed('/loop/a')?.message).toMatch(/More than 5 redirects/);
    expect(failed('/chain/1')?.message).toMatch(/More than 5 redirects/);
    expect(s.count('/chain/')).toBeLessThanOrEqual(12);
    // 50 MB page and gzip bomb: stopped at the 1 MB cap.
    expect(failed('/huge')?.message).toMatch(/exceeds 1048576 bytes/);
    expect(failed('/bomb')?.message).toMatch(/exceeds 1048576 bytes/);
    // Byte-a-second and silent responses: ended by the total and stall timeouts.
    // (Whichever comes first on a busy machine: the 5 s total, or a 1 s gap between two trickled bytes.)
    expect(failed('/slow')?.message).toMatch(/longer than 5000 ms|Body Timeout/);
    expect(failed('/stall')).toBeDefined();
    // PDF and PNG: skipped by content type, never handed over.
    expect(paths()).not.toContain('/brochure');
    expect(paths()).not.toContain('/photo');
    expect(result.progress.pagesSkipped).toBe(2);
    // robots.txt keeps us out of /private/.
    expect(s.count('/private/')).toBe(0);
    expect(result.progress.linksRefused).toBe(1);
    expect(result.progress.pagesFailed).toBe(6);
    expect(result.stoppedBy).toBe('completed');
    // One byte a second for ten minutes would take ten minutes; the caps make it seconds.
    expect(elapsed).toBeLessThan(20_000);
  });

  it('is bounded by maxPages in a calendar trap even with deep settings', async () => {
    const s = await hostile();
    const { options, paths } = crawlOptions(`${s.url}/calendar/2026/11`, {
      settings: { depth: 3, productCrawlMaxDepth: 5 },
      limits: { maxPages: 12 },
      selectLinks: (_page, candidates) =>
        // A selector fooled into thinking every month is a product page still cannot go on forever.
        candidates.map((c) => ({
          url: c.url,
          reasoning: 'event',
          expected_value: 'high',
          isOfferingPage: true,
        })),
    });
    const result = await runCrawl(options);
    expect(s.count('/calendar/')).toBeLessThanOrEqual(12);
    expect(paths().length).toBeLessThanOrEqual(12);
    expect(result.progress.pagesQueued).toBeLessThanOrEqual(12);
  });

  it('crawls nothing when robots.txt answers 503', async () => {
    const s = await hostile({ robots: 'unavailable' });
    const { options, pages } = crawlOptions(`${s.url}/`);
    const result = await runCrawl(options);
    expect(pages).toHaveLength(0);
    expect(s.requests).toEqual(['/robots.txt']);
    expect(result.robots).toBe('unavailable');
  });

  it('survives a start URL that never answers properly', async () => {
    const s = await hostile();
    for (const path of ['/stall', '/bomb', '/loop/a', '/brochure']) {
      const { options, pages } = crawlOptions(`${s.url}${path}`, {
        limits: { requestTimeoutMs: 1_500, stallTimeoutMs: 500, maxBytesPerPage: MB },
      });
      const result = await runCrawl(options);
      expect(pages, path).toHaveLength(0);
      expect(result.progress.pagesFailed + result.progress.pagesSkipped!, path).toBe(1);
    }
  });
});
