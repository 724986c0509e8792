import os from 'node:os';
import {
  CheerioCrawler,
  Configuration,
  EventManager,
  Log,
  LogLevel,
  type CheerioCrawlingContext,
} from '@crawlee/cheerio';
import { MemoryStorage } from '@crawlee/memory-storage';
import type { CrawlProgress, CrawlSettings, FetchedPage, GuardedFetch, LinkChoice } from '../crawl.types';
import { checkUrlTarget, SsrfBlockedError, type NetPolicy } from '../../../lib/net/net-policy';
import { createCrawlFetchers, type CrawlFetchers } from './crawl-fetchers';
import { CrawlProgressTracker, type CrawlLogLine } from './crawl-progress';
import { isNoConnection, isRefusal, isTransient } from './failure-kinds';
import { GuardedHttpClient } from './guarded-http-client';
import { createJavaScriptRendering } from './javascript-rendering';
import {
  createLinkFollower,
  type LinkCandidate,
  type PageOutcome,
  type UnfetchedPages,
} from './link-follower';
import { withReplay, type ReplayedResponse } from './replay';
import { createPageHandler } from './page-handler';
import type { RenderLimits } from './page-renderer';
import { createSiteScope, pageKey } from './site-scope';

export type { CrawlLogLine } from './crawl-progress';
export type { LinkCandidate, PageOutcome, UnfetchedPages } from './link-follower';

export type CrawlLimits = {
  /** Pages requested at most (the start page included) until the crawl has found offerings. */
  maxPages: number;
  /**
   * Hard ceiling once the site has shown a catalogue: offering pages (and their listings) may then be
   * requested up to this many pages in all. Default: `maxPages` (no growth).
   */
  maxPagesCeiling?: number;
  /** Body cap per response, after decompression. */
  maxBytesPerPage: number;
  maxRedirects: number;
  /** The whole crawl; when it is up the crawl stops as if terminated, keeping what it has. */
  maxDurationMs: number;
  /** Total time of one request (all hops and the body). Default 20 s. */
  requestTimeoutMs?: number;
  /** Longest silence while waiting for headers or body bytes. Default 10 s. */
  stallTimeoutMs?: number;
};

export type RunCrawlOptions = {
  settings: CrawlSettings;
  limits: CrawlLimits;
  /** CRAWL_ALLOW_PRIVATE_NETWORKS, as parsed by config. */
  allowPrivateNetworks: boolean;
  /** Further network policy (allowed ports, trusted addresses, a resolver); tests use it. */
  netPolicy?: Omit<NetPolicy, 'allowPrivateNetworks'>;
  /** Replaces the built-in guarded fetcher; robots.txt and the rate limit then apply to first hops only. */
  fetch?: GuardedFetch;
  /** Picks which candidate links to follow, best first; may be a model call. */
  selectLinks: (page: FetchedPage, candidates: LinkCandidate[]) => LinkChoice[] | Promise<LinkChoice[]>;
  /**
   * Receives each HTML page; `choice` is why it was followed (none for the start page). What it says about
   * the page's offerings grows the page budget and teaches which URLs are offering pages.
   */
  onPage: (page: FetchedPage, choice?: LinkChoice) => Promise<PageOutcome | void> | PageOutcome | void;
  onProgress?: (progress: CrawlProgress) => void;
  onLog?: (line: CrawlLogLine) => void;
  /** Terminates the crawl: requests in flight are aborted and `runCrawl` resolves within moments. */
  signal?: AbortSignal;
  /** Parallel page requests. Default 4, or 2 with a rate limit (enough to keep the spacing exact). */
  concurrency?: number;
  /** Pages an earlier run of this crawl fetched, by page key: read from here instead of the network (resume). */
  replay?: ReadonlyMap<string, ReplayedResponse>;
  /**
   * Rendering of app-shell pages (little text, a root element, scripts) in headless Chromium, every browser
   * request going through this crawl's guarded fetcher. `executablePath` null turns it off; default
   * /usr/bin/chromium. Without a browser the crawl goes on with the HTML as served and says so.
   */
  browser?: { executablePath: string | null; maxPages?: number; limits?: Partial<RenderLimits> };
};

export type CrawlStopReason = 'completed' | 'aborted' | 'timeLimit';

