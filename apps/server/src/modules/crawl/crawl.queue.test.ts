import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CrawlMessages } from '@adsmith/domain/crawl/messages';
import { eq } from 'drizzle-orm';
import { crawls } from '../../db/schema/crawls';
import { bearer, buildTestApp, buildUser, type TestApp } from '../../test/test-app';
import { waitForCrawlStatus } from '../../test/crawl-helpers';
import { claimNextCrawl } from './crawl.queue';
import { insertCrawl, transitionCrawl } from './crawl.repo';
import type { CrawlRunner } from './crawl.runner.types';

type Account = Awaited<ReturnType<typeof buildUser>>;
const SETTINGS = {
  depth: 1,
  rateLimitSeconds: 0,
  productCrawlMaxDepth: 3,
  useSitemap: false,
  maxSitemapUrls: 50,
  useLlm: false,
};

describe('the fair crawl queue', () => {
  let t: TestApp;
  let alice: Account;
  let bob: Account;
  let carol: Account;
  beforeAll(async () => {
    // No queue workers pick anything up here: the test claims crawls itself, in the order the queue would.
    t = await buildTestApp();
    [alice, bob, carol] = [await buildUser(t.app), await buildUser(t.app), await buildUser(t.app)];
  });
  afterAll(async () => {
    await t.close();
  });

  // The test's own clock, a second per step: embedded PGlite's now() has millisecond resolution, so two crawls queued
  // or started within one millisecond would tie and the queue's order among them would be the order of their ids.
  let clock = Date.parse('2026-01-01T00:00:00Z');
  const tick = () => new Date((clock += 1000));
  const queueCrawl = async (user: Account, name: string) => {
    const row = await insertCrawl(t.database.db, {
      userId: user.user.id,
      startUrl: `https://${name}.example/`,
      hostname: `${name}.example`,
      settings: SETTINGS,
    });
    await t.database.db.update(crawls).set({ createdAt: tick() }).where(eq(crawls.id, row.id));
    return row;
  };
  const claimNext = async () => {
    const next = await claimNextCrawl(t.database.db);
    if (next) await t.database.db.update(crawls).set({ startedAt: tick() }).where(eq(crawls.id, next.id));
    return next;
  };
  const claim = async () => (await claimNext())?.hostname ?? null;
  const finish = (id: string) =>
    transitionCrawl(t.database.db, id, ['running'], { status: 'completed', finishedAt: new Date() });

  it("serves users in turn: one user's backlog delays another's first crawl by one crawl slot at most", async () => {
    // Alice queues three crawls, then Bob and Carol one each.
    const a1 = await queueCrawl(alice, 'a1');
    await queueCrawl(alice, 'a2');
    await queueCrawl(alice, 'a3');
    await queueCrawl(bob, 'b1');
    await queueCrawl(carol, 'c1');
    // One slot: Alice's first crawl runs; when it ends, Bob's and Carol's first crawls come before Alice's backlog.
    expect(await claim()).toBe('a1.example');
    await finish(a1.id);
    const order: string[] = [];
    for (let next = await claimNext(); next; next = await claimNext()) {
      order.push(next.hostname);
      await finish(next.id);
    }
    expect(order).toEqual(['b1.example', 'c1.example', 'a2.example', 'a3.example']);
  });

  it('with several slots, a user with a crawl running waits behind users with none, even with older crawls', async () => {
    await queueCrawl(alice, 'a4');
    await queueCrawl(alice, 'a5');
    await queueCrawl(bob, 'b2');
    // Bob's last crawl started before Alice's last one, so he goes first although Alice queued first; then Alice
    // (nobody else waits), and Alice's second crawl only after.
    expect([await claim(), await claim(), await claim()]).toEqual(['b2.example', 'a4.example', 'a5.example']);
    expect(await claim()).toBeNull();
    // Now Alice has two running and Carol none: Carol's crawl goes first although Alice's was queued before it.
    await queueCrawl(alice, 'a6');
    await queueCrawl(carol, 'c2');
    expect(await claim()).toBe('c2.example');
    expect(await claim()).toBe('a6.example');
  });
});

describe('the per-user crawl cap', () => {
  let t: TestApp;
  /** The crawls the runner holds, by start URL: each finishes when the test calls its function. */
  const held = new Map<string, () => void>();
  /** A crawl that holds its slot until the test lets it finish. */
  const heldRunner: CrawlRunner = async ({ settings, onPage, onProgress }) => {
    await new Promise<void>((resolve) => held.set(settings.startUrl, resolve));
    await onPage({
      url: settings.startUrl,
      depth: 0,
      meta: { title: 'Home' },
      text: 'Welcome',
      images: [],
      llmAnalysis: null,
    });
    onProgress({ pagesQueued: 1, pagesFetched: 1, pagesFailed: 0, linksRefused: 0, offeringsFound: 0 });
    return { offerings: [], brandSignals: null, businessType: null };
  };
  beforeAll(async () => {
    t = await buildTestApp({ env: { CRAWL_MAX_ACTIVE_PER_USER: '2' }, crawlRunner: heldRunner });
  });
  afterAll(async () => {
    for (const done of held.values()) done();
    await t.close();
  });

  it(
    'answers 429 with the message the form shows once a user has the cap running or queued; others are not affected',
    { timeout: 90_000 },
    async () => {
      const user = await buildUser(t.app);
      const start = (account: Account, host: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/start',
          headers: bearer(account.token),
          payload: { start_url: `http://${host}.example/` },
        });
      const first = await start(user, 'one');
      const second = await start(user, 'two');
      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      const third = await start(user, 'three');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ detail: CrawlMessages.tooManyCrawls(2) });
      expect(third.json().detail).toBe(
        'You already have 2 crawls running or waiting. Please wait for one to finish before starting another.',
      );

      const other = await buildUser(t.app);
      expect((await start(other, 'elsewhere')).statusCode).toBe(201);

      // Once one of the user's crawls has ended, the user may start another. The queue may start the crawls in any
      // order, and a crawl is `running` a moment before its runner is entered: the first one is let go by its URL.
      const firstHeld = await vi.waitFor(
        () => {
          const done = [...held].find(([url]) => new URL(url).hostname === 'one.example')?.[1];
          if (!done) throw new Error('the first crawl has not reached its runner yet');
          return done;
        },
        { timeout: 60_000, interval: 50 },
      );
      firstHeld();
      await waitForCrawlStatus(t.app, user, first.json().crawl_id, ['completed']);
      expect((await start(user, 'three')).statusCode).toBe(201);
    },
  );
});
