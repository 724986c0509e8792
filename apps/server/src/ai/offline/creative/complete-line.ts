/** A trailing ellipsis: the text was cut somewhere before it reached us (the site's excerpt, a model's copy). */
const ELLIPSIS = /\s*(?:…|\.{3,})\s*$/u;
/** Where a sentence may be shortened and still read as a whole thought. */
const CLAUSE = /(?:[,;:]\s+|\s+[–—-]\s+|\s+(?=(?:and|but|so|which|who|because|while|whereas)\s))/giu;
const MIN_WORDS = 2;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const tidy = (text: string) => text.replace(/[\s,;:–—-]+$/u, '').trim();

/** Whether a line on a creative reads as cut off (ends with an ellipsis). */
export const isTruncated = (text: string) => ELLIPSIS.test(text.trim());

/**
 * A line for a creative that is always a complete thought within `max` characters, never cut mid-sentence and
 * never ending in an ellipsis: the text itself when it fits; else its leading whole sentences that fit; else its
 * leading clauses that fit (shortened at a comma, dash or conjunction); else null — the line is dropped. A text
 * that arrives already cut ("… Stephen is particularly…") loses its unfinished last clause. With `sentencesOnly`
 * (a quotation) only whole sentences are kept, so a testimonial is never put into a customer's mouth half-said.
 */
export function completeLine(
  text: string,
  max: number,
  options: { sentencesOnly?: boolean } = {},
): string | null {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return null;
  const cut = isTruncated(clean);
  const body = clean.replace(ELLIPSIS, '');
  if (!cut && body.length <= max) return body;
  // Whole sentences first: "Fully qualified. Patient with nervous drivers." → "Fully qualified."
  const sentences = body
    .match(/[^.!?]+(?:[.!?]+["”’)]?|$)\s*/gu)
    ?.map((s) => s.trim())
    .filter(Boolean) ?? [body];
  const whole = cut ? sentences.slice(0, -1) : sentences;
  let kept = '';
  for (const sentence of whole) {
    const next = kept ? `${kept} ${sentence}` : sentence;
    if (next.length > max) break;
    kept = next;
  }
  if (kept && words(kept) >= MIN_WORDS) return kept;
  if (options.sentencesOnly) return null;
  // Else the first sentence's leading clauses; an unfinished last clause (the text was cut) is never kept.
  const first = sentences[0]!;
  const bounds = [...first.matchAll(CLAUSE)].map((match) => match.index!);
  // A cut that fell right after a comma left a whole clause before it ("… a second language,…").
  const lastWhole = !cut || sentences.length > 1 || /[,;:–—]$/u.test(first);
  const complete = lastWhole ? [...bounds, first.length] : bounds;
  let best: string | null = null;
  for (const end of complete) {
    const candidate = tidy(first.slice(0, end));
    if (candidate.length <= max && words(candidate) >= MIN_WORDS) best = candidate;
  }
  return best;
}
