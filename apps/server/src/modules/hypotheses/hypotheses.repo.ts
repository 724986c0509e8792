import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hypotheses, type HypothesisRow } from '../../db/schema/hypotheses';
import { isUuid } from '../../lib/uuid';

export type NewHypothesis = Omit<typeof hypotheses.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function listHypothesesByCrawls(
  db: Db,
  userId: string,
  crawlIds: string[],
): Promise<HypothesisRow[]> {
  if (crawlIds.length === 0) return [];
  return db
    .select()
    .from(hypotheses)
    .where(and(eq(hypotheses.userId, userId), inArray(hypotheses.crawlId, crawlIds)))
    .orderBy(asc(hypotheses.createdAt));
}

/** The hypothesis only when it belongs to the user (ownership in the query itself). */
export async function findOwnedHypothesis(
  db: Db,
  id: string,
  userId: string,
): Promise<HypothesisRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(hypotheses)
    .where(and(eq(hypotheses.id, id), eq(hypotheses.userId, userId)))
    .limit(1);
  return row;
}

/**
 * Inserts unless the crawl already holds `max` hypotheses; null when full. The crawl row is locked for the
 * transaction, so two concurrent saves cannot both take the last slot.
 */
export async function insertHypothesisWithinLimit(
  db: Db,
  values: NewHypothesis,
  max: number,
): Promise<HypothesisRow | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from crawls where id = ${values.crawlId} for update`);
    const [counted] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(hypotheses)
      .where(eq(hypotheses.crawlId, values.crawlId));
    if ((counted?.count ?? 0) >= max) return null;
    const [row] = await tx.insert(hypotheses).values(values).returning();
    return row ?? null;
  });
}

export async function updateOwnedHypothesis(
  db: Db,
  id: string,
  userId: string,
  values: Partial<NewHypothesis>,
): Promise<HypothesisRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(hypotheses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(hypotheses.id, id), eq(hypotheses.userId, userId)))
    .returning();
  return row;
}

export async function deleteOwnedHypothesis(db: Db, id: string, userId: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(hypotheses)
    .where(and(eq(hypotheses.id, id), eq(hypotheses.userId, userId)))
    .returning({ id: hypotheses.id });
  return rows.length > 0;
}
