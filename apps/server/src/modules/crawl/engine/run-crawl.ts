import { CheerioCrawler, Configuration, Log, LogLevel, type CheerioCrawlingContext } from '@crawlee/cheerio';
import { MemoryStorage } from '@crawlee/memory-storage';
import type { CrawlProgress, CrawlSettings, FetchedPage, GuardedFetch, LinkChoice } from '../crawl.types';
import { checkUrlTarget, SsrfBlockedError, type NetPolicy } from '../net/net-policy';
import { createCrawlFetchers } from './crawl-fetchers';
import { CrawlProgressTracker, type CrawlLogLine } from './crawl-progress';
import { isRefusal, isTransient } from './failure-kinds';
import { GuardedHttpClient } from './guarded-http-client';
import { createLinkFollower, type LinkCandidate } from './link-follower';
import { withReplay, type ReplayedResponse } from './replay';
import { createSiteScope, pageKey } from './site-scope';

export type { CrawlLogLine } from './crawl-progress';
export type { LinkCandidate } from './link-follower';

export type CrawlLimits = {
  /** Pages requested at most (the start page included). */
  maxPages: number;
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
  /** Receives each HTML page; `choice` is why it was followed (none for the start page). */
  onPage: (page: FetchedPage, choice?: LinkChoice) => Promise<void> | void;
  onProgress?: (progress: CrawlProgress) => void;
  onLog?: (line: CrawlLogLine) => void;
  /** Terminates the crawl: requests in flight are aborted and `runCrawl` resolves within moments. */
  signal?: AbortSignal;
  /** Parallel page requests. Default 4, or 2 with a rate limit (enough to keep the spacing exact). */
  concurrency?: number;
  /** Pages an earlier run of this crawl fetched, by page key: read from here instead of the network (resume). */
  replay?: ReadonlyMap<string, ReplayedResponse>;
};

export type CrawlStopReason = 'completed' | 'aborted' | 'timeLimit';

export type CrawlResult = {
  progress: CrawlProgress & { pagesSkipped: number };
  stoppedBy: CrawlStopReason;
  /** True when links were left unfollowed because `maxPages` was reached. */
  hitPageLimit: boolean;
  /** robots.txt of the start origin: fetched, missing (allow all) or unavailable (disallow all). */
  robots: 'fetched' | 'missing' | 'unavailable' | 'unknown';
  durationMs: number;
};

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/**
 * Crawls one site with Crawlee's CheerioCrawler, all network access going through the guarded fetcher
 * (plugged in as Crawlee's `httpClient`). Each crawl has its own Configuration and in-memory storage, so
 * concurrent crawls never share a queue and nothing is written to ./storage. Resolves when the crawl is
 * done, the time limit is reached or `signal` aborts; rejects only if the start URL is refused outright.
 */
