import { franc } from 'franc-min';

/**
 * What a finished crawl says about sites it could not read well: only images, a language it does not
 * recognise, no offerings anywhere. Plain sentences for the crawl's progress and the admin details.
 */

/** Frequent short words of the languages the link rules and page reading know, to confirm a detection. */
const STOPWORDS: Record<string, { code: string; words: ReadonlySet<string> }> = {
  eng: {
    code: 'en',
    words: set('the and of to in for with on is are our your you we at by from or this that be as it an'),
  },
  deu: {
    code: 'de',
    words: set(
      'der die das und ist mit für von den zu im ein eine auf sie wir ihr nicht auch bei aus des dem oder',
    ),
  },
  fra: {
    code: 'fr',
    words: set('le la les de des et est en un une pour du sur avec nous vous au par dans qui que pas ou'),
  },
  spa: {
    code: 'es',
    words: set('el la los las de y en un una para con por del que es al su sus nuestro nuestra o se'),
  },
  ita: {
    code: 'it',
    words: set('il la le di e in un una per con del della che è al sono i gli dei nostro nostra o'),
  },
  nld: {
    code: 'nl',
    words: set('de het een en van in is op voor met te zijn wij u uw ons onze niet ook aan of'),
  },
  pol: {
    code: 'pl',
    words: set('i w z na do się jest dla oraz nie to od po o że jak a przez nasz nasze lub'),
  },
  por: {
    code: 'pt',
    words: set('o a os as de e em um uma para com do da dos das que é no na por nosso nossa ou'),
  },
  rus: { code: 'ru', words: set('и в на с по для не что это как от из к у мы вы наш наши или о за до при') },
  ukr: { code: 'uk', words: set('і в на з по для не що це як від до у ми ви наш наші або та за при') },
};

/** Widely written languages Adsmith does not read yet, named when detected (ISO 639-3, as franc answers). */
const NAMEABLE = set(
  'tur jpn cmn kor arb ara heb hin ben tha vie ind zlm ell ces slk hun ron swe dan nob fin bul srp hrv slv lit lav est ' +
    'pes urd tam tel mar guj kan mal amh swh zul tgl azj uzn kaz bel hye kat sin mya khm',
);

function set(list: string): ReadonlySet<string> {
  return new Set(list.split(' '));
}

export type SiteLanguage =
  | { recognised: true; code: string; name: string }
  | { recognised: false; code: string | null; name: string | null };

/**
 * The language of a site's text: detected (franc) and, for the languages Adsmith reads, confirmed by how
 * many of its frequent short words the text uses. `recognised` false when the text is in no language
 * Adsmith reads (detected as another one, or not at all); a short text counts as recognised (too little to judge).
 */
export function detectSiteLanguage(texts: string[]): SiteLanguage {
  const text = texts.join(' ').replace(/\s+/g, ' ').slice(0, 20_000);
  const tokens = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (tokens.length < 30) return { recognised: true, code: 'und', name: 'too little text to tell' };
  // The languages Adsmith reads are confirmed by their frequent words (franc alone confuses close ones, e.g. ru/bg).
  let best: { code: string; ratio: number } | null = null;
  for (const { code, words } of Object.values(STOPWORDS)) {
    const ratio = tokens.filter((token) => words.has(token)).length / tokens.length;
    if (!best || ratio > best.ratio) best = { code, ratio };
  }
  if (best && best.ratio >= 0.04) return { recognised: true, code: best.code, name: languageName(best.code) };
  const guess = franc(text, { minLength: 20 });
  // franc always answers; only a widely written language is named (gibberish "is" some rare language).
  if (!NAMEABLE.has(guess)) return { recognised: false, code: null, name: null };
  return { recognised: false, code: guess, name: languageName(guess) };
}

function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
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
