import type { ProfileTrade } from '@adsmith/domain/profile/schemas';
import { SCHEMA_ORG_TRADES, TRADE_KEYS, type TradeKey } from '@adsmith/domain/profile/trades';
import { foldWords, quoteAround, type PageLine, type ReadPage } from './page-lines';
import { TRADE_LEXICON } from './trade-lexicon';

type Term = { trade: TradeKey; strength: number; label: string };
type Matcher = {
  exact: Map<string, Term[]>;
  prefix: Map<string, Term[]>;
  prefixLengths: number[];
  parts: { text: string; term: Term; at: 'any' | 'end' }[];
  phrases: { pattern: RegExp; term: Term }[];
  /** Japanese and other unspaced scripts: parts of the line. */
  unspaced: { text: string; term: Term }[];
};

const UNSPACED = new Set(['ja', 'zh', 'ko', 'th']);
const STRONG = 3;
const matchers = new Map<string, Matcher>();

/** The lexicon of one language, compiled once. */
function matcherFor(language: string): Matcher | null {
  const cached = matchers.get(language);
  if (cached) return cached;
  const matcher: Matcher = {
    exact: new Map(),
    prefix: new Map(),
    prefixLengths: [],
    parts: [],
    phrases: [],
    unspaced: [],
  };
  let any = false;
  const push = (map: Map<string, Term[]>, key: string, term: Term) =>
    map.set(key, [...(map.get(key) ?? []), term]);
  for (const trade of TRADE_KEYS) {
    const source = TRADE_LEXICON[trade][language];
    if (!source) continue;
    any = true;
    for (const raw of source.split(/\s+/).filter(Boolean)) {
      const strong = raw.endsWith('!');
      const spec = strong ? raw.slice(0, -1) : raw;
      const term: Term = { trade, strength: strong ? STRONG : 1, label: spec.replace(/_/g, ' ') };
      if (UNSPACED.has(language)) {
        matcher.unspaced.push({ text: spec.normalize('NFKC'), term });
        continue;
      }
      const leading = spec.startsWith('*');
      const trailing = spec.endsWith('*');
      const body = foldWords(spec.replace(/\*/g, ''));
      if (!body) continue;
      if (body.includes(' ')) {
        const words = body.split(' ').join(' ');
        matcher.phrases.push({ pattern: new RegExp(`(?:^| )${words}${trailing ? '' : '(?= |$)'}`), term });
      } else if (leading) matcher.parts.push({ text: body, term, at: trailing ? 'any' : 'end' });
      else if (trailing) push(matcher.prefix, body, term);
      else push(matcher.exact, body, term);
    }
  }
  if (!any) return null;
  matcher.prefixLengths = [...new Set([...matcher.prefix.keys()].map((key) => key.length))].sort(
    (a, b) => a - b,
  );
  matchers.set(language, matcher);
  return matcher;
}

type Hit = { term: Term; word: string };

/** Every lexicon term a text says, with the word that says it. */
function hitsIn(text: string, matcher: Matcher): Hit[] {
  const hits: Hit[] = [];
  if (matcher.unspaced.length > 0) {
    const folded = text.normalize('NFKC');
    for (const entry of matcher.unspaced)
      if (folded.includes(entry.text)) hits.push({ term: entry.term, word: entry.text });
  }
  const folded = foldWords(text);
  if (!folded) return hits;
  for (const word of folded.split(' ')) {
    for (const term of matcher.exact.get(word) ?? []) hits.push({ term, word });
    for (const length of matcher.prefixLengths) {
      if (length > word.length) break;
      for (const term of matcher.prefix.get(word.slice(0, length)) ?? []) hits.push({ term, word });
    }
    for (const part of matcher.parts) {
      const at = word.indexOf(part.text);
      if (at > 0 && (part.at === 'any' || at + part.text.length === word.length))
        hits.push({ term: part.term, word });
    }
  }
  for (const phrase of matcher.phrases) {
    const match = phrase.pattern.exec(folded);
    if (match) hits.push({ term: phrase.term, word: match[0].trim() });
  }
  return hits;
}

/** The word or phrase as the text writes it (case and accents kept), else the folded form. */
function writtenWord(text: string, folded: string): string {
  const words = [...text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)];
  const length = folded.split(' ').length;
  for (let at = 0; at + length <= words.length; at++) {
    const run = words.slice(at, at + length);
    // A phrase's last word may go on ("driving lesson…" is "driving lessons").
    if (!foldWords(run.map((word) => word[0]).join(' ')).startsWith(folded)) continue;
    const last = run[run.length - 1]!;
    return text.slice(run[0]!.index, last.index + last[0].length);
  }
  return folded;
}

/** How much a line's words count: what a page is called and says of itself counts most, the chrome least. */
function lineWeight(line: PageLine): number {
  if (line.where === 'title' || line.where === 'description') return 3;
  if (line.where === 'chrome') return 0.5;
  // A short line without a sentence's end is a heading or a list item naming something.
  const words = line.text.split(/\s+/).length;
  return words <= 8 && !/[.!?:;]$/.test(line.text) ? 2 : 1;
}

