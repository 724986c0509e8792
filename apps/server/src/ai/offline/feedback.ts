import type { BusinessProfile } from '@adsmith/domain/profile/schemas';
import { StoryLimits, type StoryFeedback } from '@adsmith/domain/story/schemas';
import type { CrawlFacts } from '../engine';
import { splitSentences } from '../nlp';
import { Cues } from './cues';
import { clipQuote, joinList } from './format';
import { phrasesFor } from './language';
import {
  AUDIENCE_CUE,
  AUDIENCE_DETAIL,
  displayName,
  isStorySentence,
  PROBLEM_CUE,
  PROOF_CUE,
  STORY_FRAMES,
} from './story-words';

type Aspect = { answered: boolean; feedback: string };

const MIN_WORDS = 120;
const clip = (text: string) => clipQuote(text, StoryLimits.maxFeedbackChars);
const quote = (text: string, max = 70) => `“${clipQuote(text.trim().replace(/[.!?]$/, ''), max)}”`;

/** The words from a cue match on, so feedback quotes what the story actually says. */
function excerpt(sentence: string, cue: RegExp): string {
  const match = sentence.match(cue);
  if (!match || match.index === undefined) return quote(sentence);
  const start = sentence.lastIndexOf(' ', Math.max(0, match.index - 25)) + 1;
  return quote(sentence.slice(start));
}

/** The stem a word is recognised by in another form ("nervous drivers" ~ "nervous driver", "клиентки" ~ "клиентов"). */
const stem = (word: string) => word.toLowerCase().slice(0, Math.max(4, word.length - 2));
const mentions = (story: string, phrase: string) => {
  const lower = story.toLowerCase();
  const words = phrase.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length > 0 && words.every((word) => lower.includes(stem(word)));
};

/** The frames a story lists its offerings after, in every language the offline story is written in. */
const LISTING_LEADS = [
  ...Object.values(STORY_FRAMES).flatMap((frames) => Object.values(frames.offers)),
  ...(['en', 'de'] as const).flatMap((language) => [
    phrasesFor(language).services,
    phrasesFor(language).products,
    phrasesFor(language).mixed,
  ]),
];

/** The offerings a story names: the items after a listing frame ("Our services include A (£390), B and C."). */
function listedOfferings(sentences: string[]): string[] {
  for (const sentence of sentences) {
    const lead = LISTING_LEADS.find((frame) => sentence.startsWith(frame));
    if (!lead) continue;
    return (
      sentence
        .slice(lead.length)
        .replace(/[.!]$/, '')
        // The price in brackets goes ("(£1,025)", "(3 790 ₽)"); a code stays part of the name ("KN95 (FFP2) Filterpads").
        .replace(/\s*\((?:[€$£₽]\s?)?\d[\d\s.,\u00a0\u202f]*(?:\s?[^\s()\d]{1,4})?\)/gu, '')
        .split(/,\s*|\s(?:and|und|и|i)\s/)
        .map((item) => item.trim().replace(/^the\s/i, ''))
        .filter((item) => item.length > 1)
    );
  }
  return [];
}

/**
 * Offline story feedback: the three SPEC aspects judged by a real check on the story text, with the business
 * profile (when the crawl is known) for examples. Customers: does the story name an audience? Problems: does it
 * state a problem or need? Solution: does it name what is offered? Each piece of advice quotes the story, never
 * asks for what it already says (an age range, a proof point), and names only the site's own offerings and audience
 * words as examples — never a noun guessed from the text. The advice is in English (the app's language); quoted
 * items keep the site's words.
 */
