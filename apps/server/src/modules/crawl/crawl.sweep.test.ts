import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CrawlMessages } from '@adsmith/domain/crawl/messages';
import { crawls } from '../../db/schema/crawls';
import { buildTestApp, buildUser, type TestApp } from '../../test/test-app';
import { rateLimitWaitMs, requeueOrphanedCrawls } from './crawl.durable';
import { insertCrawl, updateCrawl } from './crawl.repo';

const SETTINGS = {
  depth: 1,
  rateLimitSeconds: 2,
  productCrawlMaxDepth: 3,
  useSitemap: false,
  maxSitemapUrls: 50,
  useLlm: false,
};

describe('the sweep of crawls whose worker died', () => {
  let t: TestApp;
  let userId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    userId = (await buildUser(t.app)).user.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const running = async (name: string, values: Partial<typeof crawls.$inferInsert>) => {
    const crawl = await insertCrawl(t.database.db, {
      userId,
      startUrl: `https://${name}.example/`,
      hostname: `${name}.example`,
      settings: SETTINGS,
    });
    await updateCrawl(t.database.db, crawl.id, { status: 'running', ...values });
    return crawl.id;
  };
  const read = async (id: string) => (await t.database.db.select().from(crawls).where(eq(crawls.id, id)))[0]!;

  it('requeues silent crawls to resume, fails terminated ones and those resumed too often, and leaves live ones alone', async () => {
    const long = new Date(Date.now() - 10 * 60_000);
    const silent = await running('silent', { heartbeatAt: long });
    const terminated = await running('terminated', { heartbeatAt: long, cancelRequested: true });
    const tooOften = await running('too-often', { heartbeatAt: long, resumes: 5 });
    const alive = await running('alive', { heartbeatAt: new Date() });
    const here = await running('here', { heartbeatAt: long });

    const requeued = await requeueOrphanedCrawls(t.database.db, {
      silentSince: new Date(Date.now() - 60_000),
      maxResumes: 5,
      runningHere: [here],
    });
    expect(requeued).toBe(1);
    expect(await read(silent)).toMatchObject({ status: 'pending', resumes: 1, heartbeatAt: null });
    expect(await read(terminated)).toMatchObject({
      status: 'failed',
      error: CrawlMessages.terminatedByAdmin,
    });
    expect(await read(tooOften)).toMatchObject({ status: 'failed', error: CrawlMessages.workerLost });
    expect(await read(alive)).toMatchObject({ status: 'running', resumes: 0 });
    expect(await read(here)).toMatchObject({ status: 'running', resumes: 0 });
  });

  it('holds the rate limit across a restart: the first request waits for the interval since the last one', () => {
    const now = Date.parse('2026-01-01T12:00:10Z');
    expect(rateLimitWaitMs(new Date('2026-01-01T12:00:09.500Z'), 2, now)).toBe(1_500);
    expect(rateLimitWaitMs(new Date('2026-01-01T12:00:00Z'), 2, now)).toBe(0);
    expect(rateLimitWaitMs(null, 2, now)).toBe(0);
    expect(rateLimitWaitMs(new Date(now), 0, now)).toBe(0);
  });
});
