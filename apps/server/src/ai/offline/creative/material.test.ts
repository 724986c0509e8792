import { describe, expect, it } from 'vitest';
import type { CreativeBlueprintInput } from '@adsmith/domain/drafting/creative-generations';
import { businessProfileSchema, type BusinessProfile } from '@adsmith/domain/profile/schemas';
import { renderCreative } from '../../../modules/creatives/render/render-creative';
import { draftCreativeBlueprint } from './blueprint';
import { fragmentReason } from './complete-line';
import { creativeMaterialOf } from './material';

const source = { url: 'https://arrow.example/reviews', quote: null };
/** A profile of a driving school as the profile builder would write it (validated by the shared schema). */
const profile = (overrides: Partial<BusinessProfile> = {}): BusinessProfile =>
  businessProfileSchema.parse({
    crawlId: 'crawl-1',
    version: 1,
    builtBy: 'rules',
    businessName: { value: 'Arrow Driving School', source },
    category: { value: 'driving school', source },
    location: { country: null, region: null, city: null, street: null, otherCountries: [], isLocal: true },
    languages: ['en'],
    currency: { value: 'GBP', source },
    offeringType: { value: 'services', reason: 'lessons' },
    audience: [],
    valuePropositions: [
      { value: 'Dual-control cars', source },
      { value: 'Pick-up from home or college', source },
      { value: 'Intensive courses', source },
    ],
    proof: {
      foundedYear: null,
      counts: [],
      testimonials: [
        {
          quote: 'Stephen was so patient with me — I passed first time after being terrified of roundabouts!',
          author: 'Megan T.',
          source,
        },
        { quote: 'Great', author: null, source },
      ],
      ratings: [{ value: '4.9', scale: '5', count: 87, source }],
      awards: [],
      press: [],
    },
    offers: [{ kind: 'discount', text: 'First two lessons £40', source }],
    actions: [],
    tone: [],
    contact: { phone: null, email: null },
    visuals: { logo: null, colors: [], fonts: [], heroImages: [], productImages: [] },
    unknowns: [],
    ...overrides,
  });

const input = (
  type: CreativeBlueprintInput['ad_creative_type'],
  material: CreativeBlueprintInput['material'],
): CreativeBlueprintInput => ({
  business: { name: 'Arrow Driving School', hostname: 'arrow.example', offering_type: 'services' },
  brand_story: 'Arrow Driving School teaches calm, confident drivers.',
  hypothesis: { hypothesis: 'Nervous learners want patient instructors', strategic_approach: 'Reassure' },
  ad_set: { name: 'Nervous learners', audience: 'Adults learning to drive' },
  ad: {
    headline: 'Pass with a patient instructor',
    primary_text: 'Manual and automatic lessons.',
    description: '',
    call_to_action: 'BOOK_NOW',
    cta_label: 'Book Now',
    aspect_ratio: '1:1',
    creative_approach: '',
  },
  product: {
    name: '10 hour package',
    price: '£320',
    description: null,
    image_url: null,
    offering_type: 'service',
  },
  ad_creative_type: type,
  additional_brand_guidelines_text: '',
  additional_brand_guidelines_images: [],
  additional_product_images: [],
  brand_signals: null,
  material,
});
const texts = (
  type: CreativeBlueprintInput['ad_creative_type'],
  material: CreativeBlueprintInput['material'],
) =>
  draftCreativeBlueprint(
    input(type, material),
  ).blueprint.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography.text_elements.map(
    (element) => element.content,
  );

