import { crawlHasPages } from '@adsmith/domain/crawl/status';
import type { CrawlProgress, CrawlStatusResponse } from '@adsmith/domain/crawl/schemas';
import { crawlStatusWords } from '@/components/crawl-status-badge';

/** The crawl status in words; a failure carries its reason ("Failed: terminated by admin"). */
export function describeCrawlStatus(status: CrawlStatusResponse['status'], error?: string | null): string {
  const words = crawlStatusWords[status];
  return status === 'failed' && error ? `${words}: ${error}` : words;
}

function plural(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}

/** "Fetched 3 of 12 pages · 4 offerings found" (plus failed pages, when there are any). */
export function describeCrawlProgress(progress: CrawlProgress): string {
  const {
    pages_fetched: fetched,
    pages_queued: queued,
    pages_failed: failed,
    offerings_found: offerings,
  } = progress;
  // Pages found can lag behind pages fetched for a moment (counters are updated separately); never say "5 of 3".
  const found = Math.max(queued, fetched);
  const parts = [
    `Fetched ${fetched} of ${found} ${plural(found, 'page', 'pages')}`,
    `${offerings} ${plural(offerings, 'offering', 'offerings')} found`,
  ];
  if (failed > 0) parts.push(`${failed} ${plural(failed, 'page', 'pages')} failed`);
  return parts.join(' · ');
}

/**
 * "12 offering pages found, 9 fetched": the pages taken for product, service, price-list or menu pages; null while
 * none was found, and for crawls stored before they were counted.
 */
export function describeOfferingPages(progress: CrawlProgress): string | null {
  const found = progress.offering_pages_found ?? 0;
  if (found === 0) return null;
  const fetched = Math.min(progress.offering_pages_fetched ?? 0, found);
  return `${found} offering ${plural(found, 'page', 'pages')} found, ${fetched} fetched`;
}

/** Share of found pages already fetched, 0..100; a finished crawl is full. */
export function crawlProgressPercent(status: CrawlStatusResponse['status'], progress: CrawlProgress): number {
  if (crawlHasPages(status)) return 100;
  const found = Math.max(progress.pages_queued, progress.pages_fetched);
  if (found === 0) return 0;
  return Math.round((Math.min(progress.pages_fetched + progress.pages_failed, found) / found) * 100);
}
