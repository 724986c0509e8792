import { settledCountries } from '@adsmith/domain/campaigns/target-countries';
import { AssumptionLimits, CampaignLimits } from '@adsmith/domain/common/constants';
import type {
  AdSetDraft,
  AdVariationDraft,
  CampaignGenerationInput,
  CampaignGenerationOutput,
} from '@adsmith/domain/drafting/campaign-generations';
import type { StoryFeedback } from '@adsmith/domain/story/schemas';
import { draftArtefacts, type DraftTexts } from '../checks/draft-language';
import type { CrawlFacts, DraftingEngine, HypothesisDraft } from '../engine';

/** A crawl's offerings as the campaign generations receive them, with ids "<prefix>-<index>". */
export const productRefsOf = (facts: CrawlFacts, prefix: string) =>
  facts.offerings.map((offering, index) => ({
    id: `${prefix}-${index}`,
    name: offering.name,
    price: offering.price,
    currency: offering.currency,
    description: offering.description,
    offering_type: offering.offeringType,
    landing_page: offering.landingPage,
  }));

export type DraftRun = {
  story: string;
  feedback: StoryFeedback;
  hypotheses: HypothesisDraft[];
  input: CampaignGenerationInput;
  campaign: CampaignGenerationOutput;
  adSets: AdSetDraft[];
  allocations: { ad_set_id: string; product_ids: string[]; reasoning: string }[];
  ads: { adSet: string; ads: AdVariationDraft[] }[];
  /** Milliseconds per generation. */
  timings: Record<string, number>;
};

/**
 * Everything a business owner gets drafted for one site, in wizard order: brand story, its feedback, four
 * assumptions, and for the first assumption the campaign, two ad sets, the product distribution and each ad set's
 * ads (as many as the wizard asks for). Used by the realsites suite, `npm run bench:draft` and the draft report.
 */
export async function draftSite(
  engine: DraftingEngine,
  facts: CrawlFacts,
  options: { channel?: string; countries?: string[] } = {},
): Promise<DraftRun> {
  const timings: Record<string, number> = {};
  const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const value = await work();
    timings[name] = (timings[name] ?? 0) + performance.now() - started;
    return value;
  };
  const channel = options.channel ?? 'facebook';
  const story = (await timed('story', () => engine.story({ facts }))).value.story;
  const feedback = (await timed('storyFeedback', () => engine.storyFeedback({ story, facts }))).value;
  const hypotheses = (
    await timed('hypotheses', () =>
      engine.hypotheses({ facts, brandStory: story, count: AssumptionLimits.maxAssumptions, existing: [] }),
    )
  ).value.hypotheses;
  const chosen = hypotheses[0];
  if (!chosen) throw new Error('no assumption drafted');
  const products = productRefsOf(facts, 'offering');
  const input: CampaignGenerationInput = {
    crawl_id: facts.crawlId,
    brand_story: story,
    hypothesis: { ...chosen, daily_budget: chosen.daily_budget ?? AssumptionLimits.defaultDailyBudget },
    offering_type: facts.profile?.offeringType?.value ?? facts.businessType ?? 'products',
    business: {
      name: facts.profile?.businessName?.value ?? facts.siteName ?? facts.hostname,
      hostname: facts.hostname,
      start_url: facts.startUrl,
    },
    products,
    profile: facts.profile ?? null,
  };
  const campaign = (await timed('campaign', () => engine.campaign(input))).value;
  const adSets = (
    await timed('adSets', () =>
      engine.adSets({
        ...input,
        objective: campaign.objective,
        existing_ad_sets: [],
        remaining_slots: CampaignLimits.maxAdSets,
        // As the route settles them: the profile's country when it is known; none (the owner is asked) otherwise.
        countries: options.countries ?? settledCountries(input.profile?.location),
      }),
    )
  ).value.ad_sets;
  const withIds = adSets.map((adSet, index) => ({ ...adSet, id: `ad-set-${index}` }));
  const allocations =
    products.length > 0
      ? (
          await timed('distributeProducts', () =>
            engine.distributeProducts({
              hypothesis: input.hypothesis,
              products,
              ad_sets: withIds.map((adSet) => ({
                id: adSet.id,
                name: adSet.name,
                selection_reasoning: adSet.selection_reasoning,
                audience_type: adSet.audience_type,
                targeting_approach: adSet.targeting_approach,
              })),
              max_per_set: CampaignLimits.maxProductsPerAdSet,
            }),
          )
        ).value.allocations
      : [];
  const ads: DraftRun['ads'] = [];
  const campaignAds: AdVariationDraft[] = [];
  for (const adSet of withIds) {
    const ids = allocations.find((allocation) => allocation.ad_set_id === adSet.id)?.product_ids ?? [];
    const selected = products.filter((product) => ids.includes(product.id));
    if (selected.length === 0) continue;
    const drafted = (
      await timed('adVariations', () =>
        engine.adVariations({
          business: input.business,
          offering_type: input.offering_type,
          brand_story: story,
          hypothesis: input.hypothesis,
          ad_set: adSet,
          existing_ads: campaignAds.map((ad) => ({
            headline: ad.headline,
            primary_text: ad.primary_text,
            primary_text_variations: ad.primary_text_variations,
          })),
          selected_products: selected,
          remaining_slots: Math.min(3, Math.max(2, selected.length)),
          channel,
          objective: campaign.objective,
          profile: input.profile,
        }),
      )
    ).value.ad_variations;
    campaignAds.push(...drafted);
    ads.push({ adSet: adSet.name, ads: drafted });
  }
  return { story, feedback, hypotheses, input, campaign, adSets, allocations, ads, timings };
}

/** Every text of a run a business owner reads, by artefact, each text once (a first variation repeats its field). */
export function draftTexts(run: DraftRun): { artefact: string; text: string }[] {
  return draftArtefacts(draftTextsOf(run)).map(({ kind, text }) => ({ artefact: kind, text }));
}

/** A run as the draft checks read it. */
export const draftTextsOf = (run: DraftRun): DraftTexts => ({
  ...run,
  ads: run.ads.flatMap((group) => group.ads),
});
