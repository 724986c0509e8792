import { describe, expect, it } from 'vitest';
import { settledCountries } from '@adsmith/domain/campaigns/target-countries';
import type { BusinessProfile, ProfileLocation } from '@adsmith/domain/profile/schemas';
import type {
  AdSetsGenerationInput,
  CampaignGenerationInput,
} from '@adsmith/domain/drafting/campaign-generations';
import { draftAdSets } from './ad-sets';
import { chooseObjective } from './campaign';
import { adSetFocus, listedName, offeringsNamedIn } from './campaign-facts';
import { distributeProducts } from './distribute';
import { budgetIn } from '../budget-text';
import { budgetSentence } from './reasoning';

const located = (
  value: string,
  confidence: number,
  basis: 'phone_prefix' | 'address' | 'user' = 'phone_prefix',
): ProfileLocation => ({
  country: {
    value,
    basis,
    source: basis === 'user' ? null : { url: 'https://example.test/', quote: null },
  },
  region: null,
  city: null,
  street: null,
  otherCountries: [],
  isLocal: false,
  confidence,
});

describe('settledCountries (the countries new ad sets target)', () => {
  it("is the profile's country when the owner set it or the vote is confident", () => {
    expect(settledCountries(located('AT', 0.9, 'address'))).toEqual(['AT']);
    expect(settledCountries(located('CL', 1, 'user'), ['US'])).toEqual(['CL']);
  });

  it('is never a guess: an unsure vote, a domain ending or a "$" give no country', () => {
    expect(settledCountries(located('CL', 0.3))).toEqual([]);
    expect(settledCountries(null)).toEqual([]);
  });

  it("is the owner's choice in the draft's ad sets when the profile does not know (codes as the platform takes them)", () => {
    expect(settledCountries(located('CL', 0.3), ['uk', 'GB', 'Narnia', 'DE'])).toEqual(['GB', 'DE']);
  });
});

describe('offline ad sets without a settled country', () => {
  it('target no country (the wizard asks the owner) and say so, never the United States', () => {
    const input: AdSetsGenerationInput = {
      crawl_id: 'c1',
      brand_story: 'Online drawing lessons for beginners.',
      hypothesis: {
        hypothesis: 'Beginners buy because the lessons are short.',
        strategic_approach: 'Show a first drawing.',
        success_metrics: 'Sign-ups',
        daily_budget: 20,
      },
      offering_type: 'services',
      business: {
        name: 'Sketch Club',
        hostname: 'example-studio.com',
        start_url: 'https://example-studio.com/',
      },
      products: [
        {
          id: 'p1',
          name: 'One lesson',
          price: '25.00',
          currency: 'USD',
          description: null,
          offering_type: 'service',
          landing_page: null,
        },
      ],
      profile: null,
      objective: 'TRAFFIC',
      existing_ad_sets: [],
      remaining_slots: 2,
      countries: [],
    };
    const adSets = draftAdSets(input);
    expect(adSets).toHaveLength(2);
    for (const adSet of adSets) {
      expect(adSet.targeting.geo_locations.countries).toEqual([]);
      expect(adSet.targeting_approach).toMatch(/the country you choose/);
      expect(`${adSet.targeting_approach} ${adSet.selection_reasoning}`).not.toMatch(/\bUS\b|United States/);
    }
    const chosen = draftAdSets({ ...input, countries: ['MX'] });
    for (const adSet of chosen) expect(adSet.targeting.geo_locations.countries).toEqual(['MX']);
    expect(chosen[0]!.targeting_approach).toMatch(/^People aged 18–65 in the whole country \(Mexico\),/);
  });

  it("say how they reach people in the draft's language, as their reasoning does", () => {
    const input: AdSetsGenerationInput = {
      crawl_id: 'c1',
      brand_story:
        'Organizamos paseos en lancha por el embalse y caminatas guiadas por el pueblo. Nuestros guías conocen cada rincón de la región y cuidan de cada grupo.',
      hypothesis: {
        hypothesis: 'Los viajeros reservan porque los guías conocen la región.',
        strategic_approach: 'Mostrar a los guías.',
        success_metrics: 'Reservas',
        daily_budget: 20,
      },
      offering_type: 'services',
      business: {
        name: 'Lanchas Norte',
        hostname: 'example-tours.test',
        start_url: 'https://example-tours.test/',
      },
      products: [],
      // A Spanish site: its profile reads the language (nothing else of it matters here).
      profile: { languages: ['es'], location: null, audience: [], actions: [] } as unknown as BusinessProfile,
      objective: 'LEAD_GENERATION',
      existing_ad_sets: [],
      remaining_slots: 2,
      countries: ['CO'],
    };
    const [broad, mobile] = draftAdSets(input);
    expect(broad!.targeting_approach).toBe(
      'Personas de 18 a 65 años en todo el país (Colombia), en las publicaciones y las historias de Facebook e Instagram; el texto del anuncio lleva la hipótesis.',
    );
    expect(mobile!.targeting_approach).toBe(
      'Instagram en el móvil en todo el país (Colombia), de 25 a 54 años, entre publicaciones, historias y Reels, donde la imagen hace el trabajo.',
    );
  });
});

