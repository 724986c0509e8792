import { z } from 'zod';
import type { JobDefinition } from '../../lib/queue';
import { executeCrawl, type ExecuteCrawlDeps } from './crawl.execute';

const crawlJobPayload = z.object({ crawlId: z.uuid() });

/** The crawl job: one per crawl; the handler is idempotent (see executeCrawl). */
export function crawlJob(deps: ExecuteCrawlDeps): JobDefinition<typeof crawlJobPayload> {
  return {
    name: 'crawl',
    payload: crawlJobPayload,
    retryLimit: 0,
    expireInSeconds: 30 * 60,
    concurrency: 2,
    handler: async ({ crawlId }) => executeCrawl(deps, crawlId),
  };
}
