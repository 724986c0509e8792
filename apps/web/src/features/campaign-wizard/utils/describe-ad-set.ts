import { formatBudget } from '@adsmith/domain/campaigns/budget';
import { formatCityRadius } from '@adsmith/domain/campaigns/local-targeting';
import { BidStrategyLabels, WEEKDAYS } from '@adsmith/domain/campaigns/constants';
import { needsBidAmount, needsRoasFloor } from '@adsmith/domain/campaigns/objective-settings';
import { roasFromStored } from '@adsmith/domain/campaigns/rules';
import type { AdSet } from '@adsmith/domain/campaigns/schemas';
import { datePart, timePart } from '../model/schedule-input';
import { countryName } from '@/lib/countries';
import { humanizeValue, platformLabel } from './labels';

const list = (values: readonly string[], empty: string, label: (value: string) => string = humanizeValue) =>
  values.length > 0 ? values.map(label).join(', ') : empty;

function genderText(genders: readonly number[]): string {
  if (genders.length !== 1) return 'All';
  return genders[0] === 1 ? 'Male' : 'Female';
}

function scheduleDays(adSet: AdSet): string {
  const days = adSet.schedule.days;
  const enabled = WEEKDAYS.filter((day) => days[day].enabled);
  if (enabled.length === WEEKDAYS.length && enabled.every((day) => days[day].slots.length === 0))
    return 'Every day, all day';
  return enabled
    .map((day) => {
      const slots = days[day].slots;
      const hours =
        slots.length === 0 ? 'all day' : slots.map((slot) => `${slot.start}–${slot.end}`).join(', ');
      return `${humanizeValue(day)} ${hours}`;
    })
    .join('; ');
}

const when = (iso: string | null | undefined) => (iso ? `${datePart(iso)} ${timePart(iso)}` : 'No end date');

/** An ad set's settings as label/value lines for the review (SPEC §2 item 6: settings readable), money in `currency`. */
export function describeAdSet(adSet: AdSet, currency: string): [label: string, value: string][] {
  const { targeting } = adSet;
  const rows: [string, string][] = [
    ['Daily budget', formatBudget(adSet.daily_budget, currency)],
    ['Countries', list(targeting.geo_locations.countries, 'None', countryName)],
  ];
  if (targeting.geo_locations.cities.length > 0)
    rows.push([
      'Cities',
      `${targeting.geo_locations.cities.join(', ')}${
        targeting.geo_locations.city_radius
          ? ` (${formatCityRadius(targeting.geo_locations.city_radius)})`
          : ''
      }`,
    ]);
  if (targeting.geo_locations.regions.length > 0)
    rows.push(['Regions', targeting.geo_locations.regions.join(', ')]);
  rows.push(
    ['Gender', genderText(targeting.genders)],
    ['Ages', `${targeting.age_min}–${targeting.age_max}${targeting.age_max === 65 ? '+' : ''}`],
    ['Platforms', list(targeting.publisher_platforms, 'Automatic placements', platformLabel)],
  );
  if (targeting.facebook_positions.length > 0)
    rows.push(['Facebook positions', list(targeting.facebook_positions, '', platformLabel)]);
  if (targeting.instagram_positions.length > 0)
    rows.push(['Instagram positions', list(targeting.instagram_positions, '', platformLabel)]);
  rows.push(
    ['Devices', list(targeting.device_platforms, 'All devices')],
    ['Optimisation goal', humanizeValue(adSet.optimization_goal)],
    ['Billing event', humanizeValue(adSet.billing_event)],
    ['Bid strategy', BidStrategyLabels[adSet.bid_strategy]],
  );
  if (needsBidAmount(adSet.bid_strategy))
    rows.push([
      adSet.bid_strategy === 'COST_CAP' ? 'Cost cap' : 'Bid cap',
      formatBudget(adSet.bid_amount ?? 0, currency),
    ]);
  if (needsRoasFloor(adSet.bid_strategy) && adSet.roas_average_floor != null)
    rows.push(['Minimum ROAS', String(roasFromStored(adSet.roas_average_floor))]);
  rows.push(
    ['Starts', when(adSet.schedule.start_time)],
    ['Ends', when(adSet.schedule.end_time)],
    ['Delivery days', scheduleDays(adSet)],
  );
  return rows;
}
