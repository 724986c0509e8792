import { describe, expect, it } from 'vitest';
import { businessProfileSchema } from './schemas';
import {
  SCHEMA_ORG_TRADES,
  TRADE_FAMILIES,
  TRADE_KEYS,
  TRADE_LABELS,
  tradeFamily,
  tradeKeySchema,
} from './trades';

const storedProfile = {
  crawlId: 'c1',
  version: 6,
  builtBy: 'rules',
  businessName: null,
  category: null,
  location: { country: null, region: null, city: null, street: null, otherCountries: [], isLocal: false },
  languages: ['en'],
  currency: null,
  offeringType: null,
  audience: [],
  valuePropositions: [],
  proof: { foundedYear: null, counts: [], testimonials: [], ratings: [], awards: [], press: [] },
  offers: [],
  actions: [],
  tone: [],
  contact: { phone: null, email: null },
  visuals: { logo: null, colors: [], fonts: [], heroImages: [], productImages: [] },
  unknowns: [],
};

describe('the trade list', () => {
  it('holds every trade once, each in one family with a label', () => {
    expect(new Set(TRADE_KEYS).size).toBe(TRADE_KEYS.length);
    expect(TRADE_KEYS).toHaveLength(17);
    for (const key of TRADE_KEYS) {
      expect(TRADE_LABELS[key]).toMatch(/^\p{Lu}/u);
      expect(TRADE_FAMILIES[tradeFamily(key)]).toContain(key);
    }
    expect(tradeFamily('hair_salon')).toBe('beauty_fitness');
    expect(tradeKeySchema.safeParse('florist').success).toBe(false);
  });

  it('maps schema.org LocalBusiness subtypes onto keys of the list', () => {
    expect(SCHEMA_ORG_TRADES.HairSalon).toBe('hair_salon');
    expect(SCHEMA_ORG_TRADES.Dentist).toBe('dental_clinic');
    expect(SCHEMA_ORG_TRADES.Locksmith).toBe('trades_repair');
    expect(SCHEMA_ORG_TRADES.Restaurant).toBe('restaurant');
    for (const key of Object.values(SCHEMA_ORG_TRADES)) expect(TRADE_KEYS).toContain(key);
  });

  it('is additive in the profile: a profile stored before it still parses, a new one carries it or null', () => {
    expect(businessProfileSchema.parse(storedProfile).trade).toBeUndefined();
    expect(businessProfileSchema.parse({ ...storedProfile, trade: null }).trade).toBeNull();
    const trade = {
      key: 'lodging',
      evidence: [
        { term: 'Ferienwohnung', source: { url: 'https://x.test/', quote: 'Ferienwohnung am See' } },
      ],
      confidence: 0.7,
    };
    expect(businessProfileSchema.parse({ ...storedProfile, trade }).trade).toEqual(trade);
    expect(() =>
      businessProfileSchema.parse({ ...storedProfile, trade: { ...trade, key: 'bakery' } }),
    ).toThrow();
    expect(() =>
      businessProfileSchema.parse({ ...storedProfile, trade: { ...trade, evidence: [] } }),
    ).toThrow();
  });
});
