import type { CrawlFacts } from '../../ai/engine';
import type { CrawlRow } from '../../db/schema/crawls';
import { listPages } from '../crawl/crawl.public';
import { listEffectiveProducts } from '../crawl/crawl.service';
import { offeringFact } from '../profile/offering-fact';
import { loadEffectiveProfile } from '../profile/profile.service';

const stringOr = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/**
 * A stored crawl as the drafting engines read it: pages (title, description, text), offerings and the business
 * profile, both with the owner's corrections applied (the profile built now if the crawl predates profiles).
 */
export async function loadCrawlFacts(
  db: Parameters<typeof listPages>[0],
  crawl: CrawlRow,
): Promise<CrawlFacts> {
  // The profile first: a crawl that predates it gets it now, with the corrections its offerings are read with.
  const profile = await loadEffectiveProfile({ db }, crawl);
  const [pages, offerings] = await Promise.all([
    listPages(db, crawl.id),
    listEffectiveProducts(db, crawl.id),
  ]);
  // The start page first: it usually says who the business is.
  const start = crawl.startUrl.replace(/\/$/, '');
  const ordered = [...pages].sort(
    (a, b) => Number(b.url.replace(/\/$/, '') === start) - Number(a.url.replace(/\/$/, '') === start),
  );
  let siteName = crawl.brandSignals?.siteName ?? null;
  const described = ordered.map((page) => {
    const meta = record(page.meta);
    const og = record(meta.og);
    siteName ??= stringOr(meta.siteName) ?? stringOr(og.site_name);
    return {
      url: page.url,
      title: stringOr(meta.title) ?? stringOr(og.title),
      description: stringOr(meta.description) ?? stringOr(og.description),
      text: page.text,
    };
  });
  return {
    crawlId: crawl.id,
    hostname: crawl.hostname,
    startUrl: crawl.startUrl,
    siteName,
    businessType: crawl.businessType,
    pages: described,
    offerings: offerings.map((product) =>
      offeringFact({
        ...product,
        offeringType: product.offering_type,
        landingPage: product.landing_page,
      }),
    ),
    profile,
  };
}
