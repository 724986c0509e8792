import type { BusinessProfile } from '@adsmith/domain/profile/schemas';
import { buildBusinessProfile } from '../build-profile';
import { crawlRealSite, type CrawledRealSite } from './crawl-real-site';

/** One real site's shared crawl (see crawl-real-site.ts) with the business profile the profile builder makes of it. */
export async function profiledRealSite(
  name: string,
): Promise<{ site: CrawledRealSite; profile: BusinessProfile }> {
  const site = await crawlRealSite(name);
  const profile = buildBusinessProfile({
    crawlId: `crawl-${name}`,
    startUrl: site.startUrl,
    pages: site.pages,
    offerings: site.offerings,
    brandSignals: site.brandSignals,
    businessType: site.businessType,
  });
  return { site, profile };
}
