/**
 * Story messages. SPEC §8 names no story-specific text, so these are ours, written in the same tone as its
 * assumption messages; the web shows them through the generic handler (the server's `detail`).
 */
export const StoryMessages = {
  generateFailed: 'Failed to generate the brand story. Please try again.',
  mergeFailed: 'Failed to add your insights to the story. Please try again.',
  feedbackFailed: 'Failed to get feedback on the story. Please try again.',
  insightsRequired: 'Please enter your insights before adding them to the story.',
  storyRequired: 'The story is empty. Write or generate a story before saving.',
  storyNotFound: 'Brand story not found',
  siteTooThin:
    'The website has too little text to draft a story from. Write a few sentences about the business, whom it serves and what it offers in the editor instead.',
  crawlNotReady: (status: string) =>
    `The crawl is ${status.replace(/_/g, ' ')}; the story can be drafted once it has completed.`,
} as const;

/** What the UI shows for the active drafting engine when no model is configured. */
export const OFFLINE_ENGINE_LABEL = 'Drafted offline';
