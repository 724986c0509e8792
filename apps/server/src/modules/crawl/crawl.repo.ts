import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PageImage } from '@adsmith/domain/crawl/page-images';
import type { Db } from '../../db/client';
// oxlint-disable-next-line no-restricted-imports -- read-only join: whether a crawl has a story, in its list's one query
import { brandStories } from '../../db/schema/brand-stories';
import {
  crawlLogs,
  crawlPages,
  crawls,
  offerings,
  type CrawlProgressColumn,
  type CrawlRow,
  type CrawlSettingsColumn,
} from '../../db/schema/crawls';
// oxlint-disable-next-line no-restricted-imports -- read-only join: the owner's e-mail on the admin's process list
import { users } from '../../db/schema/users';
import { isUuid } from '../../lib/uuid';

export async function insertCrawl(
  db: Db,
  values: { userId: string; startUrl: string; hostname: string; settings: CrawlSettingsColumn },
): Promise<CrawlRow> {
  const [row] = await db.insert(crawls).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function findCrawlById(db: Db, id: string): Promise<CrawlRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(crawls).where(eq(crawls.id, id)).limit(1);
  return row;
}

/** The crawl only when it belongs to the user (ownership check in the query itself). */
export async function findOwnedCrawl(db: Db, id: string, userId: string): Promise<CrawlRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(crawls)
    .where(and(eq(crawls.id, id), eq(crawls.userId, userId)))
    .limit(1);
  return row;
}

export async function listCrawlsByUser(db: Db, userId: string) {
  return db
    .select({ crawl: crawls, hasBrandStory: sql<boolean>`${brandStories.id} is not null` })
    .from(crawls)
    .leftJoin(brandStories, eq(brandStories.crawlId, crawls.id))
    .where(eq(crawls.userId, userId))
    .orderBy(desc(crawls.createdAt));
}

export async function hasBrandStory(db: Db, crawlId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: brandStories.id })
    .from(brandStories)
    .where(eq(brandStories.crawlId, crawlId));
  return Boolean(row);
}

export async function updateCrawl(
  db: Db,
  id: string,
  values: Partial<typeof crawls.$inferInsert>,
): Promise<void> {
  await db
    .update(crawls)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(crawls.id, id));
}

/** Moves a crawl to a new status only from one of the given states; returns whether it moved. */
/**
 * Moves a crawl from one of `from` to a new status; false when it was in none of them. With `resumes`, only while
 * the crawl is still the claim this worker holds (a crawl resumed by another worker has a higher count).
 */
export async function transitionCrawl(
  db: Db,
  id: string,
  from: CrawlRow['status'][],
  values: Partial<typeof crawls.$inferInsert> & { status: CrawlRow['status'] },
  options: { resumes?: number } = {},
): Promise<boolean> {
  const rows = await db
    .update(crawls)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(crawls.id, id),
        inArray(crawls.status, from),
        options.resumes === undefined ? undefined : eq(crawls.resumes, options.resumes),
      ),
    )
    .returning({ id: crawls.id });
  return rows.length > 0;
}

export async function saveProgress(db: Db, id: string, progress: CrawlProgressColumn): Promise<void> {
  await db.update(crawls).set({ progress, updatedAt: new Date() }).where(eq(crawls.id, id));
}

export async function isCancelRequested(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ cancel: crawls.cancelRequested }).from(crawls).where(eq(crawls.id, id));
  return row?.cancel ?? false;
}

export async function upsertPage(db: Db, values: typeof crawlPages.$inferInsert): Promise<void> {
  await db
    .insert(crawlPages)
    .values(values)
    .onConflictDoUpdate({
      target: [crawlPages.crawlId, crawlPages.url],
      set: { meta: values.meta, text: values.text, images: values.images, llmAnalysis: values.llmAnalysis },
    });
}

