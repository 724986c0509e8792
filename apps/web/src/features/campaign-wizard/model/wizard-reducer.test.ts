import { CampaignLimitMessages, CampaignRuleMessages } from '@adsmith/domain/campaigns/messages';
import { describe, expect, it } from 'vitest';
import { buildAd, buildAdSet, PRODUCTS, toDraft } from '../testing/wizard-api-fakes';
import { computeAdsBasis, hasChangesSinceAds } from './ads-basis';
import { buildManualAdSet } from './new-draft-items';
import { wizardReducer, type WizardAction } from './wizard-reducer';
import { createInitialWizardState, type WizardState } from './wizard-state';

const NOW = new Date(2026, 4, 14, 15, 45); // 14 May 2026, 15:45 local time

function initialized(adSets = [buildAdSet(1)]): WizardState {
  return wizardReducer(createInitialWizardState('h1', 'c1'), {
    type: 'initialized',
    campaign: {
      name: 'Slow mornings',
      objective: 'OUTCOME_SALES',
      drafted_daily_budget: 100,
      currency: 'USD',
      drafted_name: 'Slow mornings',
    },
    adSets,
  });
}

const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);

function addManual(state: WizardState): WizardState {
  return wizardReducer(state, {
    type: 'manualAdSetAdded',
    ...buildManualAdSet(state, { now: NOW, offeringType: 'products' }),
  });
}

