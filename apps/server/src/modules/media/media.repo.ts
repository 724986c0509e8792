import { and, eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media, type MediaRow } from '../../db/schema/media';

export type NewMedia = Omit<typeof media.$inferInsert, 'id' | 'createdAt'>;

export async function insertMedia(db: Db, values: NewMedia): Promise<MediaRow> {
  const [row] = await db.insert(media).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** The media row only when it belongs to the user (ownership in the query itself). */
export async function findOwnedMediaByKey(
  db: Db,
  options: { userId: string; key: string },
): Promise<MediaRow | undefined> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.key, options.key), eq(media.userId, options.userId)))
    .limit(1);
  return row;
}

/**
 * Inserts an upload's row unless the user's uploads would then take more than `quotaBytes`; returns undefined then.
 * A per-user advisory lock makes the sum and the insert one step across processes.
 */
export async function insertUploadWithinQuota(
  db: Db,
  values: NewMedia,
  quotaBytes: number,
): Promise<MediaRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7312003, hashtext(${values.userId}))`);
    const [used] = await tx
      .select({ bytes: sum(media.bytes) })
      .from(media)
      .where(and(eq(media.userId, values.userId), eq(media.source, 'upload')));
    if (Number(used?.bytes ?? 0) + values.bytes > quotaBytes) return undefined;
    const [row] = await tx.insert(media).values(values).returning();
    return row;
  });
}

export async function deleteMediaRow(db: Db, id: string): Promise<void> {
  await db.delete(media).where(eq(media.id, id));
}
