import type { GuardedFetch } from '../crawl.types';
import { pageKey } from './site-scope';

/** A page response fetched by an earlier run of the same crawl. */
export type ReplayedResponse = { finalUrl: string; status: number; contentType: string; html: string };

/**
 * Serves pages an earlier run of this crawl already fetched from what it stored, and everything else from the
 * network: a crawl resumed after its worker died fetches no page twice, yet reads every page again for links.
 */
export function withReplay(
  fetch: GuardedFetch,
  replay: ReadonlyMap<string, ReplayedResponse> | undefined,
): GuardedFetch {
  if (!replay || replay.size === 0) return fetch;
  return async (url, options) => {
    const stored = replay.get(pageKey(new URL(url)));
    if (!stored) return fetch(url, options);
    options?.signal?.throwIfAborted();
    return {
      url,
      finalUrl: stored.finalUrl,
      status: stored.status,
      contentType: stored.contentType,
      body: Buffer.from(stored.html, 'utf8'),
    };
  };
}
