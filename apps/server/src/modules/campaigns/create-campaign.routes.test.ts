import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, CreateCampaignRequest } from '@adsmith/domain/campaigns/api-schemas';
import { bareHost } from '@adsmith/domain/crawl/url';
import { buildTestApp, buildUser, type TestApp } from '../../test/test-app';
import {
  callAs,
  draftThroughWizard,
  seedHypothesis,
  uploadTestImage,
  type Account,
  type SeededHypothesis,
} from './testing/campaign-setup';

describe('POST /create-campaign and the campaign listings', () => {
  let t: TestApp;
  let owner: Account;
  let stranger: Account;
  let shop: SeededHypothesis;
  let physio: SeededHypothesis;
  let draft: CreateCampaignRequest;
  const asOwner = (...args: Parameters<ReturnType<typeof callAs>>) => callAs(t.app, owner)(...args);
  const count = async (table: string) =>
    Number((await t.database.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n);

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await buildUser(t.app);
    stranger = await buildUser(t.app);
    shop = await seedHypothesis(t, owner, 'shop');
    physio = await seedHypothesis(t, owner, 'services');
    draft = await draftThroughWizard(t, owner, shop);
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses another user's media URL on an ad with 400 naming the field, and saves nothing", async () => {
    const theirs = await uploadTestImage(t, stranger);
    const before = await count('campaigns');
    const foreignMediaUrl = {
      ...draft,
      ad_creatives: draft.ad_creatives.map((ad, index) => (index === 1 ? { ...ad, media_url: theirs } : ad)),
    };
    const response = await asOwner('POST', '/create-campaign', foreignMediaUrl);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'ad_creatives.1.media_url: is not one of your images' });
    const foreignMedia = {
      ...draft,
      ad_creatives: draft.ad_creatives.map((ad, index) =>
        index === 0 ? { ...ad, media: [ad.media_url!, theirs] } : ad,
      ),
    };
    expect((await asOwner('POST', '/create-campaign', foreignMedia)).json()).toEqual({
      detail: 'ad_creatives.0.media.1: is not one of your images',
    });
    expect(await count('campaigns')).toBe(before);
  });

  it('saves the wizard draft as DRAFT with its ad sets, products and ads, and lists it with zero analytics', async () => {
    const response = await asOwner('POST', '/create-campaign', draft);
    expect(response.statusCode).toBe(201);
    const created = response.json() as Campaign;
    expect(created).toMatchObject({
      name: draft.campaign_data.name,
      status: 'DRAFT',
      objective: draft.campaign_data.objective,
      crawl_id: shop.crawlId,
      hypothesis_id: shop.hypothesisId,
      start_url: expect.stringContaining(shop.hostname),
      facebook_campaign_id: null,
      campaign_data: { buying_type: 'AUCTION', channel: 'facebook' },
      analytics: { impressions: 0, clicks: 0, conversions: 0, spend: 0, conversion_value: 0 },
      // The drafted campaign's budget, in the ad account's currency (the shop's pounds).
      daily_budget: draft.campaign_data.daily_budget,
      currency: 'GBP',
    });
    expect(created.hypothesis?.hypothesis).toBe(
      (await asOwner('GET', `/hypothesis/${shop.hypothesisId}`)).json().hypothesis,
    );
    expect(created.ad_sets.map((adSet) => adSet.name)).toEqual(
      draft.campaign_data.ad_sets.map((adSet) => adSet.name),
    );
    expect(created.ads).toHaveLength(draft.ad_creatives.length);
    // Drafted ads pass the copy checker, so saving them reports nothing.
    expect(created.copy_findings).toEqual([]);
    // Ads hang off the saved ad sets (new ids), keep their copy, media and products.
    const savedIds = new Set(created.ad_sets.map((adSet) => adSet.id));
    for (const [index, ad] of created.ads.entries()) {
      expect(savedIds.has(ad.ad_set_id)).toBe(true);
      const source = draft.ad_creatives.find((candidate) => candidate.headline === ad.headline)!;
      expect(ad).toMatchObject({
        primary_text: source.primary_text,
        media_url: source.media_url,
        call_to_action: source.call_to_action,
        product_ids: source.product_ids,
      });
      expect(
        created.product_data
          .filter((product) => product.ad_set_id === ad.ad_set_id)
          .map((product) => product.id),
      ).toEqual(expect.arrayContaining(ad.product_ids));
      expect(index).toBeLessThan(10);
    }
    const expectedProducts = Object.values(draft.products_by_ad_set).flat().length;
    expect(created.product_data).toHaveLength(expectedProducts);

    const listed = (await asOwner('GET', '/campaigns/user')).json() as Campaign[];
    expect(listed.map((campaign) => campaign.id)).toEqual([created.id]);
    const { copy_findings: _findings, ...saved } = created;
    expect(listed[0]).toEqual(saved);
    const byHost = (await asOwner('GET', `/campaigns/hostname/${bareHost(shop.hostname)}`)).json();
    expect(byHost.map((campaign: Campaign) => campaign.id)).toEqual([created.id]);
    expect((await asOwner('GET', '/campaigns/hostname/www.northgatephysio.co.uk')).json()).toEqual([]);
  });

  it("runs the copy checker on the owner's own copy and returns its findings as warnings", async () => {
    const [first, ...rest] = draft.ad_creatives;
    const edited = {
      ...first!,
      headline: 'Our mugs | Kiln and Kettle',
      headline_variations: ['Our mugs | Kiln and Kettle'],
      description: '£28.00',
    };
    const response = await asOwner('POST', '/create-campaign', { ...draft, ad_creatives: [edited, ...rest] });
    expect(response.statusCode).toBe(201);
    const findings = (response.json() as Campaign).copy_findings ?? [];
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Headline: Ends with the site name "Kiln and Kettle"/),
        expect.stringMatching(/Description: Only a price/),
      ]),
    );
    expect(findings.every((finding) => finding.startsWith(`${edited.name} – `))).toBe(true);
  });

  it('shows another user none of it: empty lists, and their ids are refused (404)', async () => {
    const asStranger = callAs(t.app, stranger);
    expect((await asStranger('GET', '/campaigns/user')).json()).toEqual([]);
    expect((await asStranger('GET', `/campaigns/hostname/${shop.hostname}`)).json()).toEqual([]);
    const stolen = await asStranger('POST', '/create-campaign', draft);
    expect(stolen.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/campaigns/user' })).statusCode).toBe(401);
  });

  it('keeps the ad account currency the owner chose over a restart of the app, and shows it to no other user', async () => {
    // The owner switched the ad account to euros in Campaign Setup (budgets converted there, as the wizard does).
    const inEuros: CreateCampaignRequest = {
      ...draft,
      campaign_data: {
        ...draft.campaign_data,
        name: `${draft.campaign_data.name} (EUR)`,
        currency: 'EUR',
        daily_budget: 30,
        ad_sets: draft.campaign_data.ad_sets.map((adSet) => ({ ...adSet, daily_budget: 15 })),
      },
    };
    const created = (await asOwner('POST', '/create-campaign', inEuros)).json() as Campaign;
    expect(created).toMatchObject({ currency: 'EUR', daily_budget: 30 });
    const again = await buildTestApp({ database: t.database });
    try {
      const listed = (await callAs(again.app, owner)('GET', '/campaigns/user')).json() as Campaign[];
      const saved = listed.find((campaign) => campaign.id === created.id)!;
      expect(saved).toMatchObject({ currency: 'EUR', daily_budget: 30, campaign_data: { currency: 'EUR' } });
      expect(saved.ad_sets.map((adSet) => adSet.daily_budget)).toEqual([15, 15]);
      // Another user sees no campaign and no currency, and cannot save one on the owner's assumption.
      const asStranger = callAs(again.app, stranger);
      expect((await asStranger('GET', '/campaigns/user')).json()).toEqual([]);
      expect((await asStranger('GET', `/campaigns/hostname/${shop.hostname}`)).json()).toEqual([]);
      expect((await asStranger('POST', '/create-campaign', inEuros)).statusCode).toBe(404);
      expect(
        (
          await asStranger('POST', `/generate-ad-sets/hypothesis/${shop.hypothesisId}`, {
            objective: 'OUTCOME_SALES',
            currency: 'EUR',
            daily_budget: 30,
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      await again.app.close();
    }
  });

  const withAdCopy = (changes: Record<string, unknown>) => ({
    ...draft,
    ad_creatives: draft.ad_creatives.map((ad, index) => (index === 0 ? { ...ad, ...changes } : ad)),
  });

  it.each<[string, () => unknown, RegExp]>([
    [
      'a headline over 40 characters',
      () => withAdCopy({ headline: 'x'.repeat(41), headline_variations: [] }),
      /^ad_creatives\.0\.headline: Must be at most 40 characters$/,
    ],
    [
      'a third ad set',
      () => ({
        ...draft,
        campaign_data: {
          ...draft.campaign_data,
          ad_sets: [...draft.campaign_data.ad_sets, { ...draft.campaign_data.ad_sets[0]!, id: 'third' }],
        },
      }),
      /campaign_data\.ad_sets: A campaign can have at most 2 ad sets\./,
    ],
    [
      'a goal the objective does not allow',
      () => ({
        ...draft,
        campaign_data: {
          ...draft.campaign_data,
          ad_sets: draft.campaign_data.ad_sets.map((adSet) => ({ ...adSet, optimization_goal: 'REACH' })),
        },
      }),
      /^campaign_data\.ad_sets\.0\.optimization_goal: Not an optimization goal of the Sales objective/,
    ],
    [
      'an ad set without products',
      () => ({
        ...draft,
        products_by_ad_set: { ...draft.products_by_ad_set, [draft.campaign_data.ad_sets[1]!.id]: [] },
      }),
      /products_by_ad_set\..+: Each ad set needs at least one product\./,
    ],
    [
      'a start date of today',
      () => ({
        ...draft,
        campaign_data: {
          ...draft.campaign_data,
          ad_sets: draft.campaign_data.ad_sets.map((adSet) => ({
            ...adSet,
            schedule: { ...adSet.schedule, start_time: new Date().toISOString() },
          })),
        },
      }),
      /schedule\.start_time: The start date must be tomorrow or later/,
    ],
  ])('refuses %s with a 400 naming the field, saving nothing', async (_name, body, detail) => {
    const before = await count('campaigns');
    const response = await asOwner('POST', '/create-campaign', body());
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(detail);
    expect(await count('campaigns')).toBe(before);
  });

  it('checks what needs the website: products of another crawl, CTAs for its offering type, a mismatched crawl', async () => {
    const firstSet = draft.campaign_data.ad_sets[0]!.id;
    const foreign = {
      ...draft,
      products_by_ad_set: { ...draft.products_by_ad_set, [firstSet]: [physio.products[0]!] },
      ad_creatives: draft.ad_creatives.map((ad) => ({ ...ad, product_ids: [] })),
    };
    const refused = await asOwner('POST', '/create-campaign', foreign);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(
      `products_by_ad_set.${firstSet}.0.id: This product was not found on the website.`,
    );

    const physioDraft = await draftThroughWizard(t, owner, physio);
    const shopNow = {
      ...physioDraft,
      ad_creatives: physioDraft.ad_creatives.map((ad, index) =>
        index === 0 ? { ...ad, call_to_action: 'SHOP_NOW' } : ad,
      ),
    };
    const cta = await asOwner('POST', '/create-campaign', shopNow);
    expect(cta.statusCode).toBe(400);
    expect(cta.json().detail).toBe(
      'ad_creatives.0.call_to_action: This call to action is not available for this channel and offering type',
    );
    expect((await asOwner('POST', '/create-campaign', physioDraft)).statusCode).toBe(201);

    const mismatch = await asOwner('POST', '/create-campaign', { ...draft, crawl_id: physio.crawlId });
    expect(mismatch.statusCode).toBe(400);
  });

  it('is one transaction: a failure while saving the ads leaves no campaign, ad set or product behind', async () => {
    const tables = ['campaigns', 'campaign_ad_sets', 'campaign_ad_set_products', 'campaign_ads'];
    const before = await Promise.all(tables.map(count));
    // The database refuses the last ad, after the campaign, both ad sets and their products were written.
    await t.database.query(`create function fail_marked_ad() returns trigger language plpgsql as $$
      begin if new.headline = 'FAIL MIDWAY' then raise exception 'simulated failure'; end if; return new; end $$`);
    await t.database.query(
      'create trigger fail_marked_ad before insert on campaign_ads for each row execute function fail_marked_ad()',
    );
    try {
      const last = draft.ad_creatives.length - 1;
      const body = {
        ...draft,
        ad_creatives: draft.ad_creatives.map((ad, index) =>
          index === last ? { ...ad, headline: 'FAIL MIDWAY', headline_variations: ['FAIL MIDWAY'] } : ad,
        ),
      };
      const response = await asOwner('POST', '/create-campaign', body);
      expect(response.statusCode).toBe(500);
      expect(await Promise.all(tables.map(count))).toEqual(before);
    } finally {
      await t.database.query('drop trigger fail_marked_ad on campaign_ads');
      await t.database.query('drop function fail_marked_ad()');
    }
    expect((await asOwner('POST', '/create-campaign', draft)).statusCode).toBe(201);
  });
});
