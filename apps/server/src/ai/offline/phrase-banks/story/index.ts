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
import { regionalBank } from '../regional';
import type { StoryPhrases } from './types';

export type { StoryPhrases } from './types';

/** The story phrases of every language drafts are written in. */
export const STORY_PHRASES: Record<CopyLanguage, StoryPhrases> = {
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

/** A language's story phrases, in the regional variant the business's country reads. */
export const storyPhrasesFor = (language: CopyLanguage, variant: CopyVariant | null = null): StoryPhrases =>
  regionalBank('story', language, STORY_PHRASES[language], variant);

/** Every text of a bank with its slots filled by placeholders (for the words grounding must know). */
export function storyPhraseTexts(say: StoryPhrases): string[] {
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : typeof value === 'object' && value !== null
        ? Object.values(value).flatMap(strings)
        : [];
  return [
    say.is('', say.business, 'x'),
    say.ownWords(''),
    say.based('', 'x'),
    say.serves(''),
    say.since(''),
    say.counts(''),
    say.offer(''),
    say.customers,
    say.hours,
    ...strings([say.trades, say.need, say.offers, say.actions, say.closing]),
  ];
}
