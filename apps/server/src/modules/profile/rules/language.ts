import { STOP_WORDS } from './lexicon';

const WORD = /[\p{L}]+/gu;
const STOP_SETS = Object.fromEntries(
  Object.entries(STOP_WORDS).map(([language, words]) => [language, new Set(words)]),
);
/** Letters only one language of a script uses. */
const MARKERS: [RegExp, string][] = [
  [/[ąęłńśźż]/iu, 'pl'],
  [/[äöüß]/iu, 'de'],
  [/[іїєґ]/iu, 'uk'],
  [/[ыэъё]/iu, 'ru'],
];

/**
 * Languages of some running text, main first, from the text itself (stop words and letters only one language
 * uses), not the page's lang attribute: a Polish page may say lang="en". A language needs a quarter of the votes.
 */
export function detectLanguages(texts: string[]): string[] {
  const votes = new Map<string, number>();
  for (const text of texts) {
    const words = (text.toLowerCase().match(WORD) ?? []).slice(0, 4000);
    for (const word of words) {
      for (const [language, set] of Object.entries(STOP_SETS))
        if (set.has(word)) votes.set(language, (votes.get(language) ?? 0) + 1);
    }
    for (const [pattern, language] of MARKERS) {
      const count = (text.match(new RegExp(pattern.source, 'giu')) ?? []).length;
      if (count > 0) votes.set(language, (votes.get(language) ?? 0) + Math.min(count, 50) * 0.5);
    }
  }
  // Cyrillic text: Ukrainian only when its own letters carry it, else Russian.
  const total = [...votes.values()].reduce((sum, value) => sum + value, 0);
  if (total < 5) return [];
  return [...votes.entries()]
    .filter(([, count]) => count / total >= 0.25 && (count >= 3 || votes.size === 1))
    .sort((a, b) => b[1] - a[1])
    .map(([language]) => language)
    .slice(0, 5);
}