describe('products pre-allocated by each ad set reasoning (issue 25, item 8)', () => {
  const service = (id: string, name: string, price: string | null) => ({
    id,
    name,
    price,
    currency: price ? 'EUR' : null,
    description: null,
    offering_type: 'service' as const,
    landing_page: null,
  });
  // A small salon: a wash as an add-on, the cuts and colours it lives on, one unpriced package.
  const products = [
    service('wash', 'Wash', '8.00'),
    service('cut', 'Haircut', '45.00'),
    service('cut-long', 'Haircut long hair', '60.00'),
    service('colour', 'Colour', '80.00'),
    service('highlights', 'Highlights', '70.00'),
    service('balayage', 'Balayage', '140.00'),
    service('perm', 'Perm', '90.00'),
    service('bridal', 'Bridal package', null),
    service('fringe', 'Fringe trim', '15.00'),
  ];
  const hypothesis = {
    hypothesis: 'Clients book because the colour work lasts: “Balayage that still looks fresh after months”.',
    strategic_approach: 'Show the balayage result close up. Feature “Balayage”.',
  };

  it('gives the broad ad set the offering the assumption names, then main ones in site order, and the other the lowest-priced main ones left', () => {
    const { broad, mobile } = adSetFocus(products, hypothesis, 5);
    // "the colour work" and "Balayage" name two offerings; the main ones follow in the site's order.
    expect(broad.basis).toBe('named');
    expect(broad.products.map((product) => product.id)).toEqual([
      'colour',
      'balayage',
      'cut',
      'cut-long',
      'highlights',
    ]);
    // The other main ones, priced from the lowest, then unpriced; the add-ons (below half the median price) not while
    // a main one is left.
    expect(mobile.basis).toBe('entry');
    expect(mobile.products.map((product) => product.id)).toEqual(['perm', 'bridal']);
    expect(adSetFocus(products, { hypothesis: 'Clients come back.' }, 5).broad.basis).toBe('main');
    // At most `max` each, never one offering in both; a single offering is shown by both, only the audience differs.
    const many = Array.from({ length: 14 }, (_, index) => service(`s${index}`, `Service ${index}`, '50.00'));
    const split = adSetFocus(many, hypothesis, 5);
    expect([split.broad.products.length, split.mobile.products.length]).toEqual([5, 5]);
    expect(split.broad.products.filter((product) => split.mobile.products.includes(product))).toEqual([]);
    expect(adSetFocus([products[1]!], hypothesis, 5).mobile).toEqual({
      basis: 'same',
      products: [products[1]],
    });
  });

  it('reads the offerings a text names by their whole names, a shorter name inside a longer one only on its own', () => {
    const named = offeringsNamedIn('It shows: Haircut long hair (€60.00), Colour and Wash.', products);
    expect(named.map((product) => product.id)).toEqual(['wash', 'cut-long', 'colour']);
    expect(offeringsNamedIn('Washing lines and colours', products)).toEqual([]);
    // Two sizes an ad calls by one name are listed by their whole names, and each is read as itself.
    const pots = [service('small', 'Pot 12 cm', '3.00'), service('large', 'Pot 20 cm', '5.00')];
    expect(pots.map((pot) => listedName(pot, pots))).toEqual(['Pot 12 cm', 'Pot 20 cm']);
    expect(listedName(pots[0]!, [pots[0]!])).toBe('Pot');
    expect(offeringsNamedIn('It shows: Pot 20 cm (€5).', pots).map((pot) => pot.id)).toEqual(['large']);
  });

  it('names every offering an ad set shows in its reasoning, and the distribution places each where its reasoning says', () => {
    const input: AdSetsGenerationInput = {
      crawl_id: 'c1',
      brand_story: 'A salon in Zeist.',
      hypothesis: { ...hypothesis, success_metrics: 'Bookings', daily_budget: 20 },
      offering_type: 'services',
      business: {
        name: 'Salon Zonnedal',
        hostname: 'example-salon.test',
        start_url: 'https://example-salon.test/',
      },
      products,
      profile: null,
      objective: 'LEAD_GENERATION',
      existing_ad_sets: [],
      remaining_slots: 2,
      countries: ['NL'],
    };
    const adSets = draftAdSets(input).map((adSet, index) => ({ ...adSet, id: `set-${index}` }));
    const focus = adSetFocus(products, hypothesis, 5);
    expect(adSets[0]!.selection_reasoning).toContain(
      'It leads with the offering the assumption names first: Colour (€80), Balayage (€140), Haircut (€45), Haircut long hair (€60) and Highlights (€70).',
    );
    expect(adSets[1]!.selection_reasoning).toContain(
      'It shows the other main offerings, the lowest-priced first, the easiest to say yes to on a phone: Perm (€90) and Bridal package.',
    );
    const { allocations } = distributeProducts({
      hypothesis: input.hypothesis,
      products: [...products].reverse(),
      ad_sets: adSets,
      max_per_set: 5,
    });
    // What each reasoning names is where it goes, whatever the order the products come in.
    const [broadIds, mobileIds] = allocations.map((allocation) => allocation.product_ids);
    expect(broadIds).toEqual(expect.arrayContaining(focus.broad.products.map((product) => product.id)));
    expect(mobileIds).toEqual(expect.arrayContaining(focus.mobile.products.map((product) => product.id)));
    // The two add-ons neither reasoning names fill the room left.
    const sizes = distributeProducts({
      hypothesis: input.hypothesis,
      products,
      ad_sets: adSets,
      max_per_set: 5,
    }).allocations.map((allocation) => allocation.product_ids.length);
    expect(sizes).toEqual([5, 4]);
  });
});

