import type { BusinessProfile } from '@adsmith/domain/profile/schemas';
import { StoryLimits, type StoryFeedback } from '@adsmith/domain/story/schemas';
import type { CrawlFacts } from '../engine';
import { splitSentences } from '../nlp';
import { clipQuote, joinList } from './format';
import { draftLanguageOf, translationNote, withoutTranslationNote } from '../copy-brief';
import { phrasesFor } from './language';
import { feedbackPhrasesFor } from './phrase-banks/feedback-phrases';
import {
  AUDIENCE_CUE,
  AUDIENCE_DETAIL,
  isStorySentence,
  OFFER_CUE,
  PROBLEM_CUE,
  PROOF_CUE,
  statesNeed,
  STORY_PHRASES,
  storyNames,
} from './story-words';
import { detectLanguages } from '../../lib/language';
import { COPY_LANGUAGES } from '@adsmith/domain/copy/languages';

type Aspect = { answered: boolean; feedback: string };

const MIN_WORDS = 120;
const clip = (text: string) => clipQuote(text, StoryLimits.maxFeedbackChars);
type Quote = (text: string, max?: number) => string;
/** A quotation in the feedback's language's marks, clipped at a word. */
const quoter =
  ([open, close]: [string, string]): Quote =>
  (text, max = 70) =>
    `${open}${clipQuote(text.trim().replace(/[.!?]$/, ''), max)}${close}`;

/** The words from a cue match on, so feedback quotes what the story actually says. */
function excerpt(sentence: string, cue: RegExp, quote: Quote): string {
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
  ...Object.values(STORY_PHRASES).flatMap((frames) => Object.values(frames.offers)),
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
        // The price in brackets goes ("(£1,025)", "(3 790 ₽)", "(₹1,500)"); a code stays part of the name ("KN95 (FFP2)
        // Filterpads").
        .replace(/\s*\((?:\p{Sc}\s?)?\d[\d\s.,\u00a0\u202f]*(?:\s?[^\s()\d]{1,4})?\)/gu, '')
        .split(/,\s*|\s(?:and|und|и|i|en|et|y|e)\s/)
        .map((item) => item.trim().replace(/^the\s/i, ''))
        .filter((item) => item.length > 1)
    );
  }
  return [];
}

/** The sentences the story frames open with for its audience ("We work with", "Tot onze klanten behoren"). */
const SERVES_FRAMES = Object.values(STORY_PHRASES).map((frames) =>
  frames
    .serves('')
    .replace(/[\s.:]+$/u, '')
    .toLowerCase(),
);

/** The needs the story's banks state per trade family, in every language: the story's statement of the need. */
const BANK_NEEDS = new Set(Object.values(STORY_PHRASES).flatMap((say) => Object.values(say.need)));

/**
 * The story's framing sentences, whatever words they carry: what the business is ("… is a repair business"), the
 * lead of a quotation from its site, its offer, its counts.
 */
const FRAMING_PARTS = Object.values(STORY_PHRASES).flatMap((say) => [
  ...[...Object.values(say.trades), say.business].map((what) => ` ${what.toLowerCase()}`),
  ...[say.ownWords(''), say.offer(''), say.counts('')].map((text) =>
    text.slice(0, text.indexOf(':') + 1).toLowerCase(),
  ),
]);

/**
 * Offline story feedback: the three SPEC aspects judged by a real check on the story text, with the business
 * profile (when the crawl is known) for examples. Customers: does the story name an audience? Problems: does it
 * state a problem or need? Solution: does it name what is offered? Each piece of advice quotes the story, never
 * asks for what it already says (an age range, a proof point), and names only the site's own offerings and audience
 * words as examples — never a noun guessed from the text. The advice is written in the site's language from whole
 * sentences (phrase-banks/feedback-phrases.ts); every name and story excerpt in it is a quotation. For a site in a
 * language Adsmith does not write it is English, and each aspect says to translate it before publishing.
 */