export type CrawlResult = {
  progress: CrawlProgress & { pagesSkipped: number };
  stoppedBy: CrawlStopReason;
  /** True when links were left unfollowed because the page budget was reached. */
  hitPageLimit: boolean;
  /** Pages found and not fetched because the budget ran out. */
  unfetched: UnfetchedPages;
  /** The page budget at the end: `maxPages`, or more once offerings were found (never above the ceiling). */
  pageBudget: number;
  /** App-shell pages: rendered in Chromium, or read as served because no browser was available. */
  javascript: { appShellPages: number; renderedPages: number; browserUnavailable: string | null };
  /** Plain sentences for the user and the admin details: what was left out and why. */
  notices: string[];
  /** robots.txt of the start origin: fetched, missing (allow all) or unavailable (disallow all). */
  robots: 'fetched' | 'missing' | 'unavailable' | 'unknown';
  durationMs: number;
};

/**
 * Crawlee's system events without its system snapshots. Concurrency is fixed (min = max), so its CPU and memory
 * snapshots steer nothing, yet each one spawns `ps` (a fork of this whole process): its local event manager took one
 * when every crawl started and its memory signal another. This one only keeps Crawlee's periodic persist-state event.
 */
class CrawlEvents extends EventManager {}

/** Each crawl's own Crawlee configuration: in-memory storage, no snapshots (see CrawlEvents). */
function crawlConfiguration(): Configuration {
  const configuration = new Configuration({
    storageClient: new MemoryStorage({ persistStorage: false, writeMetadata: false }),
    persistStorage: false,
    purgeOnStart: false,
    // Read by Crawlee's memory signal instead of asking `ps` for the machine's memory.
    memoryMbytes: Math.round(os.totalmem() / 2 ** 20),
  });
  configuration.useEventManager(new CrawlEvents(configuration));
  return configuration;
}

/**
 * Crawls one site with Crawlee's CheerioCrawler, all network access going through the guarded fetcher
 * (plugged in as Crawlee's `httpClient`). Each crawl has its own Configuration and in-memory storage, so
 * concurrent crawls never share a queue and nothing is written to ./storage. Resolves when the crawl is
 * done, the time limit is reached or `signal` aborts; rejects only if the start URL is refused outright.
 */
export async function runCrawl(options: RunCrawlOptions): Promise<CrawlResult> {
  const startedAt = performance.now();
  const policy: NetPolicy = { ...options.netPolicy, allowPrivateNetworks: options.allowPrivateNetworks };
  const start = new URL(options.settings.startUrl);
  const verdict = checkUrlTarget(start, policy);
  if (!verdict.allowed) throw new SsrfBlockedError(start.href, verdict.reason);

  const crawl = setUpCrawl(options, start, policy);
  const { stop, follower, progress } = crawl;
  const inFlight = new Set<Promise<unknown>>();
  const crawler = createSiteCrawler(options, crawl, inFlight);
  const run = runUntilStopped(crawler, stop.signal);
  try {
    if (!stop.signal.aborted) {
      follower.markSeen(pageKey(start));
      progress.add('pagesQueued');
      await crawler.addRequests([
        { url: start.href, uniqueKey: pageKey(start), userData: { depth: 0, isStart: true } },
      ]);
      if (!(await run.finished())) {
        crawl.log('warn', 'crawler did not wind down in time after the stop; tearing it down');
        void crawler.teardown().catch(() => undefined);
      }
    }
  } finally {
    stop.release();
    // Handlers still running after an abort get a moment to notice it, so no onPage call outlives us by much.
    await Promise.race([Promise.allSettled([...inFlight]), delay(500)]);
    run.done();
    // Cancels whatever may still be pending (a sitemap read, a robots.txt fetch) and closes the sockets.
    stop.finish();
    await crawl.fetchers.close().catch(() => undefined);
    await crawl.rendering.close();
  }
  return crawlResultOf(crawl, options.limits, Math.round(performance.now() - startedAt));
}

