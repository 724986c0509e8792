import type { CopyLanguage } from '@adsmith/domain/copy/languages';
import { otherVariantMarks, type CopyVariant } from '@adsmith/domain/copy/variants';
import { hostLabel } from '@adsmith/domain/crawl/url';
import type { BusinessProfile } from '@adsmith/domain/profile/schemas';
import type { CrawlFacts } from '../engine';
import { sentenceLanguageDetector, type LanguageGuess } from './sentence-language';
import { incompleteReason, navigationReason } from './sentence-shape';
import { isGermanCompound, spellerFor, type Speller } from './spelling';

/**
 * The language checks on generated copy, sentence by sentence: each sentence is in the expected language (eld,
 * with English words the expected dictionary does not know as a second witness on short sentences), whole (no
 * start or end in mid-phrase, no site navigation) and spelled as the language's Hunspell dictionary has it. The
 * site's own names are exempt from language and spelling (an offering, the business, its city, anything quoted),
 * and the words of its crawled pages are not misspellings. German spelling is reported but not gated: nspell does
 * not join compounds, and a compound that splits into known words passes. Given the regional variant the business's
 * country reads (pt-BR, es-419, see domain copy/variants.ts), a word of the language's other variant ("telemóvel"
 * in a Brazilian draft) is a finding too, unless the site itself writes it.
 */

export type CopyLanguageFindingKind = 'language' | 'variant' | 'incomplete' | 'navigation' | 'spelling';

export type CopyLanguageFinding = {
  kind: CopyLanguageFindingKind;
  /** The sentence as generated. */
  sentence: string;
  detail: string;
  /** Whether the finding blocks the copy; false only for German spelling. */
  gated: boolean;
};

/** The site's own words: they are never judged for language or spelling. */
export type SiteWords = {
  /** Names the copy may quote as they are: the business, its offerings, its city, its host. */
  names: readonly string[];
  /**
   * The site's own texts (its pages, what the profile quotes from them): their words are spelled, and no sign of
   * another language, in the copy of a text that itself reads as the copy's language. The English twin pages of a
   * Spanish site do not make "Quality Breakfast Buffet" Spanish.
   */
  texts?: readonly (string | null | undefined)[];
};

/** Tuned on the drafts for the real-site corpus (see bench/draft.bench.ts). */
export const CopyLanguageLimits = {
  /** Letters eld needs before its verdict counts (names, numbers and quotes removed). */
  minDetectLetters: 10,
  /** … and this many words starting lower-case. */
  minLowerCaseWords: 2,
  /** eld's verdict counts when the expected language scores below this share of the winner's score. */
  maxExpectedShare: 0.85,
  /** English words the language's dictionary lacks: this many make a sentence mixed (one function word does) … */
  minEnglishWords: 2,
  /** … and so does this share of its words. */
  minEnglishShare: 0.5,
  /** A site text longer than this (a page) is judged by eld alone when the site's vocabulary is built. */
  maxShortTextChars: 400,
} as const;

/** English function words, the frame words of stitched copy ("the", "for", "our"). */
const ENGLISH_FUNCTION_WORDS = new Set(
  'the a an and or but of for with to from by at on in into our your my their its we us you they it is are was were be been this that these those what which who how why when where there here all any some more most no not now today just only also very can will would do does have has had'.split(
    ' ',
  ),
);
/** Those of them that are words of the language too ("in" in German, "we" in Dutch, "do" in Portuguese). */
const SHARED_FUNCTION_WORDS: Record<CopyLanguage, ReadonlySet<string>> = {
  en: new Set(),
  de: new Set('in an was will so also am all most'.split(' ')),
  nl: new Set('we in is of was men been over had most an'.split(' ')),
  fr: new Set('a on as an but'.split(' ')),
  es: new Set('a no he has'.split(' ')),
  it: new Set('a no in do'.split(' ')),
  pt: new Set('a no do as for'.split(' ')),
  pl: new Set('a to do no we on by most'.split(' ')),
  ru: new Set(),
};

