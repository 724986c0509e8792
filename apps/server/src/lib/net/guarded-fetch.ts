import { request, type Dispatcher } from 'undici';
import { ACCEPT_ENCODING, readCappedBody, ResponseTooLargeError } from './body-reader';
import { createGuardedDispatcher } from './guarded-dispatcher';
import { checkUrlTarget, SsrfBlockedError, type NetPolicy } from './net-policy';
import { whenHeadersSent } from './request-sent';

/** A minimal, guarded HTTP GET used for everything the crawl fetches (pages, robots, sitemaps, feeds, images). */
export type GuardedFetch = (
  url: string,
  options?: {
    accept?: string;
    maxBytes?: number;
    timeoutMs?: number;
    signal?: AbortSignal;
    /**
     * MIME types (lower-case, no parameters) whose body is worth reading. For any other Content-Type the
     * body is dropped unread and returned empty, so a crawl skipping PDFs does not download them.
     */
    acceptBodyTypes?: readonly string[];
  },
) => Promise<{ url: string; finalUrl: string; status: number; contentType: string; body: Buffer }>;

/** The user agent of every crawl request; the product token `AdsmithBot` is what robots.txt rules name. */
export const ADSMITH_USER_AGENT = 'AdsmithBot/1.0 (+https://adsmith.app/bot)';
export const ADSMITH_ROBOTS_TOKEN = 'AdsmithBot';

export const FetchDefaults = {
  maxRedirects: 5,
  maxBytes: 5 * 1024 * 1024,
  /** Whole request, all redirect hops and the body included (time waiting in `beforeRequest` excluded). */
  timeoutMs: 20_000,
  /** Longest silence allowed while waiting for headers or between two body chunks. */
  stallTimeoutMs: 10_000,
  accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8',
} as const;

export class TooManyRedirectsError extends Error {
  readonly code = 'ERR_TOO_MANY_REDIRECTS';
  constructor(readonly maxRedirects: number) {
    super(`More than ${maxRedirects} redirects`);
    this.name = 'TooManyRedirectsError';
  }
}

export class RedirectRefusedError extends Error {
  readonly code = 'ERR_REDIRECT_REFUSED';
  constructor(
    readonly target: string,
    reason: string,
  ) {
    super(`Redirect to ${target} refused: ${reason}`);
    this.name = 'RedirectRefusedError';
  }
}

export class FetchTimeoutError extends Error {
  readonly code = 'ERR_FETCH_TIMEOUT';
  constructor(readonly timeoutMs: number) {
    super(`Request took longer than ${timeoutMs} ms`);
    this.name = 'FetchTimeoutError';
  }
}

export type GuardedFetchConfig = {
  policy: NetPolicy;
  userAgent?: string;
  maxRedirects?: number;
  /** Default byte cap (after decompression); a call's `maxBytes` overrides it. */
  maxBytes?: number;
  /** Default total time per call; a call's `timeoutMs` overrides it. */
  timeoutMs?: number;
  stallTimeoutMs?: number;
  /** Shared connection pool; by default one guarded Agent per fetcher. Must be guarded too. */
  dispatcher?: Dispatcher;
  /** Awaited before every request, redirect hops included: the per-host rate limiter plugs in here. */
  beforeRequest?: (url: URL, signal: AbortSignal | undefined) => Promise<void>;
  /** Called when a request's headers are actually written to the socket (after DNS, TCP and TLS). */
  onRequestSent?: (url: URL) => void;
  /** Extra rule for redirect targets (e.g. same site only); return a reason string to refuse. */
  checkRedirect?: (from: URL, to: URL) => string | undefined;
};

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Creates the one HTTP GET the crawl uses for pages, robots.txt, sitemaps, feeds and images.
 *
 * Each hop is checked before it is sent (scheme, port, IP literals, `checkRedirect`) and its connection is
 * checked on the resolved address by the guarded dispatcher; redirects are followed by hand (at most
 * `maxRedirects`). The body is capped after decompression and the whole call is bounded by a total timeout
 * and a stall timeout, so a response trickling one byte a second ends too. HTTP error statuses are returned,
 * not thrown (robots.txt needs them); refused targets, caps and timeouts throw.
 */