/** What one crawl works with: how it stops, its log and progress, the site, its fetchers, links and rendering. */
function setUpCrawl(options: RunCrawlOptions, start: URL, policy: NetPolicy) {
  const { settings, limits } = options;
  const stop = createCrawlStop(options.signal, limits.maxDurationMs);
  const log = (level: CrawlLogLine['level'], message: string, url?: string) =>
    options.onLog?.({ at: new Date().toISOString(), level, message, url });
  const progress = new CrawlProgressTracker(options.onProgress);
  const scope = createSiteScope(start);
  const state = {
    startPageDone: false,
    // An https:// start page whose site did not answer is asked once over http:// (as browsers' HTTPS-first mode does).
    readOverHttp: false,
    robots: 'unknown' as CrawlResult['robots'],
  };
  const fetchers = createCrawlFetchers({
    policy,
    scope,
    rateLimitSeconds: settings.rateLimitSeconds,
    signal: stop.signal,
    maxRedirects: limits.maxRedirects,
    requestTimeoutMs: limits.requestTimeoutMs ?? 20_000,
    stallTimeoutMs: limits.stallTimeoutMs,
    allowAnyRedirect: () => !state.startPageDone,
    fetch: options.fetch,
  });
  // Asked first, so robots.txt is the crawl's first request; every page request waits for it anyway.
  fetchers.robotsFor(start.origin).then(
    (rules) => void (state.robots = rules.state),
    () => undefined,
  );
  const signal = stop.signal;
  const follower = createLinkFollower({ settings, limits, policy, scope, fetchers, progress, log, signal });
  const rendering = createJavaScriptRendering({ browser: options.browser, scope, fetchers, signal, log });
  return { start, stop, log, progress, scope, state, fetchers, follower, rendering };
}

type CrawlSetUp = ReturnType<typeof setUpCrawl>;

/** The crawler of one crawl: its pages go through the page handler, its failures through the failure handler. */
function createSiteCrawler(options: RunCrawlOptions, crawl: CrawlSetUp, inFlight: Set<Promise<unknown>>) {
  const { start, stop, log, progress, scope, state } = crawl;
  const handlePage = createPageHandler({
    scope,
    follower: crawl.follower,
    progress,
    rendering: crawl.rendering,
    signal: stop.signal,
    log,
    onStartPage: (finalUrl, overHttp) => {
      scope.adopt(new URL(finalUrl));
      state.startPageDone = true;
      if (overHttp) state.readOverHttp = true;
    },
    onPage: options.onPage,
    selectLinks: options.selectLinks,
    addRequests: (requests) => crawler.addRequests(requests),
  });
  const crawler: CheerioCrawler = createCrawler(options, {
    fetchers: crawl.fetchers,
    start,
    signal: stop.signal,
    handlePage: (context) => track(inFlight, handlePage(context)),
    onFailed: createFailureHandler({
      start,
      signal: stop.signal,
      log,
      progress,
      addRequests: (requests) => crawler.addRequests(requests),
      onStartPageFailed: () => void (state.startPageDone = true),
    }),
  });
  return crawler;
}

/** The crawl's result once it is over, with the notices of what it left out (also added to its progress). */
function crawlResultOf(crawl: CrawlSetUp, limits: CrawlLimits, durationMs: number): CrawlResult {
  const { follower, progress } = crawl;
  const unfetched = follower.unfetched();
  const javascript = crawl.rendering.summary();
  const notices = crawlNotices({
    unfetched,
    budget: follower.budget,
    base: limits.maxPages,
    ceiling: follower.ceiling,
    stoppedBy: crawl.stop.stoppedBy(),
    offeringPagesFound: follower.offeringPagesFound,
    ...javascript,
  });
  if (crawl.state.readOverHttp) notices.unshift(httpFallbackNotice(crawl.start));
  for (const notice of notices) progress.notice(notice);
  return {
    progress: progress.snapshot,
    stoppedBy: crawl.stop.stoppedBy(),
    hitPageLimit: follower.hitPageLimit,
    unfetched,
    pageBudget: follower.budget,
    javascript,
    notices,
    robots: crawl.state.robots,
    durationMs,
  };
}

/**
 * How a crawl stops: the caller's signal or the time limit, the first reason winning; `finish` aborts what is left
 * once the crawl is over without changing the reason.
 */
