import { CrawlMessages } from '@adsmith/domain/crawl/messages';
import { ApiError } from '@/lib/api-client';

/** A zod validation detail from the server names the field first: "start_url: …" or "depth: …". */
const FIELD_DETAIL = /^([a-z_]+(?:\.[\w]+)*): (.+)$/s;

/**
 * SPEC §8 crawl start: the server's own words when it refused the address (a 400 about the URL, e.g. a private
 * network) or the user has too many crawls running or waiting (429), else "Failed to start crawl. Please check the URL and try again.". Other 400s (a setting out of range)
 * and every other failure get the SPEC text, since their detail would mean nothing to the user.
 */
export function getStartCrawlErrorMessage(error: unknown): string {
  // Too many crawls running or waiting: the server says how many may run and what to do.
  if (error instanceof ApiError && error.status === 429 && error.detail?.trim()) return error.detail;
  if (!(error instanceof ApiError) || error.status !== 400 || !error.detail?.trim()) {
    return CrawlMessages.startFailed;
  }
  const field = FIELD_DETAIL.exec(error.detail);
  if (!field) return error.detail;
  return field[1] === 'start_url' && field[2] ? field[2] : CrawlMessages.startFailed;
}
