import type { GuardedFetch } from '../crawl.types';
import { createGuardedDispatcher } from '../../../lib/net/guarded-dispatcher';
import { createGuardedFetch } from '../../../lib/net/guarded-fetch';
import type { NetPolicy } from '../../../lib/net/net-policy';
import { createHostRateLimiter } from './host-rate-limiter';
import { loadRobots, type RobotsRules } from './robots';
import type { SiteScope } from './site-scope';

/** A page was not fetched because robots.txt disallows it. */
export class RobotsDisallowedError extends Error {
  readonly code = 'ERR_ROBOTS_DISALLOWED';
  constructor(readonly url: string) {
    super(`robots.txt disallows ${url}`);
    this.name = 'RobotsDisallowedError';
  }
}

export type CrawlFetchers = {
  /** Pages: robots.txt checked and rate limit applied before every request, redirect hops included. */
  pageFetch: GuardedFetch;
  /** robots.txt and sitemaps: rate limited, not robots-checked. */
  politeFetch: GuardedFetch;
  /** The robots.txt rules of an origin, loaded once per crawl. */
  robotsFor(origin: string): Promise<RobotsRules>;
  /** Closes the connection pool (a no-op for a caller-supplied fetcher). */
  close(): Promise<void>;
};

export type CrawlFetchersOptions = {
  policy: NetPolicy;
  scope: SiteScope;
  rateLimitSeconds: number;
  signal: AbortSignal;
  maxRedirects: number;
  requestTimeoutMs?: number;
  stallTimeoutMs?: number;
  /** While true, a redirect may leave the site (the start URL may move to another host, which is adopted). */
  allowAnyRedirect: () => boolean;
  /** A fetcher supplied by the caller; then robots and rate limit apply to the first hop only. */
  fetch?: GuardedFetch;
};

/**
 * Builds the fetchers of one crawl around one guarded connection pool, one rate limiter and one robots
 * cache. With the built-in fetcher the rules hold per hop: a redirect to a disallowed path or another site
 * is refused before it is requested, and every hop waits its turn at the rate limiter.
 */
export function createCrawlFetchers(options: CrawlFetchersOptions): CrawlFetchers {
  const { policy, scope, signal } = options;
  const limiter = createHostRateLimiter(options.rateLimitSeconds);
  const robotsCache = new Map<string, Promise<RobotsRules>>();
  const throttle = (url: URL) => limiter.wait(scope.keyOf(url), signal);
  const onRequestSent = (url: URL) => limiter.started(scope.keyOf(url));

  const checkRobots = async (url: URL) => {
    const rules = await robotsFor(url.origin);
    if (!rules.isAllowed(url.href)) throw new RobotsDisallowedError(url.href);
  };
  const checkRedirect = (_from: URL, to: URL) =>
    options.allowAnyRedirect() || scope.contains(to) ? undefined : 'redirect leaves the site';

  let pageFetch: GuardedFetch;
  let politeFetch: GuardedFetch;
  let close = async () => {};
  if (options.fetch) {
    const external = options.fetch;
    politeFetch = async (url, init) => {
      await throttle(new URL(url));
      return external(url, { ...init, signal: init?.signal ?? signal });
    };
    pageFetch = async (url, init) => {
      const target = new URL(url);
      await checkRobots(target);
      await throttle(target);
      const res = await external(url, { ...init, signal: init?.signal ?? signal });
      const final = new URL(res.finalUrl);
      const refused = final.href !== target.href ? checkRedirect(target, final) : undefined;
      if (refused) throw new Error(`${url} redirected to ${res.finalUrl}: ${refused}`);
      return res;
    };
  } else {
    const dispatcher = createGuardedDispatcher(policy);
    const common = {
      policy,
      dispatcher,
      maxRedirects: options.maxRedirects,
      timeoutMs: options.requestTimeoutMs,
      stallTimeoutMs: options.stallTimeoutMs,
    };
    politeFetch = createGuardedFetch({ ...common, beforeRequest: throttle, onRequestSent });
    pageFetch = createGuardedFetch({
      ...common,
      onRequestSent,
      checkRedirect,
      beforeRequest: async (url) => {
        await checkRobots(url);
        await throttle(url);
      },
    });
    close = () => dispatcher.destroy();
  }

  function robotsFor(origin: string): Promise<RobotsRules> {
    let rules = robotsCache.get(origin);
    if (!rules) {
      rules = loadRobots(origin, politeFetch, { signal, timeoutMs: options.requestTimeoutMs });
      robotsCache.set(origin, rules);
    }
    return rules;
  }

  return { pageFetch, politeFetch, robotsFor, close };
}
