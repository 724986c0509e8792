import type {
  AdVariationDraft,
  AdVariationsGenerationInput,
  CampaignGenerationInput,
  DistributeProductsInput,
} from '@adsmith/domain/drafting/campaign-generations';
import type { DraftingEngine } from './engine';
import { buildCorpus, findUngrounded, groundText, type GroundingCorpus } from './grounding';
import { formatPrice } from './offline/format';

type Product = NonNullable<CampaignGenerationInput['products']>[number];
type Sources = {
  business?: CampaignGenerationInput['business'];
  brand_story: string;
  hypothesis: CampaignGenerationInput['hypothesis'];
  products?: Product[];
};

const productSources = (products: readonly Product[]) =>
  products.flatMap((product) => [
    product.name,
    product.description ?? '',
    product.price
      ? `${product.price} ${product.currency ?? ''} ${formatPrice({ price: product.price, currency: product.currency ?? null }) ?? ''} $${product.price}`
      : '',
  ]);

/**
 * What a campaign draft may state: the business, its brand story (grounded when drafted, the owner's words when
 * edited), the assumption and its budget, and the offerings with their prices. Ad set texts are not sources: an
 * ungrounded claim there must not make itself true in the ads.
 */
function campaignCorpus(input: Sources, extra: string[] = []): GroundingCorpus {
  return buildCorpus([
    ...extra,
    input.business?.name,
    input.business?.hostname,
    input.brand_story,
    input.hypothesis.hypothesis,
    input.hypothesis.strategic_approach,
    input.hypothesis.success_metrics,
    `$${input.hypothesis.daily_budget.toFixed(2)}`,
    ...productSources(input.products ?? []),
  ]);
}

const isGrounded = (text: string, corpus: GroundingCorpus) => findUngrounded(text, corpus).length === 0;

/** An ad with every ungrounded variation removed; null when its main headline or primary text is ungrounded. */
function groundAd(ad: AdVariationDraft, corpus: GroundingCorpus): AdVariationDraft | null {
  if (!isGrounded(ad.headline, corpus) || !isGrounded(ad.primary_text, corpus)) return null;
  const keep = (texts: string[]) => texts.filter((text) => isGrounded(text, corpus));
  return {
    ...ad,
    headline_variations: keep(ad.headline_variations),
    primary_text_variations: keep(ad.primary_text_variations),
    description: isGrounded(ad.description, corpus) ? ad.description : '',
    creative_approach: groundText(ad.creative_approach, corpus).text,
    value_proposition: groundText(ad.value_proposition, corpus).text,
  };
}

const adSourcesOf = (input: AdVariationsGenerationInput): Sources => ({
  business: input.business,
  brand_story: input.brand_story,
  hypothesis: input.hypothesis,
  products: input.selected_products,
});

const distributeSourcesOf = (input: DistributeProductsInput): Sources => ({
  brand_story: '',
  hypothesis: input.hypothesis,
  products: input.products,
});

/**
 * The campaign generations of an engine with their text grounded (see grounding.ts): reasonings keep only
 * sentences the material supports, and an ad whose headline or primary text names something unknown is dropped
 * (the service then reports partial success). Limits, ids and settings are enforced by the campaigns service.
 */
export function withCampaignGrounding(
  engine: DraftingEngine,
): Pick<DraftingEngine, 'campaign' | 'adSets' | 'distributeProducts' | 'adVariations'> {
  return {
    async campaign(input, options) {
      const result = await engine.campaign(input, options);
      const corpus = campaignCorpus(input);
      return {
        ...result,
        value: { ...result.value, reasoning: groundText(result.value.reasoning, corpus).text },
      };
    },
    async adSets(input, options) {
      const result = await engine.adSets(input, options);
      const ad_sets = result.value.ad_sets.map((adSet) => {
        // An ad set may describe its own settings (ages, countries): they are choices, not claims about the business.
        const { targeting } = adSet;
        const settings = [
          `${targeting.age_min} ${targeting.age_max}`,
          ...targeting.geo_locations.countries,
          ...targeting.publisher_platforms,
        ];
        const corpus = campaignCorpus(input, settings);
        return {
          ...adSet,
          selection_reasoning: groundText(adSet.selection_reasoning, corpus).text,
          targeting_approach: groundText(adSet.targeting_approach, corpus).text,
        };
      });
      return { ...result, value: { ad_sets } };
    },
    async distributeProducts(input, options) {
      const result = await engine.distributeProducts(input, options);
      // The reasoning names the ad sets it fills, so their names count as known here (and only here).
      const corpus = campaignCorpus(
        distributeSourcesOf(input),
        input.ad_sets.map((adSet) => adSet.name),
      );
      const allocations = result.value.allocations.map((allocation) => ({
        ...allocation,
        reasoning: groundText(allocation.reasoning, corpus).text,
      }));
      return { ...result, value: { allocations } };
    },
    async adVariations(input, options) {
      const result = await engine.adVariations(input, options);
      const corpus = campaignCorpus(adSourcesOf(input));
      const ads = result.value.ad_variations
        .map((ad) => groundAd(ad, corpus))
        .filter((ad): ad is AdVariationDraft => ad !== null);
      return { ...result, value: { ...result.value, ad_variations: ads } };
    },
  };
}
