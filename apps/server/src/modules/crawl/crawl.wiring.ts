import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../lib/queue';
import { heartbeatMsFor, requeueOrphanedCrawls } from './crawl.durable';
import { ActiveCrawls, type CrawlCompletion } from './crawl.execute';
import { crawlJob } from './crawl.jobs';
import { hasPendingCrawls } from './crawl.queue';
import { createStartUrlCheck } from './crawl.runner';
import type { CrawlRunner } from './crawl.runner.types';
import type { CrawlServiceDeps, StartUrlCheck } from './crawl.service';

/** A crawl put back in the queue more often than this (its worker keeps dying) fails instead. */
const MAX_CRAWL_RESUMES = 5;

export type CrawlModuleOptions = {
  config: Config;
  database: Database;
  queue: JobQueue;
  runner: CrawlRunner;
  /** What is stored with the flip to `completed` (the business profile). */
  completion: CrawlCompletion;
  /** Replaces the start URL check built from configuration (tests). */
  checkStartUrl?: StartUrlCheck;
  /** Tests only: awaited by the crawl job after the final offerings are written, before the flip to completed. */
  beforeComplete?: (crawlId: string) => Promise<void>;
};

export type CrawlModule = {
  /** The crawls running in this process, so a terminate or a shutdown aborts them at once. */
  active: ActiveCrawls;
  /** The crawl job, defined on the queue. */
  job: ReturnType<typeof crawlJob>;
  /** What the crawl routes (and a website's recrawl) start crawls with. */
  serviceDeps: CrawlServiceDeps;
  /**
   * Puts crawls whose worker died (no heartbeat for CRAWL_WORKER_TIMEOUT_SECONDS) back in the queue and wakes a
   * worker for them, and at start for any crawl still waiting. Returns how many went back to the queue.
   */
  requeueOrphans: (atStart: boolean) => Promise<number>;
};

/** The crawl module's dependencies, wired from configuration: its job on the queue, its services and its sweep. */
export function createCrawlModule(options: CrawlModuleOptions): CrawlModule {
  const { config, database, queue } = options;
  const active = new ActiveCrawls();
  const job = crawlJob(
    {
      db: database.db,
      runner: options.runner,
      active,
      heartbeatMs: heartbeatMsFor(config.CRAWL_WORKER_TIMEOUT_SECONDS),
      completion: options.completion,
      beforeComplete: options.beforeComplete,
    },
    { workers: config.CRAWL_WORKERS },
  );
  queue.define(job);
  const serviceDeps: CrawlServiceDeps = {
    db: database.db,
    enqueueCrawl: async (crawlId: string) => {
      await queue.send(job, { crawlId });
    },
    maxActiveCrawlsPerUser: config.CRAWL_MAX_ACTIVE_PER_USER,
    checkStartUrl:
      options.checkStartUrl ??
      createStartUrlCheck({ allowPrivateNetworks: config.CRAWL_ALLOW_PRIVATE_NETWORKS }),
  };
  // Embedded PGlite has one process per DATA_DIR, so at start every crawl still marked running lost its worker.
  const startedAt = new Date();
  const requeueOrphans = async (atStart: boolean) => {
    const silentSince =
      atStart && database.kind === 'pglite'
        ? startedAt
        : new Date(Date.now() - config.CRAWL_WORKER_TIMEOUT_SECONDS * 1000);
    const requeued = await requeueOrphanedCrawls(database.db, {
      silentSince,
      maxResumes: MAX_CRAWL_RESUMES,
      runningHere: active.ids(),
    });
    if (requeued > 0 || (atStart && (await hasPendingCrawls(database.db)))) await queue.send(job, {});
    return requeued;
  };
  return { active, job, serviceDeps, requeueOrphans };
}
