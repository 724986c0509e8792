import type { CrawlStatusResponse } from '@adsmith/domain/crawl/schemas';
import { Progress, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { crawlStatusColors } from '@/components/crawl-status-badge';
import { isClientError } from '@/lib/api-client';
import { isCrawlFinished, useCrawlStatus } from '@/lib/api/crawl-status';
import {
  crawlProgressPercent,
  describeCrawlProgress,
  describeCrawlStatus,
  describeOfferingPages,
} from '../utils/crawl-status-text';

/** One crawl's status and progress as received; no fetching (for screens that poll on their own). */
export function CrawlProgressView({ crawl }: { crawl: CrawlStatusResponse }) {
  const isActive = !isCrawlFinished(crawl.status);
  const statusText = describeCrawlStatus(crawl.status, crawl.error);
  const offeringPages = describeOfferingPages(crawl.progress);
  return (
    <Stack gap={6}>
      {/* A live region, so screen readers hear "Completed" or "Failed: …" without moving focus. */}
      <Text size="sm" fw={600} c={`${crawlStatusColors[crawl.status]}.7`} role="status" aria-live="polite">
        {statusText}
      </Text>
      <Progress
        value={crawlProgressPercent(crawl.status, crawl.progress)}
        color={crawlStatusColors[crawl.status]}
        striped={isActive}
        animated={isActive}
        aria-label="Crawl progress"
      />
      <Text size="sm" c="dimmed">
        {describeCrawlProgress(crawl.progress)}
      </Text>
      {offeringPages ? (
        <Text size="sm" c="dimmed">
          {offeringPages}
        </Text>
      ) : null}
    </Stack>
  );
}

type CrawlProgressProps = {
  crawlId: string;
  /** Polling interval while the crawl runs; SPEC §4's 3 s by default. */
  intervalMs?: number;
  /** Called once when the crawl has completed or failed (e.g. to generate the story). */
  onFinished?: (crawl: CrawlStatusResponse) => void;
};

/**
 * Live progress of one crawl: status in words, a progress bar and "Fetched X of Y pages · Z offerings found".
 * Polls GET /status/:id while the crawl is under way and stops when it completed or failed.
 */
export function CrawlProgress({ crawlId, intervalMs, onFinished }: CrawlProgressProps) {
  const { data, error, isPending } = useCrawlStatus(crawlId, { intervalMs });
  const finishedStatus = data && isCrawlFinished(data.status) ? data.status : null;

  useEffect(() => {
    if (finishedStatus && data) onFinished?.(data);
    // Only the change to a final status matters, not every new progress object or callback identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finishedStatus]);

  useEffect(() => {
    // SPEC §8 lists no message for this; it is logged and the bar says it is retrying.
    if (error) console.warn(`Could not load the status of crawl ${crawlId}`, error);
  }, [error, crawlId]);

  if (data) return <CrawlProgressView crawl={data} />;
  if (isPending && !error) {
    return (
      <Stack gap={6}>
        <Text size="sm" c="dimmed" role="status">
          Checking crawl progress…
        </Text>
        <Progress value={0} aria-label="Crawl progress" />
      </Stack>
    );
  }
  // A 4xx (crawl gone, not ours) stops the polling; anything else is asked again on the next tick.
  const willRetry = !isClientError(error);
  return (
    <Text size="sm" c="dimmed" role="status">
      {willRetry ? 'Could not load the crawl progress. Retrying…' : 'Could not load the crawl progress.'}
    </Text>
  );
}