export function reviewStory(story: string, facts?: CrawlFacts | null): StoryFeedback {
  // Without a crawl the story's own words tell its language ("Nous réparons…" is answered in French).
  const storyLanguage = facts?.profile
    ? undefined
    : COPY_LANGUAGES.find((code) => code === detectLanguages([withoutTranslationNote(story)])[0]);
  const draft = storyLanguage
    ? { language: storyLanguage, siteLanguage: storyLanguage, marked: false, variant: null }
    : draftLanguageOf({ profile: facts?.profile ?? null, brand_story: story });
  const say = feedbackPhrasesFor(draft.language, draft.variant);
  const note = translationNote(draft);
  const quote = quoter(say.quotes);
  const owned = withoutTranslationNote(story);
  const sentences = splitSentences(owned.replace(/\n+/g, ' '));
  const words = owned.split(/\s+/).filter(Boolean).length;
  if (words === 0) {
    const empty = note + say.empty;
    return {
      customers: { answered: false, feedback: empty },
      problems: { answered: false, feedback: empty },
      solution: { answered: false, feedback: empty },
    };
  }
  const profile: BusinessProfile | null = facts?.profile ?? null;
  const catalogue = (facts?.offerings ?? []).map((offering) => offering.name);
  const storyName = storyNames(catalogue);
  const offerings = [...new Set(catalogue.map(storyName))];
  const named = [
    ...new Set([
      // The story's own listing first, in its order; then offerings it names elsewhere.
      ...listedOfferings(sentences),
      ...offerings.filter((name) => story.toLowerCase().includes(name.toLowerCase())),
    ]),
  ].slice(0, 3);
  const exampleName = named[0] ?? offerings[0] ?? null;
  const example = exampleName ? quote(exampleName) : null;
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
        ? joinList(
            audienceNamed.slice(0, 3).map((word) => quote(word)),
            say.and,
          )
        : excerpt(audienceSentence!, AUDIENCE_CUE, quote);
    customers = {
      answered: true,
      feedback: detail
        ? say.customersDetail(said, excerpt(detail, AUDIENCE_DETAIL, quote), example)
        : say.customersNamed(said),
    };
  } else {
    customers = {
      answered: false,
      feedback:
        audienceWords.length > 0
          ? say.customersSiteWords(
              joinList(
                audienceWords.slice(0, 3).map((word) => quote(word)),
                say.and,
              ),
            )
          : say.customersMissing(example),
    };
  }

  // Problems: a problem or need is stated (or asked, as a question to the reader).
  // The story's own statement of the need, before a framing sentence that only happens to carry a cue ("repair shop").
  const framing = (sentence: string) =>
    SERVES_FRAMES.some((frame) => sentence.toLowerCase().startsWith(frame)) ||
    FRAMING_PARTS.some((part) => sentence.toLowerCase().includes(part)) ||
    /\bis an? [^.]{0,40}(?:shop|school|studio|salon|service)/i.test(sentence);
  const problemSentences = sentences.filter((sentence) => statesNeed(sentence) || BANK_NEEDS.has(sentence));
  const problemSentence = problemSentences.find((sentence) => !framing(sentence)) ?? problemSentences[0];
  const siteProblem = profile?.valuePropositions
    .map((item) => item.value)
    .find((text) => statesNeed(text) && isStorySentence(text) && !story.includes(text));
  const problems: Aspect = problemSentence
    ? {
        answered: true,
        feedback: say.problemStated(
          PROBLEM_CUE.test(problemSentence)
            ? excerpt(problemSentence, PROBLEM_CUE, quote)
            : quote(problemSentence, 90),
        ),
      }
    : {
        answered: false,
        feedback: siteProblem
          ? say.problemMissingSite(quote(siteProblem, 90))
          : audienceSentence
            ? say.problemMissingFor(excerpt(audienceSentence, AUDIENCE_CUE, quote))
            : say.problemMissing(example),
      };

  // Solution: the offer is named, and (when it is) whether the story backs it with proof.
  const solutionSentence = sentences.find((sentence) => OFFER_CUE.test(sentence));
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
    ? say.proofTie
    : siteProof
      ? say.proofSite(quote(siteProof, 80))
      : say.proofMissing;
  const thinSite = Boolean(
    profile && profile.valuePropositions.filter((item) => isStorySentence(item.value)).length < 3,
  );
  const short = words < MIN_WORDS ? ` ${say.short(words, thinSite)}` : '';
  const solution: Aspect =
    named.length > 0 || solutionSentence
      ? {
          answered: true,
          feedback: `${say.solutionNamed(
            named.length > 0
              ? joinList(
                  named.map((name) => quote(name, 200)),
                  say.and,
                )
              : excerpt(solutionSentence!, OFFER_CUE, quote),
          )} ${proofAdvice}${short}`,
        }
      : {
          answered: false,
          feedback: `${say.solutionMissing(
            offerings.length > 0
              ? joinList(
                  offerings.slice(0, 2).map((name) => quote(name, 200)),
                  say.and,
                )
              : null,
          )} ${proofAdvice}${short}`,
        };
  // The flag goes first, so clipping a long piece of advice never cuts it.
  return {
    customers: { ...customers, feedback: clip(note + customers.feedback) },
    problems: { ...problems, feedback: clip(note + problems.feedback) },
    solution: { ...solution, feedback: clip(note + solution.feedback) },
  };
}
