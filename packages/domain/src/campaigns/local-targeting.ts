import { knownCountry, type ProfileLocation } from '../profile/schemas';
import type { TradeKey } from '../profile/trades';

/** The units a city radius is given in (the ad platform's `distance_unit`). */
export const DISTANCE_UNITS = ['kilometer', 'mile'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

/**
 * The radius the ad platform takes around a city: 17–80 km or 10–50 mi (Marketing API targeting, `geo_locations.cities`
 * `radius` with `distance_unit`). A smaller one reaches nobody, so the editor and the server keep to these bounds.
 */
export const CityRadiusLimits: Record<DistanceUnit, { min: number; max: number; short: string }> = {
  kilometer: { min: 17, max: 80, short: 'km' },
  mile: { min: 10, max: 50, short: 'mi' },
};

export type CityRadius = { value: number; unit: DistanceUnit };

/**
 * How far customers travel to a business of each trade, in kilometres; null for a trade whose customers come from
 * anywhere (a shop that ships, a lodging or a tour people travel to, a consultancy that works remotely), which is
 * targeted country-wide. Short trips for what is bought often and nearby (a haircut, a meal, a dog's wash), longer
 * ones for what is chosen with care or rarely (a dentist, a driving school, a course, a tradesman who comes to the
 * house). The platform's minimum city radius (17 km) is the floor.
 */
export const TRADE_RADIUS_KM: Record<TradeKey, number | null> = {
  retail_shop: null,
  food_producer: 30,
  restaurant: 17,
  cafe_bakery: 17,
  hair_salon: 17,
  beauty_salon: 17,
  fitness_studio: 17,
  dental_clinic: 25,
  therapy_health: 25,
  trades_repair: 30,
  driving_school: 25,
  education_training: 40,
  lodging: null,
  tours_activities: null,
  pet_services: 25,
  professional_services: null,
  creative_services: 40,
};

/** Countries where the ad platform's users read distances in miles. */
const MILE_COUNTRIES = new Set(['US', 'GB', 'LR', 'MM']);

/** A radius in kilometres as the country reads it, within the platform's bounds for its unit. */
export function cityRadiusIn(km: number, country: string | null): CityRadius {
  const unit: DistanceUnit = country && MILE_COUNTRIES.has(country) ? 'mile' : 'kilometer';
  const value = unit === 'mile' ? Math.round(km / 1.609344) : Math.round(km);
  const { min, max } = CityRadiusLimits[unit];
  return { value: Math.min(max, Math.max(min, value)), unit };
}

/** "+25 km", "+16 mi": how the ad platform writes a radius beside a place. */
export const formatCityRadius = (radius: CityRadius): string =>
  `+${radius.value} ${CityRadiusLimits[radius.unit].short}`;

/** The radius of a local business whose trade is unknown: a place people come to, at a moderate distance. */
const UNKNOWN_TRADE_RADIUS_KM = 25;

/** Trades whose goods can be sent: a producer that sells on its site ships beyond its town. */
const SHIPPING_TRADES = new Set<TradeKey>(['retail_shop', 'food_producer']);

/**
 * Where a local business's ads run: its city and the radius its trade's customers travel, when the trade is one
 * people come to (TRADE_RADIUS_KM; with no trade, when the profile reads the business as local), the profile knows
 * the city, and the city lies in the country the ad sets target (the country is always targeted too, so an unmatched
 * city still imports). A shop or producer that sells on its site is targeted country-wide. Null otherwise:
 * country-wide.
 */
export function localTargeting(options: {
  trade: TradeKey | null | undefined;
  location: ProfileLocation | null | undefined;
  countries: readonly string[];
  sellsOnline: boolean;
}): { city: string; radius: CityRadius } | null {
  const { trade, location, countries } = options;
  const km = trade ? TRADE_RADIUS_KM[trade] : location?.isLocal ? UNKNOWN_TRADE_RADIUS_KM : null;
  const city = location?.city?.value.trim();
  const country = knownCountry(location) ?? location?.country?.value ?? null;
  if (km === null || !city || !country || !countries.includes(country)) return null;
  if (options.sellsOnline && trade && SHIPPING_TRADES.has(trade)) return null;
  return { city, radius: cityRadiusIn(km, country) };
}

/** localTargeting for a business profile (its trade, location and whether customers buy on its site). */
export const localTargetingOf = (
  profile:
    | { trade?: { key: TradeKey } | null; location: ProfileLocation; actions: readonly { value: string }[] }
    | null
    | undefined,
  countries: readonly string[],
): { city: string; radius: CityRadius } | null =>
  profile
    ? localTargeting({
        trade: profile.trade?.key ?? null,
        location: profile.location,
        countries,
        sellsOnline: profile.actions.some((action) => action.value === 'buy_online'),
      })
    : null;
