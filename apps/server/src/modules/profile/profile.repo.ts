import { eq } from 'drizzle-orm';
import type { BusinessProfile, ProfileCorrections } from '@adsmith/domain/profile/schemas';
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

/** Stores a freshly learned profile; the owner's corrections of an earlier one are kept. */
export async function saveLearnedProfile(db: Db, profile: BusinessProfile): Promise<BusinessProfileRow> {
  const now = new Date();
  const values = { version: profile.version, builtBy: profile.builtBy, learned: profile, updatedAt: now };
  const [row] = await db
    .insert(businessProfiles)
    .values({ crawlId: profile.crawlId, ...values })
    .onConflictDoUpdate({ target: businessProfiles.crawlId, set: values })
    .returning();
  if (!row) throw new Error('profile upsert returned nothing');
  return row;
}

export async function saveProfileCorrections(
  db: Db,
  crawlId: string,
  corrections: ProfileCorrections,
): Promise<BusinessProfileRow | undefined> {
  const [row] = await db
    .update(businessProfiles)
    .set({ corrections, updatedAt: new Date() })
    .where(eq(businessProfiles.crawlId, crawlId))
    .returning();
  return row;
}
