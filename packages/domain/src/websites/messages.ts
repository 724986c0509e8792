import { CrawlMessages } from '../crawl/messages';

/** Websites dashboard messages of SPEC §8, word for word (the product messages are the crawl catalogue's). */
export const WebsitesMessages = {
  loadFailed: 'Failed to load websites',
  usingCachedData: 'Using cached data. Failed to refresh from server.',
  productsStillAnalyzing: CrawlMessages.productsStillAnalyzing,
  noProducts: CrawlMessages.noProducts,
  loadProductsLater: CrawlMessages.loadProductsLater,
  /** Ours: SPEC §8 names no text for these server answers. */
  websiteNotFound: 'Website not found',
  recrawlNotFinished: (status: string) =>
    `The new crawl is ${status.replace(/_/g, ' ')}; the brand story is carried over once it has completed.`,
} as const;
