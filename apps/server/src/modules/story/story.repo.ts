import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandStories, type BrandStoryRow } from '../../db/schema/brand-stories';

export async function findStoryByCrawl(db: Db, crawlId: string): Promise<BrandStoryRow | undefined> {
  const [row] = await db.select().from(brandStories).where(eq(brandStories.crawlId, crawlId)).limit(1);
  return row;
}

export async function findStoriesByCrawls(db: Db, crawlIds: string[]): Promise<BrandStoryRow[]> {
  if (crawlIds.length === 0) return [];
  return db.select().from(brandStories).where(inArray(brandStories.crawlId, crawlIds));
}

/** A fresh draft replaces both the original and the current story (generate and regenerate). */
export async function upsertDraft(
  db: Db,
  values: { crawlId: string; userId: string; story: string; engine: string; engineKind: 'offline' | 'model' },
): Promise<BrandStoryRow> {
  const now = new Date();
  const [row] = await db
    .insert(brandStories)
    .values({ ...values, originalStory: values.story, updatedAt: now })
    .onConflictDoUpdate({
      target: brandStories.crawlId,
      set: {
        originalStory: values.story,
        story: values.story,
        engine: values.engine,
        engineKind: values.engineKind,
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error('upsert returned nothing');
  return row;
}

/** Keeps the user's story; a crawl without a draft (a story written by hand, or copied on recrawl) gets one. */
export async function upsertSavedStory(
  db: Db,
  values: { crawlId: string; userId: string; story: string; manualLabel: string },
): Promise<BrandStoryRow> {
  const now = new Date();
  const [row] = await db
    .insert(brandStories)
    .values({
      crawlId: values.crawlId,
      userId: values.userId,
      story: values.story,
      originalStory: values.story,
      engine: values.manualLabel,
      engineKind: 'manual',
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: brandStories.crawlId, set: { story: values.story, updatedAt: now } })
    .returning();
  if (!row) throw new Error('upsert returned nothing');
  return row;
}
