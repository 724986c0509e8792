import { AdSetRules, NewAdDefaults, NewAdSetDefaults, type Objective } from './constants';
import type { BusinessOfferingType } from '../crawl/schemas';
import { resolveCallToAction } from './cta';
import { fitDeliveryToObjective } from './objective-settings';
import { manualAdSetSchedule } from './schedule';
import type { Ad, AdSet } from './schemas';

/** A key for a new ad set or ad within the draft (the server assigns its own ids on save). */
export const newDraftKey = (prefix: 'adset' | 'ad'): string =>
  `${prefix}-${globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`}`;

/**
 * A manual ad set (SPEC §4, §9): budget 0, bid 0, ages 18–65, every weekday enabled, start tomorrow at midnight and
 * end 30 days later; the §9 delivery defaults (OFFSITE_CONVERSIONS, CONVERSIONS, LOWEST_COST_WITH_BID_CAP) are fitted
 * to the objective, since the objective table (§3) is what the ad set is validated against.
 */
export function createManualAdSet(options: {
  objective: Objective;
  now: Date;
  name: string;
  countries?: string[];
}): AdSet {
  return {
    id: newDraftKey('adset'),
    name: options.name,
    selection_reasoning: '',
    targeting_approach: '',
    audience_type: '',
    daily_budget: NewAdSetDefaults.daily_budget,
    targeting: {
      geo_locations: { countries: options.countries ?? [], cities: [], regions: [] },
      genders: [],
      age_min: NewAdSetDefaults.age_min,
      age_max: NewAdSetDefaults.age_max,
      publisher_platforms: [],
      device_platforms: [],
      facebook_positions: [],
      instagram_positions: [],
    },
    ...fitDeliveryToObjective(options.objective, NewAdSetDefaults),
    bid_amount: NewAdSetDefaults.bid_amount,
    roas_average_floor: null,
    schedule: manualAdSetSchedule(options.now),
    isManuallyCreated: true,
    facebook_ad_set_id: null,
  };
}

/**
 * A blank ad for an ad set (the first ad of a manual ad set, or "add ad"): SHOP_NOW (or the first call to action the
 * channel and offering type allow), single_image, 1:1, empty copy for the user to write.
 */
export function createBlankAd(options: {
  adSet: Pick<AdSet, 'id' | 'name'>;
  name: string;
  channel: string;
  offeringType: BusinessOfferingType | null;
}): Ad {
  return {
    id: newDraftKey('ad'),
    ad_set_id: options.adSet.id,
    ad_set_name: options.adSet.name,
    name: options.name,
    ad_type: NewAdDefaults.ad_type,
    headline: '',
    headline_variations: [''],
    primary_text: '',
    primary_text_variations: [''],
    description: '',
    call_to_action: resolveCallToAction(NewAdDefaults.call_to_action, options.channel, options.offeringType),
    custom_cta_text: null,
    aspect_ratio: NewAdDefaults.aspect_ratio,
    media_url: null,
    media: null,
    product: null,
    product_ids: [],
    creative_approach: '',
    value_proposition: '',
    isManuallyCreated: true,
    facebook_ad_id: null,
  };
}

/** Keeps the ages inside 13..65 with min ≤ max, as the age inputs do. */
export function fitAgeRange(ageMin: number, ageMax: number): { age_min: number; age_max: number } {
  const clamp = (age: number) => Math.min(AdSetRules.age.max, Math.max(AdSetRules.age.min, Math.round(age)));
  const min = clamp(ageMin);
  return { age_min: min, age_max: Math.max(min, clamp(ageMax)) };
}