const LEGAL_PAGE =
  /privacy|datenschutz|agb|terms|widerruf|polityka|политика|cookies?|impressum|imprint|legal/i;
/** What the site says it is in markup or in its own name counts as a whole (not with diminishing returns). */
const SCHEMA_BONUS = 20;
const NAME_BONUS = 10;
/** A trade must gather this much before it is named at all, and this share of all the votes. */
const MIN_SCORE = 6;
const MIN_CONFIDENCE = 0.3;

export type TradeVoteInput = {
  pages: ReadPage[];
  /** The offerings the crawl read: their names vote like headings; many priced products vote for a shop. */
  offerings: { name: string; landingPage: string | null; offeringType?: string; price?: string | null }[];
  /** The site's languages, the main one first (ISO 639-1); English loanwords count on every site at half weight. */
  languages: string[];
  /** The business's name as the profile read it: a trade word in it ("… Driving School") counts as a whole. */
  name?: { value: string; source: { url: string; quote: string | null } } | null;
};

type Evidence = { term: string; source: { url: string; quote: string | null } };
type TermVote = { strength: number; weight: number; evidence: Evidence | null; best: number };
type Vote = { terms: Map<string, TermVote>; bonus: number; bonusEvidence: Evidence[] };

export type TradeVote = {
  trade: ProfileTrade | null;
  /** Every trade that got a vote, with its score. */
  scores: Partial<Record<TradeKey, number>>;
  /** Per trade, the terms that voted (for reading a site's result). */
  terms: Map<TradeKey, Map<string, TermVote>>;
};

