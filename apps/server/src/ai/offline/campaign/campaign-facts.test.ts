import { describe, expect, it } from 'vitest';
import type { ProfileLocation } from '@adsmith/domain/profile/schemas';
import { targetCountry } from './campaign-facts';

const business = (hostname: string) => ({ name: 'Example', hostname, startUrl: `https://${hostname}/` });
const located = (value: string, confidence: number): ProfileLocation => ({
  country: { value, basis: 'phone_prefix', source: { url: 'https://example.test/', quote: null } },
  region: null,
  city: null,
  street: null,
  otherCountries: [],
  isLocal: false,
  confidence,
});

describe('targetCountry', () => {
  it("targets the profile's country when the profile is confident, over the domain", () => {
    expect(targetCountry(business('shop-example.de'), [], located('AT', 0.9)).code).toBe('AT');
  });

  it('prefers the domain and the currency to an unsure profile, and the unsure profile to no evidence', () => {
    expect(targetCountry(business('shop-example.de'), [], located('AT', 0.3)).code).toBe('DE');
    expect(targetCountry(business('shop-example.com'), [], located('CL', 0.3))).toEqual({
      code: 'CL',
      why: "from the site's phone prefix",
    });
  });

  it('still falls back to the United States when nothing names a country (the owner is not asked yet)', () => {
    expect(targetCountry(business('shop-example.com'), [], null).code).toBe('US');
  });
});
