import robotsParser from 'robots-parser';
import type { GuardedFetch } from '../crawl.types';
import { ADSMITH_ROBOTS_TOKEN } from '../../../lib/net/guarded-fetch';
import { isNoConnection } from './failure-kinds';

/** What robots.txt says for one origin. */
export type RobotsRules = {
  /** `fetched` (2xx, parsed), `missing` (4xx: allow all), `unavailable` (5xx or unreachable: disallow all). */
  state: 'fetched' | 'missing' | 'unavailable';
  isAllowed(url: string): boolean;
  /** Absolute URLs of the `Sitemap:` lines. */
  sitemaps: string[];
  /** Unavailable because the site did not answer at all (no connection), not because it answered badly. */
  unreachable?: boolean;
};

/** RFC 9309 §2.5: crawlers must parse at least 500 KiB; anything after that may be ignored. */
const ROBOTS_MAX_BYTES = 500 * 1024;

/**
 * Fetches and parses `<origin>/robots.txt` per RFC 9309 §2.3.1: 2xx → its rules for our user agent
 * (`AdsmithBot`, falling back to `*`); 4xx → allow everything; 5xx, a network error or a refused target →
 * disallow everything (Crawlee's own robots handling treats a 5xx as "allow", which the RFC forbids).
 * Redirects are followed by the fetcher (it allows 5; the RFC asks for at least 5). Aborts propagate.
 */
export async function loadRobots(
  origin: string,
  fetch: GuardedFetch,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<RobotsRules> {
  const robotsUrl = new URL('/robots.txt', origin).href;
  let status: number;
  let text = '';
  try {
    const res = await fetch(robotsUrl, {
      accept: 'text/plain,*/*;q=0.5',
      maxBytes: ROBOTS_MAX_BYTES,
      timeoutMs: options.timeoutMs,
      signal: options.signal,
    });
    status = res.status;
    text = res.body.toString('utf8');
  } catch (err) {
    if (options.signal?.aborted) throw err;
    // A robots.txt over 500 KiB, a timeout, a refused redirect: the site's wishes are unknown, so stay out.
    return { ...unavailable(), unreachable: isNoConnection(err) };
  }
  if (status >= 200 && status < 300) return parseRobots(robotsUrl, text);
  if (status >= 400 && status < 500) {
    return { state: 'missing', isAllowed: () => true, sitemaps: [] };
  }
  // 5xx, or a 3xx/1xx the fetcher could not follow.
  return unavailable();
}

/** Parses robots.txt text fetched from `robotsUrl`. Exported for tests and for callers that have the text. */
export function parseRobots(robotsUrl: string, text: string): RobotsRules {
  const robots = robotsParser(robotsUrl, withoutTrailingWildcards(text));
  const origin = new URL(robotsUrl).origin;
  return {
    state: 'fetched',
    // robots-parser answers undefined for a URL of another origin; treat that as not covered → refuse,
    // so a caller asking the wrong origin's rules fails closed.
    isAllowed: (url) => sameOrigin(url, origin) && robots.isAllowed(url, ADSMITH_ROBOTS_TOKEN) !== false,
    sitemaps: robots.getSitemaps(),
  };
}

/**
 * A rule's trailing `*` matches nothing more than the rule without it (rules match path prefixes, RFC 9309 §2.2.2),
 * so `Disallow: /*` is `Disallow: /`: the same length as `Allow: /`, where the allow rule wins. Without this, a common
 * line such as `Disallow: /*#` (the `#` starts a comment, leaving `/*`) outranked `Allow: /` by one character and shut
 * a whole site out, as the parser counts pattern characters.
 */
export function withoutTrailingWildcards(text: string): string {
  return text.replace(
    /^(\s*(?:allow|disallow)\s*:\s*)([^#\r\n]*?)\s*(#[^\r\n]*)?$/gim,
    (_line, field: string, pattern: string) =>
      `${field}${pattern.length > 1 ? pattern.replace(/(?<=.)\*+$/, '') : pattern}`,
  );
}

function unavailable(): RobotsRules {
  return { state: 'unavailable', isAllowed: () => false, sitemaps: [] };
}

function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}
