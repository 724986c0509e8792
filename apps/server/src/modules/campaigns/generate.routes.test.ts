import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignDailyBudget, formatBudget } from '@adsmith/domain/campaigns/budget';
import { collectAdSetIssues } from '@adsmith/domain/campaigns/draft-rules';
import { adSetSchema } from '@adsmith/domain/campaigns/schemas';
import { isStartOnOrAfterTomorrow } from '@adsmith/domain/campaigns/schedule';
import { offeringsNamedIn } from '../../ai/offline/campaign/campaign-facts';
import { quoted } from '../../ai/offline/campaign/reasoning';
import { buildTestApp, buildUser, type TestApp } from '../../test/test-app';
import { callAs, seedHypothesis, type Account, type SeededHypothesis } from './testing/campaign-setup';

describe('campaign and ad set generation routes', () => {
  let t: TestApp;
  let owner: Account;
  let stranger: Account;
  let shop: SeededHypothesis;
  let physio: SeededHypothesis;
  const asOwner = (...args: Parameters<ReturnType<typeof callAs>>) => callAs(t.app, owner)(...args);

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await buildUser(t.app);
    stranger = await buildUser(t.app);
    shop = await seedHypothesis(t, owner, 'shop');
    physio = await seedHypothesis(t, owner, 'services');
  });
  afterAll(async () => {
    await t.close();
  });

  describe('POST /generate-campaign/:hypothesisId', () => {
    it('drafts the campaign fields from the business, its products and the hypothesis', async () => {
      const response = await asOwner('POST', `/generate-campaign/${shop.hypothesisId}`, {
        crawl_id: shop.crawlId,
      });
      expect(response.statusCode).toBe(200);
      const campaign = response.json();
      const hypothesis = (await asOwner('GET', `/hypothesis/${shop.hypothesisId}`)).json();
      expect(campaign).toMatchObject({
        objective: 'OUTCOME_SALES',
        status: 'DRAFT',
        buying_type: 'AUCTION',
        // The assumption's budget (US dollars, scaled to the shop's price points when the assumption was drafted) in
        // the ad account's currency, the shop's pounds.
        daily_budget: campaignDailyBudget(hypothesis.daily_budget, 'OUTCOME_SALES', 'GBP'),
        currency: 'GBP',
        hypothesis_id: shop.hypothesisId,
        crawl_id: shop.crawlId,
        engine: { kind: 'offline' },
      });
      expect(campaign.name).toContain(shop.siteName);
      // The reasoning is complete (issue 25, item 8): the whole assumption, and it ends on its last sentence.
      expect(campaign.reasoning).toContain(quoted('en', hypothesis.hypothesis));
      expect(campaign.reasoning).toMatch(/ The daily budget is split equally between the ad sets\.$/);
      const named = shop.products.filter((product) => campaign.reasoning.includes(product.name));
      expect(named.length).toBeGreaterThanOrEqual(2);
      // Amounts in the reasoning are prices, or the campaign's budget in the account's pounds.
      const budget = formatBudget(campaign.daily_budget, 'GBP');
      for (const price of campaign.reasoning.match(/£\d+\.\d\d/g) ?? []) {
        expect(
          price === budget || shop.products.some((product) => `£${product.price}` === price),
          price,
        ).toBe(true);
      }
    });

    it('picks lead generation for a services business whose metrics count bookings', async () => {
      const campaign = (
        await asOwner('POST', `/generate-campaign/${physio.hypothesisId}`, { crawl_id: physio.crawlId })
      ).json();
      expect(campaign.name).toContain(physio.siteName);
      const hypothesis = (await asOwner('GET', `/hypothesis/${physio.hypothesisId}`)).json();
      const countsBookings = /lead|booking|enquir|appointment/i.test(
        `${hypothesis.success_metrics} ${hypothesis.strategic_approach}`,
      );
      expect(campaign.objective).toBe(countsBookings ? 'LEAD_GENERATION' : 'OUTCOME_SALES');
    });

    it('refuses another user (404), a crawl of another hypothesis (400) and a body without crawl_id (400)', async () => {
      expect(
        (
          await callAs(t.app, stranger)('POST', `/generate-campaign/${shop.hypothesisId}`, {
            crawl_id: shop.crawlId,
          })
        ).statusCode,
      ).toBe(404);
      const mismatch = await asOwner('POST', `/generate-campaign/${shop.hypothesisId}`, {
        crawl_id: physio.crawlId,
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().detail).toBe('The hypothesis does not belong to this crawl.');
      const missing = await asOwner('POST', `/generate-campaign/${shop.hypothesisId}`, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().detail).toMatch(/^crawl_id: /);
      expect(
        (await asOwner('POST', '/generate-campaign/not-a-uuid', { crawl_id: shop.crawlId })).statusCode,
      ).toBe(404);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/generate-campaign/${shop.hypothesisId}`,
            payload: { crawl_id: shop.crawlId },
          })
        ).statusCode,
      ).toBe(401);
    });
  });

  describe('POST /generate-ad-sets/hypothesis/:id', () => {
    const url = () => `/generate-ad-sets/hypothesis/${shop.hypothesisId}`;

    it('drafts two distinct, valid ad sets splitting the budget, starting tomorrow for 30 days', async () => {
      const response = await asOwner('POST', url(), {
        existing_ad_sets: [],
        remaining_slots: 2,
        objective: 'OUTCOME_SALES',
        utc_offset_minutes: 120,
      });
      expect(response.statusCode).toBe(200);
      const { ad_sets: adSets } = response.json();
      expect(adSets).toHaveLength(2);
      expect(new Set(adSets.map((adSet: { name: string }) => adSet.name)).size).toBe(2);
      const hypothesisBudget = (await asOwner('GET', `/hypothesis/${shop.hypothesisId}`)).json()
        .daily_budget as number;
      for (const adSet of adSets) {
        const parsed = adSetSchema.parse(adSet);
        expect(collectAdSetIssues(parsed, 'OUTCOME_SALES', new Date())).toEqual([]);
        expect(parsed).toMatchObject({
          daily_budget: campaignDailyBudget(hypothesisBudget, 'OUTCOME_SALES', 'GBP') / 2,
          optimization_goal: 'CONVERSIONS',
          billing_event: 'IMPRESSIONS',
          isManuallyCreated: false,
        });
        expect(parsed.targeting.geo_locations.countries).toEqual(['GB']);
        expect(parsed.schedule.start_time).toMatch(/T00:00:00\+02:00$/);
        expect(isStartOnOrAfterTomorrow(parsed.schedule.start_time, new Date())).toBe(true);
        expect(Date.parse(parsed.schedule.end_time!) - Date.parse(parsed.schedule.start_time)).toBe(
          30 * 24 * 3600 * 1000,
        );
      }
      // Specific to the shop: the broad ad set leads with products it names (the other may be led by an audience).
      const names = adSets.map((adSet: { name: string }) => adSet.name);
      expect(names.some((name: string) => shop.products.some((product) => name.includes(product.name)))).toBe(
        true,
      );
      expect(new Set(names).size).toBe(names.length);
      // Each ad set starts with its offerings placed as its reasoning says (issue 25, item 8): every offering the
      // reasoning names, 1 to 5 of the shop's own, and none the shop does not sell.
      const placed = response.json().products_by_ad_set as Record<string, { id: string; name: string }[]>;
      const ids = new Set(shop.products.map((product) => product.id));
      for (const adSet of adSets as { id: string; selection_reasoning: string }[]) {
        const products = placed[adSet.id] ?? [];
        expect(products.length, adSet.selection_reasoning).toBeGreaterThan(0);
        expect(products.length).toBeLessThanOrEqual(5);
        for (const product of products) expect(ids.has(product.id)).toBe(true);
        const named = offeringsNamedIn(adSet.selection_reasoning, shop.products);
        expect(named.length, adSet.selection_reasoning).toBeGreaterThan(0);
        expect(products.map((product) => product.id)).toEqual(
          expect.arrayContaining(named.map((product) => product.id)),
        );
      }
    });

    it("targets a local practice around its town with its trade's radius, and the country too", async () => {
      const response = await asOwner('POST', `/generate-ad-sets/hypothesis/${physio.hypothesisId}`, {
        existing_ad_sets: [],
        remaining_slots: 2,
        objective: 'LEAD_GENERATION',
        utc_offset_minutes: 0,
      });
      expect(response.statusCode).toBe(200);
      for (const adSet of response.json().ad_sets) {
        const { geo_locations: geo } = adSetSchema.parse(adSet).targeting;
        expect(geo.countries).toEqual(['GB']);
        expect(geo.cities).toHaveLength(1);
        expect(geo.city_radius).toEqual({ value: 16, unit: 'mile' });
        // The ad set says where it runs: the radius is a setting, not a claim the grounding drops.
        expect(adSet.targeting_approach).toContain('+16 mi');
      }
    });

    it('respects the existing ad sets and the remaining slots, never above 2 in total', async () => {
      const first = (await asOwner('POST', url(), { remaining_slots: 1 })).json().ad_sets;
      expect(first).toHaveLength(1);
      const second = (
        await asOwner('POST', url(), { existing_ad_sets: first, remaining_slots: 2, daily_budget: 80 })
      ).json().ad_sets;
      expect(second).toHaveLength(1);
      expect(second[0].name).not.toBe(first[0].name);
      expect(second[0].daily_budget).toBe(40);
      const full = await asOwner('POST', url(), {
        existing_ad_sets: [...first, ...second],
        remaining_slots: 2,
      });
      expect(full.statusCode).toBe(200);
      expect(full.json().ad_sets).toEqual([]);
    });

    it('fits the delivery settings to the objective', async () => {
      const { ad_sets: adSets } = (await asOwner('POST', url(), { objective: 'AWARENESS' })).json();
      for (const adSet of adSets) {
        expect(adSet).toMatchObject({
          optimization_goal: 'REACH',
          billing_event: 'IMPRESSIONS',
          bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
        });
      }
    });

    it.each([
      [{ remaining_slots: 3 }, /^remaining_slots: /],
      [{ objective: 'SALES' }, /^objective: /],
      [{ existing_ad_sets: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] }, /^existing_ad_sets: /],
      [{ utc_offset_minutes: 15 * 60 }, /^utc_offset_minutes: /],
    ])('refuses %j with a 400 naming the field', async (body, detail) => {
      const response = await asOwner('POST', url(), body);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toMatch(detail);
    });

    it("never drafts for another user's hypothesis", async () => {
      expect((await callAs(t.app, stranger)('POST', url(), {})).statusCode).toBe(404);
    });
  });
});
