import { campaignBudgetOf } from './offline/campaign/campaign';
import { formatCityRadius, localTargetingOf } from '@adsmith/domain/campaigns/local-targeting';
import type {
  AdVariationDraft,
  AdVariationsGenerationInput,
  CampaignGenerationInput,
  DistributeProductsInput,
} from '@adsmith/domain/drafting/campaign-generations';
import type { Objective } from '@adsmith/domain/campaigns/constants';
import { checkAdCopy, guessCopyLanguage, type CopyContext } from '@adsmith/domain/copy/copy-check';
import { draftAdVariations } from './offline/campaign/ad-variations';
import { repairDraftAds } from '@adsmith/domain/copy/repair';
import { profileSourceTexts } from '@adsmith/domain/copy/sources';
import type { BusinessOfferingType } from '@adsmith/domain/crawl/schemas';
import type { BusinessProfile } from '@adsmith/domain/profile/schemas';
import { cityByForm, cityName } from '../modules/profile/rules/location';
import type { DraftingEngine } from './engine';
import { draftLanguageOf } from './copy-brief';
import { countryNameIn } from '@adsmith/domain/campaigns/countries';
import { buildCorpus, findUngrounded, groundText, type GroundingCorpus } from './grounding';
import { formatPrice as formatMoney } from '@adsmith/domain/common/money';
import { formatPrice } from './offline/format';

type Product = NonNullable<CampaignGenerationInput['products']>[number];
type Sources = {
  business?: CampaignGenerationInput['business'];
  brand_story: string;
  hypothesis: CampaignGenerationInput['hypothesis'];
  products?: Product[];
  profile?: CampaignGenerationInput['profile'];
};

/** A price as the site's customers may read it, in the languages the copy is written in and the currency's own. */
const localPrices = (price: string, currency: string | null) =>
  [undefined, 'en', 'de'].map((language) => formatMoney(price, currency, language)).join(' ');

const productSources = (products: readonly Product[]) =>
  products.flatMap((product) => [
    product.name,
    product.description ?? '',
    product.price
      ? `${product.price} ${product.currency ?? ''} ${formatPrice({ price: product.price, currency: product.currency ?? null }) ?? ''} $${product.price} ${localPrices(product.price, product.currency ?? null)}`
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
    metricsAsSource(input.hypothesis.success_metrics),
    `$${input.hypothesis.daily_budget.toFixed(2)}`,
    ...productSources(input.products ?? []),
    ...profileSourceTexts(input.profile),
    ...cityNamesOf(input.profile),
  ]);
}

/** The profile's city by its own name as well ("Wien" for "Vienna"): the copy names it so, and it is the same fact. */
const cityNamesOf = (profile: BusinessProfile | null | undefined): string[] => {
  const city = profile?.location.city?.value;
  const own = city ? (cityByForm(city)?.name ?? cityName(city)) : null;
  return own && own !== city ? [own] : [];
};

/**
 * The assumption's success metrics without the plan's own figures (its impact score and the suggested budget with
 * the prices converted to dollars): those are arithmetic about the plan, and must not make a number in an ad true.
 * The offline engine writes them last, from the score ("Impact 7/10:", "Wirkung 7/10 :") on, in every language.
 */
const metricsAsSource = (metrics: string) =>
  metrics
    .replace(/(?:^|\s)[\p{L}]+ \d+\/10\s?:[\s\S]*$/u, ' ')
    .replace(
      /Impact \d+\/10:[^.]*\.|Suggested budget [^:]{1,40}? a day(?: \([^)]*\))?:[\s\S]*?\.(?=\s|$)/g,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();