describe('the campaign reasoning states the daily budget in the ad account currency', () => {
  it('as the assumption’s own budget or the objective’s share of it, both in the account currency and the draft’s language', () => {
    expect(budgetSentence('en', { amount: 30, currency: 'USD', assumptionUsd: 30, share: 1 })).toBe(
      'The campaign spends the assumption’s $30.00 a day, in the ad account’s currency (USD).',
    );
    // The assumption states its budget in the account currency too: the campaign spends that same figure.
    expect(budgetSentence('en', { amount: 25, currency: 'GBP', assumptionUsd: 30, share: 1 })).toBe(
      'The campaign spends the assumption’s £25.00 a day, in the ad account’s currency (GBP).',
    );
    // Intl writes the language's own spaces (no-break, narrow no-break) around the sign and the percent.
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    expect(spaced(budgetSentence('de', { amount: 15, currency: 'EUR', assumptionUsd: 30, share: 0.5 }))).toBe(
      'Das Tagesbudget der Kampagne beträgt 15,00 € in der Währung des Werbekontos (EUR): 50 % der 30,00 € der Annahme, da diese Ergebnisse weniger kosten als ein Kauf oder eine Anfrage.',
    );
    expect(budgetIn('es', 30000, 'CLP')).toMatch(/^30\.000\sCLP$/);
  });
});

describe('chooseObjective for a trade whose customers call or book first', () => {
  const source = { url: 'https://example.test/', quote: 'Call us' };
  const offering = (id: string, type: 'service' | 'product') => ({
    id,
    name: `Offering ${id}`,
    price: '100.00',
    currency: 'USD',
    description: null,
    offering_type: type,
    landing_page: null,
  });
  const input = (types: ('service' | 'product')[]): CampaignGenerationInput => ({
    crawl_id: 'c1',
    brand_story: '',
    hypothesis: {
      hypothesis: 'Customers pick the business because it is fast.',
      strategic_approach: 'Show the arrival time.',
      success_metrics: 'Cost per purchase.',
      daily_budget: 30,
    },
    offering_type: 'mixed',
    products: types.map((type, index) => offering(String(index), type)),
    profile: {
      trade: { key: 'trades_repair', evidence: [], confidence: 0.8 },
      offeringType: { value: 'mixed', reason: '' },
      // A price list read as buying online, beside the calls and quotes the business takes.
      actions: (['call', 'enquire', 'buy_online'] as const).map((value) => ({ value, source })),
    } as unknown as BusinessProfile,
  });

  it('judges a locksmith by its leads even where its site seems to sell, and a parts shop by its sales', () => {
    expect(chooseObjective(input(['service', 'service', 'product'])).objective).toBe('LEAD_GENERATION');
    expect(chooseObjective(input(['service', 'product', 'product'])).objective).toBe('OUTCOME_SALES');
  });
});
