import { eq, lt, sql } from 'drizzle-orm';
import type { BusinessProfile, SavedProfileCorrections } from '@adsmith/domain/profile/schemas';
import type { Db } from '../../db/client';
import { businessProfiles, type BusinessProfileRow } from '../../db/schema/business-profiles';

export async function findProfileRow(db: Db, crawlId: string): Promise<BusinessProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(businessProfiles)
    .where(eq(businessProfiles.crawlId, crawlId))
    .limit(1);
  return row;
}

/**
 * A column of the website's previous crawl's profile (the newest older crawl of the same user and hostname that has
 * one), for a crawl's first profile: a recrawl keeps what the owner told Adsmith (the country it asked for, a
 * corrected location or offering type) and when, the way it keeps the brand story (SPEC §4).
 */
const fromPreviousCrawl = (column: 'corrections' | 'corrected_at', crawlId: string) => sql`(
  select ${sql.raw(`bp.${column}`)} from business_profiles bp
  join crawls c on c.id = bp.crawl_id
  join crawls t on t.id = ${crawlId}
  where c.user_id = t.user_id and c.hostname = t.hostname and c.id <> t.id
    and (c.created_at, c.id) < (t.created_at, t.id)
  order by c.created_at desc, c.id desc
  limit 1
)`;

/** The previous crawl's corrections (`{}` when there is none) and when the owner last changed them. */
const carriedCorrections = (crawlId: string) => ({
  corrections: sql`coalesce(${fromPreviousCrawl('corrections', crawlId)}, '{}'::jsonb)`,
  correctedAt: fromPreviousCrawl('corrected_at', crawlId),
});

/**
 * Stores a freshly learned profile; the owner's corrections of an earlier one are kept, and a crawl's first profile
 * starts from the corrections of the website's previous crawl.
 */
export async function saveLearnedProfile(db: Db, profile: BusinessProfile): Promise<BusinessProfileRow> {
  const now = new Date();
  const values = { version: profile.version, builtBy: profile.builtBy, learned: profile, updatedAt: now };
  const [row] = await db
    .insert(businessProfiles)
    .values({ crawlId: profile.crawlId, ...values, ...carriedCorrections(profile.crawlId) })
    .onConflictDoUpdate({ target: businessProfiles.crawlId, set: values })
    .returning();
  if (!row) throw new Error('profile upsert returned nothing');
  return row;
}

/**
 * Stores a profile built on first read of a crawl that has none, or whose stored one predates the current rules.
 * First writer wins: a profile already stored at this version or later is kept (another reader or process built
 * it meanwhile), and the row as stored is returned either way. A new row starts from the previous crawl's corrections.
 */
export async function saveProfileIfMissing(db: Db, profile: BusinessProfile): Promise<BusinessProfileRow> {
  const now = new Date();
  const values = { version: profile.version, builtBy: profile.builtBy, learned: profile, updatedAt: now };
  await db
    .insert(businessProfiles)
    .values({ crawlId: profile.crawlId, ...values, ...carriedCorrections(profile.crawlId) })
    .onConflictDoUpdate({
      target: businessProfiles.crawlId,
      set: values,
      setWhere: lt(businessProfiles.version, profile.version),
    });
  const row = await findProfileRow(db, profile.crawlId);
  if (!row) throw new Error('profile insert left no row');
  return row;
}

/** Stores the owner's corrections; `changed` stamps them with the time (a save that changes nothing keeps it). */
export async function saveProfileCorrections(
  db: Db,
  crawlId: string,
  corrections: SavedProfileCorrections,
  changed: boolean,
): Promise<BusinessProfileRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(businessProfiles)
    .set({ corrections, updatedAt: now, ...(changed ? { correctedAt: now } : {}) })
    .where(eq(businessProfiles.crawlId, crawlId))
    .returning();
  return row;
}
