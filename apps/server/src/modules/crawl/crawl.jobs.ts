import { z } from 'zod';
import type { JobDefinition } from '../../lib/queue';
import { runNextCrawl, type ExecuteCrawlDeps } from './crawl.execute';

// The crawl a job was sent for is only a hint: each job runs whichever crawl the fair queue serves next.
const crawlJobPayload = z.object({ crawlId: z.uuid().optional() });

/**
 * The crawl job: one is sent per crawl queued (and per crawl put back in the queue); each claims the next crawl
 * in fair order, so the handler is idempotent and a job finding nothing to do is harmless.
 */
export function crawlJob(
  deps: ExecuteCrawlDeps,
  options: { workers?: number } = {},
): JobDefinition<typeof crawlJobPayload> {
  return {
    name: 'crawl',
    payload: crawlJobPayload,
    retryLimit: 0,
    expireInSeconds: 30 * 60,
    // CRAWL_WORKERS: crawls this process runs at once; 0 makes it a web-only process that queues crawls for others.
    concurrency: options.workers ?? 2,
    handler: async () => {
      await runNextCrawl(deps);
    },
  };
}
