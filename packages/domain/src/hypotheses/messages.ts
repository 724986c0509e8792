/** Assumption messages: the first four are SPEC §8 and §5 word for word; the rest are the server's own. */
export const HypothesisMessages = {
  initialFailed: 'Failed to generate initial hypotheses. Please try again.',
  newFailed: 'Failed to generate new assumptions. Please try again.',
  saveFailed: 'Failed to save assumption. Please try again.',
  selectRequired: 'Please select an assumption to continue',
  limitReached: (max: number) =>
    `This website already has ${max} assumptions. Delete one before adding or generating another.`,
  notFound: 'Hypothesis not found',
  crawlNotReady: (status: string) =>
    `The crawl is ${status.replace(/_/g, ' ')}; assumptions can be drafted once it has completed.`,
} as const;
