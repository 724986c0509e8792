import { nameFromHost } from '@adsmith/domain/crawl/url';
import { isSellingText } from '@adsmith/domain/copy/site-text';
import type { Bow } from 'wink-nlp';
import type { CrawlFacts, CrawlFactsOffering } from '../engine';
import { addBow, nounPhrases, placeMentions, sentencesWithBow, similarityTo } from '../nlp';
import { Cues } from './cues';

/** A usable sentence of the site, with the page it came from and how central it is to the whole site. */
export type SiteSentence = {
  text: string;
  url: string;
  pageIndex: number;
  /** The heading the sentence sits under ("Why choose Northgate"), when the page has one above it. */
  section: string | null;
  importance: number;
  bow: Bow;
};

/** What the offline engine knows about a business, read from its crawl only. */
export type SiteProfile = {
  name: string;
  facts: CrawlFacts;
  sentences: SiteSentence[];
  offerings: CrawlFactsOffering[];
  places: string[];
  since: { year: string; sentence: SiteSentence } | null;
  keyphrases: string[];
  tagline: string | null;
};

/** Enough text per page to find the description without spending seconds on very long pages. */
const PAGE_TEXT_BUDGET = 20_000;

/** Whether a crawled sentence reads as description rather than navigation, boilerplate or a command. */
export function isUsableSentence(text: string): boolean {
  if (text.length < 30 || text.length > 320) return false;
  if (!/[.!?]["')]?$/.test(text)) return false;
  if (text.split(/\s+/).length < 5) return false;
  if (/https?:\/\/|www\.|@\w+\.\w/.test(text)) return false;
  if (Cues.boilerplate.test(text) || Cues.injection.test(text) || !isSellingText(text)) return false;
  const letters = text.replace(/[^\p{L}]/gu, '');
  const upper = letters.replace(/[^\p{Lu}]/gu, '');
  return letters.length > 0 && upper.length / letters.length < 0.4;
}

const dedupeKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The business's name: the crawl's site name, else the shared part of page titles, else the host. */
export function businessName(facts: CrawlFacts): string {
  // The business profile's name (checked against the pages) comes first; a domain-like name loses its ending.
  const profiled = facts.profile?.businessName?.value.trim().replace(/\.(?:[a-z]{2,3})$/i, '');
  if (profiled) return profiled;
  if (facts.siteName?.trim()) return facts.siteName.trim();
  const titles = facts.pages.map((page) => page.title ?? '').filter(Boolean);
  const parts = titles.flatMap((title) => title.split(/\s+[|\u2013\u2014·:-]\s+/).map((part) => part.trim()));
  const counts = new Map<string, number>();
  for (const part of parts)
    if (part.length >= 2 && part.length <= 60) counts.set(part, (counts.get(part) ?? 0) + 1);
  const shared = [...counts.entries()].filter(([, count]) => count >= 2).sort((a, b) => b[1] - a[1])[0];
  if (shared) return shared[0];
  const home = titles[0]?.split(/\s+[|\u2013\u2014·:-]\s+/)[0]?.trim();
  if (home && home.length <= 60) return home;
  return nameFromHost(facts.hostname);
}

/** Offerings worth naming: distinct names; priced, described and most mentioned across the site first. */
function rankOfferings(offerings: CrawlFactsOffering[], siteText: string): CrawlFactsOffering[] {
  const seen = new Set<string>();
  const distinct = offerings.filter((offering) => {
    const key = dedupeKey(offering.name);
    if (!key || seen.has(key) || offering.name.length > 80) return false;
    seen.add(key);
    return true;
  });
  const mentions = (offering: CrawlFactsOffering) => siteText.split(offering.name.toLowerCase()).length - 1;
  const score = (offering: CrawlFactsOffering) =>
    (offering.price ? 2 : 0) + (offering.description ? 1 : 0) + Math.min(mentions(offering), 6) * 0.5;
  return distinct
    .map((offering, index) => ({ offering, index }))
    .sort((a, b) => score(b.offering) - score(a.offering) || a.index - b.index)
    .map((entry) => entry.offering);
}

const YEAR_CLAIM =
  /\b(?:since|founded|established|est\.?|opened|started|began|trading since)\b[^.]*?\b(1[89]\d\d|20\d\d)\b/i;

/**
 * Reads the crawl: usable sentences ranked by centrality (cosine with the site's centroid — extractive
 * summarising), places, founding year, key phrases and the offerings worth naming.
 */
export function buildSiteProfile(facts: CrawlFacts): SiteProfile {
  const seen = new Set<string>();
  const raw: Omit<SiteSentence, 'importance'>[] = [];
  const allText: string[] = [];
  facts.pages.forEach((page, pageIndex) => {
    const text = page.text.slice(0, PAGE_TEXT_BUDGET);
    allText.push(text);
    const lines = [...(page.description ? [page.description] : []), ...text.split(/\n+/)];
    let section: string | null = null;
    for (const line of lines) {
      const trimmed = line.trim();
      // A short line without closing punctuation is a heading: it names the section of the sentences below it.
      if (trimmed && trimmed.length <= 80 && !/[.!?]["')]?$/.test(trimmed)) {
        section = trimmed;
        continue;
      }
      for (const sentence of sentencesWithBow(trimmed)) {
        const clean = sentence.text.replace(/\s+/g, ' ').trim();
        const key = dedupeKey(clean);
        if (!isUsableSentence(clean) || seen.has(key)) continue;
        seen.add(key);
        raw.push({ text: clean, url: page.url, pageIndex, section, bow: sentence.bow });
      }
    }
  });
  const centroid: Bow = {};
  for (const sentence of raw) addBow(centroid, sentence.bow);
  const centrality = similarityTo(centroid);
  const sentences = raw.map((sentence) => ({
    ...sentence,
    importance: centrality(sentence.bow),
  }));

  const name = businessName(facts);
  const nameKey = name.toLowerCase();
  // Places by how often the site names them: the home town outranks where the clay comes from.
  const places = new Map<string, { place: string; count: number }>();
  for (const sentence of sentences) {
    for (const place of placeMentions(sentence.text)) {
      const key = place.toLowerCase();
      if (
        key.includes(nameKey) ||
        nameKey.includes(key) ||
        facts.offerings.some((o) => o.name.toLowerCase().includes(key))
      )
        continue;
      const entry = places.get(key) ?? { place, count: 0 };
      entry.count += 1;
      places.set(key, entry);
    }
  }
  let since: SiteProfile['since'] = null;
  for (const sentence of sentences) {
    const match = sentence.text.match(YEAR_CLAIM);
    if (match?.[1] && Number(match[1]) <= new Date().getFullYear()) {
      since = { year: match[1], sentence };
      break;
    }
  }
  const offeringNames = new Set(facts.offerings.map((offering) => offering.name.toLowerCase()));
  const keyphrases = nounPhrases(allText.join('\n'))
    .filter(
      ({ phrase }) => !offeringNames.has(phrase.toLowerCase()) && !phrase.toLowerCase().includes(nameKey),
    )
    .filter(({ phrase }) => /^[\p{Ll}\d]/u.test(phrase) || phrase.split(' ').length > 1)
    .slice(0, 12)
    .map(({ phrase }) => phrase.toLowerCase());
  const home = facts.pages.find((page) => page.url === facts.startUrl) ?? facts.pages[0];
  const tagline = home?.description && isUsableSentence(home.description) ? home.description.trim() : null;
  const siteText = allText.join('\n').toLowerCase();
  return {
    name,
    facts,
    sentences,
    offerings: rankOfferings(facts.offerings, siteText),
    places: [...places.values()].sort((a, b) => b.count - a.count).map((entry) => entry.place),
    since,
    keyphrases,
    tagline,
  };
}

/** Sentences that lean on the one before them ("That means …") cannot stand alone in a draft. */
const DEPENDENT_START = /^(?:That|This|These|Those|It|They|Which|But|And|Also|However|So|Then)\b/;
/** Calls to action ("Book …", "Meet …") describe nothing; only the closing paragraph may use them. */
const COMMAND_START =
  /^(?:Meet|Book|Call|Visit|Shop|Discover|Browse|Find|Explore|Order|Get|Contact|Email|Tell|Click|Sign|Join|Buy|Try|See)\b/;

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/**
 * True when the sentence says what an already used one says: the same words give or take a few (sites repeat
 * their key line on several pages, often with a clause added or dropped).
 */
export function isNearDuplicate(text: string, used: Iterable<string>): boolean {
  const words = wordsOf(text);
  if (words.size === 0) return false;
  for (const other of used) {
    const otherWords = wordsOf(other);
    let shared = 0;
    for (const word of words) if (otherWords.has(word)) shared += 1;
    // Overlap against the shorter sentence catches "X." vs "X, and Y." (and a list repeated with other glue words).
    if (shared / Math.min(words.size, otherWords.size || 1) >= 0.7) return true;
  }
  return false;
}

/** Sentences matching a cue, most central first, excluding ones already used (or saying the same thing). */
export function pickSentences(
  profile: SiteProfile,
  cue: RegExp,
  options: {
    limit: number;
    exclude?: Set<string>;
    prefer?: (sentence: SiteSentence) => number;
    allowCommands?: boolean;
  },
): SiteSentence[] {
  const exclude = options.exclude ?? new Set<string>();
  return profile.sentences
    .filter(
      (sentence) =>
        cue.test(sentence.text) && !exclude.has(sentence.text) && !isNearDuplicate(sentence.text, exclude),
    )
    .filter((sentence) => options.allowCommands || !COMMAND_START.test(sentence.text))
    .filter((sentence) => !DEPENDENT_START.test(sentence.text))
    .map((sentence) => ({ sentence, score: sentence.importance + (options.prefer?.(sentence) ?? 0) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, options.limit)
    .map((entry) => entry.sentence);
}
