import fs from 'node:fs/promises';
import path from 'node:path';
import { createCrawlRunner } from '../../crawl/crawl.runner';
import type { CrawlRunnerResult, ExtractedPageRecord } from '../../crawl/crawl.runner.types';
import { startRealSite, type RealSiteTruth } from '../../../test/realsites';

export type CrawledRealSite = CrawlRunnerResult & {
  name: string;
  startUrl: string;
  truth: RealSiteTruth;
  pages: ExtractedPageRecord[];
  durationMs: number;
};

/**
 * One real site crawled by the production runner (any site of ../shared/realsites, not only the suites' list), once
 * per test run: the first suite that asks crawls it into the
 * run's directory (see test/global-setup.ts) while the others wait for the file; outside Vitest (benchmarks) every
 * call crawls.
 */
export async function crawlRealSite(name: string): Promise<CrawledRealSite> {
  const dir = await runCrawlDir();
  if (!dir) return crawlRealSiteNow(name);
  const file = path.join(dir, `${name}.json`);
  const lock = path.join(dir, `${name}.lock`);
  for (;;) {
    const done = await readCrawl(file);
    if (done) return done;
    const owns = await fs.open(lock, 'wx').then(
      async (handle) => (await handle.close(), true),
      () => false,
    );
    if (owns) {
      try {
        const site = await crawlRealSiteNow(name);
        await fs.writeFile(`${file}.part`, JSON.stringify(site));
        await fs.rename(`${file}.part`, file);
        return site;
      } finally {
        await fs.rm(lock, { force: true });
      }
    }
    // Another suite is crawling this site: wait for its file (or for its lock to go, if it failed).
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function runCrawlDir(): Promise<string | null> {
  try {
    // Typed loosely: benchmarks compile this file without the test setup that declares the key.
    const { inject } = (await import('vitest')) as unknown as { inject: (key: string) => string | undefined };
    return inject('realsitesCrawlDir') || null;
  } catch {
    return null;
  }
}

async function readCrawl(file: string): Promise<CrawledRealSite | null> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as CrawledRealSite;
  } catch {
    return null;
  }
}

/** Serves one real site on 127.0.0.1 and crawls it with the production runner (default depths, no wait), offline. */
async function crawlRealSiteNow(name: string): Promise<CrawledRealSite> {
  const site = await startRealSite(name);
  const pages: ExtractedPageRecord[] = [];
  const started = Date.now();
  try {
    const result = await createCrawlRunner({ allowPrivateNetworks: true })({
      settings: {
        startUrl: site.startUrl,
        depth: 1,
        rateLimitSeconds: 0,
        productCrawlMaxDepth: 3,
        useSitemap: true,
        maxSitemapUrls: 50,
        useLlm: false,
      },
      signal: new AbortController().signal,
      onPage: async (page) => {
        pages.push(page);
      },
      onProgress: () => undefined,
      onAnalyzingOfferings: async () => undefined,
      log: () => undefined,
    });
    return {
      ...result,
      name,
      startUrl: site.startUrl,
      truth: site.truth,
      pages,
      durationMs: Date.now() - started,
    };
  } finally {
    await site.close();
  }
}
