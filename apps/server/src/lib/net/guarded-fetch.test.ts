import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { startHostileServer, type HostileServer } from '@adsmith/fixtures/hostile/hostile-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedFetch, FetchTimeoutError, TooManyRedirectsError } from './guarded-fetch';
import { ResponseTooLargeError } from './body-reader';

const MB = 1024 * 1024;
let hostile: HostileServer;
let echo: http.Server;
let echoUrl: string;
const fetch = createGuardedFetch({ policy: { allowPrivateNetworks: true } });

beforeAll(async () => {
  hostile = await startHostileServer();
  // Answers with the request headers as JSON, compressed as ?enc= asks.
  echo = http.createServer((req, res) => {
    const enc = new URL(req.url!, 'http://x').searchParams.get('enc');
    const body = Buffer.from(JSON.stringify(req.headers));
    const encoded =
      enc === 'gzip'
        ? gzipSync(body)
        : enc === 'br'
          ? brotliCompressSync(body)
          : enc === 'deflate'
            ? deflateSync(body)
            : body;
    res.writeHead(200, { 'content-type': 'application/json', ...(enc ? { 'content-encoding': enc } : {}) });
    res.end(encoded);
  });
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  echoUrl = `http://127.0.0.1:${(echo.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await fetch.close();
  await hostile.close();
  echo.closeAllConnections();
  await new Promise((resolve) => echo.close(resolve));
});

/** Runs `work`, returning its error and how long it took. */
async function failure(work: () => Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = Date.now();
  try {
    await work();
  } catch (error) {
    return { error, ms: Date.now() - started };
  }
  throw new Error('expected a failure');
}

describe('createGuardedFetch', () => {
  it('sends the Adsmith user agent and decodes gzip, deflate and br', async () => {
    for (const enc of ['', 'gzip', 'deflate', 'br']) {
      const res = await fetch(`${echoUrl}/?enc=${enc}`);
      const headers = JSON.parse(res.body.toString('utf8'));
      expect(headers['user-agent']).toBe('AdsmithBot/1.0 (+https://adsmith.app/bot)');
      expect(headers['accept-encoding']).toBe('gzip, deflate, br');
    }
  });

  it('follows up to 5 redirects and reports the final URL', async () => {
    const res = await fetch(`${hostile.url}/chain/20`);
    expect(res.status).toBe(200);
    expect(res.finalUrl).toBe(`${hostile.url}/chain/25`);
    expect(res.url).toBe(`${hostile.url}/chain/20`);
  });

  it('runs beforeRequest before, and onRequestSent after, every hop', async () => {
    const events: string[] = [];
    const hooked = createGuardedFetch({
      policy: { allowPrivateNetworks: true },
      beforeRequest: async (url) => void events.push(`before ${url.pathname}`),
      onRequestSent: (url) => void events.push(`sent ${url.pathname}`),
    });
    await hooked(`${hostile.url}/chain/24`);
    await hooked.close();
    expect(events).toEqual(['before /chain/24', 'sent /chain/24', 'before /chain/25', 'sent /chain/25']);
  });

  it('gives up on a 25-hop chain after 5 redirects, and on a redirect loop', async () => {
    const before = hostile.count('/chain/');
    await expect(fetch(`${hostile.url}/chain/1`)).rejects.toBeInstanceOf(TooManyRedirectsError);
    expect(hostile.count('/chain/') - before).toBe(6); // the first request + 5 hops
    await expect(fetch(`${hostile.url}/loop/a`)).rejects.toBeInstanceOf(TooManyRedirectsError);
  });

  it('returns HTTP error statuses instead of throwing', async () => {
    const res = await fetch(`${hostile.url}/no-such-page`);
    expect(res.status).toBe(404);
  });

  it('stops reading a 50 MB page at the byte cap', async () => {
    const { error, ms } = await failure(() => fetch(`${hostile.url}/huge`, { maxBytes: MB }));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(ms).toBeLessThan(10_000);
  });

  it('counts bytes after decompression, so a gzip bomb stops at the cap', async () => {
    const heapBefore = process.memoryUsage().rss;
    const { error, ms } = await failure(() => fetch(`${hostile.url}/bomb`, { maxBytes: 2 * MB }));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(ms).toBeLessThan(10_000);
    // The bomb inflates to 1 GiB; reading it all would show in the process size.
    expect(process.memoryUsage().rss - heapBefore).toBeLessThan(300 * MB);
  });

  it('ends a response that trickles one byte a second at the total timeout', async () => {
    const { error, ms } = await failure(() => fetch(`${hostile.url}/slow`, { timeoutMs: 1500 }));
    expect(error).toBeInstanceOf(FetchTimeoutError);
    expect(ms).toBeGreaterThanOrEqual(1400);
    expect(ms).toBeLessThan(8_000);
  });

  it('ends a response that goes silent at the stall timeout', async () => {
    const stallFetch = createGuardedFetch({ policy: { allowPrivateNetworks: true }, stallTimeoutMs: 500 });
    const { error, ms } = await failure(() => stallFetch(`${hostile.url}/stall`, { timeoutMs: 20_000 }));
    expect((error as { code?: string }).code).toBe('UND_ERR_BODY_TIMEOUT');
    expect(ms).toBeLessThan(8_000);
    await stallFetch.close();
  });

  it('is aborted by its signal', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('user gave up')), 300);
    const { error, ms } = await failure(() => fetch(`${hostile.url}/slow`, { signal: controller.signal }));
    expect((error as Error).message).toBe('user gave up');
    expect(ms).toBeLessThan(2_000);
  });

  it('does not download bodies of types it was not asked for', async () => {
    const res = await fetch(`${hostile.url}/brochure`, { acceptBodyTypes: ['text/html'] });
    expect(res.contentType).toBe('application/pdf');
    expect(res.body.length).toBe(0);
    const full = await fetch(`${hostile.url}/brochure`);
    expect(full.body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a declared Content-Length over the cap without reading', async () => {
    await expect(fetch(`${hostile.url}/brochure`, { maxBytes: 1000 })).rejects.toBeInstanceOf(
      ResponseTooLargeError,
    );
  });
});
