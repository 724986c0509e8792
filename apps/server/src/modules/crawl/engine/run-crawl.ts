import os from 'node:os';
import {
  CheerioCrawler,
  Configuration,
  EventManager,
  Log,
  LogLevel,
  type CheerioCrawlingContext,
} from '@crawlee/cheerio';
import { load } from 'cheerio';
import type { CheerioRoot } from '@crawlee/utils';
import { MemoryStorage } from '@crawlee/memory-storage';
import type { CrawlProgress, CrawlSettings, FetchedPage, GuardedFetch, LinkChoice } from '../crawl.types';
import { canonicalPageUrl, paginationOf } from '@adsmith/domain/crawl/page-url';
import { checkUrlTarget, SsrfBlockedError, type NetPolicy } from '../../../lib/net/net-policy';
import { createCrawlFetchers } from './crawl-fetchers';
import { CrawlProgressTracker, type CrawlLogLine } from './crawl-progress';
import { isNoConnection, isRefusal, isTransient } from './failure-kinds';
import { GuardedHttpClient } from './guarded-http-client';
import { detectAppShell } from './app-shell';
import {
  createLinkFollower,
  type LinkCandidate,
  type PageOutcome,
  type UnfetchedPages,
} from './link-follower';
import { withReplay, type ReplayedResponse } from './replay';
import {
  BrowserUnavailableError,
  DEFAULT_CHROMIUM_PATH,
  launchPageRenderer,
  type PageRenderer,
  type RenderLimits,
} from './page-renderer';
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

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

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
  // An https:// start page whose site did not answer is asked once over http:// (as browsers' HTTPS-first mode does).
  let readOverHttp = false;
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
  // The start page did not connect: its own request failed so, or robots.txt was unreachable (which refuses it).
  const startUnreachable = async (error: Error) =>
    isNoConnection(error) ||
    ((error as { code?: string }).code === 'ERR_ROBOTS_DISALLOWED' &&
      (await fetchers.robotsFor(start.origin)).unreachable === true);
  const fetchedKeys = new Set<string>();
  const inFlight = new Set<Promise<unknown>>();
  let startLinksOffered = false;

  // Chromium is started on the first app-shell page and only then; one per crawl, closed at the end.
  const browserPath = options.browser === undefined ? DEFAULT_CHROMIUM_PATH : options.browser.executablePath;
  const maxRenderedPages = options.browser?.maxPages ?? 50;
  let renderer: Promise<PageRenderer> | null = null;
  let browserUnavailable: string | null = browserPath === null ? 'rendering JavaScript is turned off' : null;
  let appShellPages = 0;
  let renderedPages = 0;
  const renderPage = async (url: string, html: string): Promise<string | null> => {
    if (browserUnavailable !== null || renderedPages >= maxRenderedPages || stop.signal.aborted) return null;
    // The page's own requests: on this site with robots.txt checked (pageFetch), elsewhere (a CDN) through the
    // guard and the rate limit of that host (politeFetch); both under the SSRF guard and the byte caps.
    const renderFetch: GuardedFetch = (target, init) =>
      scope.contains(new URL(target)) ? fetchers.pageFetch(target, init) : fetchers.politeFetch(target, init);
    renderer ??= launchPageRenderer({
      executablePath: browserPath!,
      fetch: renderFetch,
      limits: options.browser?.limits,
    });
    try {
      const result = await (await renderer).render(url, html, stop.signal);
      renderedPages += 1;
      log(
        'info',
        `rendered with JavaScript (${result.fulfilled} requests answered, ${result.refused} refused)`,
        url,
      );
      return result.html;
    } catch (err) {
      if (err instanceof BrowserUnavailableError) {
        browserUnavailable = err.message;
        log(
          'warn',
          `this site needs JavaScript and no browser is available (${err.message}): pages are read as served`,
          url,
        );
      } else if (!stop.signal.aborted) {
        log(
          'warn',
          `JavaScript rendering failed: ${(err as Error).message}; the page is read as served`,
          url,
        );
      }
      return null;
    }
  };

  const handlePage = async ({ request, response, body, $ }: CheerioCrawlingContext) => {
    if (stop.signal.aborted) return;
    const depth = Number(request.userData.depth ?? 0);
    const choice = request.userData.choice as LinkChoice | undefined;
    const finalUrl = request.loadedUrl ?? request.url;
    if (depth === 0) {
      scope.adopt(new URL(finalUrl));
      startPageDone = true;
      if (request.userData.httpFallback === true) readOverHttp = true;
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
    let html = typeof body === 'string' ? body : body.toString('utf8');
    let dom: CheerioRoot = $ as unknown as CheerioRoot;
    follower.markSeen(finalKey);
    // rel=canonical naming the same path (a query-string variant of it) collapses the two to one page.
    const canonical = sameSiteCanonical(dom, finalUrl, scope);
    let pageUrl = finalUrl;
    if (canonical && canonical.key !== finalKey) {
      if (fetchedKeys.has(canonical.key)) {
        log('info', `skipped: same page as ${canonical.url} (rel=canonical)`, request.url);
        return progress.skip();
      }
      fetchedKeys.add(canonical.key);
      follower.markSeen(canonical.key);
      pageUrl = canonical.url;
    }
    const shell = detectAppShell(dom);
    if (shell.isAppShell) {
      appShellPages += 1;
      const rendered = await renderPage(pageUrl, html);
      if (rendered !== null) {
        html = rendered;
        dom = load(html) as unknown as CheerioRoot;
      } else if (stop.signal.aborted) {
        return;
      }
    }
    const page: FetchedPage = {
      url: request.url,
      finalUrl: pageUrl,
      status: response.statusCode ?? 200,
      contentType,
      html,
      depth,
    };
    let outcome: PageOutcome | void;
    try {
      outcome = await options.onPage(page, choice);
    } catch (err) {
      // Not retried: a second attempt would fetch the page again and hand it over twice.
      log('error', `page not stored: ${(err as Error).message}`, request.url);
      return progress.add('pagesFailed');
    }
    progress.add('pagesFetched');
    if (outcome) follower.recordOutcome(pageUrl, outcome);
    // Sitemap URLs are offered once, with the start page (its listing's next pages share its depth 0).
    const isStart = depth === 0 && !startLinksOffered;
    startLinksOffered ||= isStart;
    try {
      const requests = [
        ...(await follower.follow(page, dom, options.selectLinks, isStart, choice)),
        ...follower.releaseDeferred(),
      ];
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
      failedRequestHandler: async ({ request }, error): Promise<void> => {
        if (request.userData.isStart === true && !stop.signal.aborted && (await startUnreachable(error))) {
          const fallback = httpFallbackOf(start);
          if (fallback) {
            log('warn', 'the site did not answer over https://; asking again over http://', request.url);
            await crawler.addRequests([fallback]);
            return;
          }
        }
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
    crawlConfiguration(),
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
      await crawler.addRequests([
        { url: start.href, uniqueKey: pageKey(start), userData: { depth: 0, isStart: true } },
      ]);
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
    if (renderer) await (renderer as Promise<PageRenderer>).then((r) => r.close()).catch(() => undefined);
  }
  const unfetched = follower.unfetched();
  const notices = crawlNotices({
    unfetched,
    budget: follower.budget,
    base: limits.maxPages,
    ceiling: follower.ceiling,
    stoppedBy,
    offeringPagesFound: follower.offeringPagesFound,
    appShellPages,
    renderedPages,
    browserUnavailable: appShellPages > renderedPages ? browserUnavailable : null,
  });
  if (readOverHttp) notices.unshift(httpFallbackNotice(start));
  for (const notice of notices) progress.notice(notice);
  return {
    progress: progress.snapshot,
    stoppedBy,
    hitPageLimit: follower.hitPageLimit,
    unfetched,
    pageBudget: follower.budget,
    javascript: {
      appShellPages,
      renderedPages,
      browserUnavailable: appShellPages > renderedPages ? browserUnavailable : null,
    },
    notices,
    robots: robotsState,
    durationMs: Math.round(performance.now() - startedAt),
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

/** The page's rel=canonical when it is on the same site and names the same path (a query variant of it), else null. */
function sameSiteCanonical(
  $: CheerioRoot,
  pageUrl: string,
  scope: ReturnType<typeof createSiteScope>,
): { url: string; key: string } | null {
  const href = $('link[rel~="canonical"][href]').first().attr('href');
  if (!href) return null;
  try {
    const canonical = new URL(href, pageUrl);
    const page = new URL(pageUrl);
    canonical.hash = '';
    if (!scope.contains(canonical)) return null;
    const url = canonicalPageUrl(canonical);
    const trim = (path: string) => new URL(canonicalPageUrl(path)).pathname.replace(/\/+$/, '');
    // Listing pages (?page=2) often name page 1 as canonical; they are different pages for a crawler.
    if (trim(url) !== trim(page.href) || paginationOf(page)) return null;
    return { url, key: pageKey(new URL(url)) };
  } catch {
    return null;
  }
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
