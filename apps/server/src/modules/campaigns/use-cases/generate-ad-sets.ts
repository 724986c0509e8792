import type { User } from '@adsmith/domain/auth/schemas';
import type {
  GenerateAdSetsResponse,
  generateAdSetsRequestSchema,
} from '@adsmith/domain/campaigns/api-schemas';
import {
  AdSetRules,
  DEVICE_PLATFORMS,
  FACEBOOK_POSITIONS,
  INSTAGRAM_POSITIONS,
  NameLimits,
  PUBLISHER_PLATFORMS,
} from '@adsmith/domain/campaigns/constants';
import { budgetDecimals, campaignDailyBudget } from '@adsmith/domain/campaigns/budget';
import { CampaignRuleMessages } from '@adsmith/domain/campaigns/messages';
import { nameForObjective } from '@adsmith/domain/campaigns/objective-names';
import { collectAdSetIssues } from '@adsmith/domain/campaigns/draft-rules';
import { newDraftKey } from '@adsmith/domain/campaigns/new-items';
import { fitDeliveryToObjective } from '@adsmith/domain/campaigns/objective-settings';
import { localTargetingOf } from '@adsmith/domain/campaigns/local-targeting';
import { remainingAdSetSlots, splitBudget } from '@adsmith/domain/campaigns/rules';
import { adSetScheduleInOffset } from '@adsmith/domain/campaigns/schedule';
import { settledCountries } from '@adsmith/domain/campaigns/target-countries';
import { adSetSchema, type AdSet, type DraftProduct } from '@adsmith/domain/campaigns/schemas';
import { CampaignLimits } from '@adsmith/domain/common/constants';
import { draftProductOf } from '@adsmith/domain/campaigns/draft-product';
import type { AdSetDraft } from '@adsmith/domain/drafting/campaign-generations';
import type { z } from 'zod';
import { clipQuote, clipSentences } from '../../../ai/offline/format';
import { AppError } from '../../../lib/errors';
import { distributeProducts } from '../../../ai/offline/campaign/distribute';
import { engineContext, loadCampaignContext, toProductRef, type CampaignContext } from '../campaign-context';
import type { GenerationDeps } from './generate-campaign';

type Request = z.output<typeof generateAdSetsRequestSchema>;

const only = <T extends string>(allowed: readonly T[], values: readonly string[]): T[] =>
  [...new Set(values.map((value) => value.trim().toLowerCase()))].filter((value): value is T =>
    (allowed as readonly string[]).includes(value),
  );

/**
 * An engine's ad set made valid: names and texts clipped, targeting limited to known values (the settled countries,
 * ages 13–65 in order, positions only for selected platforms; a local trade's city with its radius), delivery
 * settings fitted to the objective, the share
 * of the budget, and a schedule from tomorrow at the user's midnight for 30 days.
 */
function toAdSet(
  draft: AdSetDraft,
  countries: string[],
  local: ReturnType<typeof localTargetingOf>,
  request: Request,
  budget: number,
  index: number,
  now: Date,
): AdSet {
  const clampAge = (age: number, fallback: number) =>
    Number.isFinite(age)
      ? Math.min(AdSetRules.age.max, Math.max(AdSetRules.age.min, Math.round(age)))
      : fallback;
  const ageMin = clampAge(draft.targeting.age_min, AdSetRules.age.newMin);
  const ageMax = Math.max(ageMin, clampAge(draft.targeting.age_max, AdSetRules.age.newMax));
  const platforms = only(PUBLISHER_PLATFORMS, draft.targeting.publisher_platforms);
  const allowsPositions = (platform: string) =>
    platforms.length === 0 || (platforms as string[]).includes(platform);
  return adSetSchema.parse({
    id: newDraftKey('adset'),
    name:
      clipQuote(nameForObjective(draft.name.trim(), request.objective), NameLimits.adSet) ||
      `Ad set ${index + 1}`,
    selection_reasoning: clipSentences(draft.selection_reasoning.trim(), NameLimits.reasoning),
    targeting_approach: clipSentences(draft.targeting_approach.trim(), NameLimits.reasoning),
    audience_type: clipQuote(draft.audience_type.trim(), NameLimits.adSet),
    daily_budget: budget,
    targeting: {
      // A local trade is targeted around its city (the profile's, never the engine's guess); the country is always
      // written too, so an ad set whose city the platform does not match still imports.
      geo_locations: {
        countries: countries.slice(0, 25),
        cities: local ? [local.city] : [],
        regions: [],
        city_radius: local?.radius ?? null,
      },
      genders: [...new Set(draft.targeting.genders)].filter((gender) => gender === 1 || gender === 2),
      age_min: ageMin,
      age_max: ageMax,
      publisher_platforms: platforms,
      device_platforms: only(DEVICE_PLATFORMS, draft.targeting.device_platforms),
      facebook_positions: allowsPositions('facebook')
        ? only(FACEBOOK_POSITIONS, draft.targeting.facebook_positions)
        : [],
      instagram_positions: allowsPositions('instagram')
        ? only(INSTAGRAM_POSITIONS, draft.targeting.instagram_positions)
        : [],
    },
    ...fitDeliveryToObjective(request.objective, draft),
    bid_amount: 0,
    roas_average_floor: null,
    schedule: adSetScheduleInOffset(now, request.utc_offset_minutes),
    isManuallyCreated: false,
  });
}

