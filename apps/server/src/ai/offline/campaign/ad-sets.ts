import { AdSetRules, NameLimits, type Objective } from '@adsmith/domain/campaigns/constants';
import { CampaignLimits } from '@adsmith/domain/common/constants';
import { fitDeliveryToObjective } from '@adsmith/domain/campaigns/objective-settings';
import { countryNameIn } from '@adsmith/domain/campaigns/countries';
import type { AdSetDraft, AdSetsGenerationInput } from '@adsmith/domain/drafting/campaign-generations';
import { draftLanguageOf, translationNote } from '../../copy-brief';
import { phraseBankFor } from '../phrase-banks/banks';
import { fill } from '../phrase-banks/phrase-bank';
import { formatCityRadius, localTargetingOf } from '@adsmith/domain/campaigns/local-targeting';
import { clipQuote } from '../format';
import { reasoningPhrasesFor } from '../phrase-banks/reasoning';
import { adSetReasoning, quoted } from './reasoning';
import {
  adSetFocus,
  angleOf,
  businessOf,
  shortProductLabel,
  familyOf,
  type AdSetFocus,
} from './campaign-facts';

/** The goal each objective optimises for first (the others stay available in the editor). */
const PREFERRED_GOAL: Record<Objective, string> = {
  AWARENESS: 'REACH',
  TRAFFIC: 'LANDING_PAGE_VIEWS',
  ENGAGEMENT: 'POST_ENGAGEMENT',
  LEAD_GENERATION: 'LEAD_GENERATION',
  OUTCOME_SALES: 'CONVERSIONS',
};

type Audience = {
  suffix: string;
  build: (
    focus: AdSetFocus,
  ) => Omit<AdSetDraft, 'daily_budget' | 'optimization_goal' | 'billing_event' | 'bid_strategy'>;
};

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Offline ad sets: two contrasting audiences for the assumption — a broad one on Facebook and Instagram feeds and
 * stories, and a mobile Instagram one aged 25–54 — each focused on its own share of the offerings (adSetFocus: the
 * broad one on the offering the assumption names and the main ones, the contrasting one on the lowest-priced main
 * ones left), named in its reasoning, so the product distribution and the ads follow what the reasoning says. Existing ad sets (same name or same audience) are skipped;
 * never more than the remaining slots.
 */
export function draftAdSets(input: AdSetsGenerationInput): AdSetDraft[] {
  const business = businessOf(input);
  const angle = angleOf(input.hypothesis);
  const products = input.products ?? [];
  // The countries were settled before drafting (the owner's answer, or the profile's confident country); with none
  // the ad sets target no country and the wizard asks the owner. A local service is targeted around its city.
  const country = input.countries[0] ?? null;
  const countries = [...new Set(input.countries)];
  // A local trade is targeted around its city, as far as its customers travel (TRADE_RADIUS_KM in the domain); the
  // use case writes the same city and radius into the targeting.
  const local = localTargetingOf(input.profile, countries);
  const city = local?.city ?? null;
  const audience = input.profile?.audience[0]?.value ?? null;
  // Each ad set's offerings follow its reasoning, which names them all: the product distribution places them so.
  const focus = adSetFocus(products, input.hypothesis, CampaignLimits.maxProductsPerAdSet);
  const kind = input.offering_type === 'services' ? 'services' : 'products';
  // Names are the owner's labels in the customer's language, as the ads are.
  const draftLanguage = draftLanguageOf({ profile: input.profile, brand_story: input.brand_story });
  const bank = phraseBankFor(draftLanguage.language, draftLanguage.variant);
  const note = translationNote(draftLanguage);
  const nameAngle = bank.motives[angle.motive ?? 'core'];
  const label = (focus: AdSetFocus) =>
    shortProductLabel(focus.products, bank) ??
    fill(kind === 'services' ? bank.businessServices : bank.businessProducts, { business: business.name });
  const adSetName = (focus: string, audience: string) =>
    clipQuote(fill(bank.adSetName, { angle: nameAngle, focus, audience }), NameLimits.adSet);
  const reasoningDraft = {
    language: draftLanguage.language,
    note,
    family: familyOf(input.profile),
    variant: draftLanguage.variant,
  };
  // How each ad set reaches its people, in the draft's language as its reasoning is.
  const say = reasoningPhrasesFor(draftLanguage.language, draftLanguage.variant).targeting;
  // Countries by their names in the draft's language ("Österreich"): a code reads as a word ("AT", "BY").
  const countryNames = countries.map((code) => countryNameIn(code, draftLanguage.language)).join(', ');
  const place = !country
    ? say.open
    : local
      ? say.around({ city: local.city, radius: formatCityRadius(local.radius), countries: countryNames })
      : say.country(countryNames);

  const audiences: Audience[] = [
    {
      suffix: bank.audiences.broad,
      build: (focus) => ({
        name: adSetName(label(focus), bank.audiences.broad),
        audience_type: 'Broad prospecting',
        targeting_approach: `${note}${say.broad({ place, min: AdSetRules.age.newMin, max: AdSetRules.age.newMax })}`,
        selection_reasoning: adSetReasoning(reasoningDraft, {
          audience: 'broad',
          focus,
          catalogue: products,
          kind,
          objective: input.objective,
          angle,
        }),
        targeting: {
          geo_locations: { countries, cities: city ? [city] : [], regions: [] },
          genders: [],
          age_min: AdSetRules.age.newMin,
          age_max: AdSetRules.age.newMax,
          publisher_platforms: ['facebook', 'instagram'],
          device_platforms: ['mobile', 'desktop'],
          facebook_positions: ['feed', 'story'],
          instagram_positions: ['stream', 'story'],
        },
      }),
    },
    {
      suffix: bank.audiences.instagramMobile,
      build: (focus) => ({
        name: adSetName(audience ?? label(focus), bank.audiences.instagramMobile),
        audience_type: 'Mobile Instagram',
        targeting_approach: `${note}${say.mobile({
          place,
          min: 25,
          max: 54,
          audience: audience ? quoted(draftLanguage.language, audience) : null,
        })}`,
        selection_reasoning: adSetReasoning(reasoningDraft, {
          audience: 'instagramMobile',
          focus,
          catalogue: products,
          kind,
          objective: input.objective,
          angle,
        }),
        targeting: {
          geo_locations: { countries, cities: city ? [city] : [], regions: [] },
          genders: [],
          age_min: 25,
          age_max: 54,
          publisher_platforms: ['instagram'],
          device_platforms: ['mobile'],
          facebook_positions: [],
          instagram_positions: ['stream', 'story', 'reels'],
        },
      }),
    },
  ];

  const delivery = fitDeliveryToObjective(input.objective, {
    optimization_goal: PREFERRED_GOAL[input.objective],
    billing_event: 'IMPRESSIONS',
    bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
  });
  const drafts: AdSetDraft[] = [];
  audiences.forEach((audience, index) => {
    if (drafts.length >= input.remaining_slots) return;
    const draft = audience.build(index === 0 ? focus.broad : focus.mobile);
    // The same audience already in the draft (same name, or one of ours with the same audience suffix) is skipped.
    const taken = input.existing_ad_sets.some(
      (existing) =>
        sameName(existing.name, draft.name) ||
        existing.name.trim().toLowerCase().endsWith(`– ${audience.suffix.toLowerCase()}`),
    );
    if (taken) return;
    drafts.push({ ...draft, daily_budget: 0, ...delivery });
  });
  return drafts;
}
