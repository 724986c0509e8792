import { CrawlMessages } from '@adsmith/domain/crawl/messages';
import type { Db } from '../../db/client';
import type { CrawlRow } from '../../db/schema/crawls';
import { appendLog, findCrawlById, replaceOfferings, transitionCrawl, upsertPage } from './crawl.repo';
import {
  CrawlCheckpoint,
  deletePageBodies,
  handBack,
  HEARTBEAT_MS,
  loadReplay,
  LostCrawl,
  rateLimitWaitMs,
  savePageBody,
  ServerShutdown,
} from './crawl.durable';
import { claimNextCrawl } from './crawl.queue';
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
  abort(id: string, reason: string | Error): boolean {
    const controller = this.controllers.get(id);
    controller?.abort(reason instanceof Error ? reason : new Error(reason));
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
  /** How often the worker beats its heartbeat, looks for a terminate request from another process and saves progress. */
  heartbeatMs?: number;
  /**
   * Builds what must exist the moment the crawl reads `completed` (the business profile): `build` runs while the
   * heartbeat still beats, from the stored pages and the final offerings; `store` writes it in the same transaction
   * as the flip to `completed`, so no reader ever sees a completed crawl without it. A build that fails is logged
   * and the crawl still completes (older crawls build their profile on first read).
   */
  completion?: CrawlCompletion;
  /** Tests only: awaited after the final offerings are written and before the flip to `completed`. */
  beforeComplete?: (crawlId: string) => Promise<void>;
};

/** Builds what completion stores (see ExecuteCrawlDeps.completion) and returns how to store it. */
export type CrawlCompletion = (crawl: CrawlRow, signal: AbortSignal) => Promise<(tx: Db) => Promise<void>>;

/**
 * Runs one crawl job for a given crawl: pending → running → analyzing_offerings → completed, or failed with a reason.
 * Idempotent: a crawl that is no longer pending is left alone, so a queue delivering the job twice is harmless.
 */
export async function executeCrawl(deps: ExecuteCrawlDeps, crawlId: string): Promise<void> {
  const { db } = deps;
  const crawl = await findCrawlById(db, crawlId);
  if (!crawl) return;
  if (crawl.cancelRequested) {
    await failCancelledPending(db, crawlId);
    return;
  }
  const now = new Date();
  const isClaimed = await transitionCrawl(db, crawlId, ['pending'], {
    status: 'running',
    startedAt: now,
    heartbeatAt: now,
  });
  if (!isClaimed) return;
  await runClaimedCrawl(deps, (await findCrawlById(db, crawlId)) ?? crawl);
}

/** Runs the crawl the fair queue serves next (users in turn), if any waits. Returns whether one ran. */
export async function runNextCrawl(deps: ExecuteCrawlDeps): Promise<boolean> {
  const crawl = await claimNextCrawl(deps.db);
  if (!crawl) return false;
  await runClaimedCrawl(deps, crawl);
  return true;
}

async function failCancelledPending(db: Db, crawlId: string) {
  await transitionCrawl(db, crawlId, ['pending'], {
    status: 'failed',
    error: CrawlMessages.terminatedByAdmin,
    offeringsStatus: 'failed',
    finishedAt: new Date(),
  });
}

/**
 * Runs a crawl this worker has claimed (status running). A crawl resumed after its worker died replays the pages it
 * stored, waits out the rate limit from its last request, and keeps the offerings stored so far until it has new ones.
 */
async function runClaimedCrawl(deps: ExecuteCrawlDeps, crawl: CrawlRow): Promise<void> {
  const { db } = deps;
  const crawlId = crawl.id;
  const controller = new AbortController();
  deps.active.add(crawlId, controller);
  const log: CrawlLog = (level, message) => {
    void appendLog(db, crawlId, level, message).catch(() => undefined);
  };
  const checkpoint = new CrawlCheckpoint(db, crawlId, crawl.resumes, crawl.progress, (reason) =>
    controller.abort(reason),
  );
  checkpoint.start(deps.heartbeatMs ?? HEARTBEAT_MS);
  const run: ClaimedRun = { deps, crawl, controller, checkpoint, log };
  let isHandedBack = false;

  try {
    const result = await crawlSite(run);
    await completeCrawl(run, result);
  } catch (error) {
    await checkpoint.stop();
    isHandedBack = await settleFailure(run, error);
  } finally {
    await checkpoint.stop();
    deps.active.delete(crawlId);
    if (!isHandedBack) await deletePageBodies(db, crawlId).catch(() => undefined);
  }
}

type CrawlLog = (level: 'info' | 'warn' | 'error', message: string) => void;

/** A crawl this worker claimed: its abort controller, its heartbeat and checkpoint, and its log. */
type ClaimedRun = {
  deps: ExecuteCrawlDeps;
  crawl: CrawlRow;
  controller: AbortController;
  checkpoint: CrawlCheckpoint;
  log: CrawlLog;
};

