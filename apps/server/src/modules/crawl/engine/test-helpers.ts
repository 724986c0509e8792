import type { CrawlRunnerInput, ExtractedPageRecord } from '../crawl.runner.types';
import type { CrawlProgress, CrawlSettings, FetchedPage, LinkChoice } from '../crawl.types';
import type { CrawlLimits, LinkCandidate, RunCrawlOptions } from './run-crawl';

/** A selector that follows every candidate; paths under /products or /services are offering pages. */
export function followAll(_page: FetchedPage, candidates: LinkCandidate[]): LinkChoice[] {
  return candidates.map((c) => ({
    url: c.url,
    reasoning: c.fromSitemap ? 'listed in the sitemap' : `linked as "${c.text}"`,
    expected_value: 'medium',
    isOfferingPage: /^\/(products|services)\//.test(new URL(c.url).pathname),
  }));
}

export function settingsFor(startUrl: string, overrides: Partial<CrawlSettings> = {}): CrawlSettings {
  return {
    startUrl,
    depth: 3,
    rateLimitSeconds: 0,
    productCrawlMaxDepth: 3,
    useSitemap: false,
    maxSitemapUrls: 50,
    useLlm: false,
    ...overrides,
  };
}

/** runCrawl options for tests: private networks allowed (servers on 127.0.0.1), small caps, pages collected. */
export function crawlOptions(
  startUrl: string,
  overrides: Partial<Omit<RunCrawlOptions, 'settings' | 'limits'>> & {
    settings?: Partial<CrawlSettings>;
    limits?: Partial<CrawlLimits>;
  } = {},
) {
  const pages: { page: FetchedPage; choice?: LinkChoice }[] = [];
  const { settings, limits, ...rest } = overrides;
  const options: RunCrawlOptions = {
    settings: settingsFor(startUrl, settings),
    limits: {
      maxPages: 50,
      maxBytesPerPage: 1024 * 1024,
      maxRedirects: 5,
      maxDurationMs: 20_000,
      requestTimeoutMs: 3_000,
      stallTimeoutMs: 1_000,
      ...limits,
    },
    allowPrivateNetworks: true,
    selectLinks: followAll,
    onPage: (page, choice) => void pages.push({ page, choice }),
    ...rest,
  };
  return { options, pages, paths: () => pages.map((p) => new URL(p.page.finalUrl).pathname) };
}

/** Input for the production runner (crawl.runner) in tests: pages, log lines and the latest progress collected. */
export function runnerInput(startUrl: string, settings: Partial<CrawlSettings> = {}) {
  const pages: ExtractedPageRecord[] = [];
  const logs: string[] = [];
  let progress: CrawlProgress | null = null;
  const input: CrawlRunnerInput = {
    settings: { ...settingsFor(startUrl, { depth: 1, useSitemap: true }), ...settings },
    signal: new AbortController().signal,
    onPage: async (page) => void pages.push(page),
    onProgress: (next) => void (progress = next),
    onAnalyzingOfferings: async () => undefined,
    log: (level, message) => void logs.push(`${level}: ${message}`),
  };
  return { input, pages, logs, notices: (): string[] => (progress as CrawlProgress | null)?.notices ?? [] };
}
