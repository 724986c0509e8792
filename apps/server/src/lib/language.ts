import { francAll } from 'franc';
// The mapping alone, not the package index, which also loads the 780 kB list of every ISO 639-3 language.
import { iso6393To1 } from 'iso-639-3/iso6393-to-1.js';

/**
 * The language of running text, told once for the whole server: the business profile, the crawl's notices and the
 * feedback on a story all ask here.
 *
 * franc (trigram statistics, the 187 languages with a million speakers or more) tells the language of each page; when it hesitates
 * between close languages (its best scores within a few hundredths, as Spanish and Portuguese, Russian and
 * Ukrainian often are on short texts), the frequent short words of the languages Adsmith reads decide. The page's
 * lang attribute is not read here: a Polish page may say lang="en".
 */

/** The languages Adsmith reads and writes (ISO 639-1), with their most frequent short words. */
const FREQUENT_WORDS: Record<string, ReadonlySet<string>> = {
  en: words(
    'the and of to in for with on is are our your you we at by from or this that be as it an all can will have',
  ),
  de: words(
    'der die das und ist nicht sie ich mit für auf dem den ein eine zu von wir unsere ihre bei auch oder sind im wie des aus',
  ),
  fr: words('le la les de des et est en un une pour du sur avec nous vous au par dans qui que pas ou'),
  es: words('el la los las de y en un una para con por del que es al su sus nuestro nuestros nuestra o se'),
  it: words('il la le di e in un una per con del della che è al sono i gli dei nostro nostri nostra o non'),
  nl: words('de het een en van in is op voor met te zijn wij u uw ons onze niet ook aan of dat'),
  pl: words('i w z na do się jest dla oraz nie to od po o że jak a przez nasz nasze lub są ale także więc'),
  pt: words('o a os as de e em um uma para com do da dos das que é no na por nosso nossa ou não ao'),
  ru: words('и в не на с что по для как от из это вы мы наши все или при до к у же так за о'),
  uk: words('і в на з по для не що це як від до у ми ви наш наші або та за при й також які'),
};

/** The languages Adsmith reads (ISO 639-1). */
export const READ_LANGUAGES: readonly string[] = Object.keys(FREQUENT_WORDS);

/**
 * Widely written languages Adsmith does not read yet, as `languageOf` answers them (ISO 639-1, else franc's 639-3).
 * franc always answers: a text in no language at all "is" some rare language, so only these are named.
 */
const WIDELY_WRITTEN = words(
  'tr ja cmn ko arb ar he hi bn th vi id zlm el cs sk hu ro sv da nb nn fi ekk bg sr hr bs sl lt lv ' +
    'pes ur ta te mr gu kn ml am swh zu tl azj uzn kk be hy ka si my km ca gl eu af sq mk is ga cy',
);

/** franc's scores are 1 for the best; a runner-up this close is a tie the frequent words break. */
const TIE = 0.06;
/** A read language this close behind a language Adsmith does not read may still be the text's (see languageOf). */
const NEAR = 0.1;
/** Fewer letters than this on a page say too little to tell its language. */
const MIN_LETTERS = 40;

function words(list: string): ReadonlySet<string> {
  return new Set(list.split(' '));
}

/** ISO 639-1 where the language has one (pt, cs, fi), else franc's ISO 639-3 code (cmn, arb). */
function isoCode(code: string): string {
  return iso6393To1[code] ?? code;
}

function tokensOf(text: string): string[] {
  return text.toLowerCase().match(/\p{L}+/gu) ?? [];
}

/** The share of a text's words that are a read language's frequent words. */
function frequentWordShare(tokens: string[], language: string): number {
  const set = FREQUENT_WORDS[language];
  if (!set || tokens.length === 0) return 0;
  let hits = 0;
  for (const token of tokens) if (set.has(token)) hits += 1;
  return hits / tokens.length;
}

/** The language of one text, or null when it is too short to tell or in no widely written language. */
export function languageOf(text: string): string | null {
  const sample = text.replace(/\s+/g, ' ').trim().slice(0, 12_000);
  if ((sample.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) return null;
  const ranked = francAll(sample, { minLength: 10 });
  const [best] = ranked;
  if (!best || best[0] === 'und') return null;
  const top = isoCode(best[0]);
  const tokens = tokensOf(sample);
  if (!(top in FREQUENT_WORDS)) {
    // franc takes short Russian for Bulgarian: a read language close behind whose frequent words make a fifth of the
    // text is the language. Otherwise franc's answer stands (Czech shares a tenth of its words with Polish, not a
    // fifth), when it is a widely written language.
    const read = ranked.find(
      ([code, score]) =>
        best[1] - score <= NEAR &&
        isoCode(code) in FREQUENT_WORDS &&
        frequentWordShare(tokens, isoCode(code)) >= 0.2,
    );
    if (read) return isoCode(read[0]);
    return WIDELY_WRITTEN.has(top) ? top : null;
  }
  const close = ranked
    .filter(([, score]) => best[1] - score <= TIE)
    .map(([code]) => isoCode(code))
    .filter((code) => code in FREQUENT_WORDS);
  if (close.length < 2) return top;
  return close.reduce((a, b) => (frequentWordShare(tokens, b) > frequentWordShare(tokens, a) ? b : a));
}

/**
 * The languages of a site's texts (one per page), main first: each page votes for its language with its number of
 * words, and a language needs a quarter of the votes. Empty when no text says enough.
 */
export function detectLanguages(texts: string[]): string[] {
  const votes = new Map<string, number>();
  for (const text of texts) {
    const language = languageOf(text);
    if (!language) continue;
    const weight = Math.min(tokensOf(text).length, 4000);
    votes.set(language, (votes.get(language) ?? 0) + weight);
  }
  const total = [...votes.values()].reduce((sum, value) => sum + value, 0);
  if (total === 0) return [];
  return [...votes.entries()]
    .filter(([, count]) => count / total >= 0.25)
    .sort((a, b) => b[1] - a[1])
    .map(([language]) => language)
    .slice(0, 5);
}

/** A language's English name ("Portuguese", "Czech"), or its code when the runtime has no name for it. */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
