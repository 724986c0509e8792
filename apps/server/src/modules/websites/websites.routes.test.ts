import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebsitesMessages } from '@adsmith/domain/websites/messages';
import type { WebsiteGroup } from '@adsmith/domain/websites/schemas';
import { bearer, buildTestApp, buildUser, type TestApp } from '../../test/test-app';
import { fixtureFacts } from '../../ai/testing/fixture-facts';
import { seedCrawl } from '../../ai/testing/seed-crawl';
import { campaigns } from '../../db/schema/campaigns';
import { findCrawlById } from '../crawl/crawl.repo';
import type { CrawlRunner } from '../crawl/crawl.runner.types';

type Account = Awaited<ReturnType<typeof buildUser>>;
type Status = 'pending' | 'running' | 'analyzing_offerings' | 'completed' | 'failed';

/** A crawl that finishes at once with one page and one product (the recrawls of these tests). */
const quickRunner: CrawlRunner = async ({ settings, onPage, onProgress, onAnalyzingOfferings }) => {
  await onPage({ url: settings.startUrl, depth: 0, meta: { title: 'Home' }, text: 'Hand-thrown stoneware.', images: [], llmAnalysis: null });
  onProgress({ pagesQueued: 1, pagesFetched: 1, pagesFailed: 0, linksRefused: 0, offeringsFound: 1 });
  await onAnalyzingOfferings();
  return {
    offerings: [
      {
        name: 'Speckled Mug',
        price: '24.00',
        currency: 'USD',
        description: null,
        imageUrl: null,
        landingPage: settings.startUrl,
        offeringType: 'product',
        sku: null,
        availability: null,
        sources: { name: 'json-ld' },
      },
    ],
    brandSignals: null,
    businessType: 'products',
  };
};

