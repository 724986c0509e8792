import { describe, expect, it } from 'vitest';
import { TextLimits } from '@adsmith/domain/common/constants';
import type { CampaignGenerationInput } from '@adsmith/domain/drafting/campaign-generations';
import { silentLogger } from '../../engine';
import { buildCorpus, crawlSources, findUngrounded } from '../../grounding';
import { productRefsOf } from '../../testing/draft-run';
import { fixtureFacts, type FixtureSiteName } from '../../testing/fixture-facts';
import { createOfflineEngine } from '../offline-engine';
import { adOrder, namesAnother } from './ad-variations';
import { buildSiteProfile } from '../site-profile';

// The raw offline engine, without the grounding wrapper: what it writes must already be grounded.
const engine = createOfflineEngine({ logger: silentLogger });
const sites: FixtureSiteName[] = ['shop', 'services', 'shopify-store', 'woo-store'];
/** Where each fixture business is (its address): the countries the route settles before drafting ad sets. */
const COUNTRY: Record<FixtureSiteName, string> = {
  shop: 'GB',
  services: 'GB',
  'shopify-store': 'GB',
  'woo-store': 'DE',
};

/** What the campaigns service hands the engine for a fixture site: its story, first assumption and offerings. */
async function contextFor(
  site: FixtureSiteName,
): Promise<CampaignGenerationInput & { corpusSources: string[] }> {
  const facts = fixtureFacts(site);
  const story = (await engine.story({ facts })).value.story;
  const [hypothesis] = (await engine.hypotheses({ facts, brandStory: story, count: 1, existing: [] })).value
    .hypotheses;
  const products = productRefsOf(facts, site);
  return {
    crawl_id: facts.crawlId,
    brand_story: story,
    hypothesis: { ...hypothesis!, daily_budget: 100 },
    offering_type: facts.businessType ?? 'products',
    business: { name: buildSiteProfile(facts).name, hostname: facts.hostname, start_url: facts.startUrl },
    products,
    corpusSources: [
      ...crawlSources(facts),
      story,
      hypothesis!.hypothesis,
      hypothesis!.strategic_approach,
      hypothesis!.success_metrics,
    ],
  };
}

const otherSitesProducts = (site: FixtureSiteName) =>
  sites
    .filter((other) => other !== site)
    .flatMap((other) => fixtureFacts(other).offerings.map((offering) => offering.name));

describe.each(sites)('offline campaign generations for the %s fixture site', (site) => {
  it('names the business and its own offerings in the campaign, ad sets and ads, and nothing of another site', async () => {
    const input = await contextFor(site);
    const campaign = (await engine.campaign(input)).value;
    expect(campaign.name).toContain(input.business!.name);
    expect(
      input.products!.filter((product) => campaign.reasoning.includes(product.name)).length,
    ).toBeGreaterThanOrEqual(Math.min(2, input.products!.length));

    const adSets = (
      await engine.adSets({
        ...input,
        objective: campaign.objective,
        existing_ad_sets: [],
        remaining_slots: 2,
        countries: [COUNTRY[site]],
      })
    ).value.ad_sets;
    expect(adSets).toHaveLength(2);
    for (const adSet of adSets) expect(adSet.targeting.geo_locations.countries).toEqual([COUNTRY[site]]);
    expect(adSets[0]!.name).not.toBe(adSets[1]!.name);

    const selected = input.products!.slice(0, 3);
    const { status, ad_variations: ads } = (
      await engine.adVariations({
        ...input,
        ad_set: { ...adSets[0]!, id: 'a' },
        existing_ads: [],
        selected_products: selected,
        remaining_slots: 3,
        channel: 'facebook',
      })
    ).value;
    // Thin material (no price, no short benefit) gives fewer ads rather than a filler headline or a bare name.
    expect(['success', 'partial_success']).toContain(status);
    expect(ads.length).toBeGreaterThanOrEqual(2);
    const foreign = otherSitesProducts(site).filter(
      (name) => !input.products!.some((product) => product.name === name),
    );
    // Each ad shows one of the selected products (those the ad set names first) and names it.
    expect(new Set(ads.map((ad) => ad.product_ids[0])).size).toBe(ads.length);
    for (const ad of ads) {
      const shown = selected.find((product) => product.id === ad.product_ids[0]);
      expect(shown, ad.headline).toBeDefined();
      expect(`${ad.headline} ${ad.primary_text}`).toContain(shown!.name);
      expect(ad.headline.length).toBeLessThanOrEqual(TextLimits.headline);
      expect(ad.primary_text.length).toBeLessThanOrEqual(TextLimits.primaryText);
      expect(ad.description.length).toBeLessThanOrEqual(TextLimits.description);
      for (const name of foreign) expect(`${ad.headline} ${ad.primary_text}`).not.toContain(name);
    }
  });

  it('states nothing the crawl, the story or the assumption does not: every price, number, name and claim is found', async () => {
    const input = await contextFor(site);
    const corpus = buildCorpus(input.corpusSources);
    const campaign = (await engine.campaign(input)).value;
    const adSets = (
      await engine.adSets({
        ...input,
        objective: campaign.objective,
        existing_ad_sets: [],
        remaining_slots: 2,
        countries: [COUNTRY[site]],
      })
    ).value.ad_sets;
    const { ad_variations: ads } = (
      await engine.adVariations({
        ...input,
        ad_set: { ...adSets[0]!, id: 'a' },
        existing_ads: [],
        selected_products: input.products!.slice(0, 3),
        remaining_slots: 3,
        channel: 'facebook',
      })
    ).value;
    const texts = ads.flatMap((ad) => [
      ...ad.headline_variations,
      ...ad.primary_text_variations,
      ad.description,
    ]);
    const problems = texts.flatMap((text) =>
      findUngrounded(text, corpus).map((problem) => `${text} → ${problem.kind}: ${problem.value}`),
    );
    expect(problems).toEqual([]);
  });
});

