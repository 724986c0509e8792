import { describe, expect, it } from 'vitest';
import type { ProfileLocation } from '../profile/schemas';
import { cityRadiusSchema } from './schemas';
import { cityRadiusIn, formatCityRadius, localTargeting, TRADE_RADIUS_KM } from './local-targeting';

const source = { url: 'https://example.test/contact', quote: 'address' };
const located = (country: string, city: string | null, isLocal = true): ProfileLocation => ({
  country: { value: country, source, basis: 'address' },
  region: null,
  city: city ? { value: city, source, basis: 'address' } : null,
  street: null,
  otherCountries: [],
  isLocal,
  confidence: 0.9,
});

describe('local targeting', () => {
  it('targets a salon around its town at the short radius and a driving school further out', () => {
    expect(
      localTargeting({
        trade: 'hair_salon',
        location: located('CH', 'Worb'),
        countries: ['CH'],
        sellsOnline: false,
      }),
    ).toEqual({ city: 'Worb', radius: { value: 17, unit: 'kilometer' } });
    expect(
      localTargeting({
        trade: 'driving_school',
        location: located('GB', 'Leeds'),
        countries: ['GB'],
        sellsOnline: false,
      }),
    ).toEqual({ city: 'Leeds', radius: { value: 16, unit: 'mile' } });
  });

  it('targets country-wide a shop, a lodging, a producer that sells online, a city in another country or no city', () => {
    const cases = [
      { trade: 'retail_shop', location: located('DE', 'Berlin'), countries: ['DE'], sellsOnline: false },
      { trade: 'lodging', location: located('PE', 'Arequipa'), countries: ['PE'], sellsOnline: false },
      { trade: 'food_producer', location: located('IT', 'Bolzano'), countries: ['IT'], sellsOnline: true },
      { trade: 'trades_repair', location: located('US', 'Yonkers'), countries: ['CA'], sellsOnline: false },
      { trade: 'trades_repair', location: located('US', null), countries: ['US'], sellsOnline: false },
      { trade: null, location: located('FR', 'Rouen', false), countries: ['FR'], sellsOnline: false },
    ] as const;
    for (const options of cases) expect(localTargeting(options), JSON.stringify(options)).toBeNull();
    // A bakery that takes orders on its site still serves its town.
    expect(
      localTargeting({
        trade: 'cafe_bakery',
        location: located('FI', 'Sauvo'),
        countries: ['FI'],
        sellsOnline: true,
      }),
    ).not.toBeNull();
  });

  it('keeps every radius of the table within the bounds the ad platform takes, in kilometres and miles', () => {
    for (const km of Object.values(TRADE_RADIUS_KM).filter((value) => value !== null)) {
      for (const country of ['NL', 'US']) {
        const radius = cityRadiusIn(km, country);
        expect(cityRadiusSchema.safeParse(radius).success, formatCityRadius(radius)).toBe(true);
      }
    }
    expect(cityRadiusSchema.safeParse({ value: 5, unit: 'kilometer' }).success).toBe(false);
    expect(cityRadiusSchema.safeParse({ value: 60, unit: 'mile' }).success).toBe(false);
  });
});
