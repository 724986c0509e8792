import type { Evidence } from '@adsmith/domain/hypotheses/schemas';
import type { CrawlFacts, HypothesisDraft } from './engine';
import { splitSentences, taggedTokens } from './nlp';
import { PHRASE_WORDS } from './offline/language';

/**
 * Grounding: a draft may name only products, prices, places, years and claims that the crawl (or the user's own
 * words) contain. Each sentence is checked; one naming something unknown is repaired when the unknown part is a
 * parenthesised price, else dropped, and every removal is reported so the UI can say what was left out.
 */

export type GroundingCorpus = {
  /** Lower-case text of every source, whitespace and quotes normalised. */
  text: string;
  /** Words that appear capitalised somewhere in the sources (proper nouns, product names). */
  capitalized: Set<string>;
  prices: Set<string>;
  years: Set<string>;
  numbers: Set<string>;
};

/** An amount as sites and the local price format write it: 1,234.56 · 1.234,56 · 1 234,56 · 3790 · 12,50. */
const AMOUNT = String.raw`\d{1,3}(?:[ \u00a0\u202f.,]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
/** A price: a currency sign or code before or after an amount ($24.00, 39,99 €, 3 790 ₽, 120 zł, AED 50). */
const MONEY = new RegExp(
  String.raw`(?:[$€£¥₪₽]\s?(?:${AMOUNT})|\b(?:${AMOUNT})\s?(?:USD|EUR|GBP|CAD|AUD|NZD|CHF|PLN|RUB|BYN|AED|ILS|SEK|NOK|DKK|dollars|euros|pounds|€|₽|₪|£|zł|Br|руб\.?)(?!\p{L})|\b(?:USD|EUR|GBP|CAD|AUD|NZD|CHF|PLN|RUB|BYN|AED|ILS)\s?(?:${AMOUNT}))`,
  'giu',
);
const YEAR = /\b(?:1[89]\d\d|20\d\d)\b/g;
const NUMBER = /\b\d+(?:[.,]\d+)?%?/g;

/** Claims a business must make itself before a draft repeats them (matched loosely, by stem). */
const CLAIMS: { label: string; pattern: RegExp }[] = [
  { label: 'award', pattern: /\baward/i },
  { label: 'best', pattern: /\b(?:best|#1|number one|leading|top-rated)\b/i },
  { label: 'certified', pattern: /\b(?:certif|accredit)/i },
  { label: 'licensed', pattern: /\blicen[cs]ed\b/i },
  { label: 'insured', pattern: /\binsured\b/i },
  { label: 'organic', pattern: /\borganic\b/i },
  { label: 'guarantee', pattern: /\bguarant/i },
  { label: 'warranty', pattern: /\bwarrant(?:y|ies)\b/i },
  { label: 'sustainable', pattern: /\b(?:sustainab|eco-friendly|carbon)/i },
  { label: 'handmade', pattern: /\bhand[- ]?(?:made|crafted)\b/i },
  { label: 'family', pattern: /\bfamily[- ](?:run|owned|business)\b/i },
  { label: 'free shipping', pattern: /\bfree (?:shipping|delivery)\b/i },
  { label: 'same-day', pattern: /\b(?:same|next)[- ]day\b/i },
  { label: 'vegan', pattern: /\b(?:vegan|gluten[- ]free)\b/i },
  { label: 'patented', pattern: /\bpatent/i },
];

/** Ad-platform and marketing vocabulary: capitalised, yet no claim about the business. */
const PLATFORM_TERMS = new Set(
  [
    'facebook',
    'instagram',
    'meta',
    'messenger',
    'audience network',
    'reels',
    'stories',
    'feed',
    'feeds',
    'ads manager',
    'advantage+',
    'ctr',
    'cpc',
    'cpm',
    'cpa',
    'roas',
    'aov',
    'ugc',
    'usd',
    'a/b',
    'ab',
    'sales',
    'traffic',
    'awareness',
    'engagement',
    'leads',
    'lead generation',
    'outcome sales',
    'shop now',
    'book now',
    'learn more',
    'order now',
    'get quote',
    'contact us',
    'sign up',
    'call now',
  ].map((term) => term.toLowerCase()),
);

const normalise = (value: string) =>
  value
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .toLowerCase();

/**
 * An amount in any of the formats sites and the local price format use, as "1234.56": the last separator followed by
 * one or two digits is the decimal mark (12,50 · 1.234,56 · 1,234.5), any other separator groups thousands.
 */
export const normalisePrice = (raw: string): string | null => {
  const digits = raw.replace(/[^\d.,]/g, '');
  const last = Math.max(digits.lastIndexOf('.'), digits.lastIndexOf(','));
  const decimals = last >= 0 ? digits.length - last - 1 : 0;
  const canonical =
    last >= 0 && decimals >= 1 && decimals <= 2
      ? `${digits.slice(0, last).replace(/[.,]/g, '')}.${digits.slice(last + 1)}`
      : digits.replace(/[.,]/g, '');
  const value = Number.parseFloat(canonical);
  return Number.isFinite(value) ? value.toFixed(2) : null;
};

/** A bare number as a value, so "39,99" and "39.99" are the same fact. */
const numberValue = (raw: string): string => {
  const value = Number.parseFloat(raw.replace('%', '').replace(',', '.'));
  return Number.isFinite(value) ? String(value) : raw;
};

/** The facts a draft may use, indexed for the checks. */
export function buildCorpus(sources: (string | null | undefined)[]): GroundingCorpus {
  const present = sources.filter((source): source is string => Boolean(source));
  const joined = present.join('\n');
  const capitalized = new Set<string>();
  for (const match of joined.matchAll(/(?<![\p{L}'-])\p{Lu}[\p{L}'-]*/gu))
    capitalized.add(match[0].toLowerCase());
  const prices = new Set<string>();
  for (const match of joined.matchAll(MONEY)) {
    const price = normalisePrice(match[0]);
    if (price) prices.add(price);
  }
  return {
    text: normalise(joined),
    capitalized,
    prices,
    years: new Set(joined.match(YEAR) ?? []),
    numbers: new Set(
      (joined.match(NUMBER) ?? []).flatMap((value) => [value.replace('%', ''), numberValue(value)]),
    ),
  };
}

/** Every source text of a crawl: site name, host, pages and offerings (with their prices). */
export function crawlSources(facts: CrawlFacts): string[] {
  return [
    facts.siteName ?? '',
    facts.hostname,
    ...facts.pages.flatMap((page) => [page.title ?? '', page.description ?? '', page.text]),
    ...facts.offerings.flatMap((offering) => [
      offering.name,
      offering.description ?? '',
      offering.price ? `${offering.price} ${offering.currency ?? ''} $${offering.price}` : '',
    ]),
  ];
}

/** Words of a sentence with their tag; tokens written without a space between them ("Post-Surgery") are one word. */
function sentenceWords(sentence: string): { value: string; pos: string }[] {
  const words: { value: string; pos: string }[] = [];
  for (const token of taggedTokens(sentence)) {
    const previous = words.at(-1);
    const joins =
      previous &&
      token.precedingSpaces === '' &&
      /^[-\p{L}'’]/u.test(token.value) &&
      /[\p{L}\p{N}-]$/u.test(previous.value);
    if (joins) previous.value += token.value;
    else words.push({ value: token.value, pos: token.pos });
  }
  return words;
}

const CONNECTOR = /^(?:&|of|and|the)$/i;

/** Quotation marks (and the apostrophe a closing single quotation mark shares) at either end of a token. */
const QUOTE_MARKS_AROUND =
  /^[\u2018\u2019\u201a\u201c\u201d\u201e\u00ab\u00bb'"]+|[\u2018\u2019\u201a\u201c\u201d\u201e\u00ab\u00bb'"]+$/gu;

/** Capitalised runs such as "Speckled Mug" or "Clay & Kiln" (a sentence's first word only when a proper noun). */
function properNounRuns(sentence: string): string[] {
  const words = sentenceWords(sentence);
  const runs: string[] = [];
  let current: string[] = [];
  const flush = () => {
    while (current.length > 0 && CONNECTOR.test(current.at(-1) ?? '')) current.pop();
    if (current.length > 0) runs.push(current.join(' '));
    current = [];
  };
  const isCapitalised = (value: string | undefined) =>
    Boolean(value && /^\p{Lu}/u.test(value) && /\p{L}/u.test(value));
  // A capitalised first word is a name only if it still reads as one in lower case ("Leeds", not "Customers").
  const lowered = isCapitalised(words[0]?.value)
    ? sentenceWords(sentence.charAt(0).toLowerCase() + sentence.slice(1))
    : null;
  words.forEach((word, index) => {
    const isFirst = index === 0 || /^["'(\u201c]$/.test(words[index - 1]?.value ?? '');
    const isName =
      !isFirst || (word.pos === 'PROPN' && (index > 0 || !lowered || lowered[0]?.pos === 'PROPN'));
    // A quotation closing on a name ("… in Bangalore’”") leaves its mark on the token: the name is without it.
    const value = word.value.replace(QUOTE_MARKS_AROUND, '');
    if (isCapitalised(value) && value !== 'I' && isName) current.push(value);
    else if (current.length > 0 && CONNECTOR.test(word.value)) current.push(word.value);
    else flush();
  });
  flush();
  return runs;
}

/** Whether a capitalised run is known: as a phrase, or as pieces that each are phrases the site capitalises. */
function isKnownName(run: string, corpus: GroundingCorpus): boolean {
  const words = run.split(' ');
  let start = 0;
  while (start < words.length) {
    if (CONNECTOR.test(words[start]!)) {
      start += 1;
      continue;
    }
    // The words as the tokenizer split them, or joined where a name writes no space after its stop ("P.Shine").
    const found = (end: number) => {
      const run = words.slice(start, end).join(' ');
      return (
        corpus.text.includes(normalise(run)) || corpus.text.includes(normalise(run.replace(/\. /g, '.')))
      );
    };
    let end = words.length;
    while (end > start && !found(end)) end -= 1;
    if (end === start) return false;
    // A lone word counts only if the site itself writes it capitalised (a name, not a common word).
    if (end - start === 1 && words.length > 1 && !corpus.capitalized.has(words[start]!.toLowerCase()))
      return false;
    start = end;
  }
  return true;
}

export type SentenceProblem = { kind: 'price' | 'year' | 'number' | 'name' | 'claim'; value: string };

/** What a sentence names that the corpus does not contain. */
export function findUngrounded(sentence: string, corpus: GroundingCorpus): SentenceProblem[] {
  const problems: SentenceProblem[] = [];
  let rest = sentence;
  for (const match of sentence.matchAll(MONEY)) {
    const price = normalisePrice(match[0]);
    if (price && !corpus.prices.has(price)) problems.push({ kind: 'price', value: match[0].trim() });
    rest = rest.replace(match[0], ' ');
  }
  for (const year of rest.match(YEAR) ?? []) {
    if (!corpus.years.has(year)) problems.push({ kind: 'year', value: year });
  }
  for (const number of rest.replace(YEAR, ' ').match(NUMBER) ?? []) {
    const value = number.replace('%', '');
    const matters = number.endsWith('%') || Number.parseFloat(value.replace(',', '.')) >= 10;
    if (matters && !corpus.numbers.has(value) && !corpus.numbers.has(numberValue(value)))
      problems.push({ kind: 'number', value: number });
  }
  for (const run of properNounRuns(sentence)) {
    const words = run.split(' ').filter((word) => !CONNECTOR.test(word));
    const isVocabulary = (word: string) =>
      PLATFORM_TERMS.has(word.toLowerCase()) || PHRASE_WORDS.has(word.toLowerCase());
    if (PLATFORM_TERMS.has(run.toLowerCase()) || words.every(isVocabulary)) continue;
    if (!isKnownName(run, corpus)) problems.push({ kind: 'name', value: run });
  }
  for (const claim of CLAIMS) {
    const found = sentence.match(claim.pattern);
    if (found && !claim.pattern.test(corpus.text)) problems.push({ kind: 'claim', value: found[0] });
  }
  return problems;
}

const describe = (problem: SentenceProblem) => `${problem.kind}: ${problem.value}`;

/** Removes a parenthesised unknown price, which leaves the sentence true ("the Mug ($99)" → "the Mug"). */
function repairPrices(sentence: string, problems: SentenceProblem[]): string | null {
  if (problems.some((problem) => problem.kind !== 'price')) return null;
  let repaired = sentence;
  for (const problem of problems) {
    const escaped = problem.value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const inParentheses = new RegExp(`\\s*\\([^)]*${escaped}[^)]*\\)`);
    if (!inParentheses.test(repaired)) return null;
    repaired = repaired.replace(inParentheses, '');
  }
  return repaired;
}

export type GroundedText = { text: string; unverified: string[] };

/** Grounds a multi-paragraph text: unknown facts are repaired or their sentence dropped; removals reported. */
export function groundText(text: string, corpus: GroundingCorpus): GroundedText {
  const unverified: string[] = [];
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => {
      const kept: string[] = [];
      for (const sentence of splitSentences(paragraph.replace(/\n/g, ' '))) {
        const problems = findUngrounded(sentence, corpus);
        if (problems.length === 0) {
          kept.push(sentence);
          continue;
        }
        unverified.push(...problems.map(describe));
        const repaired = repairPrices(sentence, problems);
        if (repaired) kept.push(repaired);
      }
      return kept.join(' ');
    })
    .filter((paragraph) => paragraph.trim().length > 0);
  return { text: paragraphs.join('\n\n'), unverified: [...new Set(unverified)] };
}

const normaliseUrl = (url: string) => url.replace(/#.*$/, '').replace(/\/+$/, '');

/** Keeps the evidence whose quote really is on the cited page (moving it to the page that has it otherwise). */
export function groundEvidence(evidence: Evidence[], facts: CrawlFacts): Evidence[] {
  const pages = facts.pages.map((page) => ({
    url: page.url,
    key: normaliseUrl(page.url),
    text: normalise([page.title ?? '', page.description ?? '', page.text].join('\n')),
  }));
  const kept: Evidence[] = [];
  for (const item of evidence) {
    const quote = normalise(
      item.quote.replace(/^["'\u201c]|["'\u201d]$/g, '').replace(/(?:\.\.\.|…)$/, ''),
    ).trim();
    if (quote.length < 12) continue;
    const page =
      pages.find((candidate) => candidate.key === normaliseUrl(item.url) && candidate.text.includes(quote)) ??
      pages.find((candidate) => candidate.text.includes(quote));
    if (page && !kept.some((existing) => existing.url === page.url && existing.quote === item.quote)) {
      kept.push({ url: page.url, quote: item.quote.trim() });
    }
  }
  return kept;
}

/** Grounds a drafted assumption; null when nothing verifiable is left (no text or no evidence). */
export function groundHypothesis(
  draft: HypothesisDraft,
  corpus: GroundingCorpus,
  facts: CrawlFacts,
): { draft: HypothesisDraft | null; unverified: string[] } {
  const hypothesis = groundText(draft.hypothesis, corpus);
  const approach = groundText(draft.strategic_approach, corpus);
  const evidence = groundEvidence(draft.evidence, facts);
  const unverified = [...hypothesis.unverified, ...approach.unverified];
  // An assumption from the trade quotes nothing: it says what the trade's customers buy for, not what the site says.
  const needsEvidence = !(draft.from_trade && draft.evidence.length === 0);
  if (!hypothesis.text || !approach.text || (needsEvidence && evidence.length === 0)) {
    if (evidence.length === 0) unverified.push(`evidence: ${draft.hypothesis.slice(0, 80)}`);
    return { draft: null, unverified };
  }
  return {
    draft: { ...draft, hypothesis: hypothesis.text, strategic_approach: approach.text, evidence },
    unverified,
  };
}
