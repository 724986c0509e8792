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

/**
 * Words a whole phrase does not end on — articles, prepositions, conjunctions and auxiliaries of the languages the
 * ads are written in: "… bestaat voor een" or "… made with the" was cut at a line break.
 */
const OPEN_ENDINGS = new Set(
  [
    'a an the and or but of to for with from by as is are was our your their its than that which who',
    'der die das den dem des ein eine einen einem und oder aber mit von zu zum zur für auf bei aus nach ist sind wir unsere ihre als dass',
    'le la les un une des du de et ou mais avec pour par sur dans au aux est sont nous notre votre que qui',
    'el la los las un una unos unas y o pero con para por en del al es son nuestro nuestra su que',
    'il lo la gli le un una e o ma con per da di del della su al è sono nostro nostra che',
    'de het een en of maar met voor van te op aan bij uit door is zijn wij onze uw dat die',
    'o a os as um uma e ou mas com para por em do da no na ao é são nosso nossa que',
    'i oraz lub ale z ze w we na do od dla po przy o jest są nasz nasza że który',
    'и или но с со в во на к по для от из у о об это наш наша что который',
  ]
    .join(' ')
    .split(' '),
);
/** Menu trails and link arrows: "Shop / Gift Cards |", "Home › Prices", "Lees verder ->". */
const NAVIGATION = /(?:^|\s)[|»›→]|[|»›→](?:\s|$)|\s(?:-|=)>|(?:-|=)>\s*$|\s\/\s.*\s\/\s/u;
/** A web address: the creative's link is the button, never a line of text. */
const WEB_ADDRESS = /(?:https?:\/\/|www\.)\S|\b[\p{L}\d-]+\.(?:[a-z]{2,3})\/\S*/iu;
const TERMINAL = /[.!?…)"”»]$/u;

const unbalanced = (text: string) =>
  [
    ['(', ')'],
    ['[', ']'],
    ['„', '“'],
  ].some(([open, close]) => text.split(open!).length !== text.split(close!).length);

/**
 * A site's sentence that starts in lower case and ends as a sentence does: it began where the page broke the line
 * before it ("possible whatever you choose, and at a fair price.").
 */
export const startsMidSentence = (text: string): boolean => {
  const line = text.replace(/\s+/g, ' ').trim();
  return /^\p{Ll}/u.test(line) && /[.!?…]$/u.test(line) && words(line) > 3;
};

/**
 * Why a supporting line could not stand on a creative as it is, or null when it reads whole: a navigation trail, a
 * web address, an unclosed bracket, or a sentence cut where the page broke its line (it ends on a comma or dash, or
 * on an article, preposition or conjunction — "De behandeling bestaat voor een"). With `sentence`, the line is a
 * site's sentence (a value proposition): one of more than six words that has no closing stop was cut too ("De
 * behandeling bestaat voor een groot deel"); a short heading-like phrase ("Free parking") needs none; and one that
 * starts mid-sentence was cut too (startsMidSentence).
 */
export function fragmentReason(text: string, options: { sentence?: boolean } = {}): string | null {
  const line = text.replace(/\s+/g, ' ').trim();
  if (!line) return 'it is empty';
  if (NAVIGATION.test(line)) return 'it is a navigation fragment';
  if (WEB_ADDRESS.test(line)) return 'it is a web address';
  if (unbalanced(line)) return 'it leaves a bracket open';
  if (/[,;:–—-]$/u.test(line)) return 'it ends mid-sentence';
  const last = line.toLowerCase().match(/[\p{L}]+$/u)?.[0];
  if (last && OPEN_ENDINGS.has(last) && words(line) > 1) return `it ends on "${last}", mid-sentence`;
  if (options.sentence && !TERMINAL.test(line) && words(line) > 6) return 'it is a sentence cut off mid-way';
  if (options.sentence && startsMidSentence(line)) return 'it starts mid-sentence';
  return null;
}
