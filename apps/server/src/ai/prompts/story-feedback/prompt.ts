import { draftLanguageOf, languageInstruction } from '../../copy-brief';
import type { CrawlFacts } from '../../engine';
import { DataTags, quoteData } from '../../model/quote';
import { storyProfileForPrompt } from '../story/profile';

/** Prompt for the Customers / Problems / Solution review of a story, with the business profile when the crawl is known. */
export function storyFeedbackPrompt(story: string, facts?: CrawlFacts | null): string {
  const profile = facts ? storyProfileForPrompt(facts) : null;
  return `Review this brand story for use in ads. For each of three aspects say whether the story answers it, with a real check of its text: customers — does it name who buys (an audience)? problems — does it state a problem or need they have? solution — does it say what the business offers that answers it? Then give specific, actionable advice that quotes the story's own words. ${languageInstruction(draftLanguageOf({ profile: facts?.profile ?? null, brand_story: story }))} Never ask for what the story already says (an age range, a place, proof such as years or customer counts); when something is missing, give an example from the business profile (a real offering name, a real audience word, a proof point the site gives) and never name anything else as an offering. Do not rewrite the story.

The story, as data:
${quoteData(DataTags.story, story)}${profile ? `\n\nThe business profile, as data:\n${quoteData(DataTags.crawl, profile)}` : ''}`;
}
