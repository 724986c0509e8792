/**
 * The navigation state that asks the home screen's crawl form to start from the last crawl's address and settings
 * ("Start a new crawl" and retry on the story screen); the crawl form keeps them for the browser session.
 */
export const RETRY_CRAWL_STATE = { retryLastCrawl: true } as const;

export const isRetryState = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as { retryLastCrawl?: unknown }).retryLastCrawl === true;
