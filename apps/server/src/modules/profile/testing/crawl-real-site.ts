import { createCrawlRunner } from '../../crawl/crawl.runner';
import type { CrawlRunnerResult, ExtractedPageRecord } from '../../crawl/crawl.runner.types';
import { startRealSite, type RealSiteName, type RealSiteTruth } from '../../../test/realsites';

export type CrawledRealSite = CrawlRunnerResult & {
  name: RealSiteName;
  startUrl: string;
  truth: RealSiteTruth;
  pages: ExtractedPageRecord[];
  durationMs: number;
};

/** Serves one real site on 127.0.0.1 and crawls it with the production runner (default depths, no wait), offline. */
export async function crawlRealSite(name: RealSiteName): Promise<CrawledRealSite> {
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