export function reviewStory(story: string, facts?: CrawlFacts | null): StoryFeedback {
  const sentences = splitSentences(story.replace(/\n+/g, ' '));
  const words = story.split(/\s+/).filter(Boolean).length;
  if (words === 0) {
    const empty =
      'The story is empty. Generate one or write a few sentences about your business before asking for feedback.';
    return {
      customers: { answered: false, feedback: empty },
      problems: { answered: false, feedback: empty },
      solution: { answered: false, feedback: empty },
    };
  }
  const profile: BusinessProfile | null = facts?.profile ?? null;
  const offerings = [...new Set((facts?.offerings ?? []).map((offering) => displayName(offering.name)))];
  const named = [
    ...new Set([
      // The story's own listing first, in its order; then offerings it names elsewhere.
      ...listedOfferings(sentences),
      ...offerings.filter((name) => story.toLowerCase().includes(name.toLowerCase())),
    ]),
  ].slice(0, 3);
  const example = named[0] ?? offerings[0] ?? null;
  const audienceWords = [...new Set((profile?.audience ?? []).map((item) => item.value.trim()))];

  // Customers: an audience is named — a word the profile found, or a sentence about who buys.
  const audienceNamed = audienceWords.filter((word) => mentions(story, word));
  const audienceSentence = sentences.find((sentence) => AUDIENCE_CUE.test(sentence));
  const detail = sentences.find((sentence) => AUDIENCE_DETAIL.test(sentence));
  let customers: Aspect;
  if (audienceNamed.length > 0 || audienceSentence) {
    // The story's own sentence first: a profile word found by its stem may be another word's ("компаний" in "Компания").
    const said =
      audienceNamed.length > 0 && !audienceSentence
        ? joinList(audienceNamed.slice(0, 3).map((word) => `“${word}”`))
        : excerpt(audienceSentence!, AUDIENCE_CUE);
    customers = {
      answered: true,
      feedback: detail
        ? `You name your customers (${said}) and who they are (${excerpt(detail, AUDIENCE_DETAIL)}). Add what they care about most when they choose${example ? ` ${example}` : ''} — ads can lead with it.`
        : `You name your customers (${said}). Make them easier to target: add their age range or where they live in one sentence.`,
    };
  } else {
    customers = {
      answered: false,
      feedback:
        audienceWords.length > 0
          ? `The story never says who buys from you, though your site names ${joinList(audienceWords.slice(0, 3).map((word) => `“${word}”`))}. Add one sentence on who they are — their age range, where they live, what they need.`
          : `The story never says who buys from you. Add one sentence such as “Most of our customers are …”, naming the people who buy${example ? ` ${example}` : ' from you'} most often.`,
    };
  }

  // Problems: a problem or need is stated (or asked, as a question to the reader).
  // The story's own statement of the need, before a framing sentence that only happens to carry a cue ("repair shop").
  const framing =
    /^(?:we work with|unsere kunden|наши клиенты|nasi klienci)|\bis an? [^.]{0,40}(?:shop|school|studio|salon|service)/i;
  const problemSentences = sentences.filter((sentence) => PROBLEM_CUE.test(sentence));
  const problemSentence = problemSentences.find((sentence) => !framing.test(sentence)) ?? problemSentences[0];
  const siteProblem = profile?.valuePropositions
    .map((item) => item.value)
    .find((text) => PROBLEM_CUE.test(text) && isStorySentence(text) && !story.includes(text));
  const problems: Aspect = problemSentence
    ? {
        answered: true,
        feedback: `You state the need (${excerpt(problemSentence, PROBLEM_CUE)}). Say what it costs your customers — time, money or worry — so an ad can open with it.`,
      }
    : {
        answered: false,
        feedback: siteProblem
          ? `Nothing in the story names a problem your customers have before they find you. Your site says ${quote(siteProblem, 90)} — a sentence like that gives ads an opening.`
          : `Nothing in the story names a problem your customers have before they find you. Add one sentence on what goes wrong or what they are missing${example ? ` before they find ${example}` : ''}.`,
      };

  // Solution: the offer is named, and (when it is) whether the story backs it with proof.
  const solutionSentence = sentences.find((sentence) => Cues.solution.test(sentence));
  const hasProof = sentences.some((sentence) => PROOF_CUE.test(sentence));
  const siteProof = profile
    ? [
        ...profile.proof.counts.map((item) => item.source.quote ?? item.value),
        ...profile.proof.testimonials.map((item) => item.quote),
        // A year read from markup has no words on the page to quote, so it is no example.
        ...(profile.proof.foundedYear?.source.quote ? [profile.proof.foundedYear.source.quote] : []),
      ].find((text) => text.trim().length > 0 && !story.includes(text.trim()))
    : undefined;
  const proofAdvice = hasProof
    ? 'Tie each offer to the problem it solves, in one sentence each.'
    : siteProof
      ? `Add proof the site backs up — it says ${quote(siteProof, 80)}.`
      : 'Add one proof point you can back up — years in business, how many customers, a qualification or a customer’s words.';
  const short =
    words < MIN_WORDS
      ? ` At ${words} words the story is short${profile && profile.valuePropositions.filter((item) => isStorySentence(item.value)).length < 3 ? ' because the site says little about the business' : ''}; add two or three sentences in your own words.`
      : '';
  const solution: Aspect =
    named.length > 0 || solutionSentence
      ? {
          answered: true,
          feedback: `You say what you offer (${named.length > 0 ? joinList(named.map((name) => `“${name}”`)) : excerpt(solutionSentence!, Cues.solution)}). ${proofAdvice}${short}`,
        }
      : {
          answered: false,
          feedback: `Say plainly what you sell and how it solves your customers' problem${offerings.length > 0 ? `: name your main offerings, such as ${joinList(offerings.slice(0, 2).map((name) => `“${name}”`))}` : ''}. ${proofAdvice}${short}`,
        };
  return {
    customers: { ...customers, feedback: clip(customers.feedback) },
    problems: { ...problems, feedback: clip(problems.feedback) },
    solution: { ...solution, feedback: clip(solution.feedback) },
  };
}
