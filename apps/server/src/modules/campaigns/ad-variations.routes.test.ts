import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TextLimits } from '@adsmith/domain/common/constants';
import { getCallToActionOptions } from '@adsmith/domain/campaigns/cta';
import { collectAdIssues } from '@adsmith/domain/campaigns/draft-rules';
import { checkAdCopy, isNameAndPrice } from '@adsmith/domain/copy/copy-check';
import { adSchema, type Ad, type AdSet } from '@adsmith/domain/campaigns/schemas';
import { buildTestApp, buildUser, type TestApp } from '../../test/test-app';
import { callAs, seedHypothesis, type Account, type SeededHypothesis } from './testing/campaign-setup';

describe('POST /generate-ad-variations (offline engine)', () => {
  let t: TestApp;
  let owner: Account;
  let stranger: Account;
  let shop: SeededHypothesis;
  let physio: SeededHypothesis;
  let shopSet: AdSet;
  let physioSet: AdSet;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await buildUser(t.app);
    stranger = await buildUser(t.app);
    shop = await seedHypothesis(t, owner, 'shop');
    physio = await seedHypothesis(t, owner, 'services');
    [shopSet] = (
      await callAs(t.app, owner)('POST', `/generate-ad-sets/hypothesis/${shop.hypothesisId}`, {})
    ).json().ad_sets;
    [physioSet] = (
      await callAs(t.app, owner)('POST', `/generate-ad-sets/hypothesis/${physio.hypothesisId}`, {})
    ).json().ad_sets;
  });
  afterAll(async () => {
    await t.close();
  });

  const generate = (
    seeded: SeededHypothesis,
    adSet: AdSet,
    body: Record<string, unknown> = {},
    user = owner,
  ) =>
    callAs(t.app, user)('POST', '/generate-ad-variations', {
      ad_set: adSet,
      hypothesis_id: seeded.hypothesisId,
      existing_ads: [],
      selected_products: seeded.products.slice(0, 3),
      remaining_slots: 5,
      channel: 'facebook',
      ...body,
    });

  it('writes one ad per product, within the limits, about those products, with a platform CTA for products', async () => {
    const response = await generate(shop, shopSet);
    expect(response.statusCode).toBe(200);
    const { status, ad_variations: ads } = response.json() as { status: string; ad_variations: Ad[] };
    expect(status).toBe('success');
    expect(ads).toHaveLength(3);
    const selected = shop.products.slice(0, 3);
    ads.forEach((ad, index) => {
      const parsed = adSchema.parse(ad);
      expect(collectAdIssues(parsed, 'facebook', 'products')).toEqual([]);
      expect(ad.ad_set_id).toBe(shopSet.id);
      expect(ad.headline.length).toBeLessThanOrEqual(TextLimits.headline);
      expect(ad.primary_text.length).toBeLessThanOrEqual(TextLimits.primaryText);
      expect(ad.description.length).toBeLessThanOrEqual(TextLimits.description);
      expect(ad.headline_variations[0]).toBe(ad.headline);
      expect(ad.primary_text_variations[0]).toBe(ad.primary_text);
      expect(ad.headline_variations.length).toBeLessThanOrEqual(5);
      expect(['SHOP_NOW', 'ORDER_NOW']).toContain(ad.call_to_action);
      // Specific: each ad shows its own product and names it.
      expect(ad.product_ids).toEqual([selected[index]!.id]);
      expect(`${ad.headline} ${ad.primary_text}`).toContain(selected[index]!.name);
      for (const price of `${ad.headline} ${ad.primary_text} ${ad.description}`.match(/£\d+\.\d\d/g) ?? []) {
        expect(
          shop.products.some((product) => `£${product.price}` === price),
          price,
        ).toBe(true);
      }
    });
    expect(new Set(ads.map((ad) => ad.headline)).size).toBe(3);
  });

  it('gives a services business only the service calls to action of the channel', async () => {
    const { ad_variations: ads } = (await generate(physio, physioSet)).json();
    const allowed = getCallToActionOptions('facebook', 'services');
    for (const ad of ads as Ad[]) {
      expect(allowed).toContain(ad.call_to_action);
      expect(ad.call_to_action).not.toBe('SHOP_NOW');
    }
  });

  it('fills only the remaining slots and does not repeat the headlines already there', async () => {
    const first = (await generate(shop, shopSet, { remaining_slots: 1 })).json();
    expect(first.status).toBe('success');
    expect(first.ad_variations).toHaveLength(1);
    const existing = first.ad_variations.map((ad: Ad) => ({
      headline: ad.headline,
      primary_text: ad.primary_text,
    }));
    const more = (await generate(shop, shopSet, { existing_ads: existing, remaining_slots: 2 })).json();
    expect(more.ad_variations).toHaveLength(2);
    for (const ad of more.ad_variations as Ad[]) expect(ad.headline).not.toBe(existing[0].headline);
  });

  it('fills a second ad set after a full first one, refuses a full ad set or campaign and bad inputs, naming the field', async () => {
    // existing_ads are the campaign's ads so far: five in another ad set leave this one its own five slots.
    const five = Array.from({ length: 5 }, (_, index) => ({
      headline: `Headline number ${index}`,
      primary_text: `Primary text number ${index}.`,
    }));
    const second = await generate(shop, shopSet, { existing_ads: five, remaining_slots: 3 });
    expect(second.statusCode).toBe(200);
    expect(second.json().ad_variations.length).toBeGreaterThan(0);
    const full = await generate(shop, shopSet, { existing_ads: five, remaining_slots: 0 });
    expect(full.statusCode).toBe(400);
    expect(full.json().detail).toBe('An ad set can have at most 5 ads.');
    const ten = Array.from({ length: 10 }, (_, index) => ({ headline: `H${index}`, primary_text: 'P' }));
    const campaignFull = await generate(shop, shopSet, { existing_ads: ten, remaining_slots: 2 });
    expect(campaignFull.statusCode).toBe(400);
    expect(campaignFull.json().detail).toBe(
      'You can only have up to 10 ads across all ad sets in a campaign.',
    );
    const tooMany = await generate(shop, shopSet, { selected_products: shop.products.slice(0, 6) });
    expect(tooMany.json().detail).toMatch(/^selected_products: /);
    expect((await generate(shop, shopSet, { remaining_slots: 6 })).json().detail).toMatch(
      /^remaining_slots: /,
    );
  });

  it('gives every ad set of a small site one ad per product, a long name shortened in a headline that is no price-list row', async () => {
    // The wizard's order: ad sets one after another, each sent the campaign's ads so far.
    const adSets = (
      await callAs(t.app, owner)('POST', `/generate-ad-sets/hypothesis/${shop.hypothesisId}`, {})
    ).json().ad_sets as AdSet[];
    const { allocations } = (
      await callAs(t.app, owner)('POST', '/analyze-products/distribute', {
        products: shop.products,
        ad_sets: adSets,
        hypothesis_id: shop.hypothesisId,
      })
    ).json() as { allocations: { ad_set_id: string; product_ids: string[] }[] };
    const campaignAds: Ad[] = [];
    for (const adSet of adSets) {
      const ids = allocations.find((allocation) => allocation.ad_set_id === adSet.id)!.product_ids;
      const response = await generate(shop, adSet, {
        existing_ads: campaignAds,
        selected_products: ids.map((id) => shop.products.find((product) => product.id === id)),
      });
      const { status, ad_variations: ads } = response.json() as { status: string; ad_variations: Ad[] };
      expect(status, adSet.name).toBe('success');
      expect(ads).toHaveLength(Math.min(3, Math.max(2, ids.length)));
      campaignAds.push(...ads);
    }
    // "Beginners’ Wheel-Throwing Workshop" is shortened to fit a headline's 40 characters with a hook after it,
    // never written as its price-list row ("… for £85").
    const workshop = campaignAds.find((ad) => ad.product?.name.includes('Workshop'));
    expect(workshop?.headline_variations.some((line) => line.startsWith('Wheel-Throwing Workshop'))).toBe(
      true,
    );
    for (const ad of campaignAds)
      for (const line of ad.headline_variations) {
        expect(line.length).toBeLessThanOrEqual(40);
        expect(
          isNameAndPrice(
            line,
            shop.products.map((product) => product.name),
          ),
          line,
        ).toBe(false);
      }
    expect(new Set(campaignAds.map((ad) => ad.headline)).size).toBe(campaignAds.length);
  });

  it('writes every ad of three rounds for one campaign with copy of its own: success, no reason, no text or closing twice', async () => {
    // The same three offerings drafted again and again for one campaign, up to nine of its ten ads.
    const campaignAds: Ad[] = [];
    for (let round = 0; round < 3; round += 1) {
      const body = (
        await generate(physio, physioSet, { existing_ads: campaignAds, remaining_slots: 3 })
      ).json() as { status: string; ad_variations: Ad[]; reasons: string[] };
      expect(body.status).toBe('success');
      expect(body.reasons).toEqual([]);
      expect(body.ad_variations).toHaveLength(3);
      campaignAds.push(...body.ad_variations);
    }
    expect(new Set(campaignAds.map((ad) => ad.primary_text)).size).toBe(campaignAds.length);
    expect(
      checkAdCopy(campaignAds, { language: 'en', channel: 'facebook' }).filter(
        (item) => item.code === 'repeated_closing',
      ),
    ).toEqual([]);
  });

  it("never writes for another user's hypothesis or with another website's products", async () => {
    expect((await generate(shop, shopSet, {}, stranger)).statusCode).toBe(404);
    const mixed = await generate(shop, shopSet, {
      selected_products: [shop.products[0], physio.products[0]],
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().detail).toBe('selected_products.1.id: This product was not found on the website.');
  });
});