/**
 * Drafts ad sets for the user's hypothesis (SPEC §7 POST /generate-ad-sets): as many as the caller has room for,
 * never more than 2 with the existing ones, each different from them and valid by every ad set rule. They target the
 * business's country when it is known (the owner set it, or the profile is confident), else the countries the owner
 * chose in the draft's ad sets; with neither, nothing is drafted and the answer is 409 (the wizard asks the owner),
 * never a guessed country. The campaign budget (the request's, else the hypothesis's) is split equally over existing
 * and new ad sets; the new ones get their shares. Nothing is saved.
 */
export async function generateAdSets(
  deps: GenerationDeps,
  options: { user: User; hypothesisId: string; request: Request; now?: Date },
): Promise<GenerateAdSetsResponse> {
  const { request } = options;
  const now = options.now ?? new Date();
  const slots = remainingAdSetSlots(request.existing_ad_sets.length, request.remaining_slots);
  const context = await loadCampaignContext(deps.db, options);
  if (slots === 0) return { ad_sets: [], products_by_ad_set: {}, engine: deps.engine.info };
  const countries = settledCountries(context.profile?.location, request.countries);
  if (countries.length === 0) throw new AppError('CONFLICT', CampaignRuleMessages.countryNeeded);
  const { value } = await deps.engine.adSets({
    ...engineContext(context),
    countries,
    objective: request.objective,
    existing_ad_sets: request.existing_ad_sets.map((adSet) => ({
      name: adSet.name,
      selection_reasoning: adSet.selection_reasoning,
    })),
    remaining_slots: slots,
  });
  const drafts = value.ad_sets.slice(0, slots);
  const local = localTargetingOf(context.profile, countries);
  const existing = request.existing_ad_sets.length;
  // The campaign's budget is in its ad account currency; without one, the assumption's for the objective in it.
  const currency = request.currency ?? context.accountCurrency;
  const shares = splitBudget(
    request.daily_budget ?? campaignDailyBudget(context.hypothesis.daily_budget, request.objective, currency),
    existing + drafts.length,
    budgetDecimals(currency),
  ).slice(existing);
  const adSets = drafts
    .map((draft, index) =>
      toAdSet(
        draft,
        countries,
        local,
        request,
        Math.max(AdSetRules.dailyBudget.min, shares[index] ?? 0),
        existing + index,
        now,
      ),
    )
    .filter((adSet) => collectAdSetIssues(adSet, request.objective, now, currency).length === 0);
  return { ad_sets: adSets, products_by_ad_set: preallocate(context, adSets), engine: deps.engine.info };
}

/**
 * The offerings each new ad set starts with (issue 25, item 8): placed as its reasoning says — a drafted ad set names
 * every offering it shows — by the offline distribution, which costs no generation and reads a model's reasoning as
 * well; each ad set gets at least one when the site has any, at most SPEC's five, and never one twice.
 */
function preallocate(context: CampaignContext, adSets: AdSet[]): Record<string, DraftProduct[]> {
  if (adSets.length === 0 || context.products.length === 0) return {};
  const { allocations } = distributeProducts({
    hypothesis: engineContext(context).hypothesis,
    products: context.products.map(toProductRef),
    ad_sets: adSets.map((adSet) => ({
      id: adSet.id,
      name: adSet.name,
      selection_reasoning: adSet.selection_reasoning ?? '',
      audience_type: adSet.audience_type,
      targeting_approach: adSet.targeting_approach,
    })),
    max_per_set: CampaignLimits.maxProductsPerAdSet,
  });
  const byId = new Map(context.products.map((product) => [product.id, product]));
  return Object.fromEntries(
    allocations.map((allocation) => [
      allocation.ad_set_id,
      [...new Set(allocation.product_ids)].slice(0, CampaignLimits.maxProductsPerAdSet).flatMap((id) => {
        const product = byId.get(id);
        return product ? [draftProductOf(product)] : [];
      }),
    ]),
  );
}
