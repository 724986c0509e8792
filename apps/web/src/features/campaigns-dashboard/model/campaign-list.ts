import type { Campaign } from '@adsmith/domain/campaigns/api-schemas';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '@adsmith/domain/campaigns/constants';

/** Search, filters and sort of the campaigns dashboard (SPEC §2 screen 5), as pure functions of the list. */

export const ALL = 'all';
export type StatusFilter = CampaignStatus | typeof ALL;

export const CAMPAIGN_SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name_asc', label: 'Name (A–Z)' },
  { value: 'name_desc', label: 'Name (Z–A)' },
  { value: 'budget_desc', label: 'Daily budget (highest first)' },
  { value: 'budget_asc', label: 'Daily budget (lowest first)' },
  { value: 'spend_desc', label: 'Spend (highest first)' },
  { value: 'impressions_desc', label: 'Impressions (most first)' },
] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number]['value'];
export const DEFAULT_SORT: CampaignSort = 'newest';

export const isCampaignSort = (value: string): value is CampaignSort =>
  CAMPAIGN_SORTS.some((sort) => sort.value === value);
export const isStatusFilter = (value: string): value is StatusFilter =>
  value === ALL || (CAMPAIGN_STATUSES as readonly string[]).includes(value);

/** The website a campaign belongs to: the hostname of its crawl's start URL. */
export function campaignWebsite(campaign: Pick<Campaign, 'hostname' | 'start_url'>): string {
  if (campaign.hostname) return campaign.hostname;
  try {
    return new URL(campaign.start_url).hostname;
  } catch {
    return campaign.start_url;
  }
}

/** Hostnames to offer in the website filter, sorted; `extra` keeps a hostname from the URL listed even with no campaigns. */
export function websiteOptions(campaigns: Campaign[], extra?: string | null): string[] {
  const hostnames = new Set(campaigns.map(campaignWebsite));
  if (extra) hostnames.add(extra);
  return [...hostnames].sort((a, b) => a.localeCompare(b));
}

export type CampaignListQuery = {
  search: string;
  status: StatusFilter;
  /** A hostname, or ALL. */
  website: string;
  sort: CampaignSort;
};

const time = (iso: string) => {
  const value = Date.parse(iso);
  return Number.isNaN(value) ? 0 : value;
};

const comparators: Record<CampaignSort, (a: Campaign, b: Campaign) => number> = {
  newest: (a, b) => time(b.created_at) - time(a.created_at),
  oldest: (a, b) => time(a.created_at) - time(b.created_at),
  name_asc: (a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  name_desc: (a, b) => b.name.localeCompare(a.name, undefined, { sensitivity: 'base' }),
  budget_desc: (a, b) => b.daily_budget - a.daily_budget,
  budget_asc: (a, b) => a.daily_budget - b.daily_budget,
  spend_desc: (a, b) => b.analytics.spend - a.analytics.spend,
  impressions_desc: (a, b) => b.analytics.impressions - a.analytics.impressions,
};

/**
 * The campaigns to show: search matches the name or the assumption text (case-insensitive), then the status and
 * website filters, then the sort. Ties keep the newest first so the order is stable between renders.
 */
export function selectCampaigns(campaigns: Campaign[], query: CampaignListQuery): Campaign[] {
  const needle = query.search.trim().toLocaleLowerCase();
  const matches = campaigns.filter((campaign) => {
    if (query.status !== ALL && campaign.status !== query.status) return false;
    if (query.website !== ALL && campaignWebsite(campaign) !== query.website) return false;
    if (!needle) return true;
    return (
      campaign.name.toLocaleLowerCase().includes(needle) ||
      (campaign.hypothesis?.hypothesis.toLocaleLowerCase().includes(needle) ?? false)
    );
  });
  const compare = comparators[query.sort];
  return matches.sort((a, b) => compare(a, b) || comparators.newest(a, b));
}
