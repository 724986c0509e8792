import { describe, expect, it } from 'vitest';
import { getCallToActionOptions } from '@adsmith/domain/campaigns/cta';
import { tradeFamilyCallsToAction } from '@adsmith/domain/campaigns/trade-ctas';
import {
  allowedCallsToAction,
  checkAdCopy,
  describeFinding,
  isNameAndPrice,
  pricesIn,
} from '@adsmith/domain/copy/copy-check';
import type { AdVariationsGenerationInput } from '@adsmith/domain/drafting/campaign-generations';
import { businessProfileSchema, type BusinessProfile } from '@adsmith/domain/profile/schemas';
import { tradeFamily, type TradeKey } from '@adsmith/domain/profile/trades';
import { copyPhrasesFor } from '../copy-phrases';
import { draftAdVariations } from './ad-variations';

const source = (quote: string) => ({ url: 'https://tasca.example/', quote });
const sourced = (value: string) => ({ value, source: source(value) });

/** A small business profile in the language and trade given, with two benefits, a founding year and a review. */
function profileOf(options: {
  trade: TradeKey;
  language: string;
  benefits: string[];
  actions: ('book' | 'call' | 'visit' | 'enquire' | 'buy_online' | 'order_delivery')[];
  testimonial?: string;
}): BusinessProfile {
  return businessProfileSchema.parse({
    crawlId: 'c1',
    version: 6,
    builtBy: 'rules',
    businessName: sourced('La Tasca'),
    category: null,
    location: { country: null, region: null, city: null, street: null, otherCountries: [], isLocal: false },
    languages: [options.language],
    currency: null,
    offeringType: null,
    audience: [],
    valuePropositions: options.benefits.map(sourced),
    proof: {
      foundedYear: sourced('1998'),
      counts: [],
      testimonials: options.testimonial
        ? [{ quote: options.testimonial, author: 'Ana', source: source(options.testimonial) }]
        : [],
      ratings: [],
      awards: [],
      press: [],
    },
    offers: [],
    actions: options.actions.map((value) => ({ value, source: source(value) })),
    tone: [],
    contact: { phone: null, email: null },
    visuals: { logo: null, colors: [], fonts: [], heroImages: [], productImages: [] },
    unknowns: [],
    trade: {
      key: options.trade,
      evidence: [{ term: options.trade, source: source(options.trade) }],
      confidence: 0.8,
    },
  });
}

const product = (
  id: string,
  name: string,
  price: string | null,
  type: 'product' | 'service' = 'product',
) => ({
  id,
  name,
  price,
  currency: 'EUR',
  description: null,
  offering_type: type,
  landing_page: null,
});

function inputOf(
  profile: BusinessProfile,
  offeringType: 'products' | 'services',
  products: ReturnType<typeof product>[],
  existing: AdVariationsGenerationInput['existing_ads'] = [],
  objective: 'OUTCOME_SALES' | 'LEAD_GENERATION' = 'OUTCOME_SALES',
): AdVariationsGenerationInput {
  return {
    business: { name: 'La Tasca', hostname: 'tasca.example', start_url: 'https://tasca.example/' },
    offering_type: offeringType,
    call_to_action_options: allowedCallsToAction({ channel: 'facebook', objective, offeringType }),
    brand_story: '',
    hypothesis: {
      hypothesis: 'Customers come for the value.',
      strategic_approach: '',
      success_metrics: '',
      daily_budget: 20,
    },
    // The engine reads the ad set's name and reasoning only.
    ad_set: { id: 'set-1', name: 'Value', selection_reasoning: '' } as AdVariationsGenerationInput['ad_set'],
    existing_ads: existing,
    selected_products: products,
    remaining_slots: Math.min(3, products.length),
    channel: 'facebook',
    objective,
    profile,
  } as AdVariationsGenerationInput;
}

const lastSentence = (text: string) => text.split(/(?<=[.!?…])\s+/).at(-1)!;

const tapas = profileOf({
  trade: 'restaurant',
  language: 'es',
  benefits: ['Cocina canaria casera con productos de la isla', 'Vinos de la tierra servidos a granel'],
  actions: ['book', 'visit', 'buy_online'],
});
const wines = [
  product('w1', 'Vino tinto a granel', '3.00'),
  product('w2', 'Viña Berneda joven (Rioja)', '2.50'),
  product('w3', 'Marba barrica (Tacoronte)', '3.00'),
];
const dishes = [
  product('d1', 'Quesos canarios', '7.00'),
  product('d2', 'Pata asada', '7.00'),
  product('d3', 'Dátiles con bacon', '5.00'),
];

