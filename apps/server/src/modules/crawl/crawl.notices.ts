import { detectLanguages, languageName, READ_LANGUAGES } from '../../lib/language';

/**
 * What a finished crawl says about sites it could not read well: only images, a language it does not
 * recognise, no offerings anywhere. Plain sentences for the crawl's progress and the admin details.
 */

export type SiteLanguage =
  | { recognised: true; code: string; name: string }
  | { recognised: false; code: string | null; name: string | null };

/**
 * The language of a site's text (lib/language.ts), and whether Adsmith reads it. A text too short to tell counts as
 * recognised (too little to judge); a text in no language at all (gibberish) is not recognised and has no name.
 */
export function detectSiteLanguage(texts: string[]): SiteLanguage {
  const tokens = texts.join(' ').match(/\p{L}+/gu) ?? [];
  if (tokens.length < 30) return { recognised: true, code: 'und', name: 'too little text to tell' };
  const [main] = detectLanguages(texts.length > 0 ? [texts.join(' ')] : []);
  if (!main) return { recognised: false, code: null, name: null };
  if (READ_LANGUAGES.includes(main)) return { recognised: true, code: main, name: languageName(main) };
  return { recognised: false, code: main, name: languageName(main) };
}

export type SiteReadingInput = {
  pages: { text: string; imageCount: number }[];
  offeringsFound: number;
};

/** Sentences about how readable the site was; empty when it read normally. */
export function siteReadingNotices(input: SiteReadingInput): string[] {
  const notices: string[] = [];
  const { pages } = input;
  if (pages.length === 0) return notices;
  const textChars = pages.reduce((sum, page) => sum + page.text.replace(/\s+/g, ' ').trim().length, 0);
  const images = pages.reduce((sum, page) => sum + page.imageCount, 0);
  const perPage = textChars / pages.length;
  if (perPage < 150 && images > 0) {
    notices.push(
      `The site's pages are almost only images (${images} image${images === 1 ? '' : 's'}, about ${Math.round(perPage)} characters of text per page): there is too little text to read products, services or prices from.`,
    );
  } else if (perPage < 150) {
    notices.push(
      `The site's pages have almost no text (about ${Math.round(perPage)} characters per page): there is too little to read products, services or prices from.`,
    );
  } else {
    const language = detectSiteLanguage(pages.map((page) => page.text));
    if (!language.recognised) {
      notices.push(
        language.name
          ? `The site is written in ${language.name}, a language Adsmith does not read yet: pages were chosen by the site's structure, and offerings were taken only from what the pages' markup states.`
          : "The site's language was not recognised: pages were chosen by the site's structure, and offerings were taken only from what the pages' markup states.",
      );
    }
  }
  if (input.offeringsFound === 0) {
    notices.push(
      `No products or services were found on the ${pages.length} page${pages.length === 1 ? '' : 's'} read.`,
    );
  }
  return notices;
}
