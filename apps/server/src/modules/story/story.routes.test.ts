import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoryMessages } from '@adsmith/domain/story/messages';
import { bearer, buildTestApp, buildUser, type TestApp } from '../../test/test-app';
import { startFakeOpenAI, type FakeOpenAI } from '../../test/fake-openai';
import { fixtureFacts } from '../../ai/testing/fixture-facts';
import { seedCrawl } from '../../ai/testing/seed-crawl';

type Account = Awaited<ReturnType<typeof buildUser>>;

describe('story routes (offline engine)', () => {
  let t: TestApp;
  let owner: Account;
  let stranger: Account;
  let crawlId: string;
  const facts = fixtureFacts('shop');

  const call = (user: Account, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(user.token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await buildUser(t.app);
    stranger = await buildUser(t.app);
    crawlId = await seedCrawl(t.database.db, { userId: owner.user.id, facts });
  });
  afterAll(async () => {
    await t.close();
  });

  it('says the offline engine is active', async () => {
    const response = await call(owner, 'GET', '/engine');
    expect(response.json()).toEqual({ kind: 'offline', label: 'Drafted offline' });
  });

  it('answers 404 before a story exists, then drafts, stores and returns it', async () => {
    const before = await call(owner, 'GET', `/brand-story/${crawlId}`);
    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual({ detail: StoryMessages.storyNotFound });

    const generated = await call(owner, 'POST', `/generate-story/${crawlId}`);
    expect(generated.statusCode).toBe(200);
    const { story, engine } = generated.json();
    expect(engine).toEqual({ kind: 'offline', label: 'Drafted offline' });
    expect(story).toContain('Kiln & Kettle');
    // What it offers: real offerings of the shop with their prices, the way the site writes them.
    expect(story).toMatch(
      /(?:Speckled Stoneware Mug|Moon Jar|Ash Glaze Bud Vase|Linen Studio Apron) \(£\d+\)/,
    );

    const stored = await call(owner, 'GET', `/brand-story/${crawlId}`);
    expect(stored.json()).toMatchObject({
      crawl_id: crawlId,
      brand_story: story,
      original_story: story,
      engine: { kind: 'offline' },
    });
  });

  it('saves an edited story, keeps the original for the diff, and regenerating replaces both', async () => {
    await call(owner, 'POST', `/generate-story/${crawlId}`);
    const saved = await call(owner, 'POST', `/save-story/${crawlId}`, {
      story: 'Our own words about Kiln & Kettle.',
    });
    expect(saved.statusCode).toBe(200);
    const stored = (await call(owner, 'GET', `/brand-story/${crawlId}`)).json();
    expect(stored.brand_story).toBe('Our own words about Kiln & Kettle.');
    expect(stored.original_story).toContain('Kiln & Kettle');
    expect(stored.original_story).not.toBe(stored.brand_story);

    const regenerated = (await call(owner, 'POST', `/generate-story/${crawlId}`)).json();
    const after = (await call(owner, 'GET', `/brand-story/${crawlId}`)).json();
    expect(after.brand_story).toBe(regenerated.story);
    expect(after.original_story).toBe(regenerated.story);
  });

  it('refuses an empty story with 400 and changes nothing', async () => {
    await call(owner, 'POST', `/save-story/${crawlId}`, { story: 'Kept.' });
    for (const payload of [{ story: '   ' }, {}, { story: 'x'.repeat(12_001) }]) {
      const response = await call(owner, 'POST', `/save-story/${crawlId}`, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(response.json().detail).toMatch(/^story: /);
    }
    expect((await call(owner, 'GET', `/brand-story/${crawlId}`)).json().brand_story).toBe('Kept.');
  });

  it('merges insights into the story without saving it, and refuses empty insights', async () => {
    const { story } = (await call(owner, 'POST', `/generate-story/${crawlId}`)).json();
    const merged = await call(owner, 'POST', `/update-story/${crawlId}`, {
      userStory: 'Most of our customers are young families who want everyday pieces.',
      generatedStory: story,
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().story).toContain(
      'Most of our customers are young families who want everyday pieces.',
    );
    expect(merged.json().story).not.toBe(
      `${story}\n\nMost of our customers are young families who want everyday pieces.`,
    );
    expect((await call(owner, 'GET', `/brand-story/${crawlId}`)).json().brand_story).toBe(story);

    const empty = await call(owner, 'POST', `/update-story/${crawlId}`, {
      userStory: '  ',
      generatedStory: story,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe(`userStory: ${StoryMessages.insightsRequired}`);
  });

  it('rates Customers, Problems and Solution of a story', async () => {
    const response = await call(owner, 'POST', '/analyze-story', {
      story: 'We sell the Moon Jar and the Speckled Stoneware Mug, hand-thrown in Leeds.',
    });
    expect(response.statusCode).toBe(200);
    const feedback = response.json();
    expect(feedback.customers).toMatchObject({ answered: false });
    expect(feedback.solution).toMatchObject({ answered: true });
    expect(feedback.problems.feedback.length).toBeGreaterThan(20);
    expect((await call(owner, 'POST', '/analyze-story', { story: '' })).statusCode).toBe(400);
  });

  it('draws the feedback’s examples from the owner’s crawl when its id is given', async () => {
    const story = 'Kiln & Kettle is a pottery studio in Leeds.';
    const plain = (await call(owner, 'POST', '/analyze-story', { story })).json();
    expect(plain.customers.feedback).not.toMatch(/family|beginners/);
    const response = await call(owner, 'POST', '/analyze-story', { story, crawl_id: crawlId });
    expect(response.statusCode).toBe(200);
    // The shop's profile names its audience; the advice quotes those words instead of a generic request.
    expect(response.json().customers).toMatchObject({ answered: false });
    expect(response.json().customers.feedback).toMatch(/your site names “families” and “beginners”/);
    // Its offerings are examples for the solution advice too.
    expect(response.json().solution.feedback).toContain(facts.offerings[0]!.name);
  });

  it('waits for the crawl: 409 with a clear detail while it is still running', async () => {
    const running = await seedCrawl(t.database.db, { userId: owner.user.id, facts, status: 'running' });
    const response = await call(owner, 'POST', `/generate-story/${running}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: StoryMessages.crawlNotReady('running') });
    const analyzing = await seedCrawl(t.database.db, {
      userId: owner.user.id,
      facts,
      status: 'analyzing_offerings',
    });
    expect((await call(owner, 'POST', `/generate-story/${analyzing}`)).statusCode).toBe(200);
  });

  it('never shows or changes another user’s story (404 for everything)', async () => {
    await call(owner, 'POST', `/save-story/${crawlId}`, { story: 'Private story of Kiln & Kettle.' });
    const attempts = [
      ['GET', `/brand-story/${crawlId}`, undefined],
      ['POST', `/generate-story/${crawlId}`, undefined],
      ['POST', `/update-story/${crawlId}`, { userStory: 'x', generatedStory: 'y' }],
      ['POST', `/save-story/${crawlId}`, { story: 'Overwritten' }],
      ['POST', '/analyze-story', { story: 'Private story', crawl_id: crawlId }],
    ] as const;
    for (const [method, url, payload] of attempts) {
      const response = await call(stranger, method, url, payload);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('Private story');
    }
    expect((await call(owner, 'GET', `/brand-story/${crawlId}`)).json().brand_story).toBe(
      'Private story of Kiln & Kettle.',
    );
  });

  it('requires a signed-in user', async () => {
    for (const url of ['/api/engine', `/api/brand-story/${crawlId}`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/analyze-story', payload: { story: 'x' } })).statusCode,
    ).toBe(401);
  });
});

describe('story routes with a model configured', () => {
  let fake: FakeOpenAI;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await buildTestApp({
      env: {
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: fake.baseUrl,
        AI_MODEL: 'fake-llm',
        AI_TIMEOUT_SECONDS: '5',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('drafts through the model end to end, names it, and reports a malformed model as the story message', async () => {
    const owner = await buildUser(t.app);
    const crawlId = await seedCrawl(t.database.db, {
      userId: owner.user.id,
      facts: fixtureFacts('services'),
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/engine', headers: bearer(owner.token) })).json(),
    ).toEqual({ kind: 'model', label: 'fake-llm' });

    fake.enqueue({
      json: {
        paragraphs: [
          'Northgate Physiotherapy was founded in 2009 by Priya Sharma.',
          'We offer Sports Injury Rehabilitation, Clinical Pilates and Home Visits across Sheffield.',
          'Every appointment is a full 45 minutes with a chartered physiotherapist.',
        ],
      },
    });
    const generated = await t.app.inject({
      method: 'POST',
      url: `/api/generate-story/${crawlId}`,
      headers: bearer(owner.token),
    });
    expect(generated.json()).toMatchObject({ engine: { kind: 'model', label: 'fake-llm' }, unverified: [] });
    expect(generated.json().story).toContain('Clinical Pilates');
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/brand-story/${crawlId}`,
      headers: bearer(owner.token),
    });
    expect(stored.json().engine).toEqual({ kind: 'model', label: 'fake-llm' });

    fake.enqueue({ content: 'not json' }, { content: '{"paragraphs": 3}' });
    const failed = await t.app.inject({
      method: 'POST',
      url: `/api/generate-story/${crawlId}`,
      headers: bearer(owner.token),
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ detail: StoryMessages.generateFailed });
  });
});
