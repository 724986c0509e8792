import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { businessProfileResponseSchema, type BusinessProfile } from '@adsmith/domain/profile/schemas';
import { businessProfiles } from '../../db/schema/business-profiles';
import { crawls, offerings } from '../../db/schema/crawls';
import { onePageRunner, waitForCrawlStatus } from '../../test/crawl-helpers';
import { bearer, buildTestApp, buildUser, type TestApp } from '../../test/test-app';
import type { ProfileRefiner } from './profile.service';
import { findProfileRow } from './profile.repo';

/** A promise with its resolve at hand, so a test can hold the crawl job at a point and let it go. */
function latch<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** A one-page pottery shop in Leeds with one mug; the profile the rules build from it is in the UK. */
const potteryRunner = onePageRunner(
  {
    meta: { title: 'Clay & Kiln — handmade stoneware', og: { site_name: 'Clay & Kiln' } },
    text: [
      'Clay & Kiln. Handmade stoneware from our studio at 12 Kirkgate, Leeds LS2 7DJ, United Kingdom.',
      'We throw every mug, bowl and plate by hand on the wheel and fire it twice in our own kiln.',
      'Our glazes are mixed in the studio from natural minerals, so no two pieces are quite alike.',
      'People buy our pieces for their own kitchens and as gifts that last for years of daily use.',
      'Every order is packed by hand and sent within three working days, anywhere in the UK.',
      'Stoneware mug £28. Call +44 113 496 0000 or visit the studio on Saturdays.',
    ].join(' '),
  },
  {
    name: 'Stoneware mug',
    price: '28.00',
    currency: 'GBP',
    description: 'A hand-thrown stoneware mug.',
    availability: 'InStock',
    sources: {},
  },
);

/** A one-page Chilean bakery whose price the price readers took as US dollars ("$ 24.990"). */
const pesoRunner = onePageRunner(
  {
    meta: { title: 'Dulce Nube — pastelería' },
    text: [
      'Dulce Nube. Pastelería de barrio en Avenida Los Leones 1234, Providencia, Santiago.',
      'Torta de chocolate $ 24.990. Pedidos al +56 2 2345 6789.',
    ].join('\n'),
  },
  {
    name: 'Torta de chocolate',
    price: '24990.00',
    currency: 'USD',
    description: null,
    availability: null,
    sources: {},
  },
);

async function startCrawl(t: TestApp, token: string): Promise<string> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/start',
    headers: bearer(token),
    payload: { start_url: 'http://clay-and-kiln.example/', rate_limit: 0 },
  });
  expect(started.statusCode, started.body).toBe(201);
  return started.json().crawl_id as string;
}

/** The crawl's status and whether its profile is stored, read in one statement (one snapshot). */
async function snapshot(t: TestApp, crawlId: string) {
  const [row] = await t.database.db
    .select({ status: crawls.status, resumes: crawls.resumes, profileId: businessProfiles.id })
    .from(crawls)
    .leftJoin(businessProfiles, eq(businessProfiles.crawlId, crawls.id))
    .where(eq(crawls.id, crawlId));
  if (!row) throw new Error(`crawl ${crawlId} not found`);
  return row;
}

