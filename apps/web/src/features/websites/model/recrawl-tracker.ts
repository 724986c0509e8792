import type { CrawlStatusResponse, ProductsResponse } from '@adsmith/domain/crawl/schemas';
import {
  trackedRecrawlsSchema,
  type CarryStoryResponse,
  type RecrawlState,
  type TrackedRecrawl,
} from '@adsmith/domain/websites/schemas';
import { getErrorMessage, isClientError } from '@/lib/api-client';
import { storageKey, storedJson } from '@/lib/stored-json';

export type RecrawlEntry = TrackedRecrawl;
export type RecrawlEntries = Record<string, RecrawlEntry>;

export type RecrawlApi = {
  getStatus: (crawlId: string) => Promise<CrawlStatusResponse>;
  getProducts: (crawlId: string) => Promise<ProductsResponse>;
  carryStory: (hostname: string, crawlId: string) => Promise<CarryStoryResponse>;
};

/** Failed calls in a row (about 10 s at the 2 s interval) after which the tracker gives up with `error`. */
export const MAX_CONSECUTIVE_FAILURES = 5;

const ACTIVE_STATES: ReadonlySet<RecrawlState> = new Set(['pending', 'running', 'analyzing_offerings']);

/** Still polled: every state but completed, failed and error (SPEC §4: polled until completed or failed). */
export function isRecrawlActive(entry: Pick<RecrawlEntry, 'state'>): boolean {
  return ACTIVE_STATES.has(entry.state);
}

export function newRecrawlEntry(hostname: string, crawlId: string, now = new Date()): RecrawlEntry {
  return {
    hostname,
    crawlId,
    state: 'pending',
    startedAt: now.toISOString(),
    pagesFetched: 0,
    offeringsFound: 0,
    hasBrandStory: null,
    error: null,
    failures: 0,
  };
}

/** A 4xx will answer the same every time (the crawl is gone or not this user's); anything else may pass. */
function isLasting(error: unknown): boolean {
  return isClientError(error);
}

/**
 * One poll of a tracked recrawl (SPEC §4): the crawl status is followed while pending or running; once the crawl
 * completed, the products endpoint is checked and the state stays analyzing_offerings while the products are still
 * being analysed; then the server copies the existing story to the new crawl (one idempotent call) and the state
 * becomes completed. A failed crawl ends in failed; calls that keep failing end in error.
 */
export async function advanceRecrawl(entry: RecrawlEntry, api: RecrawlApi): Promise<RecrawlEntry> {
  if (!isRecrawlActive(entry)) return entry;
  try {
    const status = await api.getStatus(entry.crawlId);
    const seen = {
      ...entry,
      pagesFetched: status.progress.pages_fetched,
      offeringsFound: status.progress.offerings_found,
      failures: 0,
      error: null,
    };
    if (status.status === 'failed') return { ...seen, state: 'failed', error: status.error };
    if (status.status !== 'completed') return { ...seen, state: status.status };

    const products = await api.getProducts(entry.crawlId);
    if (products.status === 'analyzing') return { ...seen, state: 'analyzing_offerings' };

    const carried = await api.carryStory(entry.hostname, entry.crawlId);
    return { ...seen, state: 'completed', hasBrandStory: carried.has_brand_story };
  } catch (error) {
    const failures = entry.failures + 1;
    const message = getErrorMessage(error);
    if (isLasting(error) || failures >= MAX_CONSECUTIVE_FAILURES) {
      return { ...entry, state: 'error', error: message, failures };
    }
    return { ...entry, error: message, failures };
  }
}

const recrawlsOf = (userId: string) =>
  storedJson('local', storageKey('recrawls', userId), trackedRecrawlsSchema);

/** The recrawls tracked for this user, as a previous visit left them; anything unreadable is dropped. */
export function loadRecrawls(userId: string): RecrawlEntries {
  return recrawlsOf(userId).read() ?? {};
}

/** Keeps the tracked recrawls; when storage is blocked tracking still works for this visit, without resuming. */
export function saveRecrawls(userId: string, entries: RecrawlEntries): void {
  if (Object.keys(entries).length === 0) recrawlsOf(userId).remove();
  else recrawlsOf(userId).write(entries);
}
