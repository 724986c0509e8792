import { eld } from 'eld';
import { COPY_LANGUAGES } from '@adsmith/domain/copy/languages';

/**
 * The language of one short sentence by eld (n-grams trained for short text; franc is unreliable under ~40
 * characters), loaded once per process on first use, choosing among the copy languages.
 */
export type LanguageGuess = { language: string; reliable: boolean; scores: Record<string, number> };

let detector: Promise<(text: string) => LanguageGuess> | null = null;

/** The detector, loading eld's medium n-gram database on the first call. */
export function sentenceLanguageDetector(): Promise<(text: string) => LanguageGuess> {
  detector ??= (async () => {
    // The package's root entry is the dynamic one, which loads a database by name.
    const instance = eld.newInstance() as ReturnType<typeof eld.newInstance> & {
      load: (size: string) => Promise<unknown>;
    };
    await instance.load('medium');
    // Among the copy languages only: a Russian sentence is not Ukrainian, a Spanish one not Catalan.
    instance.setLanguageSubset([...COPY_LANGUAGES]);
    return (text: string) => {
      const result = instance.detect(text);
      return { language: result.language, reliable: result.isReliable(), scores: result.getScores() };
    };
  })();
  return detector;
}
