/** Crawl, product and admin messages of SPEC §5 and §8, word for word. */
export const CrawlMessages = {
  invalidUrl: (example: string) => `Please enter a valid URL (e.g., ${example})`,
  domainTooShort: 'Domain name is too short',
  urlRequired: 'Please enter a website URL',
  startFailed: 'Failed to start crawl. Please check the URL and try again.',
  permissionDenied: 'Permission denied.',
  fetchDataFailed: 'Error fetching data.',
  productAnalysisFailed: 'Product analysis failed',
  loadProductsFailed: 'Failed to load products',
  loadProductsLater: 'Failed to load products. Please try again later.',
  productsStillAnalyzing: 'Products are still being analyzed. Please try again later.',
  noProducts: 'No products found for this website.',
  dbStatusFailed: 'Failed to fetch database status',
  terminatedByAdmin: 'terminated by admin',
  crawlNotFound: 'Crawl not found',
  tooManyCrawls: (cap: number) =>
    `You already have ${cap} ${cap === 1 ? 'crawl' : 'crawls'} running or waiting. Please wait for one to finish before starting another.`,
  workerLost: 'The crawl stopped responding (its worker ended) and could not be resumed.',
} as const;

/** The example host shown in the URL message. */
export const URL_EXAMPLE_HOST = 'example.com';
