import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  campaignAdSetProducts,
  campaignAdSets,
  campaignAds,
  campaigns,
  type CampaignAdRow,
  type CampaignAdSetProductRow,
  type CampaignAdSetRow,
  type CampaignRow,
} from '../../db/schema/campaigns';
// oxlint-disable-next-line no-restricted-imports -- read-only join: the campaign list's site address and host
import { crawls } from '../../db/schema/crawls';
// oxlint-disable-next-line no-restricted-imports -- read-only join: the campaign list's assumption text
import { hypotheses } from '../../db/schema/hypotheses';
import { isUuid } from '../../lib/uuid';

export type NewCampaignGraph = {
  campaign: Omit<typeof campaigns.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
  adSets: {
    values: Omit<typeof campaignAdSets.$inferInsert, 'id' | 'campaignId'>;
    products: Omit<typeof campaignAdSetProducts.$inferInsert, 'id' | 'adSetId'>[];
    ads: Omit<typeof campaignAds.$inferInsert, 'id' | 'campaignId' | 'adSetId'>[];
  }[];
};

/** A campaign with everything the listing shows: its crawl's address, its hypothesis, ad sets, products and ads. */
export type CampaignGraph = {
  campaign: CampaignRow;
  startUrl: string;
  hostname: string;
  hypothesisText: string | null;
  adSets: CampaignAdSetRow[];
  products: CampaignAdSetProductRow[];
  ads: CampaignAdRow[];
};

/**
 * Saves a campaign with its ad sets, their products and the ads in one transaction: all of it or none (a failure
 * on any row rolls back the rows before it).
 */
export async function insertCampaignGraph(db: Db, graph: NewCampaignGraph): Promise<string> {
  return db.transaction(async (tx) => {
    const [campaign] = await tx.insert(campaigns).values(graph.campaign).returning({ id: campaigns.id });
    if (!campaign) throw new Error('campaign insert returned nothing');
    for (const adSet of graph.adSets) {
      const [saved] = await tx
        .insert(campaignAdSets)
        .values({ ...adSet.values, campaignId: campaign.id })
        .returning({ id: campaignAdSets.id });
      if (!saved) throw new Error('ad set insert returned nothing');
      if (adSet.products.length > 0)
        await tx
          .insert(campaignAdSetProducts)
          .values(adSet.products.map((product) => ({ ...product, adSetId: saved.id })));
      if (adSet.ads.length > 0)
        await tx
          .insert(campaignAds)
          .values(adSet.ads.map((ad) => ({ ...ad, campaignId: campaign.id, adSetId: saved.id })));
    }
    return campaign.id;
  });
}

/** The user's campaigns (newest first), optionally one id or the crawls of one host, with all their rows. */
export async function findCampaignGraphs(
  db: Db,
  userId: string,
  filter: { id?: string; crawlIds?: string[] } = {},
): Promise<CampaignGraph[]> {
  if (filter.id !== undefined && !isUuid(filter.id)) return [];
  if (filter.crawlIds !== undefined && filter.crawlIds.length === 0) return [];
  const conditions = [eq(campaigns.userId, userId)];
  if (filter.id !== undefined) conditions.push(eq(campaigns.id, filter.id));
  if (filter.crawlIds !== undefined) conditions.push(inArray(campaigns.crawlId, filter.crawlIds));
  const rows = await db
    .select({
      campaign: campaigns,
      startUrl: crawls.startUrl,
      hostname: crawls.hostname,
      hypothesisText: hypotheses.hypothesis,
    })
    .from(campaigns)
    .innerJoin(crawls, eq(crawls.id, campaigns.crawlId))
    .leftJoin(hypotheses, eq(hypotheses.id, campaigns.hypothesisId))
    .where(and(...conditions))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  if (rows.length === 0) return [];
  const campaignIds = rows.map((row) => row.campaign.id);
  const adSets = await db
    .select()
    .from(campaignAdSets)
    .where(inArray(campaignAdSets.campaignId, campaignIds))
    .orderBy(asc(campaignAdSets.position));
  const adSetIds = adSets.map((adSet) => adSet.id);
  const [products, ads] = await Promise.all([
    adSetIds.length > 0
      ? db
          .select()
          .from(campaignAdSetProducts)
          .where(inArray(campaignAdSetProducts.adSetId, adSetIds))
          .orderBy(asc(campaignAdSetProducts.position))
      : Promise.resolve([]),
    db
      .select()
      .from(campaignAds)
      .where(inArray(campaignAds.campaignId, campaignIds))
      .orderBy(asc(campaignAds.position)),
  ]);
  return rows.map((row) => {
    const ownAdSets = adSets.filter((adSet) => adSet.campaignId === row.campaign.id);
    const ownIds = new Set(ownAdSets.map((adSet) => adSet.id));
    return {
      ...row,
      adSets: ownAdSets,
      products: products.filter((product) => ownIds.has(product.adSetId)),
      ads: ads.filter((ad) => ad.campaignId === row.campaign.id),
    };
  });
}

/** Whether a saved ad shows the image at this URL (as its media_url or among its media). */
export async function isMediaUrlInSavedAd(db: Db, url: string): Promise<boolean> {
  const [row] = await db
    .select({ id: campaignAds.id })
    .from(campaignAds)
    .where(
      or(
        eq(campaignAds.mediaUrl, url),
        sql`${campaignAds.media} @> jsonb_build_array(${url}::text)`,
        sql`${campaignAds.media} = to_jsonb(${url}::text)`,
      ),
    )
    .limit(1);
  return Boolean(row);
}
