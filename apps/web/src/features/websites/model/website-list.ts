import { crawlHasPages } from '@adsmith/domain/crawl/status';
import { PreviewLimits } from '@adsmith/domain/common/constants';
import type { WebsiteGroup } from '@adsmith/domain/websites/schemas';

export const WEBSITE_SORT_FIELDS = [
  { value: 'date', label: 'Last crawled' },
  { value: 'name', label: 'Name' },
  { value: 'campaigns', label: 'Campaigns' },
] as const;
export type WebsiteSortField = (typeof WEBSITE_SORT_FIELDS)[number]['value'];

export const SORT_DIRECTIONS = [
  { value: 'desc', label: 'Descending' },
  { value: 'asc', label: 'Ascending' },
] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number]['value'];

export type WebsiteListQuery = { search: string; sort: WebsiteSortField; direction: SortDirection };

export const DEFAULT_WEBSITE_QUERY: WebsiteListQuery = { search: '', sort: 'date', direction: 'desc' };

export const isWebsiteSortField = (value: string): value is WebsiteSortField =>
  WEBSITE_SORT_FIELDS.some((field) => field.value === value);
export const isSortDirection = (value: string): value is SortDirection =>
  SORT_DIRECTIONS.some((direction) => direction.value === value);

function compare(a: WebsiteGroup, b: WebsiteGroup, field: WebsiteSortField): number {
  if (field === 'name') return a.hostname.localeCompare(b.hostname);
  if (field === 'campaigns') return a.campaign_count - b.campaign_count;
  return Date.parse(a.last_crawled_at) - Date.parse(b.last_crawled_at);
}

/**
 * The websites shown for a search and sort (SPEC §2 screen 9): hostnames containing the search text, ignoring
 * case; ties (same count or date) in hostname order, so the list does not reshuffle between refreshes.
 */
export function selectWebsites(groups: WebsiteGroup[], query: WebsiteListQuery): WebsiteGroup[] {
  const needle = query.search.trim().toLowerCase();
  const sign = query.direction === 'asc' ? 1 : -1;
  return groups
    .filter((group) => group.hostname.toLowerCase().includes(needle))
    .sort((a, b) => sign * compare(a, b, query.sort) || a.hostname.localeCompare(b.hostname));
}

/** The story preview of a card: the first 200 characters (SPEC §9), marked when there is more. */
export function storyPreview(story: string): { text: string; isTruncated: boolean } {
  const limit = PreviewLimits.dashboardStory;
  const trimmed = story.trim();
  if (trimmed.length <= limit) return { text: trimmed, isTruncated: false };
  return { text: `${trimmed.slice(0, limit).trimEnd()}…`, isTruncated: true };
}

/**
 * The crawl whose pages and products the card works with: the newest one that finished fetching, so a recrawl
 * under way (or one that failed) does not hide what the last good crawl found. The newest crawl when none did.
 */
export function dataCrawlId(group: WebsiteGroup): string {
  return group.crawls.find((crawl) => crawlHasPages(crawl.status))?.id ?? group.latest_crawl.id;
}

/** The crawl the story and new campaigns belong to: the one with the story shown on the card, else {@link dataCrawlId}. */
export function storyCrawlId(group: WebsiteGroup): string {
  return group.brand_story?.crawl_id ?? dataCrawlId(group);
}

/** Whether any crawl of the website finished fetching (assumptions and campaigns need its pages). */
export function hasUsableCrawl(group: WebsiteGroup): boolean {
  return group.crawls.some((crawl) => crawlHasPages(crawl.status));
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatCrawlDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
