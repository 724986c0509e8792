import winkNLP, {
  type Bow,
  type ItemCustomEntity,
  type ItemSentence,
  type ItemToken,
  type ItsFunction,
} from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import similarity from 'wink-nlp/utilities/similarity.js';

/**
 * The NLP the offline engine, grounding and the similarity checks share: wink-nlp with its English lite model
 * (sentence boundaries, part-of-speech tags, lemmas, stop words, pattern-based phrase detection) — all in-process,
 * shipped inside the npm packages, nothing downloaded at run time.
 */
const nlp = winkNLP(model);
const { its, as } = nlp;
// The typings declare lemma with an `addons` parameter the token iterator does not pass by that name.
const lemma = its.lemma as unknown as ItsFunction<string>;

// Noun phrases ("hand-thrown stoneware mugs") and prepositional place mentions ("in Leeds, UK").
nlp.learnCustomEntities([
  {
    name: 'phrase',
    patterns: [
      '[|ADJ] [|NOUN|PROPN] [NOUN|PROPN]',
      '[ADJ|NOUN] [-] [ADJ|NOUN|VERB] [NOUN]',
      '[ADJ|NOUN] [-] [ADJ|NOUN|VERB] [NOUN] [NOUN]',
    ],
  },
  {
    name: 'place',
    patterns: [
      '[in|from|across|serving|throughout|around|near] [PROPN] [|PROPN] [|PROPN]',
      '[in|from|across|serving|throughout|around|near] [PROPN] [|PROPN] [,] [PROPN] [|PROPN]',
    ],
  },
]);

const LINE_BREAK = /\n+/;
/** The prepositions the place patterns start with, before a capitalised word. */
const PLACE_LEAD =
  /(?<![\p{L}])(?:[Ii]n|[Ff]rom|[Aa]cross|[Ss]erving|[Tt]hroughout|[Aa]round|[Nn]ear)\s+\p{Lu}/u;

/**
 * Sentences of a crawled text. Lines are split first: crawled text keeps headings and list items on their own
 * lines without punctuation, and joining them would glue a heading to the next sentence.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const line of text.split(LINE_BREAK)) {
    const trimmed = line.replace(/\s+/g, ' ').trim();
    if (!trimmed) continue;
    const pieces: string[] = [];
    nlp
      .readDoc(trimmed)
      .sentences()
      .each((sentence: ItemSentence) => {
        const value = sentence.out().trim();
        if (value) pieces.push(value);
      });
    sentences.push(
      ...joinThousands(
        trimmed,
        pieces,
        (piece) => piece,
        (a, b) => a + b,
      ),
    );
  }
  return sentences;
}

/**
 * A piece ending in "3." right before one starting "000" (no space between them in the line): a number with dots
 * between its thousands, not two sentences. "Founded in 1998. 250 customers" keeps its two.
 */
const CUT_NUMBER_END = /\d\.$/;
const CUT_NUMBER_START = /^\d{3}(?!\d)/;

/**
 * wink's English model ends a sentence at the dot of "3.000.000" or "98.000 COP", as most of Europe and Latin
 * America write thousands: the pieces of such a number are joined again (as written, without a space).
 */
function joinThousands<T>(
  line: string,
  pieces: T[],
  text: (piece: T) => string,
  join: (a: T, b: T) => T,
): T[] {
  const joined: T[] = [];
  for (const piece of pieces) {
    const previous = joined.at(-1);
    if (
      previous !== undefined &&
      CUT_NUMBER_END.test(text(previous)) &&
      CUT_NUMBER_START.test(text(piece)) &&
      line.includes(text(previous) + text(piece))
    )
      joined[joined.length - 1] = join(previous, piece);
    else joined.push(piece);
  }
  return joined;
}

/**
 * The sentences of one line with their content words, read in one pass (the site profile reads thousands of
 * sentences; reading each twice doubled its time). Same sentences as `splitSentences`, and bags of lower-case
 * lemmas as `contentBow` gives.
 */
