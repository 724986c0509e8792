import { and, eq, inArray, isNull, lt, max, notInArray, or, sql } from 'drizzle-orm';
import { CrawlMessages } from '@adsmith/domain/crawl/messages';
import type { Db } from '../../db/client';
import { crawlPageBodies, crawls, type CrawlProgressColumn } from '../../db/schema/crawls';
import type { ReplayedResponse } from './engine/replay';
import { isCancelRequested, replaceOfferings, saveProgress } from './crawl.repo';
import type { ExtractedOffering } from './crawl.runner.types';

/**
 * Durable crawls: the worker running a crawl beats a heartbeat, stores each page's HTML and the offerings found
 * so far as it goes; when a worker dies (kill -9, a deploy, out of memory) its crawl's heartbeat stops, the sweep
 * puts the crawl back in the queue, and the next run replays the stored pages instead of fetching them again.
 */

/** The abort reason of crawls stopped because their server is shutting down: they go back to the queue. */
export class ServerShutdown extends Error {
  constructor() {
    super('The server is shutting down');
    this.name = 'ServerShutdown';
  }
}

/** The abort reason of a run whose crawl another worker has taken over (this worker was thought dead). */
export class LostCrawl extends Error {
  constructor() {
    super('Another worker has taken over the crawl');
    this.name = 'LostCrawl';
  }
}

/** Puts a crawl this worker gives up (shutdown) back in the queue, to be resumed. Returns whether it moved. */
export async function handBack(db: Db, crawlId: string, progress: CrawlProgressColumn): Promise<boolean> {
  const rows = await db
    .update(crawls)
    .set({
      status: 'pending',
      resumes: sql`${crawls.resumes} + 1`,
      heartbeatAt: null,
      progress,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(crawls.id, crawlId),
        inArray(crawls.status, ['running', 'analyzing_offerings']),
        eq(crawls.cancelRequested, false),
      ),
    )
    .returning({ id: crawls.id });
  return rows.length > 0;
}

/** How often a running crawl proves its worker is alive (at most; a short worker timeout beats faster). */
export const HEARTBEAT_MS = 2_000;

/** The heartbeat interval for a worker timeout: several beats fit in it, so one slow beat is not a death. */
export const heartbeatMsFor = (workerTimeoutSeconds: number) =>
  Math.min(HEARTBEAT_MS, (workerTimeoutSeconds * 1000) / 5);

/** The rows of a crawl a worker keeps up to date while it runs: heartbeat, progress, offerings so far, cancel flag. */
export class CrawlCheckpoint {
  private progress: CrawlProgressColumn;
  private offerings: ExtractedOffering[] | null = null;
  private isProgressDirty = false;
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<void> = Promise.resolve();
  private isStopped = false;
  private isOfferingsFinal = false;

  constructor(
    private readonly db: Db,
    private readonly crawlId: string,
    /** The crawl's `resumes` when this worker claimed it: a higher count means another worker has it now. */
    private readonly resumes: number,
    initial: CrawlProgressColumn,
    private readonly onStop: (reason: Error) => void,
  ) {
    this.progress = { ...initial };
  }

  get latestProgress(): CrawlProgressColumn {
    return this.progress;
  }

  start(intervalMs: number): void {
    this.timer = setInterval(() => {
      this.inFlight = this.inFlight.then(() => this.beat());
    }, intervalMs);
  }

  setProgress(progress: CrawlProgressColumn): void {
    this.progress = { ...progress };
    this.isProgressDirty = true;
  }

  /** The offerings found so far; stored at the next beat (a resumed or failed crawl keeps them). */
  setOfferings(offerings: ExtractedOffering[]): void {
    this.offerings = offerings;
  }

  /**
   * The final offerings are about to be written: later beats keep beating but write no offerings, and a beat in
   * flight (which may hold an earlier, partial list) is waited for, so it cannot land beside or after them.
   */
  async finishOfferings(): Promise<void> {
    this.isOfferingsFinal = true;
    this.offerings = null;
    await this.inFlight;
  }

  /** Stops beating and waits for a beat in flight, so nothing it writes lands after the final state. */
  async stop(): Promise<void> {
    this.isStopped = true;
    clearInterval(this.timer);
    await this.inFlight;
  }