describe('ad sets', () => {
  it('gives a manual ad set the SPEC defaults and a blank first ad', () => {
    const state = addManual(initialized());
    const manual = state.adSets[1]!;
    expect(manual.name).toBe('Ad Set 2');
    expect(manual.isManuallyCreated).toBe(true);
    expect(manual.daily_budget).toBe(0);
    expect(manual.bid_amount).toBe(0);
    expect(manual.targeting.age_min).toBe(18);
    expect(manual.targeting.age_max).toBe(65);
    // Countries of the first ad set, so the user starts from the market already chosen.
    expect(manual.targeting.geo_locations.countries).toEqual(['US']);
    // SPEC §9 delivery defaults fitted to the Sales objective (OFFSITE_CONVERSIONS is not in its table).
    expect(manual.optimization_goal).toBe('CONVERSIONS');
    expect(manual.billing_event).toBe('IMPRESSIONS');
    expect(manual.bid_strategy).toBe('LOWEST_COST_WITH_BID_CAP');
    // Start tomorrow at midnight, end 30 days after that start, every weekday on.
    const start = new Date(manual.schedule.start_time);
    expect([
      start.getFullYear(),
      start.getMonth(),
      start.getDate(),
      start.getHours(),
      start.getMinutes(),
    ]).toEqual([2026, 4, 15, 0, 0]);
    const end = new Date(manual.schedule.end_time!);
    expect([end.getMonth(), end.getDate(), end.getHours()]).toEqual([5, 14, 0]);
    expect(Object.values(manual.schedule.days).every((day) => day.enabled)).toBe(true);

    const ads = state.ads.filter((ad) => ad.ad_set_id === manual.id);
    expect(ads).toHaveLength(1);
    expect(ads[0]).toMatchObject({
      headline: '',
      primary_text: '',
      call_to_action: 'SHOP_NOW',
      ad_type: 'single_image',
      aspect_ratio: '1:1',
      ad_set_name: 'Ad Set 2',
      isManuallyCreated: true,
    });
  });

  it('refuses a third ad set with the rule message', () => {
    const full = initialized([buildAdSet(1), buildAdSet(2)]);
    const state = addManual(full);
    expect(state.adSets).toHaveLength(2);
    expect(state.ads).toHaveLength(0);
    expect(state.alert).toEqual({ color: 'red', message: CampaignRuleMessages.maxAdSets(2) });
    const generated = wizardReducer(full, { type: 'adSetsAdded', adSets: [buildAdSet(3)] });
    expect(generated.adSets.map((adSet) => adSet.id)).toEqual(['set-1', 'set-2']);
  });

  it('starts each drafted ad set with the offerings its reasoning names, within the product rules', () => {
    const [one, two, three] = PRODUCTS.map(toDraft);
    const state = wizardReducer(createInitialWizardState('h1', 'c1'), {
      type: 'initialized',
      campaign: initialized().campaign,
      adSets: [buildAdSet(1), buildAdSet(2)],
      // A product twice, six of them, and an ad set that is not in the draft.
      productsByAdSet: {
        'set-1': [one!, one!, two!],
        'set-2': PRODUCTS.slice(0, 6).map(toDraft),
        ghost: [three!],
      },
    });
    expect(state.productsByAdSet).toEqual({
      'set-1': [one, two],
      'set-2': PRODUCTS.slice(0, 5).map(toDraft),
    });
    // An ad set drafted later keeps the others' products and brings its own.
    const added = run(
      initialized([buildAdSet(1)]),
      { type: 'productAdded', adSetId: 'set-1', product: one! },
      { type: 'adSetsAdded', adSets: [buildAdSet(2)], productsByAdSet: { 'set-2': [three!] } },
    );
    expect(added.productsByAdSet).toEqual({ 'set-1': [one], 'set-2': [three] });
  });

  it('keeps only 2 of the ad sets the server drafts', () => {
    expect(initialized([buildAdSet(1), buildAdSet(2), buildAdSet(3)]).adSets).toHaveLength(2);
  });

  it('removes an ad set together with its ads and products', () => {
    const setOne = buildAdSet(1);
    const setTwo = buildAdSet(2);
    const state = run(
      initialized([setOne, setTwo]),
      { type: 'productAdded', adSetId: 'set-1', product: toDraft(PRODUCTS[0]!) },
      { type: 'productAdded', adSetId: 'set-2', product: toDraft(PRODUCTS[1]!) },
      { type: 'adsGenerated', adSetId: 'set-1', ads: [buildAd(setOne, 1), buildAd(setOne, 2)] },
      { type: 'adsGenerated', adSetId: 'set-2', ads: [buildAd(setTwo, 1)] },
      { type: 'adSetRemoved', adSetId: 'set-1' },
    );
    expect(state.adSets.map((adSet) => adSet.id)).toEqual(['set-2']);
    expect(state.ads.map((ad) => ad.ad_set_id)).toEqual(['set-2']);
    expect(state.productsByAdSet).toEqual({ 'set-2': [toDraft(PRODUCTS[1]!)] });
  });

  it('renames the ads of a renamed ad set and fits every ad set to a new objective', () => {
    const setOne = buildAdSet(1, { bid_strategy: 'LOWEST_COST_WITH_MIN_ROAS' });
    const state = run(
      initialized([setOne]),
      { type: 'adsGenerated', adSetId: 'set-1', ads: [buildAd(setOne, 1)] },
      { type: 'adSetUpdated', adSet: { ...setOne, name: 'Weekend bakers' } },
      { type: 'objectiveChanged', objective: 'AWARENESS' },
    );
    expect(state.ads[0]?.ad_set_name).toBe('Weekend bakers');
    expect(state.adSets[0]).toMatchObject({
      optimization_goal: 'REACH',
      billing_event: 'IMPRESSIONS',
      bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
    });
  });
});