describe('offline distribution', () => {
  it('keeps each ad set at 1..max, no product twice, and gives every allocation a reason', async () => {
    const input = await contextFor('shop');
    const adSets = [
      {
        id: 'a',
        name: 'Mugs and bowls for the kitchen',
        selection_reasoning: 'People who cook and drink coffee at home',
      },
      { id: 'b', name: 'Workshops', selection_reasoning: 'People who want to learn to throw on the wheel' },
    ];
    const { allocations } = (
      await engine.distributeProducts({
        hypothesis: input.hypothesis,
        products: input.products!,
        ad_sets: adSets,
        max_per_set: 3,
      })
    ).value;
    const all = allocations.flatMap((allocation) => allocation.product_ids);
    expect(new Set(all).size).toBe(all.length);
    for (const allocation of allocations) {
      expect(allocation.product_ids.length).toBeGreaterThanOrEqual(1);
      expect(allocation.product_ids.length).toBeLessThanOrEqual(3);
      expect(allocation.reasoning.length).toBeGreaterThan(20);
    }
    const workshop = input.products!.find((product) => /workshop/i.test(product.name))!;
    expect(allocations.find((allocation) => allocation.ad_set_id === 'b')!.product_ids).toContain(
      workshop.id,
    );
  });
});

describe('which product an ad shows', () => {
  const product = (name: string, price: string) =>
    ({ id: name, name, price, currency: 'EUR', offering_type: 'product' }) as never;

  it('leads with the products the ad set names, and never with an add-on while a main offering is there', () => {
    const sauce = product('Sauce', '2.50');
    const duck = product('Knusprige Ente mit Bambus und Morcheln', '13.00');
    const menu = product('Menü 3 – China & Thailand', '46.00');
    const soup = product('Pekingsuppe', '5.00');
    const ordered = adOrder(
      [sauce, menu, soup, duck],
      'Price and value: Knusprige Ente mit Bambus und Morcheln – broad',
    );
    expect(ordered.map((item: { name: string }) => item.name)).toEqual([
      'Knusprige Ente mit Bambus und Morcheln',
      'Menü 3 – China & Thailand',
      'Pekingsuppe',
    ]);
    // An ad set of add-ons only still gets its ads.
    expect(adOrder([sauce], 'Extras')).toEqual([sauce]);
  });
});

describe('namesAnother', () => {
  it('tells a line about another offering by its brand-like words, not by a price unit or the business name', () => {
    expect(
      namesAnother('We offer expert repairs for all iPhone models.', 'Nintendo Switch Repair', 'MLG FIX UAE'),
    ).toBe(true);
    expect(
      namesAnother('Fast repairs for all Xbox Series X and S issues.', 'Apple iPhone Repair', 'MLG FIX UAE'),
    ).toBe(true);
    expect(
      namesAnother('We offer expert repairs for all iPhone models.', 'Apple iPhone Repair', 'MLG FIX UAE'),
    ).toBe(false);
    expect(namesAnother('Contact MLG FIX for affordable solutions.', 'Device Repair', 'MLG FIX UAE')).toBe(
      false,
    );
    expect(namesAnother('Поддон глубокий — 2,30 BYN. Закажите онлайн.', 'Поддон глубокий', 'ПНД-Групп')).toBe(
      false,
    );
  });
});
