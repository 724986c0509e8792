import type { CrawlStatus } from '@adsmith/domain/crawl/schemas';
import { Badge, type BadgeProps } from '@mantine/core';

/** SPEC §4 crawl statuses in words, the same on the crawl screens and in the admin process manager. */
export const crawlStatusWords = {
  pending: 'Queued',
  running: 'Crawling',
  analyzing_offerings: 'Analyzing offerings',
  completed: 'Completed',
  failed: 'Failed',
} as const satisfies Record<CrawlStatus, string>;

export const crawlStatusColors = {
  pending: 'gray',
  running: 'blue',
  analyzing_offerings: 'violet',
  completed: 'green',
  failed: 'red',
} as const satisfies Record<CrawlStatus, string>;

export function CrawlStatusBadge({ status, ...props }: { status: CrawlStatus } & Omit<BadgeProps, 'color'>) {
  return (
    <Badge color={crawlStatusColors[status]} variant="light" {...props}>
      {crawlStatusWords[status]}
    </Badge>
  );
}