describe('campaign name', () => {
  const draftedAs = (name: string, adSetName = 'Expertise: Lessons – broad') =>
    wizardReducer(createInitialWizardState('h1', 'c1'), {
      type: 'initialized',
      campaign: {
        name,
        objective: 'OUTCOME_SALES',
        drafted_daily_budget: 100,
        currency: 'USD',
        drafted_name: name,
      },
      adSets: [{ ...buildAdSet(1), name: adSetName }],
    });

  it('follows the objective while it is the drafted name, in the language it was drafted in', () => {
    const changed = run(draftedAs('Arrow Driving School – Expertise (Sales)'), {
      type: 'objectiveChanged',
      objective: 'LEAD_GENERATION',
    });
    expect(changed.campaign.name).toBe('Arrow Driving School – Expertise (Lead Generation)');
    // It keeps following: a second change renames the renamed name.
    expect(run(changed, { type: 'objectiveChanged', objective: 'TRAFFIC' }).campaign.name).toBe(
      'Arrow Driving School – Expertise (Traffic)',
    );
    const german = run(draftedAs('Sonjas Haarstyle – Ergebnis (Umsatz)'), {
      type: 'objectiveChanged',
      objective: 'LEAD_GENERATION',
    });
    expect(german.campaign.name).toBe('Sonjas Haarstyle – Ergebnis (Anfragen)');
  });

  it('never overwrites a name the owner typed, even one that carries a label', () => {
    const typed = run(
      draftedAs('Arrow Driving School – Expertise (Sales)'),
      { type: 'campaignNameChanged', name: 'Spring lessons (Sales)' },
      { type: 'objectiveChanged', objective: 'LEAD_GENERATION' },
    );
    expect(typed.campaign.name).toBe('Spring lessons (Sales)');
  });

  it('renames a drafted ad set with a label, not one the owner renamed or added by hand', () => {
    const drafted = draftedAs('Shop – Craft (Sales)', 'Craft: Mugs (Sales)');
    const [adSet] = drafted.adSets;
    const changed = run(drafted, { type: 'objectiveChanged', objective: 'TRAFFIC' });
    expect(changed.adSets[0]!.name).toBe('Craft: Mugs (Traffic)');
    const renamed = run(
      drafted,
      { type: 'adSetUpdated', adSet: { ...adSet!, name: 'My mugs (Sales)' } },
      { type: 'objectiveChanged', objective: 'TRAFFIC' },
    );
    expect(renamed.adSets[0]!.name).toBe('My mugs (Sales)');
  });
});

describe('ad account currency', () => {
  it('converts budgets and bids when the owner changes it, and leaves them when it stays', () => {
    const state = initialized([
      { ...buildAdSet(1), daily_budget: 25, bid_strategy: 'COST_CAP', bid_amount: 10 },
      { ...buildAdSet(2), daily_budget: 25 },
    ]);
    const euros = run(state, { type: 'currencyChanged', currency: 'EUR' });
    expect(euros.campaign.currency).toBe('EUR');
    // $25 is about €23: rounded as a budget, to €25; the $10 cap to €10.
    expect(euros.adSets.map((adSet) => adSet.daily_budget)).toEqual([25, 25]);
    expect(euros.adSets[0]!.bid_amount).toBe(10);
    const pesos = run(euros, { type: 'currencyChanged', currency: 'CLP' });
    // A peso budget is whole and thousands of pesos, never the same number as the euros.
    expect(pesos.adSets[0]!.daily_budget).toBe(25_000);
    expect(Number.isInteger(pesos.adSets[0]!.daily_budget)).toBe(true);
    expect(run(pesos, { type: 'currencyChanged', currency: 'CLP' })).toBe(pesos);
  });
});

