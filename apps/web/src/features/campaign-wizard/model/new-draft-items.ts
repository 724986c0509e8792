import { PLATFORM_CHANNEL } from '@adsmith/domain/campaigns/cta';
import { createBlankAd, createManualAdSet, newDraftKey } from '@adsmith/domain/campaigns/new-items';
import type { Ad, AdSet } from '@adsmith/domain/campaigns/schemas';
import type { BusinessOfferingType } from '@adsmith/domain/crawl/schemas';
import { adsOfAdSet, type WizardState } from './wizard-state';

/** The channel every wizard ad is written for (SPEC §7 generate-ad-variations `channel`). */
export const WIZARD_CHANNEL = PLATFORM_CHANNEL;

/** A name not yet used in the list: "Ad Set 2", "Ad 3" … */
function nextName(prefix: string, taken: readonly string[]): string {
  for (let number = taken.length + 1; ; number += 1) {
    const name = `${prefix} ${number}`;
    if (!taken.includes(name)) return name;
  }
}

/**
 * A manual ad set with the SPEC §4/§9 defaults (domain createManualAdSet) and its blank first ad. It targets the
 * countries of the campaign's first ad set, so the user starts from the market already chosen, else the business's
 * country when it is known (`countries`), else none (the user chooses).
 */
export function buildManualAdSet(
  state: Pick<WizardState, 'adSets' | 'campaign'>,
  options: { now: Date; offeringType: BusinessOfferingType | null; countries?: readonly string[] },
): { adSet: AdSet; ad: Ad } {
  const first = state.adSets[0]?.targeting.geo_locations.countries ?? [];
  const adSet = createManualAdSet({
    objective: state.campaign.objective,
    now: options.now,
    name: nextName(
      'Ad Set',
      state.adSets.map((existing) => existing.name),
    ),
    countries: [...(first.length > 0 ? first : (options.countries ?? []))],
  });
  const ad = createBlankAd({
    adSet,
    name: 'Ad 1',
    channel: WIZARD_CHANNEL,
    offeringType: options.offeringType,
  });
  return { adSet, ad };
}

/** A blank ad the user adds to an ad set by hand. */
export function buildBlankAd(
  state: Pick<WizardState, 'ads'>,
  adSet: Pick<AdSet, 'id' | 'name'>,
  offeringType: BusinessOfferingType | null,
): Ad {
  return createBlankAd({
    adSet,
    name: nextName(
      'Ad',
      adsOfAdSet(state, adSet.id).map((ad) => ad.name),
    ),
    channel: WIZARD_CHANNEL,
    offeringType,
  });
}

/**
 * Generated ads belong to the wizard's ad set and get a key of the draft's own: keys from separate generation calls
 * could repeat, and editing and removal go by key.
 */
export function adoptGeneratedAds(ads: Ad[], adSet: Pick<AdSet, 'id' | 'name'>): Ad[] {
  return ads.map((ad) => ({
    ...ad,
    id: newDraftKey('ad'),
    ad_set_id: adSet.id,
    ad_set_name: adSet.name,
    isManuallyCreated: false,
  }));
}
