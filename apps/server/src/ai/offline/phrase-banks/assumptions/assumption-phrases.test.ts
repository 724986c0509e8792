import { describe, expect, it } from 'vitest';
import { COPY_LANGUAGES, type CopyLanguage } from '@adsmith/domain/copy/languages';
import { COPY_VARIANTS, variantLanguage, type CopyVariant } from '@adsmith/domain/copy/variants';
import { MOTIVE_IDS } from '@adsmith/domain/hypotheses/motives';
import { TRADE_FAMILIES, type TradeFamily } from '@adsmith/domain/profile/trades';
import { bankFindings } from '../../../testing/bank-findings';
import { motiveOfAssumption } from '../../../similarity';
import { buildCorpus, findUngrounded } from '../../../grounding';
import { ASSUMPTION_PHRASES, assumptionPhrasesFor, familyTexts } from './index';

/** Names as a site gives them: the checks leave them alone, and no sentence may need them in another form. */
const names = ['Atelier Zonnedal', 'Zonnedal', 'Kwadendamme', 'Reparatur Express'];
const families = Object.keys(TRADE_FAMILIES) as TradeFamily[];

/** Every assumption sentence of a language, filled as draftHypotheses fills it. */
export function filledAssumptions(language: CopyLanguage, variant: CopyVariant | null = null): string[] {
  const say = assumptionPhrasesFor(language, variant);
  const [open, close] = say.quotes;
  const q = (text: string) => `${open}${text}${close}`;
  return [
    ...MOTIVE_IDS.flatMap((motive) => [
      say.claim[motive]('Atelier Zonnedal', q('Reparatur Express')),
      `${say.fromTrade(say.families.home_repairs)}${say.tradeClaim[motive]('Atelier Zonnedal')}`,
      say.approach[motive],
      ...families.map((family) => say.metrics[motive](say.results[family])),
      say.metrics[motive](say.results.default),
      say.impact(7, say.impactBasis[motive], say.weight.once),
    ]),
    say.fromTrade(null) + say.tradeClaim.craft('Zonnedal'),
    ...familyTexts(say, 'Atelier Zonnedal'),
    say.feature(q('Reparatur Express')),
    say.area('Kwadendamme'),
    ...Object.values(say.weight).map((weight) =>
      say.impact(8, say.impactBasis.value, `${weight}, ${say.withPrices}`),
    ),
    ...(['capped', 'floor', null] as const).flatMap((held) =>
      [true, false].map((lead) =>
        say.budget({ budget: '$25', local: '23 €', price: '45,00 €', range: '20,00 €–120,00 €', lead, held }),
      ),
    ),
    say.budget({ budget: '$10', local: null, price: '$9.00', range: '$9.00', lead: false, held: null }),
    say.scaled(8),
  ];
}

describe('the assumption banks', () => {
  it('have every motive, family and slot in every language', () => {
    for (const language of COPY_LANGUAGES) {
      const say = ASSUMPTION_PHRASES[language];
      expect(say.language).toBe(language);
      for (const motive of MOTIVE_IDS) {
        expect(say.approach[motive], `${language} ${motive}`).toMatch(/\.$/);
        expect(say.impactBasis[motive].length, `${language} ${motive}`).toBeGreaterThan(10);
      }
      for (const text of filledAssumptions(language))
        expect(text, `${language}: ${text}`).not.toMatch(/undefined|null|\{|\}/);
    }
  });

  it('word each motive so it is told apart from the others, in every language', () => {
    for (const language of COPY_LANGUAGES) {
      const say = ASSUMPTION_PHRASES[language];
      for (const motive of MOTIVE_IDS) {
        expect(
          motiveOfAssumption(say.claim[motive]('Zonnedal', `${say.quotes[0]}Intake${say.quotes[1]}`)),
        ).toBe(motive);
        expect(motiveOfAssumption(say.fromTrade(null) + say.tradeClaim[motive]('Zonnedal'))).toBe(motive);
      }
      // A trade family's own wording of a motive is told apart as that motive too.
      for (const [family, own] of Object.entries(say.forFamily))
        for (const [motive, claim] of Object.entries(own.tradeClaim ?? {}))
          expect(motiveOfAssumption(say.fromTrade(null) + claim('Zonnedal')), `${language} ${family}`).toBe(
            motive,
          );
    }
  });

  it.each(COPY_LANGUAGES)('write every filled sentence in %s, whole and spelled', async (language) => {
    expect(await bankFindings(filledAssumptions(language), language, names)).toEqual([]);
  });

  it.each(COPY_VARIANTS)(
    'word every filled assumption in %s with its own words ("agendamento")',
    async (variant) => {
      const language = variantLanguage(variant);
      expect(await bankFindings(filledAssumptions(language, variant), language, names, variant)).toEqual([]);
    },
  );

  it.each(COPY_LANGUAGES)(
    '%s: an assumption from the trade names nothing grounding takes for an unknown name ("D’après votre métier")',
    (language) => {
      const say = ASSUMPTION_PHRASES[language];
      const corpus = buildCorpus(['Atelier Zonnedal']);
      for (const family of families)
        for (const motive of MOTIVE_IDS) {
          const claim = say.forFamily[family]?.tradeClaim?.[motive] ?? say.tradeClaim[motive];
          const text = `${say.fromTrade(say.families[family])}${claim('Atelier Zonnedal')}`;
          expect(findUngrounded(text, corpus), text).toEqual([]);
        }
    },
  );
});
