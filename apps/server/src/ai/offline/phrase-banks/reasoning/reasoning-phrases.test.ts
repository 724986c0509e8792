import { describe, expect, it } from 'vitest';
import { OBJECTIVES } from '@adsmith/domain/campaigns/constants';
import { COPY_LANGUAGES, type CopyLanguage } from '@adsmith/domain/copy/languages';
import { COPY_VARIANTS, variantLanguage, type CopyVariant } from '@adsmith/domain/copy/variants';
import { TRADE_FAMILIES, type TradeFamily } from '@adsmith/domain/profile/trades';
import { bankFindings } from '../../../testing/bank-findings';
import type { FocusBasis } from '../../campaign/campaign-facts';
import { Motives } from '../../cues';
import { adSetReasoning, campaignReasoning, creativeApproach, quoted } from '../../campaign/reasoning';
import { assumptionPhrasesFor } from '../assumptions';
import { REASONING_PHRASES, reasoningPhrasesFor } from './index';
import type { AdStructure } from './types';

/** Names as a site gives them: the checks leave them alone, and no sentence may need them in another form. */
const names = ['Atelier Zonnedal', 'Zonnedal', 'Reparatur Express', 'Intake Zonnedal'];
const families = Object.keys(TRADE_FAMILIES) as TradeFamily[];
const structures: AdStructure[] = ['benefit', 'proof', 'offer', 'place'];
const bases: FocusBasis[] = ['named', 'main', 'entry', 'rest', 'same'];
const offering = { description: null, offering_type: 'service' as const, landing_page: null };
const products = [
  { ...offering, id: 'a', name: 'Reparatur Express', price: '45.00', currency: 'EUR' },
  { ...offering, id: 'b', name: 'Intake Zonnedal', price: null, currency: null },
];

/** Every reasoning text of a language as the offline engine fills it: each objective, family, structure and angle. */
export function filledReasonings(language: CopyLanguage, variant: CopyVariant | null = null): string[] {
  const say = assumptionPhrasesFor(language, variant);
  const { targeting } = reasoningPhrasesFor(language, variant);
  const hypothesis = say.claim.craft('Atelier Zonnedal', `${say.quotes[0]}Reparatur Express${say.quotes[1]}`);
  const metrics = say.metrics.craft(say.results.default);
  return [
    ...OBJECTIVES.flatMap((objective) =>
      [true, false].map((fromMetrics) =>
        campaignReasoning(
          { language, note: '', family: null, variant },
          {
            hypothesis,
            objective,
            fromMetrics,
            metrics,
            products: fromMetrics ? products : [],
            // A converted budget in the language's money format, and the objective's share of it.
            budget: {
              amount: fromMetrics ? 25 : 15,
              currency: 'EUR',
              assumptionUsd: 30,
              share: fromMetrics ? 1 : 0.5,
            },
          },
        ),
      ),
    ),
    // The assumption's own budget in US dollars.
    campaignReasoning(
      { language, note: '', family: null, variant },
      {
        hypothesis,
        objective: 'OUTCOME_SALES',
        fromMetrics: true,
        metrics,
        products,
        budget: { amount: 30, currency: 'USD', assumptionUsd: 30, share: 1 },
      },
    ),
    ...[null, ...families].flatMap((family) =>
      OBJECTIVES.flatMap((objective) =>
        (['broad', 'instagramMobile'] as const).flatMap((audience) =>
          [
            { products, basis: 'main' as const },
            { products: [], basis: 'main' as const },
          ].map((focus) =>
            adSetReasoning(
              { language, note: '', family, variant },
              { audience, focus, kind: 'services', objective, angle: { motive: 'craft', label: '' } },
            ),
          ),
        ),
      ),
    ),
    // Why an ad set shows what it shows, for each basis of its focus.
    ...(['broad', 'instagramMobile'] as const).flatMap((audience) =>
      bases.map((basis) =>
        adSetReasoning(
          { language, note: '', family: null, variant },
          {
            audience,
            focus: { products, basis },
            kind: 'services',
            objective: 'LEAD_GENERATION',
            angle: { motive: 'craft', label: '' },
          },
        ),
      ),
    ),
    ...[...Motives.map((motive) => motive.id), null].map((motive) =>
      adSetReasoning(
        { language, note: '', family: null, variant },
        {
          audience: 'broad',
          focus: { products: [], basis: 'main' },
          kind: 'products',
          objective: 'OUTCOME_SALES',
          angle: { motive, label: '' },
        },
      ),
    ),
    // How each ad set reaches people: around a city, in the whole country, or in the country the owner picks.
    ...[
      targeting.around({ city: 'Zonnedal', radius: '+25 km', countries: 'NL' }),
      targeting.country('NL'),
      targeting.open,
    ].flatMap((place) => [
      targeting.broad({ place, min: 18, max: 65 }),
      targeting.mobile({ place, min: 25, max: 54, audience: null }),
      targeting.mobile({ place, min: 25, max: 54, audience: quoted(language, 'Intake Zonnedal') }),
    ]),
    ...[null, ...families].flatMap((family) =>
      structures.map((structure) =>
        creativeApproach(
          { language, note: '', family, variant },
          { structure, offering: 'Reparatur Express', opening: 'Reparatur Express: 45,00 €' },
        ),
      ),
    ),
  ];
}

describe('the reasoning banks', () => {
  it('have every objective, trade family and structure in every language', () => {
    for (const language of COPY_LANGUAGES) {
      const say = REASONING_PHRASES[language];
      expect(say.language).toBe(language);
      for (const objective of OBJECTIVES) {
        expect(say.objective[objective].metrics, `${language} ${objective}`).toMatch(/\.$/);
        expect(say.objective[objective].chosen, `${language} ${objective}`).toMatch(/\.$/);
        expect(say.cost[objective].length, `${language} ${objective}`).toBeGreaterThan(5);
      }
      for (const phrase of [say.broad, say.picture]) {
        expect(typeof phrase, language).toBe('object');
        if (typeof phrase === 'object')
          expect(Object.keys(phrase.families).sort(), language).toEqual([...families].sort());
      }
      for (const structure of structures) expect(say.structure[structure], language).toMatch(/\.$/);
      for (const text of filledReasonings(language))
        expect(text, `${language}: ${text}`).not.toMatch(/undefined|null|\{|\}/);
    }
  });

  it('keep the creative approach within 300 characters in whole sentences', () => {
    const long = 'Reparatur Express '.repeat(12).trim();
    for (const language of COPY_LANGUAGES) {
      const text = creativeApproach(
        { language, note: '', family: 'home_repairs' },
        { structure: 'offer', offering: 'Reparatur Express', opening: long },
      );
      expect(text.length, text).toBeLessThanOrEqual(300);
      expect(text, text).toMatch(/\.$/);
      expect(text).not.toContain(long);
    }
  });

  it.each(COPY_LANGUAGES)('write every filled reasoning in %s, whole and spelled', async (language) => {
    expect(await bankFindings(filledReasonings(language), language, names)).toEqual([]);
  });

  it.each(COPY_VARIANTS)(
    'write every filled reasoning in %s with its own words ("celular")',
    async (variant) => {
      const language = variantLanguage(variant);
      expect(await bankFindings(filledReasonings(language, variant), language, names, variant)).toEqual([]);
    },
  );
});
