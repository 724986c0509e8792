import { ACTIVE_STATUSES } from '@adsmith/domain/crawl/status';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { crawls, type CrawlRow, type CrawlSettingsColumn } from '../../db/schema/crawls';

/** A crawl counts against its owner's cap while it waits or runs. */
export const ACTIVE_CRAWL_STATUSES: CrawlRow['status'][] = [...ACTIVE_STATUSES];

/** The user's crawls that are queued or running. */
export async function countActiveCrawls(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(crawls)
    .where(and(eq(crawls.userId, userId), inArray(crawls.status, ACTIVE_CRAWL_STATUSES)));
  return Number(row?.n ?? 0);
}

/**
 * Inserts a pending crawl unless the user already has `cap` crawls queued or running; returns undefined then.
 * A per-user advisory lock makes the count and the insert one step, so parallel requests (from any process)
 * cannot slip past the cap together.
 */
export async function insertCrawlWithinCap(
  db: Db,
  values: { userId: string; startUrl: string; hostname: string; settings: CrawlSettingsColumn },
  cap: number,
): Promise<CrawlRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7312002, hashtext(${values.userId}))`);
    const [active] = await tx
      .select({ n: count() })
      .from(crawls)
      .where(and(eq(crawls.userId, values.userId), inArray(crawls.status, ACTIVE_CRAWL_STATUSES)));
    if (Number(active?.n ?? 0) >= cap) return undefined;
    const [row] = await tx.insert(crawls).values(values).returning();
    return row;
  });
}

/**
 * Claims the next crawl to run, fairly: users take turns. Among pending crawls, the owner with the fewest crawls
 * running goes first, then the owner whose last crawl started longest ago (never is oldest of all), then the
 * oldest crawl. So one user's backlog delays another user's first crawl by at most the crawl slot it is in.
 * `skip locked` lets several workers in several processes claim at once without taking the same crawl.
 */
export async function claimNextCrawl(db: Db): Promise<CrawlRow | undefined> {
  return db.transaction(async (tx) => {
    const picked = await tx.execute<{ id: string }>(sql`
      select c.id from crawls c
      where c.status = 'pending' and c.cancel_requested = false
      order by
        (select count(*) from crawls r where r.user_id = c.user_id and r.status in ('running', 'analyzing_offerings')) asc,
        (select max(r.started_at) from crawls r where r.user_id = c.user_id) asc nulls first,
        c.created_at asc,
        c.id asc
      limit 1
      for update of c skip locked`);
    const id = rowsOf<{ id: string }>(picked)[0]?.id;
    if (!id) return undefined;
    const now = new Date();
    const [row] = await tx
      .update(crawls)
      .set({ status: 'running', startedAt: now, heartbeatAt: now, updatedAt: now })
      .where(and(eq(crawls.id, id), eq(crawls.status, 'pending')))
      .returning();
    return row;
  });
}

/** Whether any crawl waits for a worker (the sweep sends the queue a nudge then). */
export async function hasPendingCrawls(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: crawls.id }).from(crawls).where(eq(crawls.status, 'pending')).limit(1);
  return Boolean(row);
}

/** node-postgres returns `{ rows }`, PGlite through Drizzle the same; read either shape. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
