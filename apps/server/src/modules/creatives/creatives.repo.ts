import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
// oxlint-disable-next-line no-restricted-imports -- saving a creative onto a saved ad writes the ad; not yet a campaigns use case
import { campaignAds, campaigns } from '../../db/schema/campaigns';
import { creatives, type CreativeRow } from '../../db/schema/media';
import { isUuid } from '../../lib/uuid';

export async function insertCreative(
  db: Db,
  values: Omit<typeof creatives.$inferInsert, 'id' | 'createdAt'>,
): Promise<CreativeRow> {
  const [row] = await db.insert(creatives).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/**
 * The placements (the same creative rendered at the other ratios) of the user's creative whose placements hold the
 * image stored under `key`; none when no creative of the user's holds it.
 */
export async function findPlacementsOfImage(
  db: Db,
  options: { userId: string; key: string },
): Promise<NonNullable<CreativeRow['placements']>> {
  const [row] = await db
    .select({ placements: creatives.placements })
    .from(creatives)
    .where(
      and(
        eq(creatives.userId, options.userId),
        sql`${creatives.placements} @> ${JSON.stringify([{ key: options.key }])}::jsonb`,
      ),
    )
    .limit(1);
  return row?.placements ?? [];
}

export async function findOwnedCreative(
  db: Db,
  options: { userId: string; id: string },
): Promise<CreativeRow | undefined> {
  if (!isUuid(options.id)) return undefined;
  const [row] = await db
    .select()
    .from(creatives)
    .where(and(eq(creatives.id, options.id), eq(creatives.userId, options.userId)))
    .limit(1);
  return row;
}

/** The saved ad's id when it belongs to one of the user's campaigns (ownership through the campaign). */
export async function findOwnedAdId(
  db: Db,
  options: { userId: string; adId: string },
): Promise<string | undefined> {
  return (await findOwnedAd(db, options))?.id;
}

/** The user's ad with its call to action (the button its creative must show), or undefined when it is not theirs. */
export async function findOwnedAd(
  db: Db,
  options: { userId: string; adId: string },
): Promise<{ id: string; callToAction: string; customCtaText: string | null } | undefined> {
  if (!isUuid(options.adId)) return undefined;
  const [row] = await db
    .select({
      id: campaignAds.id,
      callToAction: campaignAds.callToAction,
      customCtaText: campaignAds.customCtaText,
    })
    .from(campaignAds)
    .innerJoin(campaigns, eq(campaigns.id, campaignAds.campaignId))
    .where(and(eq(campaignAds.id, options.adId), eq(campaigns.userId, options.userId)))
    .limit(1);
  return row;
}

/**
 * Makes an image the ad's creative: `media_url` (what the export's "Image File Name" reads) and `media`, and links
 * the creative record that image came from, if any — in one transaction.
 */
export async function setAdCreative(
  db: Db,
  options: { adId: string; url: string; creativeMediaId: string | null; userId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(campaignAds)
      .set({ mediaUrl: options.url, media: options.url })
      .where(eq(campaignAds.id, options.adId));
    if (options.creativeMediaId) {
      await tx
        .update(creatives)
        .set({ adId: options.adId })
        .where(and(eq(creatives.mediaId, options.creativeMediaId), eq(creatives.userId, options.userId)));
    }
  });
}
