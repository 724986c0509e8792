import type { CopyLanguage } from '@adsmith/domain/copy/languages';
import { DE } from './de';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import { IT } from './it';
import { NL } from './nl';
import type { PhraseBank } from './phrase-bank';
import { PL } from './pl';
import { PT } from './pt';
import { RU } from './ru';

/** The phrase bank of every language drafts are written in. */
export const PHRASE_BANKS: Record<CopyLanguage, PhraseBank> = {
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

/** The bank for a language drafts are written in. */
export const phraseBankFor = (language: CopyLanguage): PhraseBank => PHRASE_BANKS[language];