export function createGuardedFetch(config: GuardedFetchConfig): GuardedFetch & { close(): Promise<void> } {
  const ownsDispatcher = !config.dispatcher;
  const dispatcher = config.dispatcher ?? createGuardedDispatcher(config.policy);
  const userAgent = config.userAgent ?? ADSMITH_USER_AGENT;
  const maxRedirects = config.maxRedirects ?? FetchDefaults.maxRedirects;
  const stallTimeoutMs = config.stallTimeoutMs ?? FetchDefaults.stallTimeoutMs;

  const guardedFetch = async (
    input: string,
    options: Parameters<GuardedFetch>[1] = {},
  ): ReturnType<GuardedFetch> => {
    const maxBytes = options.maxBytes ?? config.maxBytes ?? FetchDefaults.maxBytes;
    const timeoutMs = options.timeoutMs ?? config.timeoutMs ?? FetchDefaults.timeoutMs;
    const signal = options.signal;
    signal?.throwIfAborted();
    const budget = new TimeBudget(timeoutMs, signal);
    try {
      let url = new URL(input);
      for (let hop = 0; ; hop++) {
        const verdict = checkUrlTarget(url, config.policy);
        if (!verdict.allowed) throw new SsrfBlockedError(url.href, verdict.reason);
        await config.beforeRequest?.(url, signal);
        const target = url;
        const send = () =>
          budget.run(() =>
            request(target, {
              dispatcher,
              method: 'GET',
              headers: {
                'user-agent': userAgent,
                accept: options.accept ?? FetchDefaults.accept,
                'accept-encoding': ACCEPT_ENCODING,
              },
              signal: budget.signal,
              headersTimeout: stallTimeoutMs,
              bodyTimeout: stallTimeoutMs,
            }),
          );
        const onSent = config.onRequestSent;
        const res = await (onSent ? whenHeadersSent(() => onSent(target), send) : send());
        const location = header(res.headers, 'location');
        if (REDIRECT_STATUSES.has(res.statusCode) && location) {
          await budget.run(() => discard(res.body));
          if (hop >= maxRedirects) throw new TooManyRedirectsError(maxRedirects);
          const next = new URL(location, url);
          next.hash = '';
          const refused = config.checkRedirect?.(url, next);
          if (refused) throw new RedirectRefusedError(next.href, refused);
          url = next;
          continue;
        }
        const contentType = header(res.headers, 'content-type') ?? '';
        const essence = contentType.split(';')[0]!.trim().toLowerCase();
        const contentEncoding = header(res.headers, 'content-encoding');
        if (options.acceptBodyTypes && !options.acceptBodyTypes.includes(essence)) {
          // e.g. a 50 MB PDF: not worth a byte of download. undici reports the abort as an 'error' event, which
          // would crash the process without a listener.
          res.body.on('error', () => {}).destroy();
          return {
            url: input,
            finalUrl: url.href,
            status: res.statusCode,
            contentType,
            body: Buffer.alloc(0),
          };
        }
        const declared = Number(header(res.headers, 'content-length'));
        if (!contentEncoding && Number.isFinite(declared) && declared > maxBytes) {
          res.body.on('error', () => {}).destroy();
          throw new ResponseTooLargeError(maxBytes);
        }
        const body = await budget.run(() =>
          readCappedBody(res.body, contentEncoding, maxBytes, budget.signal),
        );
        return { url: input, finalUrl: url.href, status: res.statusCode, contentType, body };
      }
    } finally {
      budget.dispose();
    }
  };

  return Object.assign(guardedFetch, {
    close: async () => {
      if (ownsDispatcher) await (dispatcher as Dispatcher).destroy();
    },
  });
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Drops a body we do not need; reading a little keeps the keep-alive socket reusable. */
async function discard(body: Dispatcher.ResponseData['body']): Promise<void> {
  try {
    await body.dump({ limit: 64 * 1024 });
  } catch {
    body.destroy();
  }
}

/**
 * The total-time budget of one call. It runs only while we are talking to the network: the wait in
 * `beforeRequest` (rate limiting) is not charged, else a polite crawl would time out while queueing.
 * Its signal aborts on the caller's signal or when the budget is spent; errors caused by that abort are
 * replaced by the reason (FetchTimeoutError or the caller's abort reason).
 */
class TimeBudget {
  private readonly controller = new AbortController();
  private remaining: number;
  private timer: NodeJS.Timeout | undefined;
  private readonly onCallerAbort = () => this.controller.abort(this.caller?.reason);

  constructor(
    private readonly timeoutMs: number,
    private readonly caller: AbortSignal | undefined,
  ) {
    this.remaining = timeoutMs;
    caller?.addEventListener('abort', this.onCallerAbort, { once: true });
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    this.controller.signal.throwIfAborted();
    const started = Date.now();
    this.timer = setTimeout(
      () => this.controller.abort(new FetchTimeoutError(this.timeoutMs)),
      Math.max(0, this.remaining),
    );
    try {
      return await work();
    } catch (err) {
      if (this.controller.signal.aborted) throw this.controller.signal.reason ?? err;
      throw err;
    } finally {
      clearTimeout(this.timer);
      this.remaining -= Date.now() - started;
    }
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.caller?.removeEventListener('abort', this.onCallerAbort);
  }
}
