import { bareHost } from '../crawl/url';
import type { Campaign } from './api-schemas';
import { budgetDecimals } from './budget';
import { CAPPED_BID_STRATEGIES, WEEKDAYS, type BidStrategy, type Objective } from './constants';
import { EXPORT_COLUMNS, type ExportColumn } from './export-columns';
import { formatCityRadius } from './local-targeting';
import { needsBidAmount, needsRoasFloor } from './objective-settings';
import { exportStatus, roasFromStored } from './rules';
import { parseWallClock } from './schedule';

/**
 * SPEC §9 spreadsheet export: one row per ad with its campaign and ad set values repeated, the export defaults and
 * the SPEC §4 status mapping. Pure, so the server writes the rows with ExcelJS and tests read them back.
 */

export type ExportCell = string | number | null;
export type ExportRow = Record<ExportColumn, ExportCell>;

/** SPEC §9 export defaults. */
export const ExportDefaults = {
  objective: 'Outcome Sales',
  buyingType: 'AUCTION',
  bidStrategy: 'Highest Volume or Value',
  optimizationGoal: 'OFFSITE_CONVERSIONS',
  billingEvent: 'PURCHASE',
  callToAction: 'SHOP_NOW',
  adSetRunStatus: 'PAUSED',
} as const;

/** Ads Manager's names of the objectives (the ODAX "Outcome …" family). */
export const ExportObjectives: Record<Objective, string> = {
  AWARENESS: 'Outcome Awareness',
  TRAFFIC: 'Outcome Traffic',
  ENGAGEMENT: 'Outcome Engagement',
  LEAD_GENERATION: 'Outcome Leads',
  OUTCOME_SALES: 'Outcome Sales',
};

/** Ads Manager's names of the bid strategies. */
export const ExportBidStrategies: Record<BidStrategy, string> = {
  LOWEST_COST_WITHOUT_CAP: 'Highest Volume or Value',
  LOWEST_COST_WITH_BID_CAP: 'Bid Cap',
  COST_CAP: 'Cost per result goal',
  LOWEST_COST_WITH_MIN_ROAS: 'ROAS goal',
};

/**
 * The draft's optimisation goal as the ad platform's API names it: a sales campaign's "conversions" goal is
 * OFFSITE_CONVERSIONS there (the SPEC §9 export default), every other goal keeps its name.
 */
export const exportOptimizationGoal = (goal: string | null | undefined): string =>
  !goal || goal === 'CONVERSIONS' ? ExportDefaults.optimizationGoal : goal;

