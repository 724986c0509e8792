import type { User } from '@adsmith/domain/auth/schemas';
import { vi } from 'vitest';

export type RecordedRequest = {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
  init: RequestInit;
};

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces `fetch` for one test. Every request is recorded; the handler answers it. Anything the handler does not
 * expect should throw, which surfaces as a failed request rather than a silent pass.
 */
export function stubFetch(handler: Handler) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const rawBody = init.body;
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url,
      headers: new Headers(init.headers),
      body: typeof rawBody === 'string' ? (JSON.parse(rawBody) as unknown) : rawBody,
      init,
    };
    requests.push(request);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}

/** A fetch that never answers until its signal aborts, like a server that hangs. */
export function hangingFetch(request: RecordedRequest): Promise<Response> {
  return new Promise((_resolve, reject) => {
    request.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'owner@example.com',
    isAdmin: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Puts a signed-in session in localStorage, as a previous visit would have left it. */
export function storeSession(user: User = buildUser(), token = 'test-token'): void {
  window.localStorage.setItem('token', token);
  window.localStorage.setItem('user', JSON.stringify(user));
}