describe('offline ad variations', () => {
  it('writes ads for a second ad set once the first has taken the closing lines, each ending on its own sentence', () => {
    const first = draftAdVariations(inputOf(tapas, 'products', dishes));
    expect(first.status).toBe('success');
    const existing = first.ad_variations.map((ad) => ({
      headline: ad.headline,
      primary_text: ad.primary_text,
      primary_text_variations: ad.primary_text_variations,
    }));
    const second = draftAdVariations(inputOf(tapas, 'products', wines, existing));
    expect(second.status).toBe('success');
    expect(second.ad_variations).toHaveLength(3);
    const ads = [...first.ad_variations, ...second.ad_variations];
    // No two ads of the campaign end their primary text on the same sentence, nor two variations of one ad.
    const endings = ads.map((ad) => lastSentence(ad.primary_text));
    expect(new Set(endings).size, endings.join(' | ')).toBe(endings.length);
    for (const ad of ads) {
      const own = ad.primary_text_variations.map(lastSentence);
      expect(new Set(own).size, own.join(' | ')).toBe(own.length);
    }
    // The first texts close with the language's invitations, in turn rather than one line for every ad.
    const closings = copyPhrasesFor('es', 'food_drink').closings.ORDER_NOW!;
    expect(
      ads.filter((ad) => closings.includes(lastSentence(ad.primary_text))).length,
    ).toBeGreaterThanOrEqual(2);
    expect(
      checkAdCopy(ads, { channel: 'facebook', objective: 'OUTCOME_SALES', offeringType: 'products' }),
    ).toEqual([]);
  });

  it('gives a restaurant typed as products Order Now, never Shop Now, without retyping its offerings', () => {
    const { ad_variations: ads } = draftAdVariations(inputOf(tapas, 'products', dishes));
    expect(ads.length).toBeGreaterThan(0);
    for (const ad of ads) {
      expect(ad.call_to_action).toBe('ORDER_NOW');
      expect(tradeFamilyCallsToAction('food_drink', 'products')).toContain(ad.call_to_action);
    }
    // A shop with the same offerings may be shopped at.
    const shop = profileOf({
      trade: 'retail_shop',
      language: 'es',
      benefits: tapas.valuePropositions.map((item) => item.value),
      actions: ['buy_online'],
    });
    expect(draftAdVariations(inputOf(shop, 'products', dishes)).ad_variations[0]!.call_to_action).toBe(
      'SHOP_NOW',
    );
  });

  it.each([
    ['hair_salon', ['book'], 'BOOK_NOW'],
    ['dental_clinic', ['call', 'book'], 'BOOK_NOW'],
    ['trades_repair', ['call', 'enquire'], 'CALL_NOW'],
    ['trades_repair', ['enquire'], 'GET_QUOTE'],
    ['education_training', ['enquire'], 'SIGN_UP'],
  ] as const)('gives a %s business with %j on its site %s', (trade, actions, expected) => {
    const profile = profileOf({
      trade,
      language: 'en',
      benefits: [
        'Friendly team with long experience in the trade',
        'Clear prices agreed before any work starts',
      ],
      actions: [...actions],
    });
    const services = [
      product('s1', 'First visit', '45.00', 'service'),
      product('s2', 'Follow-up visit', '30.00', 'service'),
    ];
    const { ad_variations: ads } = draftAdVariations(
      inputOf(profile, 'services', services, [], 'LEAD_GENERATION'),
    );
    expect(ads.length).toBeGreaterThan(0);
    for (const ad of ads) {
      expect(ad.call_to_action).toBe(expected);
      expect(getCallToActionOptions('facebook', 'services')).toContain(ad.call_to_action);
      expect(tradeFamilyCallsToAction(tradeFamily(trade), 'services')).toContain(ad.call_to_action);
    }
  });

  it('never heads an ad with the bare offering name, keeps one price per ad and no call to action in the description', () => {
    const profile = profileOf({
      trade: 'therapy_health',
      language: 'nl',
      benefits: ['Screening aan huis', 'Ook zonder verwijzing van de huisarts welkom in de praktijk'],
      actions: ['call'],
      testimonial: 'De screening aan huis was heel prettig voor ons kind',
    });
    const services = [
      product('p1', 'Screening aan huis', '32.50', 'service'),
      product('p2', 'Zitting fysiotherapie', '40.00', 'service'),
    ];
    const { ad_variations: ads } = draftAdVariations(
      inputOf(profile, 'services', services, [], 'LEAD_GENERATION'),
    );
    expect(ads.length).toBe(2);
    const closings = Object.values(copyPhrasesFor('nl', 'health').closings).flat();
    for (const ad of ads) {
      for (const headline of ad.headline_variations)
        expect(services.map((item) => item.name.toLowerCase())).not.toContain(headline.toLowerCase());
      expect(
        pricesIn(`${ad.headline} ${ad.primary_text} ${ad.description}`),
        ad.primary_text,
      ).toBeLessThanOrEqual(2);
      expect(pricesIn(ad.primary_text)).toBeLessThanOrEqual(1);
      for (const line of closings) expect(ad.description).not.toContain(line.replace(/\.$/, ''));
      // Every variation of an ad ends differently.
      const endings = ad.primary_text_variations.map(lastSentence);
      expect(new Set(endings).size).toBe(endings.length);
      // A customer's words about the screening appear only in the screening's ad.
      if (!ad.product_ids.includes('p1'))
        for (const text of [ad.headline, ...ad.primary_text_variations])
          expect(text).not.toContain('prettig');
    }
  });

  it('heads a thin price list with hooks that name the offering, never its price-list row, and gives every ad a description', () => {
    // A practice whose site gives its prices, its town and nothing else to say: no benefit, proof or offer.
    const thin = profileOf({ trade: 'therapy_health', language: 'nl', benefits: [], actions: ['call'] });
    const town = { value: 'Amersfoort', basis: 'address' as const, source: source('Amersfoort') };
    const practice = {
      ...thin,
      location: { ...thin.location, city: town },
      proof: { ...thin.proof, foundedYear: null },
    };
    const services = [
      product('p1', 'Manuele therapie behandeling', '45.00', 'service'),
      product('p2', 'Oefentherapie in groep', '25.00', 'service'),
      product('p3', 'Intake met onderzoek', '60.00', 'service'),
    ];
    const input = inputOf(practice, 'services', services, [], 'LEAD_GENERATION');
    const { status, ad_variations: ads } = draftAdVariations(input);
    expect(status).toBe('success');
    expect(ads.length).toBe(3);
    for (const ad of ads) {
      for (const headline of ad.headline_variations)
        expect(
          isNameAndPrice(
            headline,
            services.map((item) => item.name),
          ),
          headline,
        ).toBe(false);
      // The offering is named in the headline's hook ("Manuele therapie behandeling in Amersfoort").
      expect(
        services.some((item) => ad.headline.includes(item.name)),
        ad.headline,
      ).toBe(true);
      expect(ad.description.trim(), ad.headline).not.toBe('');
    }
    const context = {
      channel: 'facebook',
      objective: 'LEAD_GENERATION' as const,
      offeringType: 'services' as const,
      currency: 'EUR',
      language: 'nl',
      offerings: services.map((item) => item.name),
    };
    expect(checkAdCopy(ads, context).map(describeFinding)).toEqual([]);
  });

  it('writes an ad for every programme of an institute whose site gives only unpriced names, never failure', () => {
    const institute = profileOf({ trade: 'education_training', language: 'es', benefits: [], actions: [] });
    const bare = { ...institute, proof: { ...institute.proof, foundedYear: null } };
    const programmes = [
      product('e1', 'Técnico en Enfermería', null, 'service'),
      product('e2', 'Diplomado en Gestión', null, 'service'),
    ];
    const result = draftAdVariations(inputOf(bare, 'services', programmes, [], 'LEAD_GENERATION'));
    expect(result.status).toBe('success');
    expect(result.ad_variations.map((ad) => ad.product_ids[0])).toEqual(['e1', 'e2']);
    for (const ad of result.ad_variations) {
      expect(programmes.map((item) => item.name)).not.toContain(ad.headline);
      expect(ad.headline).toContain('La Tasca');
      expect(tradeFamilyCallsToAction('learning', 'services')).toContain(ad.call_to_action);
    }
    expect(
      checkAdCopy(result.ad_variations, {
        channel: 'facebook',
        objective: 'LEAD_GENERATION',
        offeringType: 'services',
      }),
    ).toEqual([]);
  });
});

describe('an English draft of a site in a language Adsmith does not write', () => {
  it("quotes the site's offering names, so none reads as words of an English sentence", () => {
    const finnish = profileOf({
      trade: 'cafe_bakery',
      language: 'fi',
      benefits: [],
      actions: ['buy_online'],
    });
    const { ad_variations } = draftAdVariations(
      inputOf(finnish, 'products', [product('p1', 'Voileipäkakut', '110.00')]),
    );
    const texts = ad_variations.flatMap((ad) => [ad.headline, ...ad.primary_text_variations]);
    const priced = texts.filter((text) => text.includes('Voileipäkakut'));
    expect(priced.length).toBeGreaterThan(0);
    for (const text of priced) expect(text).toContain('“Voileipäkakut”');
  });
});