export async function listPages(db: Db, crawlId: string) {
  return db
    .select()
    .from(crawlPages)
    .where(eq(crawlPages.crawlId, crawlId))
    .orderBy(asc(crawlPages.fetchedAt));
}

/**
 * The images of a crawl's pages, shallowest and earliest first: the first `limit` pages, or the page at `url`
 * (the creatives' picture candidates).
 */
export async function listPageImages(
  db: Db,
  options: { crawlId: string; limit?: number; url?: string },
): Promise<{ url: string; images: PageImage[] }[]> {
  const query = db
    .select({ url: crawlPages.url, images: crawlPages.images })
    .from(crawlPages)
    .where(
      options.url === undefined
        ? eq(crawlPages.crawlId, options.crawlId)
        : and(eq(crawlPages.crawlId, options.crawlId), eq(crawlPages.url, options.url)),
    )
    .orderBy(asc(crawlPages.depth), asc(crawlPages.fetchedAt));
  return options.limit === undefined ? query : query.limit(options.limit);
}

/** The text of each page of a crawl (the export reads the business's e-mail domain from it). */
export async function listPageTexts(db: Db, crawlId: string): Promise<{ text: string }[]> {
  return db.select({ text: crawlPages.text }).from(crawlPages).where(eq(crawlPages.crawlId, crawlId));
}

/** Replaces the crawl's offerings in one transaction (a re-run job must not duplicate them). */
export async function replaceOfferings(
  db: Db,
  crawlId: string,
  rows: Omit<typeof offerings.$inferInsert, 'crawlId' | 'position'>[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(offerings).where(eq(offerings.crawlId, crawlId));
    if (rows.length > 0) {
      await tx.insert(offerings).values(rows.map((row, position) => ({ ...row, crawlId, position })));
    }
  });
}

/**
 * Gives the priced offerings of a crawl read in one of `from` the currency `to`: the site's currency, once its
 * business profile has told which currency a symbol shared by several ("$") stands for there.
 */
export async function relabelOfferingCurrency(
  db: Db,
  crawlId: string,
  from: readonly string[],
  to: string,
): Promise<void> {
  if (from.length === 0) return;
  // The variants are priced in the offering's currency, so they follow it.
  await db
    .update(offerings)
    .set({
      currency: to,
      variants: sql`(select jsonb_agg(v.value || jsonb_build_object('currency', ${to}::text) order by v.position) from jsonb_array_elements(${offerings.variants}) with ordinality as v(value, position))`,
    })
    .where(and(eq(offerings.crawlId, crawlId), inArray(offerings.currency, [...from])));
}

export async function listOfferings(db: Db, crawlId: string) {
  return db.select().from(offerings).where(eq(offerings.crawlId, crawlId)).orderBy(asc(offerings.position));
}

export async function appendLog(db: Db, crawlId: string, level: 'info' | 'warn' | 'error', message: string) {
  await db.insert(crawlLogs).values({ crawlId, level, message: message.slice(0, 2000) });
}

export async function listLogs(db: Db, crawlId: string, limit: number) {
  const rows = await db
    .select()
    .from(crawlLogs)
    .where(eq(crawlLogs.crawlId, crawlId))
    .orderBy(desc(crawlLogs.at))
    .limit(limit);
  return rows.reverse();
}

/** Recent and active crawls with their owner's email, newest first (admin process manager). */
export async function listProcesses(db: Db, limit: number) {
  return db
    .select({ crawl: crawls, email: users.email })
    .from(crawls)
    .innerJoin(users, eq(users.id, crawls.userId))
    .orderBy(desc(crawls.createdAt))
    .limit(limit);
}

/** One crawl with its owner's email (admin process details). */
export async function findProcess(db: Db, crawlId: string) {
  if (!isUuid(crawlId)) return undefined;
  const [row] = await db
    .select({ crawl: crawls, email: users.email })
    .from(crawls)
    .innerJoin(users, eq(users.id, crawls.userId))
    .where(eq(crawls.id, crawlId));
  return row;
}