export function sentencesWithBow(line: string): { text: string; bow: Bow }[] {
  const trimmed = line.replace(/\s+/g, ' ').trim();
  if (!trimmed) return [];
  const out: { text: string; bow: Bow }[] = [];
  nlp
    .readDoc(trimmed)
    .sentences()
    .each((sentence: ItemSentence) => {
      const text = sentence.out().trim();
      if (!text) return;
      const bow: Bow = {};
      sentence.tokens().each((token: ItemToken) => {
        if (token.out(its.type) !== 'word' || token.out(its.stopWordFlag)) return;
        const word = String(token.out(lemma)).toLowerCase();
        bow[word] = (bow[word] ?? 0) + 1;
      });
      out.push({ text, bow });
    });
  return joinThousands(
    trimmed,
    out,
    (piece) => piece.text,
    (a, b) => {
      const bow: Bow = { ...a.bow };
      for (const [word, count] of Object.entries(b.bow)) bow[word] = (bow[word] ?? 0) + count;
      return { text: a.text + b.text, bow };
    },
  );
}

/** Content words (lemmas, no stop words, no punctuation) as a bag of words. */
export function contentBow(text: string): Bow {
  const doc = nlp.readDoc(text.toLowerCase());
  const tokens = doc
    .tokens()
    .filter((token: ItemToken) => token.out(its.type) === 'word' && !token.out(its.stopWordFlag));
  return tokens.out(lemma, as.bow) as Bow;
}

/** Cosine similarity of two bags of words (0 = nothing shared, 1 = the same content words). */
export function bowSimilarity(a: Bow, b: Bow): number {
  if (Object.keys(a).length === 0 || Object.keys(b).length === 0) return 0;
  return similarity.bow.cosine(a, b);
}

/**
 * Cosine similarity of many small bags against one large one (a sentence against the site's centroid): the large
 * bag's norm is computed once and only the small bag's words are visited, so a 1,500-sentence site takes
 * milliseconds rather than seconds. Same figure as `bowSimilarity`.
 */
export function similarityTo(target: Bow): (bow: Bow) => number {
  let targetNorm = 0;
  for (const count of Object.values(target)) targetNorm += count * count;
  targetNorm = Math.sqrt(targetNorm);
  return (bow) => {
    let dot = 0;
    let norm = 0;
    for (const [word, count] of Object.entries(bow)) {
      dot += count * (target[word] ?? 0);
      norm += count * count;
    }
    return norm === 0 || targetNorm === 0 ? 0 : dot / (Math.sqrt(norm) * targetNorm);
  };
}

/** Cosine similarity of the content words of two texts. */
export function textSimilarity(a: string, b: string): number {
  return bowSimilarity(contentBow(a), contentBow(b));
}

/** Adds one bag of words into another (for centroids). */
export function addBow(into: Bow, from: Bow): Bow {
  for (const [word, count] of Object.entries(from)) into[word] = (into[word] ?? 0) + count;
  return into;
}

/** Noun phrases of a text with how often each occurs, most frequent first. */
export function nounPhrases(text: string): { phrase: string; count: number }[] {
  const counts = new Map<string, { phrase: string; count: number }>();
  for (const line of text.split(LINE_BREAK)) {
    if (!line.trim()) continue;
    const doc = nlp.readDoc(line);
    doc.customEntities().each((entity: ItemCustomEntity) => {
      if (entity.out(its.type) !== 'phrase') return;
      const phrase = entity.out().trim();
      const words = entity
        .tokens()
        .filter((token: ItemToken) => token.out(its.type) === 'word' && !token.out(its.stopWordFlag));
      if (words.length() === 0 || phrase.length < 4) return;
      const key = phrase.toLowerCase();
      const entry = counts.get(key) ?? { phrase, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || b.phrase.length - a.phrase.length);
}

/** Places named after a location preposition ("based in Leeds, UK" → "Leeds, UK"). */
export function placeMentions(text: string): string[] {
  const places: string[] = [];
  // The patterns need one of their prepositions before a capitalised name: without one, nothing to read.
  if (!PLACE_LEAD.test(text)) return places;
  nlp
    .readDoc(text)
    .customEntities()
    .each((entity: ItemCustomEntity) => {
      if (entity.out(its.type) !== 'place') return;
      places.push(
        entity
          .out()
          .replace(/^\S+\s+/, '')
          .trim(),
      );
    });
  return places;
}

/** Tokens of a sentence with their part of speech (grounding looks for proper-noun runs). */
export function taggedTokens(sentence: string): { value: string; pos: string; precedingSpaces: string }[] {
  const doc = nlp.readDoc(sentence);
  const values = doc.tokens().out() as string[];
  const tags = doc.tokens().out(its.pos) as string[];
  const spaces = doc.tokens().out(its.precedingSpaces) as string[];
  return values.map((value, index) => ({
    value,
    pos: tags[index] ?? 'X',
    precedingSpaces: spaces[index] ?? '',
  }));
}
