import { CrawlMessages } from '@adsmith/domain/crawl/messages';
import type { Db } from '../../db/client';
import type { CrawlProgressColumn } from '../../db/schema/crawls';
import {
  appendLog,
  findCrawlById,
  isCancelRequested,
  replaceOfferings,
  saveProgress,
  transitionCrawl,
  upsertPage,
} from './crawl.repo';
import type { CrawlRunner } from './crawl.runner.types';

/** In-process handles of running crawls, so a terminate in this process aborts at once. */
export class ActiveCrawls {
  private readonly controllers = new Map<string, AbortController>();
  add(id: string, controller: AbortController) {
    this.controllers.set(id, controller);
  }
  delete(id: string) {
    this.controllers.delete(id);
  }
  abort(id: string, reason: string): boolean {
    const controller = this.controllers.get(id);
    controller?.abort(new Error(reason));
    return Boolean(controller);
  }
  ids(): string[] {
    return [...this.controllers.keys()];
  }
}

export type ExecuteCrawlDeps = {
  db: Db;
  runner: CrawlRunner;
  active: ActiveCrawls;
  /** How often the worker looks for a terminate request from another process, and saves progress. */
  heartbeatMs?: number;
  /** Runs once the crawl has completed (the business profile is built here); a failure is logged, not fatal. */
  afterCompleted?: (crawlId: string) => Promise<void>;
};

/**
 * Runs one crawl job: pending → running → analyzing_offerings → completed, or failed with a reason.
 * Idempotent: a crawl that is no longer pending is left alone, so a queue delivering the job twice is harmless.
 */
export async function executeCrawl(deps: ExecuteCrawlDeps, crawlId: string): Promise<void> {
  const { db } = deps;
  const crawl = await findCrawlById(db, crawlId);
  if (!crawl) return;
  if (crawl.cancelRequested) {
    await transitionCrawl(db, crawlId, ['pending'], {
      status: 'failed',
      error: CrawlMessages.terminatedByAdmin,
      offeringsStatus: 'failed',
      finishedAt: new Date(),
    });
    return;
  }
  const isClaimed = await transitionCrawl(db, crawlId, ['pending'], { status: 'running', startedAt: new Date() });
  if (!isClaimed) return;

  const controller = new AbortController();
  deps.active.add(crawlId, controller);
  const log = (level: 'info' | 'warn' | 'error', message: string) => {
    void appendLog(db, crawlId, level, message).catch(() => undefined);
  };
  let progress: CrawlProgressColumn = { ...crawl.progress };
  let isProgressDirty = false;
  const heartbeat = setInterval(() => {
    void (async () => {
      if (await isCancelRequested(db, crawlId).catch(() => false)) {
        controller.abort(new Error(CrawlMessages.terminatedByAdmin));
      }
      if (isProgressDirty) {
        isProgressDirty = false;
        await saveProgress(db, crawlId, progress).catch(() => undefined);
      }
    })();
  }, deps.heartbeatMs ?? 500);

  log('info', `Crawl of ${crawl.startUrl} started`);
  try {
    const result = await deps.runner({
      settings: {
        startUrl: crawl.startUrl,
        depth: crawl.settings.depth,
        rateLimitSeconds: crawl.settings.rateLimitSeconds,
        productCrawlMaxDepth: crawl.settings.productCrawlMaxDepth,
        useSitemap: crawl.settings.useSitemap,
        maxSitemapUrls: crawl.settings.maxSitemapUrls,
        useLlm: crawl.settings.useLlm,
      },
      signal: controller.signal,
      onPage: async (page) => {
        await upsertPage(db, { crawlId, ...page });
      },
      onProgress: (next) => {
        progress = { ...next };
        isProgressDirty = true;
      },
      onAnalyzingOfferings: async () => {
        await transitionCrawl(db, crawlId, ['running'], { status: 'analyzing_offerings', progress });
        log('info', `Fetched ${progress.pagesFetched} pages; analysing offerings`);
      },
      log,
    });
    if (controller.signal.aborted) throw controller.signal.reason;
    if (progress.pagesFetched === 0) {
      throw new Error(`No page could be fetched from ${crawl.startUrl}`);
    }
    await replaceOfferings(db, crawlId, result.offerings);
    progress = { ...progress, offeringsFound: result.offerings.length };
    await transitionCrawl(db, crawlId, ['running', 'analyzing_offerings'], {
      status: 'completed',
      offeringsStatus: 'completed',
      businessType: result.businessType,
      brandSignals: result.brandSignals,
      progress,
      finishedAt: new Date(),
    });
    log('info', `Completed: ${progress.pagesFetched} pages, ${result.offerings.length} offerings`);
    if (deps.afterCompleted) {
      await deps.afterCompleted(crawlId).catch((error: unknown) => log('warn', `After the crawl: ${error instanceof Error ? error.message : String(error)}`));
    }
  } catch (error) {
    const abortReason: unknown = controller.signal.reason;
    const reason = controller.signal.aborted
      ? abortReason instanceof Error
        ? abortReason.message
        : CrawlMessages.terminatedByAdmin
      : error instanceof Error
        ? error.message
        : String(error);
    log('error', `Failed: ${reason}`);
    await transitionCrawl(db, crawlId, ['running', 'analyzing_offerings'], {
      status: 'failed',
      error: reason,
      offeringsStatus: 'failed',
      progress,
      finishedAt: new Date(),
    });
  } finally {
    clearInterval(heartbeat);
    deps.active.delete(crawlId);
  }
}