describe('products', () => {
  it('refuses duplicates and a sixth product with the SPEC alerts', () => {
    let state = initialized();
    for (const product of PRODUCTS.slice(0, 5))
      state = wizardReducer(state, { type: 'productAdded', adSetId: 'set-1', product: toDraft(product) });
    expect(state.productsByAdSet['set-1']).toHaveLength(5);

    const sixth = wizardReducer(state, {
      type: 'productAdded',
      adSetId: 'set-1',
      product: toDraft(PRODUCTS[5]!),
    });
    expect(sixth.productsByAdSet['set-1']).toHaveLength(5);
    expect(sixth.alert?.message).toBe(CampaignLimitMessages.maxProductsPerAdSet);
    expect(sixth.alert?.message).toBe('Maximum 5 products per ad set allowed');

    const duplicate = wizardReducer(state, {
      type: 'productAdded',
      adSetId: 'set-1',
      product: toDraft(PRODUCTS[0]!),
    });
    expect(duplicate.alert?.message).toBe('Product already in ad set');
  });

  it('takes a distribution within the limits and drops ad products no longer in the ad set', () => {
    const setOne = buildAdSet(1);
    const state = run(
      initialized([setOne]),
      { type: 'productAdded', adSetId: 'set-1', product: toDraft(PRODUCTS[0]!) },
      { type: 'adsGenerated', adSetId: 'set-1', ads: [buildAd(setOne, 1, { product_ids: ['p1'] })] },
      {
        type: 'productsDistributed',
        productsByAdSet: {
          'set-1': [...PRODUCTS, PRODUCTS[1]!].map(toDraft),
          unknown: [toDraft(PRODUCTS[0]!)],
        },
      },
    );
    expect(state.productsByAdSet['set-1']?.map((product) => product.id)).toEqual([
      'p1',
      'p2',
      'p3',
      'p4',
      'p5',
    ]);
    expect(state.productsByAdSet.unknown).toBeUndefined();
    const removed = wizardReducer(state, { type: 'productRemoved', adSetId: 'set-1', productId: 'p1' });
    expect(removed.ads[0]?.product_ids).toEqual([]);
  });
});

describe('ads', () => {
  it('keeps at most 5 ads per ad set and 10 per campaign, with the SPEC alert', () => {
    const setOne = buildAdSet(1);
    const setTwo = buildAdSet(2);
    const many = (adSet: typeof setOne) => [1, 2, 3, 4, 5, 6].map((n) => buildAd(adSet, n));
    const state = run(
      initialized([setOne, setTwo]),
      { type: 'adsGenerated', adSetId: 'set-1', ads: many(setOne) },
      { type: 'adsGenerated', adSetId: 'set-2', ads: many(setTwo) },
    );
    expect(state.ads.filter((ad) => ad.ad_set_id === 'set-1')).toHaveLength(5);
    expect(state.ads).toHaveLength(10);

    const eleventh = wizardReducer(state, { type: 'adAdded', ad: buildAd(setOne, 11) });
    expect(eleventh.ads).toHaveLength(10);
    expect(eleventh.alert?.message).toBe('You can only have up to 10 ads across all ad sets in a campaign.');
  });

  it('clears only generated ads for a regeneration', () => {
    const state = run(addManual(initialized()), {
      type: 'adsGenerated',
      adSetId: 'set-1',
      ads: [buildAd(buildAdSet(1), 1)],
    });
    expect(state.ads).toHaveLength(2);
    expect(
      wizardReducer(state, { type: 'generatedAdsCleared' }).ads.map((ad) => ad.isManuallyCreated),
    ).toEqual([true]);
  });
});

describe('steps and changes', () => {
  it('clears the alert on every step change', () => {
    const refused = addManual(initialized([buildAdSet(1), buildAdSet(2)]));
    expect(refused.alert).not.toBeNull();
    const moved = wizardReducer(refused, { type: 'stepChanged', step: 1 });
    expect(moved.step).toBe(1);
    expect(moved.alert).toBeNull();
  });

  it('notices changed products or ad sets once ads exist', () => {
    const setOne = buildAdSet(1);
    let state = run(
      initialized([setOne]),
      { type: 'productAdded', adSetId: 'set-1', product: toDraft(PRODUCTS[0]!) },
      { type: 'adsGenerated', adSetId: 'set-1', ads: [buildAd(setOne, 1)] },
    );
    state = wizardReducer(state, { type: 'adsBasisSet', basis: computeAdsBasis(state) });
    expect(hasChangesSinceAds(state)).toBe(false);
    const changed = wizardReducer(state, {
      type: 'productAdded',
      adSetId: 'set-1',
      product: toDraft(PRODUCTS[1]!),
    });
    expect(hasChangesSinceAds(changed)).toBe(true);
    expect(hasChangesSinceAds(addManual(state))).toBe(true);
  });
});
