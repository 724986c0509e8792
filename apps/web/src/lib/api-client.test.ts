import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, hangingFetch, jsonResponse, storeSession, stubFetch } from '@/testing/mock-fetch';
import { ApiError, apiClient, getErrorMessage, isClientError } from './api-client';

async function captureError(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('apiClient', () => {
  beforeEach(() => {
    storeSession(buildUser(), 'secret-token');
  });

  it('sends the stored bearer token, credentials and a JSON body to /api', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, { ok: true }));

    const result = await apiClient.post<{ ok: boolean }>('/start', { start_url: 'https://example.com' });

    expect(result).toEqual({ ok: true });
    const [request] = requests;
    expect(request?.url).toBe('/api/start');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.init.credentials).toBe('include');
    expect(request?.body).toEqual({ start_url: 'https://example.com' });
  });

  it('sends no Authorization header when signed out', async () => {
    window.localStorage.clear();
    const { requests } = stubFetch(() => jsonResponse(200, {}));

    await apiClient.get('/health');

    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(requests[0]?.init.credentials).toBe('include');
  });

  it('clears token and user on any 401, but keeps the crawl the user was working on', async () => {
    window.localStorage.setItem('current_crawl_id', 'crawl-9');
    stubFetch(() => jsonResponse(401, { detail: 'Session expired' }));

    const error = await captureError(apiClient.get('/campaigns/user'));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('current_crawl_id')).toBe('crawl-9');
  });

  it('keeps the session on other errors such as 403', async () => {
    stubFetch(() => jsonResponse(403, { detail: 'Permission denied.' }));

    await captureError(apiClient.get('/data/1'));

    expect(window.localStorage.getItem('token')).toBe('secret-token');
  });

  it("passes the server's detail through as the message", async () => {
    stubFetch(() => jsonResponse(409, { detail: 'This email is already registered' }));

    const error = (await captureError(apiClient.post('/auth/register', {}))) as ApiError;

    expect(error.message).toBe('This email is already registered');
    expect(error.detail).toBe('This email is already registered');
    expect(error.status).toBe(409);
    expect(getErrorMessage(error)).toBe('This email is already registered');
  });

  it('says "An error occurred" when the server sent no detail', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));

    const error = (await captureError(apiClient.get('/status/1'))) as ApiError;

    expect(error.message).toBe('An error occurred');
    expect(error.status).toBe(502);
    expect(error.detail).toBeUndefined();
  });

  it('says "Unable to connect to server" when no response arrives', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    const error = (await captureError(apiClient.get('/status/1'))) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Unable to connect to server');
    expect(error.status).toBe(0);
    expect(error.isTimeout).toBe(false);
  });

  describe('timeout', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('gives up after 180 000 ms with the no-response message', async () => {
      vi.useFakeTimers();
      const { requests } = stubFetch(hangingFetch);
      const settled = vi.fn();
      const pending = captureError(apiClient.get('/generate-story/1')).then((error) => {
        settled();
        return error;
      });

      await vi.advanceTimersByTimeAsync(179_999);
      expect(settled).not.toHaveBeenCalled();
      expect(requests[0]?.init.signal?.aborted).toBe(false);

      await vi.advanceTimersByTimeAsync(1);
      const error = (await pending) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.isTimeout).toBe(true);
      expect(error.message).toBe('Unable to connect to server');
    });
  });

  it("rethrows the caller's own abort instead of reporting a connection problem", async () => {
    stubFetch(hangingFetch);
    const controller = new AbortController();
    const pending = captureError(apiClient.get('/status/1', { signal: controller.signal }));

    controller.abort();
    const error = await pending;

    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('reports a malformed success body as an unexpected error', async () => {
    stubFetch(() => new Response('{not json', { status: 200 }));

    const error = (await captureError(apiClient.get('/crawls/user'))) as ApiError;

    expect(error.message).toBe('An unexpected error occurred');
  });

  it('returns undefined for 204 and sends multipart bodies without a JSON content type', async () => {
    const { requests } = stubFetch(() => new Response(null, { status: 204 }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.png');

    await expect(apiClient.post('/media', form)).resolves.toBeUndefined();
    expect(requests[0]?.headers.has('Content-Type')).toBe(false);
    expect(requests[0]?.init.body).toBe(form);
  });

  it('maps anything that is not an ApiError to the unexpected message', () => {
    expect(getErrorMessage(new Error('boom'))).toBe('An unexpected error occurred');
  });
});

describe('isClientError', () => {
  it('is true for a 4xx answer only', () => {
    expect(isClientError(new ApiError({ status: 404, kind: 'response' }))).toBe(true);
    expect(isClientError(new ApiError({ status: 429, kind: 'response' }))).toBe(true);
    expect(isClientError(new ApiError({ status: 500, kind: 'response' }))).toBe(false);
    expect(isClientError(new ApiError({ status: 0, kind: 'no-response' }))).toBe(false);
    expect(isClientError(new Error('boom'))).toBe(false);
  });
});
