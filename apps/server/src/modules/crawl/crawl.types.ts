/**
 * Contracts between the crawl engine (fetching: net/, engine/), page understanding (extract/) and the
 * crawl service (jobs, storage, routes). Kept small so each side can be tested alone.
 */

/** Settings of one crawl (SPEC §7 POST /start, ranges of §9 already applied). */
export type CrawlSettings = {
  startUrl: string;
  /** Link depth from the start page for ordinary pages (0 = start page only). */
  depth: number;
  /** Seconds between two requests to the site (0 = no wait). */
  rateLimitSeconds: number;
  /** Link depth allowed when following product/service/pricing pages. */
  productCrawlMaxDepth: number;
  useSitemap: boolean;
  maxSitemapUrls: number;
  useLlm: boolean;
};

/** One fetched HTML page as the engine hands it over. */
export type FetchedPage = {
  url: string;
  /** URL after redirects. */
  finalUrl: string;
  status: number;
  contentType: string;
  html: string;
  depth: number;
};

/** A link the engine may follow, with the reason it was chosen (stored as crawl_data.llm_analysis). */
export type LinkChoice = {
  url: string;
  reasoning: string;
  /** 'high' | 'medium' | 'low' or a short phrase: how useful the page should be for ads. */
  expected_value: string;
  /** True for product / service / pricing pages, which may go to productCrawlMaxDepth. */
  isOfferingPage: boolean;
};

/** Live progress the status endpoint and the UI show. */
export type CrawlProgress = {
  pagesQueued: number;
  pagesFetched: number;
  pagesFailed: number;
  /** Links skipped by the SSRF guard, robots.txt or the same-site rule. */
  linksRefused: number;
  offeringsFound: number;
};

/** A minimal, guarded HTTP GET used for everything the crawl fetches (pages, robots, sitemaps, feeds, images). */
export type GuardedFetch = (
  url: string,
  options?: { accept?: string; maxBytes?: number; timeoutMs?: number; signal?: AbortSignal },
) => Promise<{ url: string; finalUrl: string; status: number; contentType: string; body: Buffer }>;
