import { diffWordsWithSpace } from 'diff';

export type DiffPart = { kind: 'added' | 'removed' | 'same'; text: string };

export type WordDiff = {
  parts: DiffPart[];
  /** Counted in words, the unit a writer thinks in ("3 words added"), not in diff chunks. */
  addedWords: number;
  removedWords: number;
};

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/**
 * Word-level diff of the edited story against the original draft. Whitespace counts as part of the text so
 * paragraph breaks the user adds or removes show up too.
 */
export function diffStory(original: string, edited: string): WordDiff {
  const parts: DiffPart[] = diffWordsWithSpace(original, edited).map((change) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    text: change.value,
  }));
  let addedWords = 0;
  let removedWords = 0;
  for (const part of parts) {
    if (part.kind === 'added') addedWords += countWords(part.text);
    if (part.kind === 'removed') removedWords += countWords(part.text);
  }
  return { parts, addedWords, removedWords };
}