/** The languages whose words are read: the detected ones, then those the pages declare (<html lang>). */
function readLanguages(input: TradeVoteInput): { code: string; factor: number }[] {
  const out = new Map<string, number>();
  input.languages
    .filter((code) => /^[a-z]{2}$/.test(code))
    .forEach((code, index) => out.set(code, out.get(code) ?? (index === 0 ? 1 : 0.5)));
  const declared = new Map<string, number>();
  for (const page of input.pages) {
    const code = page.cues.htmlLang?.slice(0, 2).toLowerCase();
    if (code && /^[a-z]{2}$/.test(code)) declared.set(code, (declared.get(code) ?? 0) + 1);
  }
  const [mostDeclared] = [...declared.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (mostDeclared && !out.has(mostDeclared)) out.set(mostDeclared, 0.75);
  if (!out.has('en')) out.set('en', 0.5);
  return [...out.entries()].map(([code, factor]) => ({ code, factor }));
}

/**
 * The business's trade by a weighted vote over the whole site's words in its languages: page titles and
 * descriptions, headings, body text and chrome (each distinct line once), offering names, the schema.org type and
 * the business's own name. A word's repeats add up with diminishing returns, so one word on every page does not
 * outvote the many words of a trade; a word naming the trade ("Friseur") weighs more than one of its vocabulary.
 * The winner is named only when it gathered enough votes and a fair share of them; otherwise the trade is null.
 */
export function voteTrade(input: TradeVoteInput): TradeVote {
  const lexicons = readLanguages(input)
    .map(({ code, factor }) => ({ matcher: matcherFor(code), factor }))
    .filter((entry): entry is { matcher: Matcher; factor: number } => entry.matcher !== null);
  const votes = new Map<TradeKey, Vote>();
  const voteOf = (trade: TradeKey): Vote => {
    const entry: Vote = votes.get(trade) ?? { terms: new Map(), bonus: 0, bonusEvidence: [] };
    votes.set(trade, entry);
    return entry;
  };
  const vote = (term: Term, weight: number, evidence: Evidence | null) => {
    const entry = voteOf(term.trade);
    const known = entry.terms.get(term.label) ?? {
      strength: term.strength,
      weight: 0,
      evidence: null,
      best: 0,
    };
    known.weight += weight;
    if (evidence && weight > known.best) {
      known.evidence = evidence;
      known.best = weight;
    }
    entry.terms.set(term.label, known);
  };
  const bonus = (trade: TradeKey, points: number, evidence: Evidence) => {
    const entry = voteOf(trade);
    entry.bonus += points;
    entry.bonusEvidence.push(evidence);
  };

  // schema.org types: the site's own statement of what it is, counted once per type.
  const types = new Map<string, string>();
  for (const page of input.pages)
    for (const node of page.cues.businessJsonLd) {
      const raw = node['@type'];
      for (const type of (Array.isArray(raw) ? raw : [raw]).filter((t): t is string => typeof t === 'string'))
        if (Object.hasOwn(SCHEMA_ORG_TRADES, type) && !types.has(type)) types.set(type, page.url);
    }
  for (const [type, url] of types) {
    // A generic "Store" or "FoodEstablishment" says less than a HairSalon.
    const points = /^(Store|FoodEstablishment)$/.test(type) ? SCHEMA_BONUS / 4 : SCHEMA_BONUS;
    bonus(SCHEMA_ORG_TRADES[type]!, points, { term: `schema.org ${type}`, source: { url, quote: null } });
  }

  const folded = new Map<string, string>();
  const fold = (text: string) => {
    let value = folded.get(text);
    if (value === undefined) folded.set(text, (value = foldWords(text)));
    return value;
  };
  const evidenceIn = (lines: readonly PageLine[], word: string): Evidence | null => {
    const wanted = foldWords(word);
    const line = lines.find((candidate) => fold(candidate.text).includes(wanted));
    if (!line) return null;
    const term = writtenWord(line.text, wanted);
    const at = line.text.indexOf(term);
    return {
      term: term.slice(0, 80),
      source: { url: line.url, quote: quoteAround(line.text, Math.max(0, at)) },
    };
  };

  // The business's own name: "… Tours", "Salon …", "Fahrschule …".
  const name = input.name;
  if (name)
    for (const { matcher } of lexicons)
      for (const hit of hitsIn(name.value, matcher))
        bonus(hit.term.trade, NAME_BONUS * hit.term.strength, {
          term: writtenWord(name.value, hit.word).slice(0, 80),
          source: name.source,
        });
  // A repeated title segment is the site's name: counted once above, not on every page.
  const nameKey = name ? fold(name.value) : '';
  const withoutName = (text: string) =>
    nameKey && fold(text).includes(nameKey) ? fold(text).replace(nameKey, ' ') : text;

  // The words of every page, each distinct line once (a footer repeated on every page says it once).
  const seen = new Set<string>();
  for (const page of input.pages) {
    if (LEGAL_PAGE.test(new URL(page.url).pathname)) continue;
    for (const line of page.lines) {
      const text = line.where === 'title' ? withoutName(line.text) : line.text;
      const key = fold(text);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      for (const { matcher, factor } of lexicons)
        for (const hit of hitsIn(text, matcher))
          vote(hit.term, lineWeight(line) * factor, evidenceIn([line], hit.word));
    }
  }
  const pagesByUrl = new Map(input.pages.map((page) => [page.url, page]));
  const names = new Set<string>();
  for (const offering of input.offerings) {
    const key = fold(offering.name);
    if (!key || names.has(key)) continue;
    names.add(key);
    const lines = (offering.landingPage && pagesByUrl.get(offering.landingPage)?.lines) || [];
    for (const { matcher, factor } of lexicons)
      for (const hit of hitsIn(offering.name, matcher))
        vote(hit.term, 1.5 * factor, evidenceIn(lines, hit.word));
  }

  // Many priced products: goods are sold (unless the words say a kitchen or a bakery makes them).
  const priced = input.offerings.filter((offering) => offering.offeringType === 'product' && offering.price);
  if (priced.length >= 5 && priced.length >= input.offerings.length * 0.6) {
    const entry = voteOf('retail_shop');
    entry.bonus += 1.5 * Math.sqrt(priced.length);
    for (const offering of priced) {
      const lines = offering.landingPage ? pagesByUrl.get(offering.landingPage)?.lines : undefined;
      const evidence = lines ? evidenceIn(lines, offering.name) : null;
      if (!evidence) continue;
      entry.bonusEvidence.push({ ...evidence, term: `${priced.length} priced products` });
      break;
    }
  }

  // A term's occurrences add up with diminishing returns: a site that repeats one word on every page is not
  // surer than one that uses ten words of the trade.
  const scores: Partial<Record<TradeKey, number>> = {};
  const terms = new Map<TradeKey, Map<string, TermVote>>();
  for (const [trade, entry] of votes) {
    let score = entry.bonus;
    for (const term of entry.terms.values()) score += term.strength * Math.sqrt(term.weight);
    scores[trade] = Math.round(score * 100) / 100;
    terms.set(trade, entry.terms);
  }
  const ranked = (Object.entries(scores) as [TradeKey, number][]).sort((a, b) => b[1] - a[1]);
  const total = ranked.reduce((sum, [, score]) => sum + score, 0);
  const [winner, top] = ranked[0] ?? [];
  if (!winner || !top || top < MIN_SCORE) return { trade: null, scores, terms };
  const confidence = Math.min(1, (top / total) * Math.min(1, top / (MIN_SCORE * 3)));
  const won = votes.get(winner)!;
  // One piece of evidence per word as written ("Psí" read by two terms is shown once).
  const evidence = [
    ...won.bonusEvidence,
    ...[...won.terms.values()]
      .filter((term) => term.evidence)
      .sort((a, b) => b.strength * Math.sqrt(b.weight) - a.strength * Math.sqrt(a.weight))
      .map((term) => term.evidence!),
  ]
    .filter((item, index, all) => all.findIndex((other) => fold(other.term) === fold(item.term)) === index)
    .slice(0, 5);
  if (confidence < MIN_CONFIDENCE || evidence.length === 0) return { trade: null, scores, terms };
  return { trade: { key: winner, evidence, confidence: Math.round(confidence * 100) / 100 }, scores, terms };
}