function createCrawlStop(callerSignal: AbortSignal | undefined, maxDurationMs: number) {
  const controller = new AbortController();
  let stoppedBy: CrawlStopReason = 'completed';
  const halt = (reason: CrawlStopReason) => {
    if (controller.signal.aborted) return;
    stoppedBy = reason;
    controller.abort(new Error(`crawl stopped: ${reason}`));
  };
  const onCallerAbort = () => halt('aborted');
  if (callerSignal?.aborted) halt('aborted');
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const timeLimit = setTimeout(() => halt('timeLimit'), maxDurationMs);
  return {
    signal: controller.signal,
    stoppedBy: () => stoppedBy,
    /** Stops the time limit and stops listening to the caller. */
    release: () => {
      clearTimeout(timeLimit);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
    finish: () => {
      if (!controller.signal.aborted) controller.abort(new Error('crawl finished'));
    },
  };
}

type CrawlerHooks = {
  fetchers: CrawlFetchers;
  start: URL;
  signal: AbortSignal;
  handlePage: (context: CheerioCrawlingContext) => Promise<void>;
  /** A request that failed for good; `retryOverHttp` when it was the https:// start page and the site did not answer. */
  onFailed: (
    request: CheerioCrawlingContext['request'],
    error: Error,
    retryOverHttp: boolean,
  ) => Promise<void>;
};

/** The crawl's CheerioCrawler: the guarded fetcher as its HTTP client, fixed concurrency, one retry when transient. */
function createCrawler(options: RunCrawlOptions, hooks: CrawlerHooks): CheerioCrawler {
  const { settings, limits } = options;
  const { signal } = hooks;
  const concurrency = options.concurrency ?? (settings.rateLimitSeconds > 0 ? 2 : 4);
  const requestTimeoutMs = limits.requestTimeoutMs ?? 20_000;
  // The start page did not connect: its own request failed so, or robots.txt was unreachable (which refuses it).
  const isUnreachable = async (error: Error) =>
    isNoConnection(error) ||
    ((error as { code?: string }).code === 'ERR_ROBOTS_DISALLOWED' &&
      (await hooks.fetchers.robotsFor(hooks.start.origin)).unreachable === true);
  return new CheerioCrawler(
    {
      httpClient: new GuardedHttpClient(withReplay(hooks.fetchers.pageFetch, options.replay), {
        signal,
        maxBytes: limits.maxBytesPerPage,
      }),
      useSessionPool: false,
      persistCookiesPerSession: false,
      // One retry for transient failures (5xx, resets); errorHandler below rules out the rest.
      maxRequestRetries: 1,
      // Every type reaches the handler, which skips non-HTML itself (the fetcher did not read its body).
      additionalMimeTypes: ['*/*'],
      minConcurrency: concurrency,
      maxConcurrency: concurrency,
      // Our fetcher enforces its own timeouts; Crawlee's only has to outlast rate-limit queueing.
      navigationTimeoutSecs:
        Math.ceil(
          (2 * requestTimeoutMs +
            (limits.maxRedirects + 2) * concurrency * settings.rateLimitSeconds * 1000) /
            1000,
        ) + 5,
      // onPage and selectLinks may wait for a model; the crawl's own time cap is the real bound.
      requestHandlerTimeoutSecs: Math.ceil(limits.maxDurationMs / 1000) + 60,
      statusMessageLoggingInterval: 24 * 3600,
      log: new Log({ level: LogLevel.OFF }),
      requestHandler: hooks.handlePage,
      errorHandler: ({ request }, error) => {
        if (signal.aborted || !isTransient(error)) request.noRetry = true;
      },
      failedRequestHandler: async ({ request }, error): Promise<void> => {
        const retryOverHttp =
          request.userData.isStart === true && !signal.aborted && (await isUnreachable(error));
        await hooks.onFailed(request, error, retryOverHttp);
      },
    },
    crawlConfiguration(),
  );
}

/**
 * What happens to a request that failed for good: the https:// start page of a site that did not answer is asked again
 * over http:// once; any other failure is logged and counted (a refusal by robots.txt or the guard as skipped).
 */
function createFailureHandler(deps: {
  start: URL;
  signal: AbortSignal;
  log: (level: CrawlLogLine['level'], message: string, url?: string) => void;
  progress: CrawlProgressTracker;
  addRequests: (
    requests: { url: string; uniqueKey: string; userData: Record<string, unknown> }[],
  ) => Promise<unknown>;
  onStartPageFailed: () => void;
}): CrawlerHooks['onFailed'] {
  const { log, progress } = deps;
  return async (request, error, retryOverHttp) => {
    if (retryOverHttp) {
      const fallback = httpFallbackOf(deps.start);
      if (fallback) {
        log('warn', 'the site did not answer over https://; asking again over http://', request.url);
        await deps.addRequests([fallback]);
        return;
      }
    }
    if (Number(request.userData.depth ?? 0) === 0) deps.onStartPageFailed();
    if (deps.signal.aborted) return;
    log('warn', `failed: ${error.message}`, request.url);
    if (isRefusal(error)) {
      progress.refuse(request.uniqueKey);
      progress.skip();
    } else {
      progress.add('pagesFailed');
    }
  };
}

/**
 * Runs the crawler until it is done or the crawl stops. Crawlee drops an abort that lands after it created its pool
 * but before it started it (the pool then idles forever), so after a stop this keeps aborting until `done()`, and
 * never waits for the crawler long: `finished()` is false when it did not wind down within a second of the stop.
 */
function runUntilStopped(crawler: CheerioCrawler, signal: AbortSignal) {
  let abortKicker: NodeJS.Timeout | undefined;
  let isDone = false;
  const stopped = new Promise<void>((resolve) => {
    signal.addEventListener(
      'abort',
      () => {
        if (isDone) return;
        crawler.stop('terminated');
        const kick = () => void crawler.autoscaledPool?.abort().catch(() => undefined);
        kick();
        abortKicker = setInterval(kick, 50);
        setTimeout(resolve, 1_000).unref();
      },
      { once: true },
    );
  });
  return {
    finished: async (): Promise<boolean> => {
      const running = crawler.run().then(() => true);
      running.catch(() => undefined); // if it fails after we stopped waiting, that is not a crash
      return Promise.race([running, stopped.then(() => false)]);
    },
    done: () => {
      isDone = true;
      clearInterval(abortKicker);
    },
  };
}

/**
 * The start page asked again over http:// when https:// did not connect: the same address with the scheme changed (a
 * port the address names is kept). Its own key, so the crawler does not take it for the https:// request it replaces.
 * Null for a start URL that is not https://.
 */
export function httpFallbackOf(
  start: URL,
): { url: string; uniqueKey: string; userData: Record<string, unknown> } | null {
  if (start.protocol !== 'https:') return null;
  const fallback = new URL(start.href);
  fallback.protocol = 'http:';
  return {
    url: fallback.href,
    uniqueKey: `http-fallback:${pageKey(fallback)}`,
    userData: { depth: 0, httpFallback: true },
  };
}

/** What the owner is told when the site was read over http:// because https:// did not answer. */
export function httpFallbackNotice(start: URL): string {
  return `The website did not answer over https://, so it was read over http://${start.host}.`;
}

/** The sentences a crawl ends with when it left something out: unfetched pages, and pages that need JavaScript. */
export function crawlNotices(input: {
  unfetched: UnfetchedPages;
  budget: number;
  base: number;
  ceiling: number;
  stoppedBy: CrawlStopReason;
  offeringPagesFound: number;
  appShellPages: number;
  renderedPages: number;
  browserUnavailable: string | null;
}): string[] {
  const notices: string[] = [];
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const { offeringPages, otherPages } = input.unfetched;
  if (input.stoppedBy === 'timeLimit')
    notices.push('The crawl reached its time limit; pages still waiting were not fetched.');
  if (offeringPages > 0) {
    const why =
      input.budget >= input.ceiling
        ? `the ${input.ceiling}-page ceiling was reached`
        : `the ${input.base}-page limit was reached before any offering was found`;
    notices.push(
      `${plural(offeringPages, 'product or service page was', 'product and service pages were')} not fetched: ${why}.`,
    );
  }
  if (otherPages > 0) {
    const why =
      input.offeringPagesFound === 0
        ? `the ${input.base}-page limit was reached and no products or services were found to justify more`
        : `the ${input.base}-page limit for pages other than products and services was reached`;
    notices.push(`${plural(otherPages, 'other page was', 'other pages were')} not fetched: ${why}.`);
  }
  if (input.browserUnavailable !== null) {
    const pages = input.appShellPages - input.renderedPages;
    notices.push(
      `This site needs JavaScript to show its content (${plural(pages, 'page', 'pages')} built by scripts) and no browser is available to run it, so those pages were read as served (${input.browserUnavailable}).`,
    );
  }
  return notices;
}

function track<T>(set: Set<Promise<unknown>>, promise: Promise<T>): Promise<T> {
  set.add(promise);
  void promise.finally(() => set.delete(promise)).catch(() => undefined);
  return promise;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
