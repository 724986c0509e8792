import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignDailyBudget } from '@adsmith/domain/campaigns/budget';
import type { Ad } from '@adsmith/domain/campaigns/schemas';
import { fixtureFacts } from '../../ai/testing/fixture-facts';
import { seedCrawl } from '../../ai/testing/seed-crawl';
import { messageText, startFakeOpenAI, type FakeOpenAI } from '../../test/fake-openai';
import { buildTestApp, buildUser, type TestApp } from '../../test/test-app';
import { callAs, type Account } from './testing/campaign-setup';

describe('campaign generations through the model engine (fake OpenAI-compatible endpoint)', () => {
  let fake: FakeOpenAI;
  let t: TestApp;
  let owner: Account;
  let hypothesisId: string;
  let crawlId: string;
  let products: { id: string; name: string; price: string | null }[];
  const call = (...args: Parameters<ReturnType<typeof callAs>>) => callAs(t.app, owner)(...args);

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
    owner = await buildUser(t.app);
    crawlId = await seedCrawl(t.database.db, { userId: owner.user.id, facts: fixtureFacts('shop') });
    await call('POST', `/save-story/${crawlId}`, {
      story:
        'Kiln & Kettle makes hand-thrown stoneware in Leeds. Every piece we sell is hand-thrown in our Leeds studio.',
    });
    hypothesisId = (
      await call('POST', '/hypotheses', {
        hypothesis: 'Customers choose Kiln & Kettle because every piece is hand-thrown in Leeds.',
        strategic_approach: 'Show the studio and the wheel.',
        success_metrics: 'Cost per purchase below the control.',
        potential_impact_score: 7,
        crawl_id: crawlId,
      })
    ).json().id;
    products = (await call('GET', `/products/${crawlId}`)).json().products;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('drafts the campaign from structured output, with the business and products quoted as data', async () => {
    fake.enqueue({
      json: {
        name: 'Kiln & Kettle – Hand-thrown in Leeds',
        objective: 'OUTCOME_SALES',
        reasoning: 'Purchases are what the metrics count.',
      },
    });
    const response = await call('POST', `/generate-campaign/${hypothesisId}`, { crawl_id: crawlId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Kiln & Kettle – Hand-thrown in Leeds',
      objective: 'OUTCOME_SALES',
      engine: { kind: 'model', label: 'fake-llm' },
    });
    const prompt = messageText(fake.requests.at(-1)!.body, 'user');
    expect(prompt).toContain('<crawled_data>');
    expect(prompt).toContain(products[0]!.name);
  });

  it('clips model ads to the limits, repairs them through the copy checker, falls back to an allowed CTA, drops invented prices and reports partial success', async () => {
    const [mug, other] = [products[0]!, products[1]!];
    fake.enqueue({
      json: {
        ad_variations: [
          {
            name: 'Long one',
            headline: `${mug.name} — the one mug you will reach for every single morning`,
            headline_variations: ['Something else entirely'],
            primary_text: `${mug.name}: ${'made by hand in our Leeds studio, '.repeat(6)}`,
            primary_text_variations: [
              `<b>${mug.name}</b>: every piece we sell is hand-thrown in our Leeds studio.`,
            ],
            description: 'A description far longer than thirty characters',
            call_to_action: 'CUSTOM',
            product_ids: [mug.id, 'not-a-product'],
            creative_approach: 'Close-up',
            value_proposition: 'Handmade',
          },
          {
            name: 'Invented price',
            headline: `${other.name} now $1.99`,
            headline_variations: [],
            primary_text: `${other.name} for only $1.99 this week.`,
            primary_text_variations: [],
            description: '',
            call_to_action: 'SHOP_NOW',
            product_ids: [other.id],
            creative_approach: '',
            value_proposition: '',
          },
        ],
      },
    });
    const response = await call('POST', '/generate-ad-variations', {
      ad_set: { id: 'set-1', name: 'Home cooks' },
      hypothesis_id: hypothesisId,
      selected_products: [mug, other],
      remaining_slots: 5,
      channel: 'facebook',
    });
    expect(response.statusCode).toBe(200);
    const {
      status,
      ad_variations: ads,
      reasons,
    } = response.json() as { status: string; ad_variations: Ad[]; reasons: string[] };
    expect(status).toBe('partial_success');
    expect(ads).toHaveLength(1);
    // A reason for each ad that did not come out, naming its place.
    expect(reasons.length).toBeGreaterThan(0);
    for (const reason of reasons) expect(reason).toMatch(/^Ad \d of \d (was left out|was not written): /);
    const [ad] = ads;
    expect(ad!.headline.length).toBeLessThanOrEqual(40);
    expect(ad!.headline.startsWith(mug.name)).toBe(true);
    // The repeated phrase made the main text unusable: the clean variation (tags removed) took its place.
    expect(ad!.primary_text).toBe(`${mug.name}: every piece we sell is hand-thrown in our Leeds studio.`);
    expect(ad!.description.length).toBeLessThanOrEqual(30);
    expect(ad!.headline_variations).toEqual([ad!.headline, 'Something else entirely']);
    expect(ad!.call_to_action).toBe('SHOP_NOW');
    expect(ad!.product_ids).toEqual([mug.id]);
    const prompt = messageText(fake.requests.at(-1)!.body, 'user');
    expect(prompt).toContain('Use only these calls to action: SHOP_NOW, ORDER_NOW');
  });

  it('answers failure (not an error) when the model fails, so the wizard shows the SPEC message', async () => {
    fake.enqueue(
      { status: 500, body: { error: { message: 'down' } } },
      { status: 500, body: { error: { message: 'down' } } },
    );
    const response = await call('POST', '/generate-ad-variations', {
      ad_set: { id: 'set-1', name: 'Home cooks' },
      hypothesis_id: hypothesisId,
      selected_products: products.slice(0, 1),
      remaining_slots: 2,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'failure', ad_variations: [] });
  });

  it('enforces the ad set rules on model ad sets: allowed goal, ages in range, a known country', async () => {
    fake.enqueue({
      json: {
        ad_sets: [
          {
            name: 'Leeds mug lovers',
            selection_reasoning: 'People who like hand-thrown stoneware.',
            targeting_approach: 'Near Leeds.',
            audience_type: 'Local',
            countries: ['uk', 'GB', 'Narnia'],
            age_min: 8,
            age_max: 99,
            genders: [2, 7],
            publisher_platforms: ['instagram', 'myspace'],
            device_platforms: ['mobile'],
            facebook_positions: ['feed'],
            instagram_positions: ['stream'],
            optimization_goal: 'LINK_CLICKS',
          },
        ],
      },
    });
    const response = await call('POST', `/generate-ad-sets/hypothesis/${hypothesisId}`, {
      remaining_slots: 1,
      objective: 'OUTCOME_SALES',
    });
    expect(response.statusCode).toBe(200);
    const [adSet] = response.json().ad_sets;
    expect(adSet.targeting).toMatchObject({
      geo_locations: { countries: ['GB'] },
      genders: [2],
      age_min: 13,
      age_max: 65,
      publisher_platforms: ['instagram'],
      facebook_positions: [],
      instagram_positions: ['stream'],
    });
    expect(adSet).toMatchObject({
      optimization_goal: 'CONVERSIONS',
      billing_event: 'IMPRESSIONS',
      // The assumption's $100 in the shop's pounds.
      daily_budget: campaignDailyBudget(100, 'OUTCOME_SALES', 'GBP'),
    });
  });
});