describe('the business profile feeds the ad types that need real material', () => {
  it('takes a substantial testimonial with its author, the best rating, the first offer and three features', () => {
    expect(creativeMaterialOf(profile())).toEqual({
      testimonial: {
        quote: 'Stephen was so patient with me — I passed first time after being terrified of roundabouts!',
        author: 'Megan T.',
      },
      rating: '4.9/5 (87)',
      offer: 'First two lessons £40',
      features: ['Dual-control cars', 'Pick-up from home or college', 'Intensive courses'],
    });
    expect(creativeMaterialOf(null)).toEqual({ testimonial: null, rating: null, offer: null, features: [] });
  });

  it('takes features as ad lines, whole statements before a long one shortened to its first clause', () => {
    const base = profile();
    const source = base.valuePropositions[0]!.source;
    const features = creativeMaterialOf({
      ...base,
      valuePropositions: [
        {
          value:
            'Dodatkowo, każda klientka otrzymuje pełne doradztwo, profesjonalną sterylizację oraz indywidualne podejście.',
          source,
        },
        { value: 'Specjalizuję się w przedłużaniu rzęs.', source },
        { value: 'Moje doświadczenie pozwala zapewnić wysoki standard.', source },
      ],
    }).features;
    expect(features.slice(0, 2)).toEqual([
      'Specjalizuję się w przedłużaniu rzęs.',
      'Moje doświadczenie pozwala zapewnić wysoki standard.',
    ]);
    expect(features.every((feature) => !/^Dodatkowo/.test(feature))).toBe(true);
  });

  it('never takes a sentence the page cut at a line break, a web address, a menu trail or a welcome as a bullet', () => {
    const base = profile();
    const source = base.valuePropositions[0]!.source;
    const features = creativeMaterialOf({
      ...base,
      valuePropositions: [
        { value: 'De behandeling bestaat voor een groot deel', source },
        { value: 'De behandelingen vinden, indien mogelijk, thuis plaats.', source },
        { value: 'www.beweegkriebels.example.nl/ (ideeën en tips voor ouders', source },
        { value: 'Shop / Gift Cards |', source },
        { value: 'Wij werken met de', source },
        { value: 'Welkom bij Kinderfysiotherapie Zeist.', source },
        { value: 'Ook aan het schoeisel wordt aandacht besteed.', source },
        { value: 'Gratis parkeren', source },
      ],
    }).features;
    expect(features).toEqual([
      'De behandelingen vinden, indien mogelijk, thuis plaats.',
      'Ook aan het schoeisel wordt aandacht besteed.',
      'Gratis parkeren',
    ]);
  });

  it("takes no line the ad's language check refuses as a bullet or an offer: a bilingual site's English twin", () => {
    const spanish = profile({
      businessName: { value: 'Posada Las Lomas', source },
      languages: ['es', 'en'],
      valuePropositions: [
        { value: 'Fresh Breakfast Buffet', source },
        { value: 'Desayuno buffet con pan del día', source },
        { value: 'A friendly guest house near the main square', source },
        { value: 'Habitaciones con baño propio', source },
      ],
      offers: [
        { kind: 'discount', text: 'Ten percent off for stays of a week', source },
        { kind: 'discount', text: 'Diez por ciento menos por una semana', source },
      ],
    });
    // The copy language checks in Spanish, as generate-blueprint passes them, refuse the English lines.
    const english = new Set([
      'Fresh Breakfast Buffet',
      'A friendly guest house near the main square',
      'Ten percent off for stays of a week',
    ]);
    const material = creativeMaterialOf(spanish, { accepts: (line) => !english.has(line) });
    expect(material.features).toEqual(['Desayuno buffet con pan del día', 'Habitaciones con baño propio']);
    expect(material.offer).toBe('Diez por ciento menos por una semana');
    // Without the check, the English lines come first.
    expect(creativeMaterialOf(spanish).features[0]).toBe('Fresh Breakfast Buffet');
  });

  it('reads why a line cannot stand alone on a creative', () => {
    expect(fragmentReason('De behandeling bestaat voor een groot deel', { sentence: true })).toMatch(
      /cut off/,
    );
    expect(fragmentReason('De behandeling bestaat voor een groot deel')).toBeNull();
    expect(fragmentReason('Lees verder ->')).toMatch(/navigation/);
    expect(fragmentReason('Home › Preise')).toMatch(/navigation/);
    expect(fragmentReason('Unsere Leistungen für')).toMatch(/ends on "für"/);
    expect(fragmentReason('Patient instructors,')).toMatch(/mid-sentence/);
    expect(fragmentReason('Besuchen Sie www.example.de')).toMatch(/web address/);
    expect(fragmentReason('Dual-control cars (manual or automatic')).toMatch(/bracket/);
    for (const whole of ['Fully qualified since 2004', 'Dual-control cars', 'Prenota ora il tuo posto.'])
      expect(fragmentReason(whole, { sentence: true }), whole).toBeNull();
  });

  it('sets the real testimonial and author on social proof, the real offer on a promotion, the features on a callout', () => {
    const material = creativeMaterialOf(profile());
    expect(texts('social_proof', material)).toEqual(
      expect.arrayContaining([
        '“Stephen was so patient with me — I passed first time after being terrified of roundabouts!”',
        '— Megan T.',
      ]),
    );
    expect(texts('promotion', material)).toContain('First two lessons £40');
    expect(texts('feature_callout', material)).toEqual(
      expect.arrayContaining(['Dual-control cars', 'Pick-up from home or college', 'Intensive courses']),
    );
  });

  it('invents nothing without material: the ad copy only, and the plan says why', () => {
    const empty = creativeMaterialOf(
      profile({
        proof: { foundedYear: null, counts: [], testimonials: [], ratings: [], awards: [], press: [] },
        offers: [],
      }),
    );
    expect(texts('social_proof', empty)).not.toEqual(expect.arrayContaining([expect.stringMatching(/“/)]));
    const plan = draftCreativeBlueprint(input('social_proof', empty)).blueprint.step_2_ad_type_definition
      .detailed_justification;
    expect(plan).toMatch(/no testimonial or rating/);
    expect(texts('promotion', empty)).not.toContain('First two lessons £40');
  });

  it('renders each of them at every ratio with the design checks passing', async () => {
    const material = creativeMaterialOf(profile());
    for (const type of ['social_proof', 'promotion', 'feature_callout'] as const) {
      const { blueprint } = draftCreativeBlueprint(input(type, material));
      for (const ratio of ['1:1', '4:5', '9:16', '16:9'] as const) {
        const rendered = await renderCreative(
          blueprint,
          ratio,
          { product: null, background: null, logo: null },
          { brandName: 'Arrow Driving School' },
        );
        expect(
          rendered.checks.filter((check) => !check.passed),
          `${type} ${ratio}`,
        ).toEqual([]);
      }
    }
  });
});
