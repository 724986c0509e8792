/** The generic handler of SPEC §8. */
export const GenericMessages = {
  fallback: 'An error occurred',
  noResponse: 'Unable to connect to server',
  unexpected: 'An unexpected error occurred',
  chunkLoad: 'Part of the app could not be loaded. Check your connection and reload the page.',
  pageNotFound: 'Page Not Found',
  comingSoon: 'Coming Soon',
} as const;
