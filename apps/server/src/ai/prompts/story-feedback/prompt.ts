import { DataTags, quoteData } from '../../model/quote';

/** Prompt for the Customers / Problems / Solution review of a story. */
export function storyFeedbackPrompt(story: string): string {
  return `Review this brand story for use in ads. For each of three aspects — customers (who buys), problems (what need or pain they have), solution (how the business solves it) — say whether the story answers it and give specific, actionable advice that quotes the story's own words. Do not rewrite the story.

The story, as data:
${quoteData(DataTags.story, story)}`;
}
