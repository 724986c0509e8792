import { bareHost } from '@adsmith/domain/crawl/url';
import type { User } from '@adsmith/domain/auth/schemas';
import type { Campaign } from '@adsmith/domain/campaigns/api-schemas';
import { CampaignRuleMessages } from '@adsmith/domain/campaigns/messages';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { listUserCrawls } from '../../crawl/crawl.service';
import { presentCampaign } from '../campaigns.presenter';
import { findCampaignGraphs } from '../campaigns.repo';

/** The user's campaigns, newest first (SPEC §7 GET /campaigns/user). */
export async function listCampaigns(db: Db, options: { user: User }): Promise<Campaign[]> {
  return (await findCampaignGraphs(db, options.user.id)).map(presentCampaign);
}

/** The user's campaigns for every crawl of one website, with or without "www." (SPEC §7 GET /campaigns/hostname). */
export async function listCampaignsForHostname(
  db: Db,
  options: { user: User; hostname: string },
): Promise<Campaign[]> {
  const wanted = bareHost(options.hostname);
  const crawlIds = (await listUserCrawls(db, options.user))
    .filter((crawl) => bareHost(crawl.hostname) === wanted)
    .map((crawl) => crawl.crawl_id);
  return (await findCampaignGraphs(db, options.user.id, { crawlIds })).map(presentCampaign);
}

/** One campaign of the user, or 404 (never another user's). */
export async function getCampaign(db: Db, options: { user: User; id: string }): Promise<Campaign> {
  const [graph] = await findCampaignGraphs(db, options.user.id, { id: options.id });
  if (!graph) throw new AppError('NOT_FOUND', CampaignRuleMessages.campaignNotFound);
  return presentCampaign(graph);
}
