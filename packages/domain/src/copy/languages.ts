/**
 * The languages drafts are written in: a site in one of them gets its story, assumptions, campaign and ads in its
 * own language; a site in any other language gets them in English, flagged to translate before publishing.
 */
export const COPY_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'ru'] as const;
export type CopyLanguage = (typeof COPY_LANGUAGES)[number];

export const isCopyLanguage = (code: string | null | undefined): code is CopyLanguage =>
  (COPY_LANGUAGES as readonly string[]).includes(code ?? '');

/** The language drafts for a site are written in: the site's own when supported, else English. */
export const copyLanguageFor = (siteLanguage: string | null | undefined): CopyLanguage => {
  const code = siteLanguage?.toLowerCase().slice(0, 2);
  return isCopyLanguage(code) ? code : 'en';
};
