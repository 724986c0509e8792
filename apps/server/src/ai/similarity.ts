import { MOTIVE_IDS, type MotiveId } from '@adsmith/domain/hypotheses/motives';
import { Motives, type Motive } from './offline/cues';
import { ASSUMPTION_PHRASES } from './offline/phrase-banks/assumptions';
import { textSimilarity } from './nlp';

/** Content-word cosine at or above which two assumptions say the same thing. */
export const SAME_TEXT_SIMILARITY = 0.5;
/** Lower bar when both rest on the same motive (words swapped, same idea). */
export const SAME_MOTIVE_SIMILARITY = 0.25;

/** Stand-ins for a bank sentence's slots: what lies between them is the sentence's own wording. */
const SLOT = '\u0000';

/**
 * The fixed wording of every assumption sentence of the banks, per motive: the parts between the slots of its claim
 * and its trade claim, in every language. A text that holds every part of one was drafted for that motive.
 */
let bankWordings: { motive: MotiveId; parts: string[] }[] | null = null;
function wordings() {
  bankWordings ??= Object.values(ASSUMPTION_PHRASES).flatMap((say) =>
    MOTIVE_IDS.flatMap((motive) =>
      [
        say.claim[motive](SLOT, SLOT),
        say.tradeClaim[motive](SLOT),
        // A trade family's own wording of the motive (a restaurant's dishes, a stay's experience).
        ...Object.values(say.forFamily).flatMap((own) => own.tradeClaim?.[motive]?.(SLOT) ?? []),
      ].map((sentence) => ({
        motive,
        parts: sentence
          .split(SLOT)
          .map((part) => part.trim())
          .filter((part) => part.length >= 12),
      })),
    ),
  );
  return bankWordings;
}

/** The motive of the bank sentence a text was drafted from, or null. */
const draftedMotive = (text: string): MotiveId | null =>
  wordings().find((wording) => wording.parts.every((part) => text.includes(part)))?.motive ?? null;

/**
 * The motive of an assumption: the one whose bank sentence it was drafted from (in any language), else the one its
 * words mostly argue (English cues), else null (a text the user wrote about something else).
 */
export function motiveOfAssumption(text: string): MotiveId | null {
  return draftedMotive(text) ?? keywordMotive(text.replace(/["\u201c][^"\u201d]*["\u201d]/g, ' '));
}

/** The motive an assumption text mostly argues: its bank sentence's, else the one with most cue matches, or null. */
export function primaryMotive(text: string): Motive['id'] | null {
  const drafted = draftedMotive(text);
  if (drafted) return drafted === 'design' ? null : drafted;
  return keywordMotive(text);
}

function keywordMotive(text: string): Motive['id'] | null {
  let best: { id: Motive['id'] | null; hits: number } = { id: null, hits: 0 };
  for (const motive of Motives) {
    const hits =
      text.match(new RegExp(motive.cues.source, `${motive.cues.flags.replace('g', '')}g`))?.length ?? 0;
    if (hits > best.hits) best = { id: motive.id, hits };
  }
  return best.id;
}

/** The motives assumption texts argue, their quoted evidence set aside (a quote may name another motive). */
export function motivesOf(texts: readonly string[]): MotiveId[] {
  return [
    ...new Set(texts.map((text) => motiveOfAssumption(text)).filter((id): id is MotiveId => id !== null)),
  ];
}

/** Words every assumption uses ("customers buy from …"); they say nothing about which reason it argues. */
const GENERIC_WORDS = [
  'customers',
  'customer',
  'buy',
  'buys',
  'buying',
  'choose',
  'chooses',
  'pick',
  'picks',
  'come',
  'because',
  'people',
];

/** The claim of an assumption: quotes (evidence, not claim), generic words and the business's name removed. */
function claimOf(text: string, ignore: string[]): string {
  let claim = text.replace(/["\u201c][^"\u201d]*["\u201d]/g, ' ');
  for (const word of [...GENERIC_WORDS, ...ignore.flatMap((phrase) => phrase.split(/\s+/))]) {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (escaped) claim = claim.replace(new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'giu'), ' ');
  }
  return claim;
}

/**
 * Whether two assumptions are the same idea: nearly the same content words, or the same motive with
 * overlapping wording ("the mugs are handmade" vs "hand-thrown mugs, made by hand"). `ignore` lists names
 * (the business's) that every assumption of a site shares.
 */
export function isSameAssumption(a: string, b: string, ignore: string[] = []): boolean {
  // Two sentences of the banks say the same thing exactly when they argue the same motive.
  const draftedA = draftedMotive(a);
  const draftedB = draftedMotive(b);
  if (draftedA && draftedB) return draftedA === draftedB;
  const claimA = claimOf(a, ignore);
  const claimB = claimOf(b, ignore);
  const similarity = textSimilarity(claimA, claimB);
  if (similarity >= SAME_TEXT_SIMILARITY) return true;
  const motive = primaryMotive(claimA);
  return motive !== null && motive === primaryMotive(claimB) && similarity >= SAME_MOTIVE_SIMILARITY;
}

/** Keeps the candidates that differ from every existing assumption and from each other, in order. */
export function keepDistinct<T>(
  candidates: T[],
  existing: string[],
  textOf: (candidate: T) => string,
  ignore: string[] = [],
): T[] {
  const kept: T[] = [];
  const seen = [...existing];
  for (const candidate of candidates) {
    const text = textOf(candidate);
    if (seen.some((other) => isSameAssumption(text, other, ignore))) continue;
    kept.push(candidate);
    seen.push(text);
  }
  return kept;
}