describe('websites routes', () => {
  let t: TestApp;
  const shop = fixtureFacts('shop');

  const call = (user: Account, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(user.token), ...(payload === undefined ? {} : { payload: payload as object }) });

  /** A crawl of `hostname` for the user, as a finished (or stuck) crawl leaves it. */
  const seed = (user: Account, hostname: string, status: Status = 'completed') =>
    seedCrawl(t.database.db, { userId: user.user.id, facts: { ...shop, hostname, startUrl: `https://${hostname}/` }, status });

  const saveStory = async (user: Account, crawlId: string, story: string) => {
    const response = await call(user, 'POST', `/save-story/${crawlId}`, { story });
    expect(response.statusCode, response.body).toBe(200);
  };

  const addCampaign = async (user: Account, crawlId: string, name: string) => {
    await t.database.db.insert(campaigns).values({
      userId: user.user.id,
      crawlId,
      name,
      objective: 'OUTCOME_SALES',
      channel: 'facebook',
      dailyBudget: '100',
    });
  };

  const websites = async (user: Account): Promise<WebsiteGroup[]> => {
    const response = await call(user, 'GET', '/websites');
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  const waitForStatus = async (user: Account, crawlId: string, wanted: string) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const { status } = (await call(user, 'GET', `/status/${crawlId}`)).json();
      if (status === wanted) return;
      if (Date.now() > deadline) throw new Error(`crawl stayed ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  beforeAll(async () => {
    t = await buildTestApp({ crawlRunner: quickRunner });
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows a new user no websites', async () => {
    expect(await websites(await buildUser(t.app))).toEqual([]);
  });

  it('groups the crawls by hostname with the latest crawl, the newest story and the campaign count', async () => {
    const owner = await buildUser(t.app);
    const stranger = await buildUser(t.app);
    const kilnFirst = await seed(owner, 'kiln.example');
    await saveStory(owner, kilnFirst, 'The first story of Kiln.');
    const kilnSecond = await seed(owner, 'kiln.example');
    await saveStory(owner, kilnSecond, 'The second story of Kiln.');
    const kilnLatest = await seed(owner, 'kiln.example', 'failed');
    await addCampaign(owner, kilnFirst, 'Spring mugs');
    await addCampaign(owner, kilnSecond, 'Summer bowls');
    const clinic = await seed(owner, 'clinic.example');
    // The stranger's crawl and campaign of the same hostname count for the stranger only.
    const strangerKiln = await seed(stranger, 'kiln.example');
    await addCampaign(stranger, strangerKiln, 'Not yours');

    const groups = await websites(owner);
    expect(groups.map((group) => group.hostname)).toEqual(['clinic.example', 'kiln.example']);
    const [clinicGroup, kiln] = groups as [WebsiteGroup, WebsiteGroup];

    expect(kiln.crawls.map((crawl) => crawl.id)).toEqual([kilnLatest, kilnSecond, kilnFirst]);
    expect(kiln.crawls.map((crawl) => crawl.status)).toEqual(['failed', 'completed', 'completed']);
    expect(kiln.latest_crawl).toMatchObject({ id: kilnLatest, status: 'failed', start_url: 'https://kiln.example/', has_brand_story: false });
    expect(kiln.brand_story).toMatchObject({ crawl_id: kilnSecond, story: 'The second story of Kiln.' });
    expect(kiln.campaign_count).toBe(2);
    expect(Date.parse(kiln.last_crawled_at)).toBeGreaterThanOrEqual(Date.parse(kiln.crawls[2]!.created_at));

    expect(clinicGroup).toMatchObject({ campaign_count: 0, brand_story: null, crawls: [{ id: clinic, status: 'completed' }] });
    expect(clinicGroup.latest_crawl).toMatchObject({ id: clinic, finished_at: null, error: null });

    const theirs = await websites(stranger);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ hostname: 'kiln.example', campaign_count: 1, brand_story: null, crawls: [{ id: strangerKiln }] });
  });

  it('recrawls a website with the settings of its newest crawl, and only the owner’s websites', async () => {
    const owner = await buildUser(t.app);
    const stranger = await buildUser(t.app);
    const first = await seed(owner, 'recrawl.example');

    const response = await call(owner, 'POST', '/websites/Recrawl.Example/recrawl');
    expect(response.statusCode, response.body).toBe(201);
    const { crawl_id: crawlId, hostname, start_url: startUrl } = response.json();
    expect({ hostname, startUrl }).toEqual({ hostname: 'recrawl.example', startUrl: 'https://recrawl.example/' });
    const [before, after] = await Promise.all([findCrawlById(t.database.db, first), findCrawlById(t.database.db, crawlId)]);
    expect(after).toMatchObject({ userId: owner.user.id, startUrl: 'https://recrawl.example/', settings: before!.settings });
    await waitForStatus(owner, crawlId, 'completed');
    expect((await websites(owner))[0]!.crawls.map((crawl) => crawl.id)).toEqual([crawlId, first]);

    for (const url of ['/websites/recrawl.example/recrawl', '/websites/unknown.example/recrawl']) {
      const refused = await call(stranger, 'POST', url);
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json()).toEqual({ detail: WebsitesMessages.websiteNotFound });
    }
    expect(await websites(stranger)).toEqual([]);
    expect((await call(owner, 'POST', '/websites/not%20a%20host/recrawl')).statusCode).toBe(400);
  });

  it('carries the existing story over to a finished recrawl once, and never overwrites a story', async () => {
    const owner = await buildUser(t.app);
    const older = await seed(owner, 'carry.example');
    await saveStory(owner, older, 'An older story.');
    const source = await seed(owner, 'carry.example');
    await saveStory(owner, source, 'The story the owner edited last.');
    const { crawl_id: recrawl } = (await call(owner, 'POST', '/websites/carry.example/recrawl')).json();
    await waitForStatus(owner, recrawl, 'completed');
    // A crawl newer than the recrawl is never the source.
    const newer = await seed(owner, 'carry.example');
    await saveStory(owner, newer, 'A story from the future.');

    const url = `/websites/carry.example/crawls/${recrawl}/carry-story`;
    const first = await call(owner, 'POST', url);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ crawl_id: recrawl, copied: true, source_crawl_id: source, has_brand_story: true });
    const copied = (await call(owner, 'GET', `/brand-story/${recrawl}`)).json();
    const original = (await call(owner, 'GET', `/brand-story/${source}`)).json();
    expect(copied).toMatchObject({ brand_story: 'The story the owner edited last.', original_story: original.original_story, engine: original.engine });

    // Idempotent: a second call (a reload of the tracker) changes nothing, nor does one after the user edited it.
    expect((await call(owner, 'POST', url)).json()).toEqual({ crawl_id: recrawl, copied: false, source_crawl_id: null, has_brand_story: true });
    await saveStory(owner, recrawl, 'Edited after the recrawl.');
    expect((await call(owner, 'POST', url)).json()).toMatchObject({ copied: false, has_brand_story: true });
    expect((await call(owner, 'GET', `/brand-story/${recrawl}`)).json().brand_story).toBe('Edited after the recrawl.');
    expect((await call(owner, 'GET', `/brand-story/${source}`)).json().brand_story).toBe('The story the owner edited last.');
  });

  it('copies exactly once when the tracker calls several times at the same moment', async () => {
    const owner = await buildUser(t.app);
    const source = await seed(owner, 'race.example');
    await saveStory(owner, source, 'Only one copy of me.');
    const target = await seed(owner, 'race.example');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(owner, 'POST', `/websites/race.example/crawls/${target}/carry-story`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.json().copied)).toHaveLength(1);
    const group = (await websites(owner))[0]!;
    expect(group.brand_story).toMatchObject({ crawl_id: target, story: 'Only one copy of me.' });
  });

  it('has nothing to copy without an older story, and waits for the recrawl to finish', async () => {
    const owner = await buildUser(t.app);
    const lone = await seed(owner, 'lone.example');
    expect((await call(owner, 'POST', `/websites/lone.example/crawls/${lone}/carry-story`)).json()).toEqual({
      crawl_id: lone,
      copied: false,
      source_crawl_id: null,
      has_brand_story: false,
    });

    const withStory = await seed(owner, 'busy.example');
    await saveStory(owner, withStory, 'Kept for later.');
    for (const status of ['pending', 'running', 'failed'] as const) {
      const busy = await seed(owner, 'busy.example', status);
      const response = await call(owner, 'POST', `/websites/busy.example/crawls/${busy}/carry-story`);
      expect(response.statusCode, status).toBe(409);
      expect(response.json()).toEqual({ detail: WebsitesMessages.recrawlNotFinished(status) });
    }
    const analyzing = await seed(owner, 'busy.example', 'analyzing_offerings');
    expect((await call(owner, 'POST', `/websites/busy.example/crawls/${analyzing}/carry-story`)).json()).toMatchObject({ copied: true });
  });

  it('never copies into or out of another user’s crawls, nor across websites (404)', async () => {
    const owner = await buildUser(t.app);
    const stranger = await buildUser(t.app);
    const ownerSource = await seed(owner, 'private.example');
    await saveStory(owner, ownerSource, 'Private story.');
    const ownerTarget = await seed(owner, 'private.example');
    const strangerTarget = await seed(stranger, 'private.example');
    const otherSite = await seed(owner, 'other.example');

    const attempts: [Account, string][] = [
      [stranger, `/websites/private.example/crawls/${ownerTarget}/carry-story`],
      [owner, `/websites/other.example/crawls/${ownerTarget}/carry-story`],
      [owner, `/websites/private.example/crawls/${otherSite}/carry-story`],
      [owner, `/websites/private.example/crawls/not-a-uuid/carry-story`],
    ];
    for (const [user, url] of attempts) {
      const response = await call(user, 'POST', url);
      expect(response.statusCode, url).toBe(404);
    }
    // The stranger's own crawl of the same hostname finds no story: the owner's is not theirs to copy.
    expect((await call(stranger, 'POST', `/websites/private.example/crawls/${strangerTarget}/carry-story`)).json()).toMatchObject({
      copied: false,
      has_brand_story: false,
    });
    expect((await call(owner, 'GET', `/brand-story/${ownerTarget}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/brand-story/${otherSite}`)).statusCode).toBe(404);
  });

  it('requires a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/websites' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/websites/kiln.example/recrawl' })).statusCode).toBe(401);
  });
});
