import type { CopyLanguage } from '@adsmith/domain/copy/languages';
import type { CopyVariant } from '@adsmith/domain/copy/variants';
import { DE } from './de';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import { IT } from './it';
import { NL } from './nl';
import { PL } from './pl';
import { PT } from './pt';
import { RU } from './ru';
import { regionalBank, regionalBanks } from '../regional';
import type { ReasoningPhrases } from './types';

export type { AdStructure, ReasoningPhrases } from './types';

/** The reasoning phrases of every language drafts are written in. */
export const REASONING_PHRASES: Record<CopyLanguage, ReasoningPhrases> = {
  en: EN,
  de: DE,
  fr: FR,
  es: ES,
  it: IT,
  nl: NL,
  pt: PT,
  pl: PL,
  ru: RU,
};

/** A language's reasoning phrases, in the regional variant the business's country reads. */
export const reasoningPhrasesFor = (
  language: CopyLanguage,
  variant: CopyVariant | null = null,
): ReasoningPhrases => regionalBank('reasoning', language, REASONING_PHRASES[language], variant);

/** Every text of a bank, family variants and filled templates included. */
function textsOf(say: ReasoningPhrases): string[] {
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : typeof value === 'object' && value !== null
        ? Object.values(value).flatMap(strings)
        : [];
  return [
    say.tests(''),
    say.watch(''),
    say.shows(''),
    ...Object.values(say.focus).map((focus) => focus('')),
    say.budget({ amount: '', code: '', from: null, share: null }),
    say.budget({ amount: '', code: '', from: '', share: null }),
    say.budget({ amount: '', code: '', from: '', share: '' }),
    say.offering(''),
    say.opens(''),
    say.targeting.around({ city: '', radius: '', countries: '' }),
    say.targeting.country(''),
    say.targeting.broad({ place: '', min: 18, max: 65 }),
    say.targeting.mobile({ place: '', min: 25, max: 54, audience: '' }),
    ...Object.values(say.cost).flatMap((cost) => [say.test(cost, ''), say.holds(cost)]),
    ...strings([
      say.objective,
      say.budgetSplit,
      say.broad,
      say.leadsAll,
      say.contrast,
      say.structure,
      say.picture,
      say.targeting.open,
    ]),
  ];
}

/** Capitalised words the reasoning sentences bring in (German nouns, labels): grounding must not take them for names. */
export const REASONING_PHRASE_WORDS: readonly string[] = [
  ...Object.values(REASONING_PHRASES),
  ...regionalBanks('reasoning', REASONING_PHRASES),
].flatMap((say) => textsOf(say).flatMap((text) => text.match(/\p{Lu}[\p{L}-]*/gu) ?? []));
