import { StoryLimits, type StoryFeedback } from '@adsmith/domain/story/schemas';
import { nounPhrases, splitSentences } from '../nlp';
import { Cues } from './cues';
import { clipQuote, joinList } from './format';

type Aspect = { answered: boolean; feedback: string };

/** The words from a cue match on, so feedback can quote what the story actually says. */
function excerpt(sentence: string, cue: RegExp): string {
  const match = sentence.match(cue);
  if (!match || match.index === undefined) return clipQuote(sentence, 80);
  return clipQuote(sentence.slice(match.index).replace(/[.!?]$/, ''), 70);
}

const CAPITALISED_RUN = /\b(?:[A-Z][\p{L}'-]+\s(?:&\s|and\s|of\s)?){0,3}[A-Z][\p{L}'-]+/gu;

/** What the story says it offers: the names in its "we offer / our range includes" sentence, else in a solution sentence. */
function offeredNames(sentences: string[]): string[] {
  const listing = sentences.find((sentence) => /\b(?:include|includes|offer|offers|range|services|menu|sell)\b/i.test(sentence) && (sentence.match(CAPITALISED_RUN)?.length ?? 0) >= 2);
  const source = listing ?? sentences.find((sentence) => Cues.solution.test(sentence)) ?? '';
  return [...new Set((source.match(CAPITALISED_RUN) ?? []).filter((name) => !/^(?:Our|We|The|At|Every)$/.test(name)))].slice(0, 3);
}

const clip = (text: string) => clipQuote(text, StoryLimits.maxFeedbackChars);

/**
 * Offline story feedback: checks the story sentence by sentence for who the customers are, what problem they
 * have and how the business solves it, and quotes the story's own words in advice on what to add or sharpen.
 */
export function reviewStory(story: string): StoryFeedback {
  const sentences = splitSentences(story);
  const words = story.split(/\s+/).filter(Boolean).length;
  const phrases = nounPhrases(story).map((entry) => entry.phrase);
  const names = offeredNames(sentences);
  const topic = names[0] ? `the ${names[0]}` : phrases[0] ?? 'what you sell';

  const audience = sentences.filter((sentence) => Cues.audience.test(sentence));
  const customers: Aspect = audience[0]
    ? {
        answered: true,
        feedback: clip(
          `You name your customers ("${excerpt(audience[0], Cues.audience)}"). Make them easier to target: add who buys most often — age range, where they live, or what they care about most — in one sentence.`,
        ),
      }
    : {
        answered: false,
        feedback: clip(
          `The story never says who buys from you. Add a sentence such as "Most of our customers are …", naming the people who buy ${topic} most often and what they have in common.`,
        ),
      };

  const problemSentences = sentences.filter((sentence) => Cues.problem.test(sentence));
  const problems: Aspect = problemSentences[0]
    ? {
        answered: true,
        feedback: clip(
          `You touch on the problem ("${excerpt(problemSentences[0], Cues.problem)}"). Say what it costs your customers — time, money or worry — so an ad can open with it.`,
        ),
      }
    : {
        answered: false,
        feedback: clip(
          `Nothing in the story names a problem your customers have before they find you. Add one sentence on what goes wrong, or what they miss, without ${topic} — ads that open with a familiar problem are easier to write.`,
        ),
      };

  const solutionSentences = sentences.filter((sentence) => Cues.solution.test(sentence) || Cues.differentiator.test(sentence));
  const offered = names.length > 0 ? joinList(names) : phrases.slice(0, 3).join(', ');
  const short = words < 120 ? ` At ${words} words the story is short; two or three more sentences give the ads more to work with.` : '';
  const solution: Aspect =
    solutionSentences.length > 0 || names.length > 0
      ? {
          answered: true,
          feedback: clip(
            `You say what you offer${offered ? ` (${offered})` : ''}. Tie each offer to the problem it solves and add one proof point the site can back up — a guarantee, a number or a customer's words.${short}`,
          ),
        }
      : {
          answered: false,
          feedback: clip(
            `Say plainly what you sell and how it solves your customers' problem: name your main products or services and what makes them work better than the alternatives.${short}`,
          ),
        };
  return { customers, problems, solution };
}