export async function runCrawl(options: RunCrawlOptions): Promise<CrawlResult> {
  const startedAt = performance.now();
  const { settings, limits } = options;
  const policy: NetPolicy = { ...options.netPolicy, allowPrivateNetworks: options.allowPrivateNetworks };
  const start = new URL(settings.startUrl);
  const verdict = checkUrlTarget(start, policy);
  if (!verdict.allowed) throw new SsrfBlockedError(start.href, verdict.reason);

  const stop = new AbortController();
  let stoppedBy: CrawlStopReason = 'completed';
  const halt = (reason: CrawlStopReason) => {
    if (stop.signal.aborted) return;
    stoppedBy = reason;
    stop.abort(new Error(`crawl stopped: ${reason}`));
  };
  const onCallerAbort = () => halt('aborted');
  if (options.signal?.aborted) halt('aborted');
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const timeLimit = setTimeout(() => halt('timeLimit'), limits.maxDurationMs);

  const log = (level: CrawlLogLine['level'], message: string, url?: string) =>
    options.onLog?.({ at: new Date().toISOString(), level, message, url });
  const progress = new CrawlProgressTracker(options.onProgress);
  const scope = createSiteScope(start);
  let startPageDone = false;
  const concurrency = options.concurrency ?? (settings.rateLimitSeconds > 0 ? 2 : 4);
  const requestTimeoutMs = limits.requestTimeoutMs ?? 20_000;
  const fetchers = createCrawlFetchers({
    policy,
    scope,
    rateLimitSeconds: settings.rateLimitSeconds,
    signal: stop.signal,
    maxRedirects: limits.maxRedirects,
    requestTimeoutMs,
    stallTimeoutMs: limits.stallTimeoutMs,
    allowAnyRedirect: () => !startPageDone,
    fetch: options.fetch,
  });
  let robotsState: CrawlResult['robots'] = 'unknown';
  // Asked first, so robots.txt is the crawl's first request; every page request waits for it anyway.
  fetchers.robotsFor(start.origin).then(
    (rules) => void (robotsState = rules.state),
    () => undefined,
  );
  const follower = createLinkFollower({
    settings,
    limits,
    policy,
    scope,
    fetchers,
    progress,
    log,
    signal: stop.signal,
  });
  const fetchedKeys = new Set<string>();
  const inFlight = new Set<Promise<unknown>>();

  const handlePage = async ({ request, response, body, $ }: CheerioCrawlingContext) => {
    if (stop.signal.aborted) return;
    const depth = Number(request.userData.depth ?? 0);
    const choice = request.userData.choice as LinkChoice | undefined;
    const finalUrl = request.loadedUrl ?? request.url;
    if (depth === 0) {
      scope.adopt(new URL(finalUrl));
      startPageDone = true;
    }
    const contentType = String(response.headers['content-type'] ?? '');
    if (!isHtml(contentType) || !$) {
      log('info', `skipped: not HTML (${contentType || 'no content type'})`, request.url);
      return progress.skip();
    }
    if ((response.statusCode ?? 0) >= 400) {
      log('warn', `HTTP ${response.statusCode}`, request.url);
      return progress.add('pagesFailed');
    }
    const finalKey = pageKey(new URL(finalUrl));
    if (finalKey !== request.uniqueKey && fetchedKeys.has(finalKey)) {
      return progress.skip(); // a redirect to a page this crawl already has
    }
    fetchedKeys.add(finalKey);
    const html = typeof body === 'string' ? body : body.toString('utf8');
    follower.markSeen(finalKey);
    const page: FetchedPage = {
      url: request.url,
      finalUrl,
      status: response.statusCode ?? 200,
      contentType,
      html,
      depth,
    };
    try {
      await options.onPage(page, choice);
    } catch (err) {
      // Not retried: a second attempt would fetch the page again and hand it over twice.
      log('error', `page not stored: ${(err as Error).message}`, request.url);
      return progress.add('pagesFailed');
    }
    progress.add('pagesFetched');
    try {
      const requests = await follower.follow(page, $, options.selectLinks, depth === 0);
      if (requests.length > 0 && !stop.signal.aborted) await crawler.addRequests(requests);
    } catch (err) {
      // The page is stored; throwing would make Crawlee retry it and hand it over a second time.
      if (!stop.signal.aborted) log('error', `links not followed: ${(err as Error).message}`, request.url);
    }
  };

  const crawler = new CheerioCrawler(
    {
      httpClient: new GuardedHttpClient(withReplay(fetchers.pageFetch, options.replay), {
        signal: stop.signal,
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
      requestHandler: (context) => track(inFlight, handlePage(context)),
      errorHandler: ({ request }, error) => {
        if (stop.signal.aborted || !isTransient(error)) request.noRetry = true;
      },
      failedRequestHandler: ({ request }, error) => {
        if (Number(request.userData.depth ?? 0) === 0) startPageDone = true;
        if (stop.signal.aborted) return;
        log('warn', `failed: ${error.message}`, request.url);
        if (isRefusal(error)) {
          progress.refuse(request.uniqueKey);
          progress.skip();
        } else {
          progress.add('pagesFailed');
        }
      },
    },
    new Configuration({
      storageClient: new MemoryStorage({ persistStorage: false, writeMetadata: false }),
      persistStorage: false,
      purgeOnStart: false,
      // Concurrency is fixed (min = max), so Crawlee's CPU/memory snapshots steer nothing; taking one
      // spawns `ps`, so take them rarely.
      systemInfoIntervalMillis: 60_000,
    }),
  );

  // Crawlee drops an abort that lands after it created its pool but before it started it (the pool then
  // idles forever), so after a stop we keep aborting until run() has returned, and never wait for it long.
  let abortKicker: NodeJS.Timeout | undefined;
  let isDone = false;
  const stopped = new Promise<void>((resolve) => {
    stop.signal.addEventListener(
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
  try {
    if (!stop.signal.aborted) {
      follower.markSeen(pageKey(start));
      progress.add('pagesQueued');
      await crawler.addRequests([{ url: start.href, uniqueKey: pageKey(start), userData: { depth: 0 } }]);
      const running = crawler.run().then(() => true);
      running.catch(() => undefined); // if it fails after we stopped waiting, that is not a crash
      const finished = await Promise.race([running, stopped.then(() => false)]);
      if (!finished) {
        log('warn', 'crawler did not wind down in time after the stop; tearing it down');
        void crawler.teardown().catch(() => undefined);
      }
    }
  } finally {
    clearTimeout(timeLimit);
    options.signal?.removeEventListener('abort', onCallerAbort);
    // Handlers still running after an abort get a moment to notice it, so no onPage call outlives us by much.
    await Promise.race([Promise.allSettled([...inFlight]), delay(500)]);
    isDone = true;
    clearInterval(abortKicker);
    // Cancels whatever may still be pending (a sitemap read, a robots.txt fetch) and closes the sockets.
    if (!stop.signal.aborted) stop.abort(new Error('crawl finished'));
    await fetchers.close().catch(() => undefined);
  }
  return {
    progress: progress.snapshot,
    stoppedBy,
    hitPageLimit: follower.hitPageLimit,
    robots: robotsState,
    durationMs: Math.round(performance.now() - startedAt),
  };
}

function isHtml(contentType: string): boolean {
  return HTML_TYPES.has(contentType.split(';')[0]!.trim().toLowerCase());
}

function track<T>(set: Set<Promise<unknown>>, promise: Promise<T>): Promise<T> {
  set.add(promise);
  void promise.finally(() => set.delete(promise)).catch(() => undefined);
  return promise;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
