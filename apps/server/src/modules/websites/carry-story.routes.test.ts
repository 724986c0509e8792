import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebsitesMessages } from '@adsmith/domain/websites/messages';
import { buildTestApp, buildUser, type TestApp } from '../../test/test-app';
import { quickRunner, websitesTestKit, type Account } from './testing/websites-test-kit';

/** POST /api/websites/:hostname/crawls/:crawlId/carry-story: the story copy of SPEC §4, atomic and idempotent. */
describe('carrying the brand story over to a recrawl', () => {
  let t: TestApp;
  const { call, seed, saveStory, websites, waitForStatus } = websitesTestKit(() => t);

  beforeAll(async () => {
    t = await buildTestApp({ crawlRunner: quickRunner });
  });
  afterAll(async () => {
    await t.close();
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
    expect(first.json()).toEqual({
      crawl_id: recrawl,
      copied: true,
      source_crawl_id: source,
      has_brand_story: true,
    });
    const copied = (await call(owner, 'GET', `/brand-story/${recrawl}`)).json();
    const original = (await call(owner, 'GET', `/brand-story/${source}`)).json();
    expect(copied).toMatchObject({
      brand_story: 'The story the owner edited last.',
      original_story: original.original_story,
      engine: original.engine,
      // When it was last written, not when it was copied: the story screen compares it with the owner's corrections.
      updated_at: original.updated_at,
    });

    // Idempotent: a second call (a reload of the tracker) changes nothing, nor does one after the user edited it.
    expect((await call(owner, 'POST', url)).json()).toEqual({
      crawl_id: recrawl,
      copied: false,
      source_crawl_id: null,
      has_brand_story: true,
    });
    await saveStory(owner, recrawl, 'Edited after the recrawl.');
    expect((await call(owner, 'POST', url)).json()).toMatchObject({ copied: false, has_brand_story: true });
    expect((await call(owner, 'GET', `/brand-story/${recrawl}`)).json().brand_story).toBe(
      'Edited after the recrawl.',
    );
    expect((await call(owner, 'GET', `/brand-story/${source}`)).json().brand_story).toBe(
      'The story the owner edited last.',
    );
  });

  it('copies exactly once when the tracker calls several times at the same moment', async () => {
    const owner = await buildUser(t.app);
    const source = await seed(owner, 'race.example');
    await saveStory(owner, source, 'Only one copy of me.');
    const target = await seed(owner, 'race.example');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(owner, 'POST', `/websites/race.example/crawls/${target}/carry-story`),
      ),
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
    expect(
      (await call(owner, 'POST', `/websites/busy.example/crawls/${analyzing}/carry-story`)).json(),
    ).toMatchObject({ copied: true });
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
    expect(
      (await call(stranger, 'POST', `/websites/private.example/crawls/${strangerTarget}/carry-story`)).json(),
    ).toMatchObject({
      copied: false,
      has_brand_story: false,
    });
    expect((await call(owner, 'GET', `/brand-story/${ownerTarget}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/brand-story/${otherSite}`)).statusCode).toBe(404);
  });
});
