import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAdCopy, describeFinding } from '@adsmith/domain/copy/copy-check';
import type { AdVariationDraft } from '@adsmith/domain/drafting/campaign-generations';
import { messageText, startFakeOpenAI, type FakeOpenAI } from '../test/fake-openai';
import { copyBriefOf } from './copy-brief';
import { copyContextFor } from './campaign-grounding';
import { createDraftingEngine } from './create-engine';
import { silentLogger, type CrawlFacts } from './engine';
import { draftSite, type DraftRun } from './testing/draft-run';
import { keepDistinct } from './similarity';
import { realSiteNames, realSitesAvailable, realsiteFacts, type RealSiteTruth } from './testing/realsite-facts';

/**
 * The drafts a business owner gets for each real site in ../shared/realsites, by the offline engine (the default)
 * and by the model engine against a fake endpoint that returns deliberately flawed copy: the copy checker finds
 * nothing in what either returns, there are four distinct assumptions, the ads target the site's own country and
 * a services business never gets "Shop Now".
 */
const sites: readonly string[] = realSitesAvailable() ? realSiteNames : [];
const offline = createDraftingEngine({ AI_PROVIDER: 'none' } as never, silentLogger);

const isServices = (truth: RealSiteTruth) =>
  truth.offerings.filter((offering) => offering.type === 'service').length > truth.offerings.length / 2;

function findingsOf(run: DraftRun, ads: AdVariationDraft[]) {
  const context = copyContextFor({ ...run.input, channel: 'facebook', objective: run.campaign.objective, offering_type: run.input.offering_type });
  return checkAdCopy(ads, context).map(describeFinding);
}

describe.skipIf(sites.length === 0).each(realSiteNames)('drafts for the real site %s', (site) => {
  let facts: CrawlFacts & { truth: RealSiteTruth };
  let run: DraftRun;
  beforeAll(async () => {
    facts = await realsiteFacts(site);
    run = await draftSite(offline, facts);
  }, 120_000);

  it('has four distinct assumptions, each with evidence on its page, an impact reason and a budget from the prices', () => {
    expect(run.hypotheses).toHaveLength(4);
    expect(new Set(run.hypotheses.map((hypothesis) => hypothesis.hypothesis)).size).toBe(4);
    // Distinct motives: no two say the same thing once the quotes and the business's name are set aside.
    expect(keepDistinct(run.hypotheses, [], (hypothesis) => hypothesis.hypothesis, [run.input.business!.name])).toHaveLength(4);
    for (const hypothesis of run.hypotheses) {
      expect(hypothesis.evidence.length).toBeGreaterThan(0);
      for (const item of hypothesis.evidence) {
        const page = facts.pages.find((candidate) => candidate.url === item.url);
        expect(page, item.url).toBeDefined();
        expect([page!.title ?? '', page!.description ?? '', page!.text].join(' ').replace(/\s+/g, ' ')).toContain(item.quote.replace(/…$/, '').replace(/\s+/g, ' ').trim());
      }
      expect(hypothesis.success_metrics).toMatch(new RegExp(`Impact ${hypothesis.potential_impact_score}/10: [^.]{20,}\\.`));
      expect(hypothesis.success_metrics).toContain(`Suggested budget $${hypothesis.daily_budget} a day`);
      expect(hypothesis.daily_budget).toBeGreaterThanOrEqual(10);
      expect(hypothesis.daily_budget).toBeLessThanOrEqual(100);
    }
  });

  it("targets the site's own country in every ad set", () => {
    expect(run.adSets.length).toBeGreaterThan(0);
    for (const adSet of run.adSets) expect(adSet.targeting.geo_locations.countries).toEqual([facts.truth.country]);
  });

  it('drafts ads the copy checker finds nothing in, and no Shop Now for a services business', () => {
    const ads = run.ads.flatMap((group) => group.ads);
    expect(findingsOf(run, ads)).toEqual([]);
    if (isServices(facts.truth)) {
      for (const ad of ads) expect(ad.call_to_action).not.toBe('SHOP_NOW');
      expect(run.campaign.objective).not.toBe('OUTCOME_SALES');
    }
  });
});

describe.skipIf(sites.length === 0)('model copy with flaws, on a real site', () => {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(async () => {
    await fake.close();
  });

  it.each(['schutzmaskekaufen', 'mlgfix'] as const)(
    'is repaired or dropped by the copy checker (%s)',
    async (site) => {
      const facts = await realsiteFacts(site);
      const run = await draftSite(offline, facts);
      const products = run.input.products ?? [];
      const product = products[0];
      expect(product).toBeDefined();
      const siteName = run.input.business!.name;
      const good = run.ads.flatMap((group) => group.ads)[0]!;
      fake.enqueue({
        json: {
          ad_variations: [
            {
              name: 'HTML and suffix',
              headline: `${product!.name} - ${siteName}`,
              headline_variations: [`${product!.name} | ${siteName}`, good.headline],
              primary_text: `<p>${good.primary_text}</p>`,
              primary_text_variations: [`${good.primary_text} Shop now!`, 'If so agreed between the parties, shipping costs are borne by the buyer.'],
              description: product!.price ? `${product!.price} USD` : '$10.00',
              call_to_action: 'SHOP_NOW',
              product_ids: [product!.id],
              creative_approach: 'Product close-up',
              value_proposition: 'Quality',
            },
            {
              name: 'Invented and repeated',
              headline: 'The best choice since 1887',
              headline_variations: [],
              primary_text: `${good.primary_text}`,
              primary_text_variations: [],
              description: 'Only 9.99',
              call_to_action: 'SHOP_NOW',
              product_ids: [product!.id],
              creative_approach: '',
              value_proposition: '',
            },
          ],
        },
      });
      const model = createDraftingEngine(
        { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-llm', AI_TIMEOUT_SECONDS: 5, AI_API_KEY: 'test-key' } as never,
        silentLogger,
      );
      const { ad_variations: ads } = (
        await model.adVariations({
          business: run.input.business,
          offering_type: run.input.offering_type,
          brand_story: run.story,
          hypothesis: run.input.hypothesis,
          ad_set: { ...run.adSets[0]!, id: 'ad-set-0' },
          existing_ads: [],
          selected_products: products.slice(0, 2),
          remaining_slots: 2,
          channel: 'facebook',
          objective: run.campaign.objective,
          profile: run.input.profile,
        })
      ).value;
      // The first ad is repaired (tags, suffix, padded variation, boilerplate, price-only description dropped);
      // the second repeats the first and invents a claim and a year, so nothing of it can run.
      expect(ads).toHaveLength(1);
      expect(ads[0]!.headline).toBe(product!.name.length <= 40 ? product!.name : ads[0]!.headline);
      expect(ads[0]!.primary_text).toBe(good.primary_text);
      expect(ads[0]!.description).toBe('');
      expect(findingsOf(run, ads)).toEqual([]);
      // The prompt is written from the same business profile as the offline copy.
      const prompt = messageText(fake.requests.at(-1)!.body, 'user');
      const benefit = copyBriefOf(run.input).benefits[0];
      expect(benefit).toBeDefined();
      expect(prompt).toContain(JSON.stringify(benefit).slice(1, 40));
    },
    120_000,
  );
});
