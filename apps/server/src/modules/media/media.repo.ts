import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media, type MediaRow } from '../../db/schema/media';

export type NewMedia = Omit<typeof media.$inferInsert, 'id' | 'createdAt'>;

export async function insertMedia(db: Db, values: NewMedia): Promise<MediaRow> {
  const [row] = await db.insert(media).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** The media row only when it belongs to the user (ownership in the query itself). */
export async function findOwnedMediaByKey(db: Db, options: { userId: string; key: string }): Promise<MediaRow | undefined> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.key, options.key), eq(media.userId, options.userId)))
    .limit(1);
  return row;
}
