import { convertBudget, type AdAccountCurrency } from '@adsmith/domain/campaigns/budget';
import { nameForObjective } from '@adsmith/domain/campaigns/objective-names';
import { fitDeliveryToObjective } from '@adsmith/domain/campaigns/objective-settings';
import {
  canAddAd,
  canAddAdSet,
  canAddProduct,
  remainingAdSetSlots,
  remainingAdSlots,
} from '@adsmith/domain/campaigns/rules';
import type { Objective } from '@adsmith/domain/campaigns/constants';
import type { Ad, AdSet, DraftProduct } from '@adsmith/domain/campaigns/schemas';
import {
  adsOfAdSet,
  productsOfAdSet,
  type CampaignFields,
  type WizardAlert,
  type WizardState,
  type WizardStepIndex,
} from './wizard-state';

export type WizardAction =
  | {
      type: 'initialized';
      campaign: CampaignFields;
      adSets: AdSet[];
      /** The offerings each drafted ad set starts with, by its id (issue 25, item 8). */
      productsByAdSet?: Record<string, DraftProduct[]>;
    }
  | { type: 'stepChanged'; step: WizardStepIndex }
  | { type: 'campaignNameChanged'; name: string }
  | { type: 'objectiveChanged'; objective: Objective }
  | { type: 'currencyChanged'; currency: AdAccountCurrency }
  | { type: 'adSetsAdded'; adSets: AdSet[]; productsByAdSet?: Record<string, DraftProduct[]> }
  | { type: 'manualAdSetAdded'; adSet: AdSet; ad: Ad }
  | { type: 'adSetUpdated'; adSet: AdSet }
  | { type: 'adSetRemoved'; adSetId: string }
  | { type: 'countryChosen'; country: string }
  | { type: 'productAdded'; adSetId: string; product: DraftProduct }
  | { type: 'productRemoved'; adSetId: string; productId: string }
  | { type: 'productsDistributed'; productsByAdSet: Record<string, DraftProduct[]> }
  | { type: 'adsGenerated'; adSetId: string; ads: Ad[] }
  | { type: 'adAdded'; ad: Ad }
  | { type: 'adUpdated'; ad: Ad }
  | { type: 'adRemoved'; adId: string }
  | { type: 'generatedAdsCleared' }
  | { type: 'adsBasisSet'; basis: string }
  | { type: 'alertChanged'; alert: WizardAlert | null };

const refusal = (message: string): WizardAlert => ({ color: 'red', message });

/** The names of drafted ad sets, by id (a manual ad set's name is the owner's from the start). */
const draftedNamesOf = (adSets: AdSet[]): Record<string, string> =>
  Object.fromEntries(
    adSets.filter((adSet) => !adSet.isManuallyCreated).map((adSet) => [adSet.id, adSet.name]),
  );

/** An ad may only show products of its own ad set (the server refuses anything else), so removals cascade. */
function pruneAdProducts(ads: Ad[], productsByAdSet: Record<string, DraftProduct[]>): Ad[] {
  return ads.map((ad) => {
    const allowed = new Set((productsByAdSet[ad.ad_set_id] ?? []).map((product) => product.id));
    const kept = ad.product_ids.filter((id) => allowed.has(id));
    return kept.length === ad.product_ids.length ? ad : { ...ad, product_ids: kept };
  });
}

/**
 * Each given ad set's offerings as the product rules allow them: at most SPEC's five, none twice; offerings for an
 * ad set that is not among them are dropped.
 */
function allowedProducts(
  adSets: readonly AdSet[],
  productsByAdSet: Record<string, DraftProduct[]>,
): Record<string, DraftProduct[]> {
  const allowed: Record<string, DraftProduct[]> = {};
  for (const adSet of adSets) {
    const products: DraftProduct[] = [];
    for (const product of productsByAdSet[adSet.id] ?? []) {
      if (
        canAddProduct(
          products.map((kept) => kept.id),
          product.id,
        ).ok
      )
        products.push(product);
    }
    allowed[adSet.id] = products;
  }
  return allowed;
}

