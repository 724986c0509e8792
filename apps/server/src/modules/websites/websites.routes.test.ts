import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebsitesMessages } from '@adsmith/domain/websites/messages';
import type { WebsiteGroup } from '@adsmith/domain/websites/schemas';
import { buildTestApp, buildUser, type TestApp } from '../../test/test-app';
import { findCrawlById } from '../crawl/crawl.repo';
import { quickRunner, websitesTestKit } from './testing/websites-test-kit';

describe('websites routes', () => {
  let t: TestApp;
  const { call, seed, saveStory, addCampaign, websites, waitForStatus } = websitesTestKit(() => t);

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
    expect(kiln.latest_crawl).toMatchObject({
      id: kilnLatest,
      status: 'failed',
      start_url: 'https://kiln.example/',
      has_brand_story: false,
    });
    expect(kiln.brand_story).toMatchObject({ crawl_id: kilnSecond, story: 'The second story of Kiln.' });
    expect(kiln.campaign_count).toBe(2);
    expect(Date.parse(kiln.last_crawled_at)).toBeGreaterThanOrEqual(Date.parse(kiln.crawls[2]!.created_at));

    expect(clinicGroup).toMatchObject({
      campaign_count: 0,
      brand_story: null,
      crawls: [{ id: clinic, status: 'completed' }],
    });
    expect(clinicGroup.latest_crawl).toMatchObject({ id: clinic, finished_at: null, error: null });

    const theirs = await websites(stranger);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({
      hostname: 'kiln.example',
      campaign_count: 1,
      brand_story: null,
      crawls: [{ id: strangerKiln }],
    });
  });

  it('recrawls a website with the settings of its newest crawl, and only the owner’s websites', async () => {
    const owner = await buildUser(t.app);
    const stranger = await buildUser(t.app);
    const first = await seed(owner, 'recrawl.example');

    const response = await call(owner, 'POST', '/websites/Recrawl.Example/recrawl');
    expect(response.statusCode, response.body).toBe(201);
    const { crawl_id: crawlId, hostname, start_url: startUrl } = response.json();
    expect({ hostname, startUrl }).toEqual({
      hostname: 'recrawl.example',
      startUrl: 'https://recrawl.example/',
    });
    const [before, after] = await Promise.all([
      findCrawlById(t.database.db, first),
      findCrawlById(t.database.db, crawlId),
    ]);
    expect(after).toMatchObject({
      userId: owner.user.id,
      startUrl: 'https://recrawl.example/',
      settings: before!.settings,
    });
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

  it('requires a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/websites' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/websites/kiln.example/recrawl' })).statusCode,
    ).toBe(401);
  });
});
