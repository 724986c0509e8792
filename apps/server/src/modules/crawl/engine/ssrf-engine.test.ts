import { startCanary, type Canary } from '@adsmith/fixtures/hostile/canary';
import { startHostileServer, type HostileServer } from '@adsmith/fixtures/hostile/hostile-server';
import { startTestSite, type TestSite } from '@adsmith/fixtures/hostile/test-site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SsrfBlockedError, type HostResolver } from '../../../lib/net/net-policy';
import { runCrawl } from './run-crawl';
import { crawlOptions } from './test-helpers';

/**
 * The SSRF rules through the whole engine, with private networks refused. A site on 127.0.0.9 stands in
 * for a public server (a trusted address); canaries listen where the payloads point and must stay silent.
 */
let site: TestSite;
let redirector: HostileServer;
let c1: Canary;
let c2: Canary;
let c3: Canary;
let rebind: string[] = [];

const fakeDns: HostResolver = async (host) => {
  const answer =
    host === 'shop.example'
      ? ['127.0.0.9']
      : host === 'rebind.example'
        ? [rebind.shift() ?? '127.0.0.3']
        : host === 'inner.example'
          ? ['127.0.0.2']
          : undefined;
  if (!answer) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return answer.map((address) => ({ address, family: 4 }));
};

beforeAll(async () => {
  c1 = await startCanary('127.0.0.1');
  site = await startTestSite({
    host: '127.0.0.9',
    noKeepAlive: true, // every request connects anew, so every request resolves DNS anew
    pages: { '/': ['/about', '/a', '/b', '/c'], '/about': [], '/a': [], '/b': [], '/c': [] },
  });
  redirector = await startHostileServer({ host: '127.0.0.9' }); // has an open redirect at /go?to=
  c2 = await startCanary('127.0.0.2', site.port);
  c3 = await startCanary('127.0.0.3', site.port);
});

afterAll(async () => {
  await Promise.all([site, redirector, c1, c2, c3].map((s) => s.close()));
});

const policy = () => ({ allowedPorts: 'any' as const, trustedAddresses: ['127.0.0.9'], resolve: fakeDns });
const silent = () => c1.connections + c2.connections + c3.connections;

describe('SSRF guard through the engine', () => {
  it('refuses private start URLs in every notation before any connection', async () => {
    const p = c1.port;
    for (const url of [
      `http://127.0.0.1:${p}/`,
      `http://2130706433:${p}/`,
      `http://0177.0.0.1:${p}/`,
      `http://0x7f.1:${p}/`,
      `http://127.1:${p}/`,
      `http://0.0.0.0:${p}/`,
      `http://localhost:${p}/`,
      `http://[::ffff:127.0.0.1]:${p}/`,
      `http://169.254.169.254/latest/meta-data/`,
    ]) {
      const { options } = crawlOptions(url, { allowPrivateNetworks: false, netPolicy: policy() });
      await expect(runCrawl(options), url).rejects.toBeInstanceOf(SsrfBlockedError);
    }
    expect(silent()).toBe(0);
  });

  it('fails pages whose host name starts resolving to a private address mid-crawl (DNS rebinding)', async () => {
    // robots.txt, the start page and /about resolve to the "public" server; after that, to 127.0.0.3.
    rebind = ['127.0.0.9', '127.0.0.9', '127.0.0.9'];
    const { options, paths } = crawlOptions(`http://rebind.example:${site.port}/`, {
      allowPrivateNetworks: false,
      netPolicy: policy(),
      concurrency: 1,
      selectLinks: (_page, candidates) =>
        candidates
          .filter((c) => ['/about', '/a', '/b', '/c'].includes(new URL(c.url).pathname))
          .map((c) => ({ url: c.url, reasoning: '', expected_value: 'low', isOfferingPage: false })),
    });
    const result = await runCrawl(options);
    expect(paths()).toEqual(['/', '/about']);
    expect(result.progress.pagesFetched).toBe(2);
    expect(c3.connections).toBe(0);
  });

  it('refuses redirects from a public host to private targets, and no canary hears of it', async () => {
    const p = site.port;
    for (const target of [
      `http://127.0.0.2:${p}/`,
      `http://2130706435:${p}/`,
      `http://[::ffff:127.0.0.2]:${p}/`,
      `http://inner.example:${p}/`,
      `http://localhost:${c1.port}/`,
    ]) {
      const start = `http://shop.example:${redirector.port}/go?to=${encodeURIComponent(target)}`;
      const { options, pages } = crawlOptions(start, { allowPrivateNetworks: false, netPolicy: policy() });
      const result = await runCrawl(options);
      expect(pages, target).toHaveLength(0);
      expect(result.progress.pagesFailed + (result.progress.pagesSkipped ?? 0), target).toBe(1);
    }
    expect(redirector.count('/go')).toBe(5);
    expect(silent()).toBe(0);
  });
});
