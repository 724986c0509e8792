import type { CopyLanguage } from '@adsmith/domain/copy/languages';
import type { CopyVariant } from '@adsmith/domain/copy/variants';
import { MOTIVE_IDS } from '@adsmith/domain/hypotheses/motives';
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
import type { AssumptionPhrases } from './types';

export type { AssumptionPhrases } from './types';

/** The assumption phrases of every language drafts are written in. */
export const ASSUMPTION_PHRASES: Record<CopyLanguage, AssumptionPhrases> = {
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

/** A language's assumption phrases, in the regional variant the business's country reads. */
export const assumptionPhrasesFor = (
  language: CopyLanguage,
  variant: CopyVariant | null = null,
): AssumptionPhrases => regionalBank('assumptions', language, ASSUMPTION_PHRASES[language], variant);

/** The sentences a language words for a trade family (forFamily), filled with `business`. */
export const familyTexts = (say: AssumptionPhrases, business: string): string[] =>
  Object.values(say.forFamily).flatMap((own) => [
    ...Object.values(own.tradeClaim ?? {}).map((claim) => claim(business)),
    ...Object.values(own.approach ?? {}),
  ]);

/** Capitalised words the assumption sentences bring in (German nouns, labels): grounding must not take them for names. */
export const ASSUMPTION_PHRASE_WORDS: readonly string[] = [
  ...Object.values(ASSUMPTION_PHRASES),
  ...regionalBanks('assumptions', ASSUMPTION_PHRASES),
].flatMap((say) =>
  [
    ...MOTIVE_IDS.flatMap((motive) => [
      say.claim[motive]('', ''),
      say.tradeClaim[motive](''),
      say.approach[motive],
      say.metrics[motive](''),
      say.impactBasis[motive],
    ]),
    ...familyTexts(say, ''),
    say.fromTrade(''),
    ...Object.values(say.families),
    ...Object.values(say.results),
    say.feature(''),
    say.area(''),
  ].flatMap((text) => text.match(/\p{Lu}[\p{L}'’-]*/gu) ?? []),
);
