import type { CopyLanguage } from '@adsmith/domain/copy/languages';
import type { CopyVariant } from '@adsmith/domain/copy/variants';
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
import { regionalBank } from './regional';

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

/** The bank for a language drafts are written in, in the regional variant the business's country reads. */
export const phraseBankFor = (language: CopyLanguage, variant: CopyVariant | null = null): PhraseBank =>
  regionalBank('copy', language, PHRASE_BANKS[language], variant);