/** Appends ads to an ad set, as many as the per-ad-set and per-campaign limits still allow. */
function appendAds(state: WizardState, adSetId: string, ads: Ad[]): WizardState {
  const slots = remainingAdSlots(adsOfAdSet(state, adSetId).length, state.ads.length);
  if (slots === 0) return state;
  return { ...state, ads: [...state.ads, ...ads.slice(0, slots)] };
}

/**
 * The wizard's one reducer. Every SPEC §5 limit is checked here with the domain rules, so no screen can add a third
 * ad set, a sixth product or an eleventh ad; a refused change leaves the state as it was and shows the rule's alert.
 */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'initialized': {
      const adSets = action.adSets.slice(0, remainingAdSetSlots(0));
      return {
        ...state,
        isInitialized: true,
        campaign: action.campaign,
        adSets,
        draftedAdSetNames: draftedNamesOf(adSets),
        // Product Selection opens with the offerings each ad set's reasoning names; Auto-distribute stays available.
        productsByAdSet: allowedProducts(adSets, action.productsByAdSet ?? {}),
      };
    }
    case 'stepChanged':
      // SPEC §4: errors clear on each step change.
      return { ...state, step: action.step, alert: null };
    case 'campaignNameChanged':
      return { ...state, campaign: { ...state.campaign, name: action.name } };
    case 'objectiveChanged': {
      // A name still as Adsmith drafted it follows the objective ("(Sales)" → "(Lead Generation)", in its language);
      // a name the owner typed stays as typed.
      const follows = (name: string, drafted: string | null | undefined) =>
        drafted === name ? nameForObjective(name, action.objective) : name;
      const name = follows(state.campaign.name, state.campaign.drafted_name);
      const draftedAdSetNames = { ...state.draftedAdSetNames };
      const adSets = state.adSets.map((adSet) => {
        const renamed = follows(adSet.name, state.draftedAdSetNames[adSet.id]);
        if (renamed !== adSet.name) draftedAdSetNames[adSet.id] = renamed;
        // The delivery dropdowns only offer what the objective allows, so every ad set is fitted to it at once.
        return { ...adSet, name: renamed, ...fitDeliveryToObjective(action.objective, adSet) };
      });
      return {
        ...state,
        campaign: {
          ...state.campaign,
          objective: action.objective,
          name,
          drafted_name: name !== state.campaign.name ? name : state.campaign.drafted_name,
        },
        adSets,
        draftedAdSetNames,
        ads: state.ads.map((ad) => {
          const adSet = adSets.find((candidate) => candidate.id === ad.ad_set_id);
          return adSet && adSet.name !== ad.ad_set_name ? { ...ad, ad_set_name: adSet.name } : ad;
        }),
      };
    }
    case 'currencyChanged': {
      // Budgets and bids are amounts of the ad account's currency: a change converts them (at an approximate rate,
      // rounded as a budget), so a euro budget never becomes the same number of pesos.
      const from = state.campaign.currency;
      const to = action.currency;
      if (from === to) return state;
      const convert = (amount: number) => convertBudget(amount, from, to) ?? amount;
      return {
        ...state,
        campaign: {
          ...state.campaign,
          currency: to,
          drafted_daily_budget:
            state.campaign.drafted_daily_budget === null
              ? null
              : convert(state.campaign.drafted_daily_budget),
        },
        adSets: state.adSets.map((adSet) => ({
          ...adSet,
          daily_budget: adSet.daily_budget > 0 ? convert(adSet.daily_budget) : adSet.daily_budget,
          bid_amount: adSet.bid_amount ? convert(adSet.bid_amount) : adSet.bid_amount,
        })),
      };
    }
    case 'adSetsAdded': {
      const check = canAddAdSet(state.adSets.length);
      if (!check.ok) return { ...state, alert: refusal(check.message) };
      const slots = remainingAdSetSlots(state.adSets.length, action.adSets.length);
      const added = action.adSets.slice(0, slots);
      return {
        ...state,
        adSets: [...state.adSets, ...added],
        draftedAdSetNames: { ...state.draftedAdSetNames, ...draftedNamesOf(added) },
        productsByAdSet: {
          ...state.productsByAdSet,
          ...allowedProducts(added, action.productsByAdSet ?? {}),
        },
      };
    }
    case 'manualAdSetAdded': {
      const check = canAddAdSet(state.adSets.length);
      if (!check.ok) return { ...state, alert: refusal(check.message) };
      const withAdSet = { ...state, adSets: [...state.adSets, action.adSet] };
      // SPEC §2: a manual ad set comes with a blank first ad, when the campaign still has room for one.
      return canAddAd(0, state.ads.length).ok
        ? appendAds(withAdSet, action.adSet.id, [action.ad])
        : withAdSet;
    }
    case 'adSetUpdated':
      return {
        ...state,
        adSets: state.adSets.map((adSet) => (adSet.id === action.adSet.id ? action.adSet : adSet)),
        ads: state.ads.map((ad) =>
          ad.ad_set_id === action.adSet.id ? { ...ad, ad_set_name: action.adSet.name } : ad,
        ),
      };
    case 'countryChosen':
      // The owner's answer to "Which country?": ad sets that target no country yet target it; chosen ones stay.
      return {
        ...state,
        adSets: state.adSets.map((adSet) =>
          adSet.targeting.geo_locations.countries.length > 0
            ? adSet
            : {
                ...adSet,
                targeting: {
                  ...adSet.targeting,
                  geo_locations: { ...adSet.targeting.geo_locations, countries: [action.country] },
                },
              },
        ),
      };
    case 'adSetRemoved': {
      // SPEC §2: removing an ad set removes its ads too (and its product choices).
      const productsByAdSet = { ...state.productsByAdSet };
      delete productsByAdSet[action.adSetId];
      return {
        ...state,
        adSets: state.adSets.filter((adSet) => adSet.id !== action.adSetId),
        ads: state.ads.filter((ad) => ad.ad_set_id !== action.adSetId),
        productsByAdSet,
      };
    }
    case 'productAdded': {
      const current = productsOfAdSet(state, action.adSetId);
      const check = canAddProduct(
        current.map((product) => product.id),
        action.product.id,
      );
      if (!check.ok) return { ...state, alert: refusal(check.message) };
      return {
        ...state,
        alert: null,
        productsByAdSet: { ...state.productsByAdSet, [action.adSetId]: [...current, action.product] },
      };
    }
    case 'productRemoved': {
      const productsByAdSet = {
        ...state.productsByAdSet,
        [action.adSetId]: productsOfAdSet(state, action.adSetId).filter(
          (product) => product.id !== action.productId,
        ),
      };
      return { ...state, productsByAdSet, ads: pruneAdProducts(state.ads, productsByAdSet) };
    }
    case 'productsDistributed': {
      const productsByAdSet = allowedProducts(state.adSets, action.productsByAdSet);
      return { ...state, alert: null, productsByAdSet, ads: pruneAdProducts(state.ads, productsByAdSet) };
    }
    case 'adsGenerated':
      if (!state.adSets.some((adSet) => adSet.id === action.adSetId)) return state;
      return appendAds(state, action.adSetId, action.ads);
    case 'adAdded': {
      const check = canAddAd(adsOfAdSet(state, action.ad.ad_set_id).length, state.ads.length);
      if (!check.ok) return { ...state, alert: refusal(check.message) };
      return { ...state, ads: [...state.ads, action.ad] };
    }
    case 'adUpdated':
      return { ...state, ads: state.ads.map((ad) => (ad.id === action.ad.id ? action.ad : ad)) };
    case 'adRemoved':
      return { ...state, ads: state.ads.filter((ad) => ad.id !== action.adId) };
    case 'generatedAdsCleared':
      // Ads the user started by hand are theirs; only generated ones are replaced by a regeneration.
      return { ...state, ads: state.ads.filter((ad) => ad.isManuallyCreated) };
    case 'adsBasisSet':
      return { ...state, adsBasis: action.basis };
    case 'alertChanged':
      return { ...state, alert: action.alert };
  }
}
