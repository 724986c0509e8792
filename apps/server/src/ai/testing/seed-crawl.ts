import type { Db } from '../../db/client';
import { insertCrawl, replaceOfferings, transitionCrawl, upsertPage } from '../../modules/crawl/crawl.repo';
import type { CrawlFacts } from '../engine';
import type { StoredFactsOffering } from './fixture-facts';

const SETTINGS = {
  depth: 1,
  rateLimitSeconds: 0,
  productCrawlMaxDepth: 3,
  useSitemap: false,
  maxSitemapUrls: 10,
  useLlm: false,
};

/**
 * Stores a crawl for a user through the crawl repository, as a finished crawl would leave it: its pages,
 * offerings and status. Route tests use it instead of running a crawl.
 */
export async function seedCrawl(
  db: Db,
  options: {
    userId: string;
    facts: Omit<CrawlFacts, 'offerings'> & { offerings: StoredFactsOffering[] };
    status?: 'pending' | 'running' | 'analyzing_offerings' | 'completed' | 'failed';
  },
): Promise<string> {
  const { facts } = options;
  const crawl = await insertCrawl(db, {
    userId: options.userId,
    startUrl: facts.startUrl,
    hostname: facts.hostname,
    settings: SETTINGS,
  });
  const status = options.status ?? 'completed';
  if (status === 'pending') return crawl.id;
  for (const [index, page] of facts.pages.entries()) {
    await upsertPage(db, {
      crawlId: crawl.id,
      url: page.url,
      depth: index === 0 ? 0 : 1,
      meta: {
        title: page.title,
        description: page.description,
        siteName: index === 0 ? facts.siteName : null,
      },
      text: page.text,
      images: [],
      llmAnalysis: null,
    });
  }
  await replaceOfferings(
    db,
    crawl.id,
    facts.offerings.map((offering) => ({
      name: offering.name,
      price: offering.price,
      currency: offering.currency,
      description: offering.description,
      imageUrl: null,
      landingPage: offering.landingPage,
      offeringType: offering.offeringType,
      sku: null,
      availability: offering.availability ?? null,
      sources: offering.sources ?? { name: 'json-ld' },
    })),
  );
  await transitionCrawl(db, crawl.id, ['pending'], {
    status,
    businessType: facts.businessType,
    brandSignals: facts.siteName
      ? { siteName: facts.siteName, logoUrl: null, logoSource: null, colors: [], fonts: [] }
      : null,
    offeringsStatus: status === 'completed' ? 'completed' : 'analyzing',
  });
  return crawl.id;
}
