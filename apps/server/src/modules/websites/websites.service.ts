import { STATUSES_WITH_PAGES } from '@adsmith/domain/crawl/status';
import type { User } from '@adsmith/domain/auth/schemas';
import type { CarryStoryResponse, RecrawlResponse, WebsiteGroup } from '@adsmith/domain/websites/schemas';
import { WebsitesMessages } from '@adsmith/domain/websites/messages';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { requireOwnedCrawl, startCrawl, type CrawlServiceDeps } from '../crawl/crawl.service';
import {
  carryStoryToCrawl,
  findLatestCrawlOfHostname,
  listWebsiteGroups,
  type WebsiteGroupRow,
} from './websites.repo';

/** Crawl states in which the pages are stored, so the crawl can carry a story (as the story module drafts). */

const iso = (value: Date | string): string => new Date(value).toISOString();

const websiteNotFound = () => new AppError('NOT_FOUND', WebsitesMessages.websiteNotFound);

export function presentWebsiteGroup(row: WebsiteGroupRow): WebsiteGroup {
  return {
    hostname: row.hostname,
    crawls: row.crawls.map((crawl) => ({
      id: crawl.id,
      status: crawl.status,
      created_at: iso(crawl.created_at),
    })),
    latest_crawl: {
      id: row.latest_id,
      status: row.latest_status,
      created_at: iso(row.latest_created_at),
      start_url: row.latest_start_url,
      finished_at: row.latest_finished_at === null ? null : iso(row.latest_finished_at),
      has_brand_story: row.latest_has_story,
      error: row.latest_error,
    },
    campaign_count: Number(row.campaign_count),
    brand_story:
      row.story_crawl_id !== null && row.story !== null && row.story_updated_at !== null
        ? { crawl_id: row.story_crawl_id, story: row.story, updated_at: iso(row.story_updated_at) }
        : null,
    last_crawled_at: iso(row.last_crawled_at),
  };
}

/** The user's websites (SPEC §3 Website group), most recently crawled first; grouped by the database in one query. */
export async function listWebsites(db: Db, user: User): Promise<WebsiteGroup[]> {
  const rows = await listWebsiteGroups(db, user.id);
  return rows.map(presentWebsiteGroup);
}

/**
 * Recrawls one of the user's websites (SPEC §2 screen 9 "Recrawl/Retry"): a new crawl from the newest crawl's
 * address with its settings, started through the crawl service (so the same URL check, queue and admin-only
 * AI crawling apply). 404 when the user never crawled the hostname.
 */
export async function recrawlWebsite(
  deps: CrawlServiceDeps,
  options: { user: User; hostname: string },
): Promise<RecrawlResponse> {
  const { user, hostname } = options;
  const latest = await findLatestCrawlOfHostname(deps.db, user.id, hostname);
  if (!latest) throw websiteNotFound();
  const crawl = await requireOwnedCrawl(deps.db, latest.id, user);
  const { settings } = crawl;
  const { crawl_id } = await startCrawl(deps, {
    user,
    settings: {
      start_url: crawl.startUrl,
      depth: settings.depth,
      rate_limit: settings.rateLimitSeconds,
      use_llm: settings.useLlm,
      product_crawl_max_depth: settings.productCrawlMaxDepth,
      use_sitemap: settings.useSitemap,
      max_sitemap_urls: settings.maxSitemapUrls,
    },
  });
  return { crawl_id, hostname: crawl.hostname, start_url: crawl.startUrl };
}

/**
 * Carries the website's existing brand story over to a finished recrawl (SPEC §4 "Recrawl per hostname": on
 * completion the existing story is copied to the new crawl). The story of the newest older crawl of the same
 * hostname is copied in one transaction; idempotent: a crawl that already has a story (copied by an earlier call,
 * or drafted by the user) keeps it and the answer says `copied: false`. 404 when the crawl is not the user's or not
 * of this hostname, 409 while it is still crawling or when it failed.
 */
export async function carryStoryToRecrawl(
  db: Db,
  options: { user: User; hostname: string; crawlId: string },
): Promise<CarryStoryResponse> {
  const { user, hostname } = options;
  const crawl = await requireOwnedCrawl(db, options.crawlId, user);
  if (crawl.hostname !== hostname) throw websiteNotFound();
  const outcome = await carryStoryToCrawl(db, {
    userId: user.id,
    hostname,
    crawlId: crawl.id,
    readyStatuses: [...STATUSES_WITH_PAGES],
  });
  if (outcome.kind === 'not-found') throw websiteNotFound();
  if (outcome.kind === 'not-ready')
    throw new AppError('CONFLICT', WebsitesMessages.recrawlNotFinished(outcome.status));
  return {
    crawl_id: crawl.id,
    copied: outcome.copied,
    source_crawl_id: outcome.sourceCrawlId,
    has_brand_story: outcome.hasStory,
  };
}
