import { describe, expect, it } from 'vitest';
import { COPY_LANGUAGES, type CopyLanguage } from '@adsmith/domain/copy/languages';
import { COPY_VARIANTS, variantLanguage, type CopyVariant } from '@adsmith/domain/copy/variants';
import { checkCopyLanguage } from '../../checks/copy-language';
import { TRADE_FAMILIES, TRADE_KEYS, type TradeFamily } from '@adsmith/domain/profile/trades';
import { pick } from '../phrase-banks/phrase-bank';
import { bankFindings } from '../../testing/bank-findings';
import { feedbackPhrasesFor } from './feedback-phrases';
import { storyPhrasesFor } from './story';

/** Names as a site gives them: the checks leave them alone, and no template may need them in another form. */
const names = ['Atelier Zonnedal', 'Zonnedal', 'Reparatur Express', 'Intake', 'Screening', 'Kwadendamme'];

/** Every feedback sentence of a language, its slots filled with quoted names and excerpts as reviewStory fills them. */
export function filledFeedback(language: CopyLanguage, variant: CopyVariant | null = null): string[] {
  const say = feedbackPhrasesFor(language, variant);
  const [open, close] = say.quotes;
  const q = (text: string) => `${open}${text}${close}`;
  const list = `${q('Intake')}, ${q('Screening')} ${say.and} ${q('Reparatur Express')}`;
  return [
    say.empty,
    say.customersDetail(q('Zonnedal'), q('Kwadendamme'), q('Intake')),
    say.customersDetail(q('Zonnedal'), q('Kwadendamme'), null),
    say.customersNamed(list),
    say.customersSiteWords(list),
    say.customersMissing(q('Screening')),
    say.customersMissing(null),
    say.problemStated(q('Reparatur Express')),
    say.problemMissingSite(q('Atelier Zonnedal')),
    say.problemMissing(q('Intake')),
    say.problemMissing(null),
    say.problemMissingFor(list),
    say.proofTie,
    say.proofSite(q('Atelier Zonnedal')),
    say.proofMissing,
    say.short(64, true),
    say.short(95, false),
    say.solutionNamed(list),
    say.solutionMissing(list),
    say.solutionMissing(null),
  ];
}

/**
 * Every story sentence of a language as the composer fills it: each trade with and without a town, each trade
 * family's need, action and closing, the lists with names, a year, counts, a quotation.
 */
export function filledStoryFrames(language: CopyLanguage, variant: CopyVariant | null = null): string[] {
  const say = storyPhrasesFor(language, variant);
  const [open, close] = say.quotes;
  const families = [null, ...Object.keys(TRADE_FAMILIES)] as (TradeFamily | null)[];
  const list = `Intake (€ 20,00), Screening ${say.and} Reparatur Express`;
  return [
    ...[...TRADE_KEYS.map((key) => say.trades[key]), say.business].flatMap((what) => [
      say.is('Atelier Zonnedal', what, 'Kwadendamme'),
      say.is('Atelier Zonnedal', what, null),
    ]),
    say.ownWords('Atelier Zonnedal'),
    say.based('Atelier Zonnedal', 'Kwadendamme'),
    say.serves(`Intake ${say.and} Screening`),
    ...Object.values(say.need),
    ...Object.values(say.offers).map((lead) => `${lead} ${list}.`),
    ...families.flatMap((family) => [
      ...Object.values(say.actions).map((phrase) => pick(phrase, family)),
      pick(say.closing, family),
    ]),
    `${say.customers}: ${open}Intake${close}.`,
    say.since('2004'),
    say.counts('5800 Zonnedal'),
    say.offer('Reparatur Express'),
    `${say.hours} 9:00–18:00.`,
  ];
}

describe('the feedback and story banks', () => {
  it('have a whole sentence for every aspect in every language', () => {
    for (const language of COPY_LANGUAGES) {
      expect(filledFeedback(language).length, language).toBe(20);
      for (const text of [...filledFeedback(language), ...filledStoryFrames(language)])
        expect(text, `${language}: ${text}`).not.toMatch(/undefined|null|\{|\}/);
    }
  });

  it('say whom the business serves and where it is in sentences, not as labels ("Onze klanten: …")', () => {
    for (const language of COPY_LANGUAGES) {
      const say = storyPhrasesFor(language);
      for (const text of [
        say.serves(`Intake ${say.and} Screening`),
        say.based('Atelier Zonnedal', 'Kwadendamme'),
      ])
        expect(text, `${language}: ${text}`).not.toMatch(/:/);
    }
  });

  it.each(COPY_LANGUAGES)('write every filled sentence in %s, whole and spelled', async (language) => {
    const texts = [...filledFeedback(language), ...filledStoryFrames(language)];
    const findings = (
      await Promise.all(texts.map((text) => checkCopyLanguage(text, language, { names })))
    ).flat();
    expect(
      findings.filter((finding) => finding.gated).map((finding) => `${finding.kind}: ${finding.sentence}`),
    ).toEqual([]);
  });

  it.each(COPY_VARIANTS)(
    'write every filled sentence in %s with its own words ("com você")',
    async (variant) => {
      const language = variantLanguage(variant);
      const texts = [...filledFeedback(language, variant), ...filledStoryFrames(language, variant)];
      expect(await bankFindings(texts, language, names, variant)).toEqual([]);
    },
  );
});