describe('the business profile is stored with the flip to completed', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    while (apps.length > 0) await apps.pop()?.close();
  });
  afterAll(async () => {
    while (apps.length > 0) await apps.pop()?.close();
  });

  it('no reader sees a completed crawl without its profile, and none stores one before', async () => {
    const atGate = latch<string>();
    const open = latch();
    const t = await buildTestApp({
      crawlRunner: potteryRunner,
      profileRefiner: null,
      beforeCrawlComplete: async (crawlId) => {
        atGate.resolve(crawlId);
        await open.promise;
      },
    });
    apps.push(t);
    const owner = await buildUser(t.app);
    const crawlId = await startCrawl(t, owner.token);
    expect(await atGate.promise).toBe(crawlId);

    // Held between the final offerings and the flip: the crawl is analysing its offerings.
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/status/${crawlId}`,
      headers: bearer(owner.token),
    });
    expect(status.json().status).toBe('analyzing_offerings');
    // Readers work from a provisional profile (SPEC §4 drafts the story from analyzing_offerings)…
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/business-profile/${crawlId}`,
      headers: bearer(owner.token),
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(businessProfileResponseSchema.parse(profile.json()).profile.location.country?.value).toBe('GB');
    const story = await t.app.inject({
      method: 'POST',
      url: `/api/generate-story/${crawlId}`,
      headers: bearer(owner.token),
    });
    // (Drafted, or refused as too thin for a story: either way the profile was read.)
    expect([200, 409], story.body).toContain(story.statusCode);
    // …and store none, so the job's profile, built from the final offerings, is the one that stays.
    expect(await findProfileRow(t.database.db, crawlId)).toBeUndefined();
    // Corrections wait for the final profile, with a message that says so.
    const correction = await t.app.inject({
      method: 'PUT',
      url: `/api/business-profile/${crawlId}/corrections`,
      headers: bearer(owner.token),
      payload: { city: 'York' },
    });
    expect(correction.statusCode).toBe(409);
    expect(correction.json().detail).toMatch(/still reading/);

    open.resolve();
    // Every observation: completed only ever together with the profile.
    for (;;) {
      const seen = await snapshot(t, crawlId);
      if (seen.status === 'completed') {
        expect(seen.profileId).not.toBeNull();
        break;
      }
      expect(seen.status).toBe('analyzing_offerings');
      expect(seen.profileId).toBeNull();
      await new Promise((resolve) => setImmediate(resolve));
    }
    const stored = await findProfileRow(t.database.db, crawlId);
    expect(stored?.builtBy).toBe('rules');
    expect(stored?.learned.location.country?.value).toBe('GB');
  });

  it('the stored offerings take the currency the profile settled: "$" on a Chilean site is pesos', async () => {
    const t = await buildTestApp({ crawlRunner: pesoRunner, profileRefiner: null });
    apps.push(t);
    const owner = await buildUser(t.app);
    const crawlId = await startCrawl(t, owner.token);
    expect((await waitForCrawlStatus(t.app, owner, crawlId)).status).toBe('completed');
    expect((await findProfileRow(t.database.db, crawlId))?.learned.currency?.value).toBe('CLP');
    const stored = await t.database.db
      .select({ currency: offerings.currency, price: offerings.price })
      .from(offerings)
      .where(eq(offerings.crawlId, crawlId));
    expect(stored).toEqual([{ currency: 'CLP', price: '24990.00' }]);
  });

  it('a refiner slower than the timeout leaves the rules profile; the crawl completes', async () => {
    const called = latch();
    const never = new Promise<BusinessProfile>(() => undefined);
    const slow: ProfileRefiner = async () => {
      called.resolve();
      return never;
    };
    const t = await buildTestApp({
      crawlRunner: potteryRunner,
      profileRefiner: slow,
      profileRefineTimeoutMs: 50,
    });
    apps.push(t);
    const owner = await buildUser(t.app);
    const crawlId = await startCrawl(t, owner.token);
    await called.promise;
    const done = await waitForCrawlStatus(t.app, owner, crawlId);
    expect(done.status).toBe('completed');
    const stored = await findProfileRow(t.database.db, crawlId);
    expect(stored?.builtBy).toBe('rules');
    expect(stored?.learned.location.country?.value).toBe('GB');
  });

  it('a failing refiner leaves the rules profile; the crawl completes', async () => {
    const failing: ProfileRefiner = async () => {
      throw new Error('model unavailable');
    };
    const t = await buildTestApp({ crawlRunner: potteryRunner, profileRefiner: failing });
    apps.push(t);
    const owner = await buildUser(t.app);
    const crawlId = await startCrawl(t, owner.token);
    expect((await waitForCrawlStatus(t.app, owner, crawlId)).status).toBe('completed');
    expect((await findProfileRow(t.database.db, crawlId))?.builtBy).toBe('rules');
  });

  it('the heartbeat beats while the refiner works, so the crawl is not taken for dead and requeued', async () => {
    const called = latch<Date>();
    const release = latch();
    const waiting: ProfileRefiner = async (_input, rules) => {
      called.resolve(new Date());
      await release.promise;
      return { ...rules, builtBy: 'model' };
    };
    // The shortest worker timeout: the sweep requeues a crawl silent for 3 s; the heartbeat beats every 600 ms.
    const t = await buildTestApp({
      env: { CRAWL_WORKER_TIMEOUT_SECONDS: '3' },
      crawlRunner: potteryRunner,
      profileRefiner: waiting,
      profileRefineTimeoutMs: 10 * 60_000,
    });
    apps.push(t);
    const owner = await buildUser(t.app);
    const crawlId = await startCrawl(t, owner.token);
    const since = await called.promise;
    // Two beats after the refiner started: the worker is alive while the model works.
    for (let beatsSeen = 0, last = since.getTime(); beatsSeen < 2;) {
      const [row] = await t.database.db
        .select({ heartbeatAt: crawls.heartbeatAt })
        .from(crawls)
        .where(eq(crawls.id, crawlId));
      const at = row?.heartbeatAt?.getTime() ?? 0;
      if (at > last) {
        beatsSeen += 1;
        last = at;
      } else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await snapshot(t, crawlId)).toMatchObject({ status: 'analyzing_offerings', resumes: 0 });
    release.resolve();
    expect((await waitForCrawlStatus(t.app, owner, crawlId)).status).toBe('completed');
    expect(await snapshot(t, crawlId)).toMatchObject({ resumes: 0 });
    expect((await findProfileRow(t.database.db, crawlId))?.builtBy).toBe('model');
  });
});