const QUOTED = /“[^”]*”|„[^“”]*[“”]|«[^»]*»|"[^"]*"|‘[^’]*’|(?<![\p{L}])'[^'\n]+'(?![\p{L}])/gu;
const QUOTE_MARK = '\uE000';
const NAME_MARK = '\uE001';
/**
 * Tokens that are not words of a language: numbers, prices and currency signs ("US$", "R$", "S/."), addresses,
 * hashtags.
 */
const NOT_WORDS =
  /\S*\d\S*|\S*\p{Sc}\S*|(?<!\p{L})S\/\.|\S+@\S+|\S*:\/\/\S*|\S*\p{L}\.\p{L}{2,}\S*|[#@]\S+/gu;
const WORD = /\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*/gu;
/** Words before a full stop that does not end a sentence. */
const ABBREVIATIONS = new Set(
  'eg ie etc approx incl excl min max nr st dr mr mrs ms vs ca bzw ggf inkl usw evtl tel str ul ecc pag sr sra av dott sig jr mme mlle env cf ул тел руб др стр г д т'.split(
    ' ',
  ),
);

/**
 * The ad platforms' own names: an ad set's name says where it runs ("… – Instagram na telefonie"), and they are
 * names in every language, though only some dictionaries list them.
 */
const PLATFORM_NAMES = ['Facebook', 'Instagram', 'Messenger', 'WhatsApp', 'Reels', 'Stories'];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The lower-case words of the site's pages, for the spelling check. */
export function siteVocabulary(texts: Iterable<string | null | undefined>): Set<string> {
  const words = new Set<string>();
  for (const text of texts) for (const word of text?.toLowerCase().match(WORD) ?? []) words.add(word);
  return words;
}

/** Every string inside a value (a profile's texts, its quotes and sources), keys left out. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(stringsOf)
      : [];

/** The names and words of a crawled site the checks must leave alone. */
export function siteWordsOf(facts: CrawlFacts): SiteWords {
  const profile = facts.profile;
  const names = [
    profile?.businessName?.value,
    facts.siteName,
    facts.hostname,
    hostLabel(facts.hostname),
    profile?.location.city?.value,
    profile?.location.region?.value,
    ...facts.offerings.map((offering) => offering.name),
  ].filter((name): name is string => Boolean(name && name.trim().length >= 2));
  // What the profile and the offerings quote is the site's too: a footer the page text leaves out can hold it.
  const texts = [
    ...facts.pages.map((page) => [page.title, page.description, page.text].filter(Boolean).join('\n')),
    ...stringsOf(profile),
    ...facts.offerings.flatMap((offering) => [offering.name, offering.description]),
  ];
  return { names, texts };
}

/**
 * The names and words of a business as a drafting input gives them, without its pages: the business, its host and
 * offerings, the profile's city and region; every word the profile and the offerings quote from the site.
 */
export function siteWordsOfDraft(input: {
  business?: { name: string; hostname: string } | null;
  products?: readonly { name: string; description?: string | null }[] | null;
  profile?: BusinessProfile | null;
}): SiteWords {
  const profile = input.profile;
  const host = input.business?.hostname ?? '';
  const names = [
    input.business?.name,
    profile?.businessName?.value,
    host,
    hostLabel(host),
    profile?.location.city?.value,
    profile?.location.region?.value,
    ...(input.products ?? []).map((product) => product.name),
  ].filter((name): name is string => Boolean(name && name.trim().length >= 2));
  const texts = [
    ...stringsOf(profile),
    ...(input.products ?? []).flatMap((product) => [product.name, product.description]),
  ];
  return { names, texts };
}

/**
 * Splits masked text into sentences, keeping abbreviations ("z. B.", "ca."), ordinals ("3. Mai") and sentences in
 * brackets inside.
 */
function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const line of text.split(/\n+/)) {
    let start = 0;
    for (const match of line.matchAll(/[.!?…]+["”»)\uE000]*\s+/gu)) {
      const end = match.index + match[0].length;
      // Sentences inside brackets belong to the sentence around them.
      const head = line.slice(0, match.index);
      if ((head.match(/\(/g)?.length ?? 0) > (head.match(/\)/g)?.length ?? 0)) continue;
      const before = line.slice(start, match.index).match(/([\p{L}\p{N}]+)$/u)?.[1] ?? '';
      const next = line.charAt(end);
      const isAbbreviation =
        match[0].startsWith('.') &&
        (ABBREVIATIONS.has(before.toLowerCase()) ||
          /^\p{L}$/u.test(before) ||
          (/^\d{1,2}$/.test(before) && /\p{Ll}/u.test(next)));
      if (isAbbreviation) continue;
      sentences.push(line.slice(start, end).trim());
      start = end;
    }
    sentences.push(line.slice(start).trim());
  }
  return sentences.filter((sentence) => /[\p{L}\p{N}\uE000\uE001]/u.test(sentence));
}

/** Replaces each mark in order by the texts it stands for. */
const restore = (text: string, mark: string, values: string[], from: { index: number }) =>
  text.replace(new RegExp(mark, 'g'), () => values[from.index++] ?? '');

/**
 * What is wrong with the sentences of a generated text in the expected language: a finding per sentence and kind,
 * none for a text that reads as whole sentences in that language. Loads eld and the dictionaries it needs on the
 * first call.
 */
export async function checkCopyLanguage(
  text: string,
  language: CopyLanguage,
  site: SiteWords,
  variant: CopyVariant | null = null,
): Promise<CopyLanguageFinding[]> {
  return (await copyLanguageChecker(language, variant))(text, site);
}

/** A checked text's findings, once eld and the dictionaries are loaded. */
export type CopyLanguageCheck = (text: string, site: SiteWords) => CopyLanguageFinding[];

/**
 * The checks of checkCopyLanguage for one language, loaded once and then run synchronously: for a drafting engine
 * that checks every candidate line as it composes.
 */
export async function copyLanguageChecker(
  language: CopyLanguage,
  variant: CopyVariant | null = null,
): Promise<CopyLanguageCheck> {
  const [detect, speller, english] = await Promise.all([
    sentenceLanguageDetector(),
    spellerFor(language),
    language === 'en' ? null : spellerFor('en'),
  ]);
  // A variant of another language (a stale one from a profile that changed language) has nothing to say here.
  const regional = variant?.startsWith(`${language}-`) ? variant : null;
  return (text, site) => checkLoaded(text, language, site, { detect, speller, english, variant: regional });
}

/** eld and the dictionaries a check reads, once loaded. */
type Tools = {
  detect: Awaited<ReturnType<typeof sentenceLanguageDetector>>;
  speller: Speller;
  english: Speller | null;
  variant?: CopyVariant | null;
};

/** Each site's vocabulary per copy language, built on its first check. */
const vocabularies = new WeakMap<SiteWords, Map<CopyLanguage, ReadonlySet<string>>>();

/**
 * The lower-case words of the site's texts that read as the copy's language (or as no language in particular): the
 * words of its pages in another language are that language's, not this one's.
 */
function vocabularyOf(site: SiteWords, language: CopyLanguage, tools: Tools): ReadonlySet<string> {
  let byLanguage = vocabularies.get(site);
  if (!byLanguage) vocabularies.set(site, (byLanguage = new Map()));
  let vocabulary = byLanguage.get(language);
  if (!vocabulary) {
    vocabulary = siteVocabulary(
      (site.texts ?? []).filter((text) => text && !readsAsOther(text, language, tools)),
    );
    byLanguage.set(language, vocabulary);
  }
  return vocabulary;
}

/**
 * Whether a site text reads as another language than the copy's: a short one (a heading, a value proposition) by
 * the same rules as a generated sentence, a long one (a page) by eld alone, since English loanwords are many on a
 * long page in any language.
 */
function readsAsOther(text: string, language: CopyLanguage, tools: Tools): boolean {
  // A page is long enough for eld as it is; cleaning it first would cost more than the verdict.
  if (text.length > CopyLanguageLimits.maxShortTextChars)
    return otherLanguage(tools.detect(text), language) !== null;
  const plain = text.replace(QUOTED, ' ').replace(NOT_WORDS, ' ').replace(/\s+/g, ' ').trim();
  const words = plain.match(WORD) ?? [];
  return languageReason(plain, words, language, { ...tools, vocabulary: new Set() }) !== null;
}

function checkLoaded(
  text: string,
  language: CopyLanguage,
  site: SiteWords,
  tools: Tools,
): CopyLanguageFinding[] {
  const quotes: string[] = [];
  const names: string[] = [];
  let masked = text.replace(QUOTED, (quote) => (quotes.push(quote), QUOTE_MARK));
  const nameList = [...new Set([...site.names, ...PLATFORM_NAMES].map((name) => name.trim()))].sort(
    (a, b) => b.length - a.length,
  );
  if (nameList.length > 0) {
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${nameList.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
      'giu',
    );
    masked = masked.replace(pattern, (name) => (names.push(name), NAME_MARK));
  }
  const nameWords = siteVocabulary(site.names);
  const vocabulary = vocabularyOf(site, language, tools);
  const findings: CopyLanguageFinding[] = [];
  const quoteAt = { index: 0 };
  const nameAt = { index: 0 };
  for (const part of splitSentences(masked)) {
    const sentence = restore(restore(part, QUOTE_MARK, quotes, quoteAt), NAME_MARK, names, nameAt);
    // Names and quotes read as capitalised words for the shape, and are left out of language and spelling.
    const shape = part.replaceAll(QUOTE_MARK, 'Quote').replaceAll(NAME_MARK, 'Name');
    const add = (kind: CopyLanguageFindingKind, detail: string, gated = true) =>
      findings.push({ kind, sentence, detail, gated });
    const navigation = navigationReason(shape);
    if (navigation) add('navigation', navigation);
    const incomplete = incompleteReason(shape, language);
    if (incomplete) add('incomplete', incomplete);
    const plain = part
      .replaceAll(QUOTE_MARK, ' ')
      .replaceAll(NAME_MARK, ' ')
      .replace(NOT_WORDS, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const words = plain.match(WORD) ?? [];
    const wrongLanguage = languageReason(plain, words, language, { ...tools, vocabulary });
    if (wrongLanguage) add('language', wrongLanguage);
    // The site's own words stay: a Brazilian shop that writes "contacto" is read by customers who do.
    const otherVariant =
      tools.variant && !wrongLanguage
        ? otherVariantMarks(plain, tools.variant).filter((mark) => !vocabulary.has(mark.text.toLowerCase()))
        : [];
    if (otherVariant.length > 0)
      add(
        'variant',
        `not ${tools.variant}: ${otherVariant.map((mark) => `${mark.text} (${mark.variant})`).join(', ')}`,
      );
    // A sentence in another language is not spelled in this one: one finding says it.
    const unknown = wrongLanguage
      ? []
      : words.filter((word) => !isSpelled(word, language, tools.speller, nameWords, vocabulary));
    if (unknown.length > 0)
      add('spelling', `unknown to the ${language} dictionary: ${unknown.join(', ')}`, language !== 'de');
  }
  return findings;
}

/** eld's verdict on a sentence (names, numbers and quotes removed), when it has letters enough to count. */
function eldReason(plain: string, words: string[], language: CopyLanguage, { detect }: Tools): string | null {
  const letters = plain.match(/\p{L}/gu)?.length ?? 0;
  // A remainder of capitalised words is a name the profile does not know ("New Rochelle"), not a sentence.
  const lowerWords = words.filter((word) => /^\p{Ll}/u.test(word)).length;
  if (letters < CopyLanguageLimits.minDetectLetters || lowerWords < CopyLanguageLimits.minLowerCaseWords)
    return null;
  return otherLanguage(detect(plain), language);
}

/** eld's guess as a finding: a reliable other language that the expected one scores well below. */
function otherLanguage(guess: LanguageGuess, language: CopyLanguage): string | null {
  const top = guess.scores[guess.language] ?? 0;
  const expected = guess.scores[language] ?? 0;
  return guess.language &&
    guess.language !== language &&
    guess.reliable &&
    expected < top * CopyLanguageLimits.maxExpectedShare
    ? `reads as ${guess.language}, not ${language}`
    : null;
}

function languageReason(
  plain: string,
  words: string[],
  language: CopyLanguage,
  tools: Tools & { vocabulary: ReadonlySet<string> },
): string | null {
  const detected = eldReason(plain, words, language, tools);
  if (detected) return detected;
  const { speller, english, vocabulary } = tools;
  if (!english) return null;
  // An English function word, or a word English knows and the language does not ("Meet", "today").
  const foreign = words.filter((word) => {
    const lower = word.toLowerCase();
    // A single letter is a code or an initial ("[A, F]", "o.a."), not a word.
    if (word.length < 2) return false;
    if (ENGLISH_FUNCTION_WORDS.has(lower)) return !SHARED_FUNCTION_WORDS[language].has(lower);
    // An acronym ("OP", "LED") is a name in every language; a word the site's own pages use ("Corona" on a German
    // site) is a word of its language there, whatever English also knows it as.
    if (/^\p{Lu}{2,}$/u.test(word) || vocabulary.has(lower)) return false;
    return knowsAny(english, word) && !knowsAny(speller, word);
  });
  if (
    foreign.some((word) => ENGLISH_FUNCTION_WORDS.has(word.toLowerCase())) ||
    foreign.length >= CopyLanguageLimits.minEnglishWords ||
    (foreign.length > 0 && foreign.length / words.length >= CopyLanguageLimits.minEnglishShare)
  )
    return `English words in ${language}: ${foreign.join(', ')}`;
  return null;
}

const knowsAny = (speller: Speller, word: string) => speller.knows(word) || speller.knows(word.toLowerCase());

function isSpelled(
  word: string,
  language: CopyLanguage,
  speller: Speller,
  nameWords: ReadonlySet<string>,
  vocabulary: ReadonlySet<string>,
): boolean {
  const lower = word.toLowerCase();
  if (word.length < 2 || nameWords.has(lower) || vocabulary.has(lower)) return true;
  // Acronyms and brand spellings ("LVL", "iPhone") are names, not words.
  if (/\p{Lu}/u.test(word.slice(1))) return true;
  if (knowsAny(speller, word)) return true;
  // Dictionaries differ in the apostrophe they spell with.
  if (
    /['’]/.test(word) &&
    (knowsAny(speller, word.replace(/'/g, '’')) || knowsAny(speller, word.replace(/’/g, "'")))
  )
    return true;
  // Elisions ("l'offre", "dell'olio") and hyphenated words: each part is a known word or elided ("dell'").
  const parts = word.split(/(?<=['’])|-/);
  if (
    parts.length > 1 &&
    parts.every(
      (part) =>
        part.replace(/['’]$/, '').length < 3 ||
        /^\p{L}{1,7}['’]$/u.test(part) ||
        knowsAny(speller, part) ||
        knowsAny(speller, part.replace(/['’]$/, '')) ||
        vocabulary.has(part.toLowerCase()),
    )
  )
    return true;
  return language === 'de' && isGermanCompound(word, speller);
}
