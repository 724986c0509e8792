import type { WizardState } from './wizard-state';

/**
 * A fingerprint of what ads are generated from: the ad sets (id, name, audience) and the products chosen for each.
 * When it differs from the one stored with the ads, the wizard asks "Changes Detected" (SPEC §2 item 6).
 */
export function computeAdsBasis(state: Pick<WizardState, 'adSets' | 'productsByAdSet'>): string {
  return JSON.stringify(
    state.adSets.map((adSet) => [
      adSet.id,
      adSet.name,
      adSet.audience_type,
      (state.productsByAdSet[adSet.id] ?? []).map((product) => product.id).sort(),
    ]),
  );
}

/** Whether ads exist and their ad sets or products changed since they were generated. */
export function hasChangesSinceAds(state: WizardState): boolean {
  return state.ads.length > 0 && state.adsBasis !== null && state.adsBasis !== computeAdsBasis(state);
}
