import { diffSentences } from 'diff';

export type DiffPart = { kind: 'added' | 'removed' | 'same'; text: string };

export type StoryDiff = {
  parts: DiffPart[];
  /** Counted in sentences, the unit a reader scans a long edit in ("2 sentences changed"). */
  addedSentences: number;
  removedSentences: number;
};

/** Sentences in a stretch of text: each ends with . ! ? (or the stretch's end) and holds a letter or digit. */
function countSentences(text: string): number {
  return text.split(/(?<=[.!?…])\s+/).filter((sentence) => /[\p{L}\p{N}]/u.test(sentence)).length;
}

/**
 * Sentence-level diff of the edited story against the original draft: a sentence the user touched shows once as
 * removed and once as added, whole, so a long edit reads as before/after sentences rather than scattered words.
 */
export function diffStory(original: string, edited: string): StoryDiff {
  const parts: DiffPart[] = diffSentences(original, edited).map((change) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    text: change.value,
  }));
  let addedSentences = 0;
  let removedSentences = 0;
  for (const part of parts) {
    if (part.kind === 'added') addedSentences += countSentences(part.text);
    if (part.kind === 'removed') removedSentences += countSentences(part.text);
  }
  return { parts, addedSentences, removedSentences };
}