  private async beat(): Promise<void> {
    if (this.isStopped) return;
    try {
      // The heartbeat first, and only while the crawl is still this worker's.
      const mine = await this.db
        .update(crawls)
        .set({ heartbeatAt: new Date() })
        .where(
          and(
            eq(crawls.id, this.crawlId),
            eq(crawls.resumes, this.resumes),
            inArray(crawls.status, ['running', 'analyzing_offerings']),
          ),
        )
        .returning({ id: crawls.id });
      if (mine.length === 0) {
        this.onStop(new LostCrawl());
        return;
      }
      if (await isCancelRequested(this.db, this.crawlId))
        this.onStop(new Error(CrawlMessages.terminatedByAdmin));
      const offerings = this.offerings;
      this.offerings = null;
      if (offerings && !this.isStopped && !this.isOfferingsFinal)
        await replaceOfferings(this.db, this.crawlId, offerings);
      if (this.isStopped) return;
      if (this.isProgressDirty) {
        this.isProgressDirty = false;
        await saveProgress(this.db, this.crawlId, this.progress);
      }
    } catch {
      // A missed beat is retried at the next one; the sweep waits several beats before it calls a worker dead.
    }
  }
}

/**
 * Puts crawls whose worker stopped beating back in the queue (they resume from what they stored), or fails them
 * once they have been resumed `maxResumes` times (a page that kills its worker must not loop forever).
 * Returns how many went back to the queue.
 */
export async function requeueOrphanedCrawls(
  db: Db,
  options: { silentSince: Date; maxResumes: number; runningHere: string[] },
): Promise<number> {
  const orphaned = and(
    inArray(crawls.status, ['running', 'analyzing_offerings']),
    options.runningHere.length > 0 ? notInArray(crawls.id, options.runningHere) : undefined,
    or(
      lt(crawls.heartbeatAt, options.silentSince),
      and(isNull(crawls.heartbeatAt), lt(crawls.updatedAt, options.silentSince)),
    ),
  );
  const now = new Date();
  const failed = {
    status: 'failed' as const,
    offeringsStatus: 'failed' as const,
    finishedAt: now,
    updatedAt: now,
  };
  // Terminate wins: a crawl an admin terminated while its worker was dead is not resumed.
  await db
    .update(crawls)
    .set({ ...failed, error: CrawlMessages.terminatedByAdmin })
    .where(and(orphaned, eq(crawls.cancelRequested, true)));
  await db
    .update(crawls)
    .set({ ...failed, error: CrawlMessages.workerLost })
    .where(and(orphaned, sql`${crawls.resumes} >= ${options.maxResumes}`));
  const requeued = await db
    .update(crawls)
    .set({ status: 'pending', resumes: sql`${crawls.resumes} + 1`, heartbeatAt: null, updatedAt: now })
    .where(and(orphaned, lt(crawls.resumes, options.maxResumes), eq(crawls.cancelRequested, false)))
    .returning({ id: crawls.id });
  return requeued.length;
}

/** Stores the HTML of a fetched page, keyed by its page key, for a resumed run to replay. */
export async function savePageBody(
  db: Db,
  crawlId: string,
  key: string,
  page: ReplayedResponse,
): Promise<void> {
  await db
    .insert(crawlPageBodies)
    .values({
      crawlId,
      urlKey: key,
      finalUrl: page.finalUrl,
      status: page.status,
      contentType: page.contentType,
      html: page.html,
    })
    .onConflictDoNothing();
}

/** What an earlier run of the crawl fetched: pages by key, and when the last one was fetched (for the rate limit). */
export async function loadReplay(
  db: Db,
  crawlId: string,
): Promise<{ pages: Map<string, ReplayedResponse>; lastFetchedAt: Date | null }> {
  const rows = await db.select().from(crawlPageBodies).where(eq(crawlPageBodies.crawlId, crawlId));
  const [last] = await db
    .select({ at: max(crawlPageBodies.fetchedAt) })
    .from(crawlPageBodies)
    .where(eq(crawlPageBodies.crawlId, crawlId));
  const pages = new Map<string, ReplayedResponse>();
  for (const row of rows)
    pages.set(row.urlKey, {
      finalUrl: row.finalUrl,
      status: row.status,
      contentType: row.contentType,
      html: row.html,
    });
  return { pages, lastFetchedAt: last?.at ? new Date(last.at) : null };
}

/** The stored HTML is only needed while the crawl may still resume. */
export async function deletePageBodies(db: Db, crawlId: string): Promise<void> {
  await db.delete(crawlPageBodies).where(eq(crawlPageBodies.crawlId, crawlId));
}

/** Milliseconds to wait before the first request of a resumed crawl, so the rate limit holds across the restart. */
export function rateLimitWaitMs(
  lastFetchedAt: Date | null,
  rateLimitSeconds: number,
  now = Date.now(),
): number {
  if (!lastFetchedAt || rateLimitSeconds <= 0) return 0;
  return Math.max(0, lastFetchedAt.getTime() + rateLimitSeconds * 1000 - now);
}
