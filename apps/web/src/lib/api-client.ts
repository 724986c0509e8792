import { Timing } from '@adsmith/domain/common/constants';
import { GenericMessages } from '@adsmith/domain/common/messages';
import { clearSession, getToken } from './storage';

export const API_BASE_URL = '/api';

type ApiErrorKind = 'response' | 'no-response' | 'unexpected';

/**
 * An API failure rebuilt on the client. `message` is already the SPEC §8 generic text; `detail` is the server's
 * own `{ detail }` when it sent one, so screens with their own catalogue (auth, wizard …) can map by `status`
 * and still fall back to the server's words.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when no response was received. */
  readonly status: number;
  readonly detail: string | undefined;
  readonly kind: ApiErrorKind;
  readonly isTimeout: boolean;

  constructor(options: {
    status: number;
    detail?: string | undefined;
    kind: ApiErrorKind;
    isTimeout?: boolean;
    cause?: unknown;
  }) {
    super(genericMessage(options.kind, options.detail), { cause: options.cause });
    this.status = options.status;
    this.detail = options.detail;
    this.kind = options.kind;
    this.isTimeout = options.isTimeout ?? false;
  }
}

/** An error the server answered with a 4xx: asking again gets the same answer (the thing is gone, not this user's, or the input is wrong). */
export const isClientError = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/** SPEC §8 generic handler: detail, else "An error occurred"; no response; anything else. */
function genericMessage(kind: ApiErrorKind, detail: string | undefined): string {
  if (kind === 'response') return detail && detail.trim() ? detail : GenericMessages.fallback;
  if (kind === 'no-response') return GenericMessages.noResponse;
  return GenericMessages.unexpected;
}

/** The user-facing text for any thrown value, for screens that only need the generic handler. */
export function getErrorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : GenericMessages.unexpected;
}

export type RequestOptions = {
  signal?: AbortSignal | undefined;
  /** Defaults to SPEC §9's 180 s. */
  timeoutMs?: number;
  headers?: Record<string, string>;
  /**
   * `blob` for media bytes (proxy-media); `file` for a download, the bytes with the file name the server gave in
   * Content-Disposition (a {@link DownloadedFile}); everything else is JSON.
   */
  responseType?: 'json' | 'blob' | 'file';
};

/** A download: its bytes and the raw Content-Disposition header (null when the server sent none). */
export type DownloadedFile = { blob: Blob; contentDisposition: string | null };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function buildBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  // Uploads go as multipart; the browser must set the boundary itself, so no Content-Type here.
  if (body instanceof FormData) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function readDetail(response: Response): Promise<string | undefined> {
  try {
    const data: unknown = await response.json();
    if (typeof data === 'object' && data !== null && 'detail' in data) {
      const { detail } = data as { detail: unknown };
      if (typeof detail === 'string') return detail;
    }
  } catch {
    // A non-JSON error body (a proxy's HTML page) has no detail to show; the generic text is used.
  }
  return undefined;
}

async function readBody<T>(response: Response, responseType: 'json' | 'blob' | 'file'): Promise<T> {
  if (responseType === 'blob') return (await response.blob()) as T;
  if (responseType === 'file') {
    const file: DownloadedFile = {
      blob: await response.blob(),
      contentDisposition: response.headers.get('Content-Disposition'),
    };
    return file as T;
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const { signal, timeoutMs = Timing.requestTimeoutMs, responseType = 'json' } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  // The caller's signal (TanStack Query cancelling, a component unmounting) also aborts this request.
  const onCallerAbort = (): void => controller.abort();
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener('abort', onCallerAbort, { once: true });

  try {
    const headers = new Headers({ Accept: 'application/json', ...options.headers });
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);

    let init: RequestInit;
    try {
      init = {
        method,
        headers,
        body: buildBody(body, headers),
        credentials: 'include',
        signal: controller.signal,
      };
    } catch (cause) {
      throw new ApiError({ status: 0, kind: 'unexpected', cause });
    }

    let response: Response;
    try {
      response = await fetch(`${API_BASE_URL}${path}`, init);
    } catch (cause) {
      if (!timedOut && signal?.aborted) throw cause;
      throw new ApiError({ status: 0, kind: 'no-response', isTimeout: timedOut, cause });
    }

    if (!response.ok) {
      // SPEC §4: any 401 means the stored session is no longer good, whichever call discovered it.
      if (response.status === 401) clearSession();
      throw new ApiError({ status: response.status, detail: await readDetail(response), kind: 'response' });
    }

    try {
      return await readBody<T>(response, responseType);
    } catch (cause) {
      if (!timedOut && signal?.aborted) throw cause;
      if (timedOut || isAbortError(cause)) {
        throw new ApiError({ status: 0, kind: 'no-response', isTimeout: timedOut, cause });
      }
      throw new ApiError({ status: response.status, kind: 'unexpected', cause });
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

/**
 * The one client for `/api`: bearer token and credentials on every call, JSON bodies, a 180 s timeout and
 * errors rebuilt as {@link ApiError} with the SPEC §8 message.
 */
export const apiClient = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};
