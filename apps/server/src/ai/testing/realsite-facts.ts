import { offeringFact } from '../../modules/profile/offering-fact';
import { buildBusinessProfile } from '../../modules/profile/build-profile';
import { crawlRealSite } from '../../modules/profile/testing/crawl-real-site';
import {
  realSiteNames,
  realSitesAvailable,
  type RealSiteName,
  type RealSiteTruth,
} from '../../test/realsites';
import type { CrawlFacts } from '../engine';

export { realSiteNames, realSitesAvailable, type RealSiteName, type RealSiteTruth };

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/**
 * A real site of ../shared/realsites as the drafting engines read it in production: served on 127.0.0.1, crawled
 * by the production crawler, its business profile built by the profile builder, then the pages and offerings as
 * the story service loads them (see story/crawl-facts.ts).
 */
export async function realsiteFacts(name: string): Promise<CrawlFacts & { truth: RealSiteTruth }> {
  const site = await crawlRealSite(name);
  const crawlId = `realsite-${name}`;
  const profile = buildBusinessProfile({
    crawlId,
    startUrl: site.startUrl,
    pages: site.pages,
    offerings: site.offerings,
    brandSignals: site.brandSignals,
    businessType: site.businessType,
  });
  const start = site.startUrl.replace(/\/$/, '');
  const pages = [...site.pages].sort(
    (a, b) => Number(b.url.replace(/\/$/, '') === start) - Number(a.url.replace(/\/$/, '') === start),
  );
  return {
    truth: site.truth,
    crawlId,
    hostname: new URL(site.startUrl).hostname,
    startUrl: site.startUrl,
    siteName: site.brandSignals?.siteName ?? null,
    businessType: site.businessType,
    pages: pages.map((page) => ({
      url: page.url,
      title: text(page.meta.title),
      description: text(page.meta.description),
      text: page.text,
    })),
    offerings: site.offerings.map(offeringFact),
    profile,
  };
}
