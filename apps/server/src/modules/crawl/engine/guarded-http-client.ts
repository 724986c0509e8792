import { Readable } from 'node:stream';
import type {
  BaseHttpClient,
  HttpRequest,
  HttpResponse,
  RedirectHandler,
  ResponseTypes,
  StreamingHttpResponse,
} from '@crawlee/cheerio';
import type { GuardedFetch } from '../crawl.types';

/** Content types whose body the crawler reads; '' lets a response without Content-Type be sniffed. */
export const HTML_CONTENT_TYPES: readonly string[] = ['text/html', 'application/xhtml+xml', ''];

type FetchResult = Awaited<ReturnType<GuardedFetch>>;

/**
 * Crawlee's `httpClient` extension point, backed by our guarded fetch instead of got-scraping.
 *
 * Everything Crawlee downloads goes through here, so got-scraping (whose header generator opens its own
 * pre-connection, outside any guard) is never used. Redirects, the SSRF guard, robots.txt, the rate limit,
 * byte caps and timeouts are all the fetcher's job; this class only reshapes its result into the streaming
 * response Crawlee expects. The body is already complete and capped, so it is handed over as a one-chunk
 * stream. Non-HTML bodies are not read at all (see `acceptBodyTypes`): Crawlee gets an empty body with the
 * real Content-Type, and the request handler skips it.
 */
export class GuardedHttpClient implements BaseHttpClient {
  constructor(
    private readonly fetch: GuardedFetch,
    private readonly options: { signal: AbortSignal; maxBytes: number },
  ) {}

  async stream(request: HttpRequest, _onRedirect?: RedirectHandler): Promise<StreamingHttpResponse> {
    const res = await this.get(request, HTML_CONTENT_TYPES);
    const length = res.body.length;
    return {
      ...this.responseData(request, res),
      stream: Readable.from([res.body]),
      downloadProgress: { percent: 100, transferred: length, total: length },
      uploadProgress: { percent: 100, transferred: 0, total: 0 },
    };
  }

  /** Used by `context.sendRequest()`; the engine does not call it, but it must not bypass the guard either. */
  async sendRequest<T extends keyof ResponseTypes = 'text'>(
    request: HttpRequest<T>,
  ): Promise<HttpResponse<T>> {
    const res = await this.get(request as HttpRequest, undefined);
    const type = request.responseType ?? 'text';
    const body =
      type === 'buffer'
        ? res.body
        : type === 'json'
          ? JSON.parse(res.body.toString('utf8'))
          : res.body.toString('utf8');
    return { ...this.responseData(request as HttpRequest, res), body } as unknown as HttpResponse<T>;
  }

  private get(request: HttpRequest, acceptBodyTypes: readonly string[] | undefined): Promise<FetchResult> {
    if (request.method && request.method.toUpperCase() !== 'GET') {
      throw new Error(`Only GET requests are made by the crawler (got ${request.method})`);
    }
    const signal = request.signal
      ? AbortSignal.any([request.signal, this.options.signal])
      : this.options.signal;
    return this.fetch(String(request.url), { maxBytes: this.options.maxBytes, signal, acceptBodyTypes });
  }

  private responseData(request: HttpRequest, res: FetchResult) {
    return {
      request,
      url: res.finalUrl,
      redirectUrls: res.finalUrl === res.url ? [] : [new URL(res.finalUrl)],
      statusCode: res.status,
      headers: { 'content-type': res.contentType || sniffType(res.body) },
      trailers: {},
      complete: true,
    };
  }
}

/** A response without Content-Type is HTML if it starts like HTML (what browsers do), else opaque bytes. */
function sniffType(body: Buffer): string {
  const head = body.subarray(0, 1024).toString('utf8');
  return /^\s*(<!doctype html|<html|<head|<body)/i.test(head) ? 'text/html' : 'application/octet-stream';
}