/**
 * Crawls the site: from the start, or resumed (the stored pages replayed after the rate limit's wait from the last
 * request), storing each page and the progress as they come. Throws when aborted or when no page could be fetched.
 */
async function crawlSite({ deps, crawl, controller, checkpoint, log }: ClaimedRun) {
  const { db } = deps;
  const crawlId = crawl.id;
  const replay = crawl.resumes > 0 ? await loadReplay(db, crawlId) : null;
  if (replay) {
    log(
      'info',
      `Resumed after its worker ended: ${replay.pages.size} pages already fetched are replayed, not fetched again`,
    );
    const wait = rateLimitWaitMs(replay.lastFetchedAt, crawl.settings.rateLimitSeconds);
    if (wait > 0) await sleep(wait, controller.signal);
  } else {
    log('info', `Crawl of ${crawl.startUrl} started`);
  }
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
    replay: replay?.pages,
    onPageFetched: async (key, page) => {
      await savePageBody(db, crawlId, key, page);
    },
    onPage: async (page) => {
      await upsertPage(db, { crawlId, ...page });
    },
    onProgress: (next) => checkpoint.setProgress(next),
    onOfferings: (found) => checkpoint.setOfferings(found),
    onAnalyzingOfferings: async () => {
      await transitionCrawl(db, crawlId, ['running'], {
        status: 'analyzing_offerings',
        progress: checkpoint.latestProgress,
      });
      log('info', `Fetched ${checkpoint.latestProgress.pagesFetched} pages; analysing offerings`);
    },
    log,
  });
  if (controller.signal.aborted) throw controller.signal.reason;
  if (checkpoint.latestProgress.pagesFetched === 0) {
    throw new Error(`No page could be fetched from ${crawl.startUrl}`);
  }
  return result;
}

/**
 * Completes a crawled site: the final offerings first (readers of an analysing crawl see them), then what completion
 * needs, built while the heartbeat still beats (a slow build is not taken for a dead worker), then the flip to
 * completed in one transaction with what completion stores.
 */
async function completeCrawl(
  { deps, crawl, controller, checkpoint, log }: ClaimedRun,
  result: Awaited<ReturnType<typeof crawlSite>>,
): Promise<void> {
  const { db } = deps;
  const crawlId = crawl.id;
  const progress = checkpoint.latestProgress;
  await checkpoint.finishOfferings();
  await replaceOfferings(db, crawlId, result.offerings);
  if (deps.beforeComplete) await deps.beforeComplete(crawlId);
  const finalProgress = { ...progress, offeringsFound: result.offerings.length };
  const final = {
    businessType: result.businessType,
    brandSignals: result.brandSignals,
    progress: finalProgress,
  };
  const store = deps.completion
    ? await deps.completion({ ...crawl, ...final }, controller.signal).catch((error: unknown) => {
        log('warn', `Business profile: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      })
    : null;
  await checkpoint.stop();
  // The last beat may have found the crawl terminated or taken over by another worker.
  if (controller.signal.aborted) throw controller.signal.reason;
  const isCompleted = await db.transaction(async (tx) => {
    const flipped = await transitionCrawl(
      tx,
      crawlId,
      ['running', 'analyzing_offerings'],
      { status: 'completed', offeringsStatus: 'completed', ...final, finishedAt: new Date() },
      { resumes: crawl.resumes },
    );
    if (flipped && store) await store(tx);
    return flipped;
  });
  if (isCompleted)
    log('info', `Completed: ${finalProgress.pagesFetched} pages, ${result.offerings.length} offerings`);
}

/**
 * What becomes of a crawl that stopped before completing: left to the worker that took it over, handed back to the
 * queue at a shutdown, or failed with the reason. Returns whether the crawl (and its stored pages) lives on elsewhere.
 */
async function settleFailure({ deps, crawl, controller, checkpoint, log }: ClaimedRun, error: unknown) {
  const abortReason: unknown = controller.signal.reason;
  if (abortReason instanceof LostCrawl) {
    // Another worker resumed the crawl (this one was thought dead): it owns the crawl and its stored pages now.
    return true;
  }
  if (abortReason instanceof ServerShutdown) {
    // Not a failure: the crawl goes back to the queue and the next worker resumes it from what it stored.
    const isHandedBack = await handBack(deps.db, crawl.id, checkpoint.latestProgress);
    if (isHandedBack) log('info', 'The server is shutting down: the crawl will resume on the next worker');
    return isHandedBack;
  }
  const reason = controller.signal.aborted
    ? abortReason instanceof Error
      ? abortReason.message
      : CrawlMessages.terminatedByAdmin
    : error instanceof Error
      ? error.message
      : String(error);
  log('error', `Failed: ${reason}`);
  await transitionCrawl(deps.db, crawl.id, ['running', 'analyzing_offerings'], {
    status: 'failed',
    error: reason,
    offeringsStatus: 'failed',
    progress: checkpoint.latestProgress,
    finishedAt: new Date(),
  });
  return false;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason instanceof Error ? signal.reason : new Error('Crawl aborted'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