/** The currency most of the offerings are priced in, or null. */
function mainCurrency(products: readonly { currency?: string | null }[]): string | null {
  const counts = new Map<string, number>();
  for (const product of products) {
    const code = product.currency?.toUpperCase();
    if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/**
 * What the copy checker needs to judge a campaign's ads: the business's name and host (site-name suffixes), its
 * currency and language (from the profile, else the offerings and the brand story), the channel, objective and
 * offering type (calls to action), and every text the ads may take facts from.
 */
export function copyContextFor(
  input: Sources & {
    channel: string;
    objective?: Objective | null;
    offering_type?: BusinessOfferingType | null;
  },
): CopyContext {
  const { profile } = input;
  const products = input.products ?? [];
  return {
    siteName: profile?.businessName?.value ?? input.business?.name ?? null,
    hostname: input.business?.hostname ?? null,
    currency: profile?.currency?.value ?? mainCurrency(products),
    language: profile?.languages[0] ?? guessCopyLanguage(input.brand_story),
    channel: input.channel,
    objective: input.objective ?? null,
    offeringType: input.offering_type ?? null,
    sources: [
      input.business?.name ?? '',
      input.business?.hostname ?? '',
      input.brand_story,
      input.hypothesis.hypothesis,
      input.hypothesis.strategic_approach,
      metricsAsSource(input.hypothesis.success_metrics),
      ...productSources(products),
      ...profileSourceTexts(profile),
      ...cityNamesOf(profile),
    ],
    offerings: products.map((product) => product.name),
  };
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

/**
 * Every ad with a description: one the engine left out, or the checker dropped (a price alone, a call to action), is
 * taken from the descriptions the offline engine writes from the profile for the same ad set — the offering's own
 * first, each once, grounded and passing the checker — so a model's ads are never poorer than the offline ones.
 */
function withDescriptions(
  ads: AdVariationDraft[],
  input: AdVariationsGenerationInput,
  context: CopyContext,
  corpus: GroundingCorpus,
): AdVariationDraft[] {
  if (ads.every((ad) => ad.description.trim())) return ads;
  const spare = draftAdVariations({
    ...input,
    remaining_slots: Math.max(input.remaining_slots, ads.length),
  }).ad_variations.filter((ad) => ad.description.trim() && isGrounded(ad.description, corpus));
  const used = new Set(ads.map((ad) => ad.description.trim().toLowerCase()).filter(Boolean));
  return ads.map((ad) => {
    if (ad.description.trim()) return ad;
    const own = (other: AdVariationDraft) => other.product_ids.some((id) => ad.product_ids.includes(id));
    const found = [...spare.filter(own), ...spare.filter((other) => !own(other))]
      .map((other) => other.description)
      .find(
        (description) =>
          !used.has(description.toLowerCase()) &&
          checkAdCopy([{ ...ad, description }], context).every((finding) => finding.field !== 'description'),
      );
    if (!found) return ad;
    used.add(found.toLowerCase());
    return { ...ad, description: found };
  });
}

const adSourcesOf = (input: AdVariationsGenerationInput): Sources => ({
  business: input.business,
  brand_story: input.brand_story,
  hypothesis: input.hypothesis,
  products: input.selected_products,
  profile: input.profile,
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
      // The campaign's budget is the plan's own figure: the reasoning may state it in the account's currency.
      const budget = campaignBudgetOf(input, result.value.objective);
      const corpus = campaignCorpus(input, [
        budget.assumption,
        budget.budget,
        budget.currency,
        `${budget.share * 100}%`,
      ]);
      return {
        ...result,
        value: { ...result.value, reasoning: groundText(result.value.reasoning, corpus).text },
      };
    },
    async adSets(input, options) {
      const result = await engine.adSets(input, options);
      // The countries are named in the draft's language too ("Österreich" for AT).
      const { language } = draftLanguageOf(input);
      const ad_sets = result.value.ad_sets.map((adSet) => {
        // An ad set may describe its own settings (ages, countries): they are choices, not claims about the business.
        const { targeting } = adSet;
        // So is the radius around a local trade's city ("+19 mi"), which the use case targets.
        const local = localTargetingOf(input.profile, input.countries);
        const settings = [
          `${targeting.age_min} ${targeting.age_max}`,
          ...targeting.geo_locations.countries,
          ...targeting.geo_locations.countries.map((code) => countryNameIn(code, language)),
          ...targeting.publisher_platforms,
          ...(local ? [local.city, formatCityRadius(local.radius)] : []),
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
      const grounded = result.value.ad_variations
        .map((ad) => groundAd(ad, corpus))
        .filter((ad): ad is AdVariationDraft => ad !== null)
        .map((ad) => ({
          ...ad,
          headline_variations: [
            ad.headline,
            ...ad.headline_variations.filter((text) => text !== ad.headline),
          ],
          primary_text_variations: [
            ad.primary_text,
            ...ad.primary_text_variations.filter((text) => text !== ad.primary_text),
          ],
        }));
      // The one copy checker: what it can repair is repaired, a faulty variation or description is dropped, and an
      // ad with nothing clean left is not returned.
      const existing = input.existing_ads.map((ad) => ({ ...ad, call_to_action: 'LEARN_MORE' }));
      const context = copyContextFor({
        ...adSourcesOf(input),
        channel: input.channel,
        objective: input.objective,
        offering_type: input.offering_type,
      });
      const checked = repairDraftAds(grounded, context, existing);
      const ad_variations = withDescriptions(checked.ads, input, context, corpus);
      return { ...result, value: { ...result.value, ad_variations } };
    },
  };
}
