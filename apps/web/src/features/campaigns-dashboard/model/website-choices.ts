import { crawlHasPages } from '@adsmith/domain/crawl/status';
import type { CrawlSummary } from '@adsmith/domain/crawl/schemas';

/** One website the user can create a campaign for, with the crawl the assumptions are drafted from. */
export type WebsiteChoice = { hostname: string; crawlId: string; crawledAt: string; hasBrandStory: boolean };

const rank = (crawl: CrawlSummary): number =>
  (crawl.has_brand_story ? 2 : 0) + (crawlHasPages(crawl.status) ? 1 : 0);

/**
 * The user's crawls grouped by hostname (SPEC §3 Website group). Each website's crawl is the newest one with a
 * brand story, else the newest finished one, else the newest: assumptions are drafted from the story and the
 * crawled pages, so a half-done recrawl should not hide a complete earlier one. Failed crawls hold nothing to
 * draft from, so a website with only failed crawls is not offered (the user is sent to crawl instead).
 */
export function groupWebsites(crawls: CrawlSummary[]): WebsiteChoice[] {
  const best = new Map<string, CrawlSummary>();
  for (const crawl of crawls) {
    if (crawl.status === 'failed') continue;
    const current = best.get(crawl.hostname);
    const isBetter =
      !current ||
      rank(crawl) > rank(current) ||
      (rank(crawl) === rank(current) && Date.parse(crawl.created_at) > Date.parse(current.created_at));
    if (isBetter) best.set(crawl.hostname, crawl);
  }
  return [...best.values()]
    .map((crawl) => ({
      hostname: crawl.hostname,
      crawlId: crawl.crawl_id,
      crawledAt: crawl.created_at,
      hasBrandStory: crawl.has_brand_story,
    }))
    .sort((a, b) => a.hostname.localeCompare(b.hostname));
}
