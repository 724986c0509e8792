import { isCrawlActive } from '@adsmith/domain/crawl/status';
import type { z } from 'zod';
import { CrawlMessages } from '@adsmith/domain/crawl/messages';
import type { Database, Db } from '../../db/client';
import type { CrawlRow } from '../../db/schema/crawls';
import { notFound } from '../../lib/errors';
import type { ActiveCrawls } from '../crawl/crawl.execute';
import {
  findCrawlById,
  findProcess,
  listLogs,
  listOfferings,
  listPages,
  listProcesses,
  transitionCrawl,
  updateCrawl,
} from '../crawl/crawl.public';
import { presentStatus } from '../crawl/crawl.service';
import type { dbHealthSchema, processDetailsSchema, processSchema } from './admin.schemas';

/** Database health for the monitor: a timed ping and the pool figures (none for embedded PGlite, which has no pool). */
export async function checkDatabaseHealth(database: Database): Promise<z.infer<typeof dbHealthSchema>> {
  const started = performance.now();
  try {
    await database.ping();
    return {
      status: 'healthy',
      error: null,
      database: database.kind,
      latency_ms: Math.round((performance.now() - started) * 10) / 10,
      checked_at: new Date().toISOString(),
      pool: database.poolStats(),
    };
  } catch (error) {
    return {
      status: 'unhealthy',
      error: error instanceof Error ? error.message : String(error),
      database: database.kind,
      latency_ms: null,
      checked_at: new Date().toISOString(),
      pool: database.poolStats(),
    };
  }
}

function presentProcess(crawl: CrawlRow, email: string): z.infer<typeof processSchema> {
  const end = crawl.finishedAt ?? (isCrawlActive(crawl.status) ? new Date() : null);
  return {
    crawl_id: crawl.id,
    url: crawl.startUrl,
    user_email: email,
    status: crawl.status,
    progress: presentStatus(crawl).progress,
    created_at: crawl.createdAt.toISOString(),
    started_at: crawl.startedAt?.toISOString() ?? null,
    finished_at: crawl.finishedAt?.toISOString() ?? null,
    duration_seconds:
      crawl.startedAt && end
        ? Math.max(0, Math.round((end.getTime() - crawl.startedAt.getTime()) / 1000))
        : null,
    error: crawl.error,
    is_active: isCrawlActive(crawl.status),
  };
}

/** Running and recent crawl jobs, newest first. */
export async function listCrawlProcesses(db: Db) {
  const rows = await listProcesses(db, 100);
  return rows.map((row) => presentProcess(row.crawl, row.email));
}

export async function getCrawlProcess(
  db: Db,
  crawlId: string,
): Promise<z.infer<typeof processDetailsSchema>> {
  const row = await findProcess(db, crawlId);
  if (!row) throw notFound('Crawl process');
  const [logs, pages, offerings] = await Promise.all([
    listLogs(db, crawlId, 50),
    listPages(db, crawlId),
    listOfferings(db, crawlId),
  ]);
  return {
    ...presentProcess(row.crawl, row.email),
    settings: row.crawl.settings,
    pages_stored: pages.length,
    offerings_stored: offerings.length,
    logs: logs.map((line) => ({ at: line.at.toISOString(), level: line.level, message: line.message })),
    errors: logs
      .filter((line) => line.level === 'error')
      .map((line) => ({ at: line.at.toISOString(), message: line.message })),
  };
}

/**
 * Terminates a crawl: flags it for every process (workers check the flag on their heartbeat), aborts it at
 * once when it runs here, and fails a crawl still waiting in the queue.
 */
export async function terminateCrawlProcess(deps: { db: Db; active: ActiveCrawls }, crawlId: string) {
  const crawl = await findCrawlById(deps.db, crawlId);
  if (!crawl) throw notFound('Crawl process');
  if (!isCrawlActive(crawl.status)) {
    return {
      crawl_id: crawl.id,
      status: crawl.status,
      terminated: false,
      detail: `The crawl has already ${crawl.status === 'completed' ? 'completed' : 'stopped'}.`,
    };
  }
  await updateCrawl(deps.db, crawlId, { cancelRequested: true });
  deps.active.abort(crawlId, CrawlMessages.terminatedByAdmin);
  await transitionCrawl(deps.db, crawlId, ['pending'], {
    status: 'failed',
    error: CrawlMessages.terminatedByAdmin,
    offeringsStatus: 'failed',
    finishedAt: new Date(),
  });
  const after = await findCrawlById(deps.db, crawlId);
  return {
    crawl_id: crawlId,
    status: after?.status ?? crawl.status,
    terminated: true,
    detail: 'Termination requested.',
  };
}
