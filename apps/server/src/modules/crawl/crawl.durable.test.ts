import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fixtureSiteDir,
  fixtureSiteOrigin,
  resolveFixtureFile,
} from '../../../../../fixtures/src/site-server';
import { bearer, buildTestApp, buildUser, type TestApp } from '../../test/test-app';
import { crawlToEnd } from '../../test/crawl-helpers';
import { callJson, startChildServer, tempDataDir, type ChildServer } from '../../test/child-server';
import { openDatabase, runMigrations } from '../../db/client';
import { createTestDatabaseUrl, isPostgresRun } from '../../test/test-database';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.json': 'application/json',
  '.css': 'text/css',
};

/**
 * The shop fixture site, with a gate: once it is closed, requests wait unanswered until it opens again. Only
 * answered requests are logged, so "every page once" counts what the crawler really received.
 */
async function startGatedShop() {
  const root = fixtureSiteDir('shop');
  const publicOrigin = fixtureSiteOrigin('shop');
  const answered: { path: string; at: number }[] = [];
  const held: ServerResponse[] = [];
  let isOpen = true;
  let origin = '';
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', origin);
    const file = resolveFixtureFile(root, url.pathname);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    } else {
      const ext = path.extname(file);
      const raw = readFileSync(file);
      const body = TYPES[ext] ? raw.toString('utf8').split(publicOrigin).join(origin) : raw;
      res.writeHead(200, { 'content-type': TYPES[ext] ?? 'application/octet-stream' }).end(body);
    }
    answered.push({ path: `${url.pathname}${url.search}`, at: Date.now() });
  };
  const server = createServer((req, res) => {
    if (isOpen) return answer(req, res);
    held.push(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/`,
    answered,
    htmlPages: () =>
      answered.filter(
        (entry) =>
          !/\.(txt|xml|json|css|png|svg|webp|ico)$/.test(entry.path) && entry.path !== '/products.json',
      ),
    close: () => {
      isOpen = false;
    },
    /** Opens the gate; requests held meanwhile came from the killed server and are never answered. */
    open: () => {
      isOpen = true;
      held.length = 0;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const until = async <T>(
  what: string,
  read: () => Promise<T | undefined | false>,
  timeoutMs = 90_000,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
};

describe('durable crawls: kill -9 of the server mid-crawl, then a restart', () => {
  let shop: Awaited<ReturnType<typeof startGatedShop>>;
  let child: ChildServer | undefined;
  let restartedApp: TestApp | undefined;
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let baseline: { pages: string[]; offerings: string[] };

  beforeAll(async () => {
    shop = await startGatedShop();
    data = await tempDataDir();
    if (isPostgresRun) database = await createTestDatabaseUrl();
    // What an uninterrupted crawl of the same site stores, for comparison.
    const t: TestApp = await buildTestApp();
    try {
      const owner = await buildUser(t.app);
      const { crawlId, status } = await crawlToEnd(t.app, owner, {
        start_url: shop.url,
        depth: 1,
        rate_limit: 0,
        use_sitemap: false,
      });
      expect(status.status, status.error).toBe('completed');
      const dump = (
        await t.app.inject({ method: 'GET', url: `/api/data/${crawlId}`, headers: bearer(owner.token) })
      ).json();
      baseline = {
        pages: dump.crawl_data.map((page: { url: string }) => page.url).sort(),
        offerings: dump.products.map((product: { name: string }) => product.name).sort(),
      };
    } finally {
      await t.close();
    }
    shop.answered.length = 0;
  }, 120_000);

  afterAll(async () => {
    await child?.killHard();
    await restartedApp?.close();
    await shop.stop();
    await database?.drop();
    await data.remove();
  });

  it('resumes and completes: every page fetched once, the offerings found before the crash kept, the rate limit held', async () => {
    const env = {
      DATA_DIR: data.dir,
      JWT_SECRET: 'child-secret-that-is-long-enough-for-hs256',
      CRAWL_ALLOW_PRIVATE_NETWORKS: 'true',
      WEB_DIST_DIR: path.join(data.dir, 'no-web-build'),
      CRAWL_WORKER_TIMEOUT_SECONDS: '3',
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
    child = await startChildServer(env);
    const server = child;
    const admin = (
      await callJson(`${server.url}/api/auth/register`, {
        body: { email: 'owner@example.com', password: 'saffron-kettle-42' },
      })
    ).body;
    const started = await callJson(`${server.url}/api/start`, {
      token: admin.token,
      body: { start_url: shop.url, depth: 1, rate_limit: 0.25, use_sitemap: false },
    });
    expect(started.status).toBe(201);
    const crawlId = started.body.crawl_id as string;
    const dump = async (url: string) =>
      (await callJson(`${url}/api/data/${crawlId}`, { token: admin.token })).body;

    // Mid-crawl: once a product page has been received and a few pages in all, the site stops answering; then we
    // wait until the server has stored every page it received and the offerings found so far, and kill it.
    await until('a product page and two more pages', async () => {
      const pages = shop.htmlPages();
      return pages.length >= 3 && pages.some((page) => page.path.startsWith('/products/'));
    });
    shop.close();
    const before = await until('the pages received and the offerings so far stored', async () => {
      const current = await dump(server.url);
      return current.crawl_data.length === shop.htmlPages().length && current.products.length > 0 && current;
    });
    expect(before.status).toBe('running');
    const offeringsBefore: string[] = before.products.map((product: { name: string }) => product.name);
    const lastAnswerBeforeKill = Math.max(...shop.answered.map((entry) => entry.at));
    await server.killHard();
    expect(server.process.signalCode).toBe('SIGKILL');
    const answeredBeforeKill = shop.answered.length;

    shop.open();
    // The restart: the app started again over the same database, as the server's start does it (open, migrate,
    // build), here in this process — a second server process would only add its start-up.
    const reopened = await openDatabase({ databaseUrl: database?.url, dataDir: data.dir });
    await runMigrations(reopened);
    restartedApp = await buildTestApp({
      database: reopened,
      env: { JWT_SECRET: env.JWT_SECRET, CRAWL_WORKER_TIMEOUT_SECONDS: env.CRAWL_WORKER_TIMEOUT_SECONDS },
    });
    const restarted = { url: await restartedApp.app.listen({ host: '127.0.0.1', port: 0 }) };
    const status = await until('the resumed crawl to end', async () => {
      const current = (await callJson(`${restarted.url}/api/status/${crawlId}`, { token: admin.token })).body;
      return ['completed', 'failed'].includes(current.status) && current;
    });
    expect(status.status, status.error).toBe('completed');

    // Every page the site has was received once, across both runs (robots.txt is read again by the new run).
    const counts = new Map<string, number>();
    for (const page of shop.htmlPages()) counts.set(page.path, (counts.get(page.path) ?? 0) + 1);
    expect(
      [...counts].filter(([, n]) => n > 1),
      shop.answered.map((a) => a.path).join(' '),
    ).toEqual([]);
    const after = await dump(restarted.url);
    expect(after.crawl_data.map((page: { url: string }) => page.url).sort()).toEqual(baseline.pages);
    expect(status.progress.pages_fetched).toBe(baseline.pages.length);
    // The offerings: those found before the crash are kept, and the whole list is what an uninterrupted crawl finds.
    const offeringsAfter: string[] = after.products.map((product: { name: string }) => product.name).sort();
    expect(offeringsAfter).toEqual(expect.arrayContaining(offeringsBefore));
    expect(offeringsAfter).toEqual(baseline.offerings);
    expect(new Set(offeringsAfter).size).toBe(offeringsAfter.length);
    // The rate limit (a quarter of a second, so the test stays short) held across the restart: the first request of
    // the resumed run came at least that long after the last one answered before the kill.
    const firstAfterRestart = shop.answered[answeredBeforeKill]!;
    expect(firstAfterRestart.at - lastAnswerBeforeKill).toBeGreaterThanOrEqual(250);
  }, 240_000);
});