/** "2025-06-11 00:00:00" in the user's own clock (the account time zone applies on import). */
export function exportTime(iso: string | null | undefined): string | null {
  const clock = iso ? parseWallClock(iso) : null;
  if (!clock) return null;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)} ${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}`;
}

/** The last path segment of a media URL: the file the owner uploads to the ad account's library. */
export function mediaFileName(url: string | null | undefined): string | null {
  if (!url) return null;
  const path = url.split(/[?#]/)[0] ?? '';
  const name = decodeURIComponent(path.split('/').filter(Boolean).at(-1) ?? '');
  return name || null;
}

type AdSetOfCampaign = Campaign['ad_sets'][number];
type AdOfCampaign = Campaign['ads'][number];

const MINUTES_PER_DAY = 24 * 60;
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Weekday slots as the ad platform's schedule JSON (days 0 = Sunday), or null when every day runs all day — the
 * common case, which needs no schedule at all.
 */
export function exportAdSetSchedule(days: AdSetOfCampaign['schedule']['days']): string | null {
  const blocks: { start_minute: number; end_minute: number; days: number[] }[] = [];
  let restricted = false;
  WEEKDAYS.forEach((weekday, index) => {
    const day = days[weekday];
    const platformDay = (index + 1) % 7;
    if (!day.enabled) {
      restricted = true;
      return;
    }
    const slots = day.slots.length > 0 ? day.slots : [{ start: '00:00', end: '24:00' }];
    if (day.slots.length > 0) restricted = true;
    for (const slot of slots) {
      const start = toMinutes(slot.start);
      const end = Math.min(MINUTES_PER_DAY, toMinutes(slot.end));
      const same = blocks.find((block) => block.start_minute === start && block.end_minute === end);
      if (same) same.days.push(platformDay);
      else blocks.push({ start_minute: start, end_minute: end, days: [platformDay] });
    }
  });
  return restricted
    ? JSON.stringify(blocks.map((block) => ({ ...block, days: block.days.sort((a, b) => a - b) })))
    : null;
}

const list = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : null);

const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * The Cities cell: each city as Ads Manager names a place with its radius — "Zeist, Netherlands (+25 km)",
 * "Yonkers, United States (+16 mi)" — the city, the English name of the ad set's (first) country, and the radius in
 * the unit the country reads; cities separated by "; " (a city's own name may hold a comma). Without a radius the
 * city alone with its country. The Countries cell is written as well, so an unmatched city still imports.
 * Source: the column names are those of the reference bulk-import sheet (reference/meta-bulk-import-headers.txt);
 * the place-with-radius form is how Ads Manager writes a location with a radius, within the platform's city radius
 * bounds (17–80 km, 10–50 mi; local-targeting.ts).
 */
export function exportCities(geo: AdSetOfCampaign['targeting']['geo_locations']): string | null {
  if (geo.cities.length === 0) return null;
  const code = geo.countries[0];
  const country = code ? (REGION_NAMES.of(code) ?? code) : null;
  const radius = geo.city_radius ? ` (${formatCityRadius(geo.city_radius)})` : '';
  return geo.cities.map((city) => `${city}${country ? `, ${country}` : ''}${radius}`).join('; ');
}

function exportGender(genders: readonly number[]): string | null {
  if (genders.length === 1) return genders[0] === 1 ? 'Male' : 'Female';
  return null;
}

/** An amount of the ad account's currency as the ad platform takes it: whole units where it has no minor ones. */
const inCurrency = (amount: number, currency: string): number => {
  const scale = 10 ** budgetDecimals(currency);
  return Math.round(amount * scale) / scale;
};

/**
 * The spreadsheet number format of the money cells: the amount with the account currency's code, never a symbol
 * ("25.00 EUR", "15,000 CLP"), so a euro budget cannot be read as dollars. The cell's value stays a plain number.
 */
export const exportMoneyFormat = (currency: string): string =>
  `${budgetDecimals(currency) === 0 ? '#,##0' : '#,##0.00'} "${currency.replace(/[^A-Z]/g, '')}"`;

/** The cells of a row that hold money of the ad account's currency: the budgets, and a bid or cost cap (not a ROAS goal). */
export function exportMoneyColumns(row: ExportRow): ExportColumn[] {
  const capped = CAPPED_BID_STRATEGIES.map((strategy) => ExportBidStrategies[strategy]);
  return [
    ...(['Campaign Daily Budget', 'Ad Set Daily Budget'] as const).filter((column) => row[column] !== null),
    ...(row['Bid Amount'] !== null && capped.includes(String(row['Ad Set Bid Strategy']))
      ? (['Bid Amount'] as const)
      : []),
  ];
}

function exportBidAmount(adSet: AdSetOfCampaign, currency: string): number | null {
  if (needsBidAmount(adSet.bid_strategy))
    return adSet.bid_amount == null ? null : inCurrency(adSet.bid_amount, currency);
  if (needsRoasFloor(adSet.bid_strategy) && adSet.roas_average_floor != null)
    return roasFromStored(adSet.roas_average_floor);
  return null;
}

const FORMAT_OPTIONS = {
  single_image: 'Single image or video',
  video: 'Single image or video',
  carousel: 'Carousel',
} as const;
const CREATIVE_TYPES = { single_image: 'Image', video: 'Video', carousel: 'Carousel' } as const;

/** An empty row: every column present, every cell blank. */
export const emptyExportRow = (): ExportRow =>
  Object.fromEntries(EXPORT_COLUMNS.map((column) => [column, null])) as ExportRow;

/** The rows of the sheet: one per ad, in ad set order. */
export function buildExportRows(
  campaign: Campaign,
  options: { displayLink?: string | null } = {},
): ExportRow[] {
  const displayLink =
    options.displayLink === undefined ? displayDomain(campaign.start_url) : options.displayLink;
  const adSets = new Map(campaign.ad_sets.map((adSet) => [adSet.id, adSet]));
  const products = new Map(
    campaign.product_data.map((product) => [`${product.ad_set_id}:${product.id}`, product]),
  );
  const starts = campaign.ad_sets
    .map((adSet) => adSet.schedule.start_time)
    .sort((a, b) => Date.parse(a) - Date.parse(b));
  const ends = campaign.ad_sets.map((adSet) => adSet.schedule.end_time ?? null);
  const lastEnd = ends.every((end): end is string => end !== null)
    ? ends.sort((a, b) => Date.parse(b) - Date.parse(a))[0]
    : null;
  const status = exportStatus(campaign.status);
  const orderedAds = [...campaign.ads].sort(
    (a, b) =>
      campaign.ad_sets.findIndex((set) => set.id === a.ad_set_id) -
      campaign.ad_sets.findIndex((set) => set.id === b.ad_set_id),
  );

  return orderedAds.map((ad: AdOfCampaign) => {
    const adSet = adSets.get(ad.ad_set_id);
    if (!adSet) throw new Error(`Ad ${ad.id} refers to a missing ad set`);
    const shown = ad.product_ids
      .map((id) => products.get(`${adSet.id}:${id}`))
      .filter((product) => product !== undefined);
    const link = shown[0]?.landing_page ?? ad.product?.landing_page ?? campaign.start_url;
    const { targeting, schedule } = adSet;
    const row = emptyExportRow();
    Object.assign(row, {
      'Campaign ID': campaign.facebook_campaign_id,
      'Campaign Name': campaign.name,
      'Special Ad Categories': 'None',
      'Campaign Status': status,
      'Campaign Objective': ExportObjectives[campaign.objective] ?? ExportDefaults.objective,
      'Buying Type': campaign.campaign_data.buying_type || ExportDefaults.buyingType,
      'Campaign Bid Strategy': ExportDefaults.bidStrategy,
      'Campaign Start Time': exportTime(starts[0]),
      'Campaign Stop Time': exportTime(lastEnd),
      'New Objective': 'Yes',
      'Ad Set ID': adSet.facebook_ad_set_id ?? null,
      'Ad Set Run Status': ExportDefaults.adSetRunStatus,
      'Ad Set Name': adSet.name,
      'Ad Set Time Start': exportTime(schedule.start_time),
      'Ad Set Time Stop': exportTime(schedule.end_time),
      'Ad Set Daily Budget': inCurrency(adSet.daily_budget, campaign.currency),
      'Destination Type': 'WEBSITE',
      'Ad Set Schedule': exportAdSetSchedule(schedule.days),
      'Use Accelerated Delivery': 'No',
      'Optimized Event': campaign.objective === 'OUTCOME_SALES' ? 'PURCHASE' : null,
      Link: link,
      Countries: list(targeting.geo_locations.countries),
      Cities: exportCities(targeting.geo_locations),
      Regions: list(targeting.geo_locations.regions),
      Gender: exportGender(targeting.genders),
      'Age Min': targeting.age_min,
      'Age Max': targeting.age_max,
      'Advantage Audience': 0,
      'Publisher Platforms': list(targeting.publisher_platforms),
      'Facebook Positions': list(targeting.facebook_positions),
      'Instagram Positions': list(targeting.instagram_positions),
      'Device Platforms': list(targeting.device_platforms),
      'Optimization Goal': exportOptimizationGoal(adSet.optimization_goal),
      'Billing Event': adSet.billing_event || ExportDefaults.billingEvent,
      'Bid Amount': exportBidAmount(adSet, campaign.currency),
      'Ad Set Bid Strategy': ExportBidStrategies[adSet.bid_strategy] ?? ExportDefaults.bidStrategy,
      'Ad ID': ad.facebook_ad_id ?? null,
      'Ad Status': status,
      'Ad Name': ad.name,
      Title: ad.headline,
      Body: ad.primary_text,
      'Display Link': displayLink,
      'Link Description': ad.description || null,
      'Optimize text per person':
        ad.headline_variations.length > 1 || ad.primary_text_variations.length > 1 ? 'Yes' : 'No',
      'Image File Name': ad.ad_type === 'video' ? null : mediaFileName(ad.media_url),
      'Creative Type': CREATIVE_TYPES[ad.ad_type],
      'Video File Name': ad.ad_type === 'video' ? mediaFileName(ad.media_url) : null,
      'Call to Action': ad.call_to_action || ExportDefaults.callToAction,
      'Call to Action Link': link,
      'Format Option': FORMAT_OPTIONS[ad.ad_type],
      'Ad Start Time': exportTime(schedule.start_time),
      'Ad Stop Time': exportTime(schedule.end_time),
    } satisfies Partial<ExportRow>);
    const titles = [
      'Additional Title 1',
      'Additional Title 2',
      'Additional Title 3',
      'Additional Title 4',
    ] as const;
    const bodies = [
      'Additional Body 1',
      'Additional Body 2',
      'Additional Body 3',
      'Additional Body 4',
    ] as const;
    titles.forEach((column, index) => (row[column] = ad.headline_variations[index + 1] ?? null));
    bodies.forEach((column, index) => (row[column] = ad.primary_text_variations[index + 1] ?? null));
    const cards = [1, 2, 3, 4, 5] as const;
    for (const n of cards) {
      const product = shown[n - 1];
      row[`Product ${n} - Link`] = product?.landing_page ?? null;
      row[`Product ${n} - Name`] = product?.name ?? null;
    }
    return row;
  });
}

const LOCAL_HOST =
  /^(localhost|127\.\d+\.\d+\.\d+|\[?::1\]?|0\.0\.0\.0|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+)$/i;

/**
 * The domain the ad shows as its Display Link: the site's host without "www.", or null for an address that is no
 * domain a customer could visit (an IP address, localhost — a local copy of a site).
 */
export function displayDomain(url: string): string | null {
  try {
    const host = new URL(url).hostname.toLowerCase();
    if (LOCAL_HOST.test(host) || /^\d+\.\d+\.\d+\.\d+$/.test(host) || host.startsWith('[')) return null;
    return bareHost(host);
  } catch {
    return null;
  }
}

/** SPEC §9 file name: the campaign name with underscores for spaces, then `_campaign_data.xlsx`. */
export const exportFileName = (campaignName: string): string =>
  `${campaignName.replace(/ /g, '_')}_campaign_data.xlsx`;
