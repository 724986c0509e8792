import { AdSetRules, WEEKDAYS, type Weekday } from './constants';
import { CampaignRuleMessages } from './messages';

/**
 * Ad set schedule rules of SPEC §4/§5: start no earlier than tomorrow, end optional and not before the start,
 * 30-minute time steps, and per-weekday slots. Times travel as ISO strings with the user's UTC offset
 * ("2025-06-02T00:00:00+02:00") so the server can judge "tomorrow" and "on the half hour" in the user's own clock.
 */

export type TimeSlot = { start: string; end: string };
export type DaySchedule = { enabled: boolean; slots: TimeSlot[] };
export type WeekSchedule = Record<Weekday, DaySchedule>;
export type AdSetSchedule = { start_time: string; end_time?: string | null; days: WeekSchedule };
export type ScheduleIssue = { path: (string | number)[]; message: string };

const pad = (value: number) => String(value).padStart(2, '0');

/** The date in the runtime's local time zone, with its offset: what the wizard sends. */
export function formatLocalIso(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** Midnight at the start of tomorrow, local time. */
export function startOfTomorrow(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 0, 0);
}

/** Every weekday enabled with no slots (no slots = the whole day), the SPEC §9 default. */
export function allWeekdaysEnabled(): WeekSchedule {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, { enabled: true, slots: [] }]),
  ) as unknown as WeekSchedule;
}

/** SPEC §4: a manual ad set starts tomorrow at midnight and ends 30 days after that start. */
export function manualAdSetSchedule(now: Date): AdSetSchedule {
  const start = startOfTomorrow(now);
  const end = new Date(
    start.getFullYear(),
    start.getMonth(),
    start.getDate() + AdSetRules.schedule.manualDurationDays,
    0,
    0,
    0,
    0,
  );
  return { start_time: formatLocalIso(start), end_time: formatLocalIso(end), days: allWeekdaysEnabled() };
}

/** "+02:00" for 120 minutes, "-05:30" for -330. */
export function formatOffset(offsetMinutes: number): string {
  const abs = Math.abs(offsetMinutes);
  return `${offsetMinutes >= 0 ? '+' : '-'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * The manual-ad-set schedule in a given UTC offset (the server drafts ad sets for a user whose clock it knows only
 * by the offset the wizard sends): tomorrow at midnight there, and 30 days later.
 */
export function adSetScheduleInOffset(now: Date, offsetMinutes: number): AdSetSchedule {
  const there = new Date(now.getTime() + offsetMinutes * 60_000);
  const day = (plus: number) => {
    const date = new Date(Date.UTC(there.getUTCFullYear(), there.getUTCMonth(), there.getUTCDate() + plus));
    return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T00:00:00${formatOffset(offsetMinutes)}`;
  };
  return {
    start_time: day(1),
    end_time: day(1 + AdSetRules.schedule.manualDurationDays),
    days: allWeekdaysEnabled(),
  };
}

/** The choices of a 30-minute time picker: "00:00" … "23:30". */
export function halfHourTimes(): string[] {
  return Array.from(
    { length: 48 },
    (_, index) => `${pad(Math.floor(index / 2))}:${index % 2 === 0 ? '00' : '30'}`,
  );
}

const ISO_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}:?\d{2})$/;

type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millis: number;
  offsetMinutes: number;
};

/** Reads the wall-clock part and the offset of an ISO date-time; null when it is not one. */
export function parseWallClock(iso: string): WallClock | null {
  const match = ISO_PATTERN.exec(iso);
  if (!match || Number.isNaN(Date.parse(iso))) return null;
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  let offsetMinutes = 0;
  if (zone && zone !== 'Z') {
    const digits = zone.replace(':', '');
    offsetMinutes =
      (zone.startsWith('-') ? -1 : 1) * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5)));
  }
  return {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second ?? 0),
    millis: Number(fraction ?? 0),
    offsetMinutes,
  };
}

/** Whether an ISO time sits on a 30-minute step of its own clock. */
export function isOnHalfHour(iso: string): boolean {
  const clock = parseWallClock(iso);
  return (
    clock !== null &&
    clock.minute % AdSetRules.schedule.stepMinutes === 0 &&
    clock.second === 0 &&
    clock.millis === 0
  );
}

/** Whether the start's calendar day is tomorrow or later, judged in the start's own UTC offset. */
export function isStartOnOrAfterTomorrow(startIso: string, now: Date): boolean {
  const clock = parseWallClock(startIso);
  if (!clock) return false;
  const nowThere = new Date(now.getTime() + clock.offsetMinutes * 60_000);
  const today = Date.UTC(nowThere.getUTCFullYear(), nowThere.getUTCMonth(), nowThere.getUTCDate());
  return Date.UTC(clock.year, clock.month - 1, clock.day) > today;
}

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether "HH:MM" is a valid slot bound on a 30-minute step ("24:00" closes a day). */
export const isSlotTime = (time: string): boolean =>
  TIME_PATTERN.test(time) && minutesOf(time) % AdSetRules.schedule.stepMinutes === 0;

/**
 * Every schedule rule, as issues with paths relative to the schedule, so the create-campaign schema can report
 * "campaign_data.ad_sets.0.schedule.start_time: …". `now` is passed in so the rule is testable and the server uses
 * its own clock.
 */
export function checkSchedule(schedule: AdSetSchedule, now: Date): ScheduleIssue[] {
  const issues: ScheduleIssue[] = [];
  const start = Date.parse(schedule.start_time);
  if (!isStartOnOrAfterTomorrow(schedule.start_time, now))
    issues.push({ path: ['start_time'], message: CampaignRuleMessages.startNotBeforeTomorrow });
  if (!isOnHalfHour(schedule.start_time))
    issues.push({ path: ['start_time'], message: CampaignRuleMessages.halfHourSteps });
  if (schedule.end_time) {
    if (!isOnHalfHour(schedule.end_time))
      issues.push({ path: ['end_time'], message: CampaignRuleMessages.halfHourSteps });
    if (Date.parse(schedule.end_time) < start)
      issues.push({ path: ['end_time'], message: CampaignRuleMessages.endBeforeStart });
  }
  let anyEnabled = false;
  for (const day of WEEKDAYS) {
    const entry = schedule.days[day];
    anyEnabled ||= entry.enabled;
    const ordered = entry.slots
      .map((slot, index) => ({ slot, index }))
      .sort((a, b) => minutesOf(a.slot.start) - minutesOf(b.slot.start));
    for (const { slot, index } of ordered) {
      if (!isSlotTime(slot.start))
        issues.push({
          path: ['days', day, 'slots', index, 'start'],
          message: CampaignRuleMessages.halfHourSteps,
        });
      if (!isSlotTime(slot.end))
        issues.push({
          path: ['days', day, 'slots', index, 'end'],
          message: CampaignRuleMessages.halfHourSteps,
        });
      if (minutesOf(slot.end) <= minutesOf(slot.start))
        issues.push({ path: ['days', day, 'slots', index, 'end'], message: CampaignRuleMessages.slotOrder });
    }
    for (let position = 1; position < ordered.length; position += 1) {
      const previous = ordered[position - 1]!;
      const current = ordered[position]!;
      if (minutesOf(current.slot.start) < minutesOf(previous.slot.end)) {
        issues.push({
          path: ['days', day, 'slots', current.index],
          message: CampaignRuleMessages.slotsOverlap,
        });
      }
    }
  }
  if (!anyEnabled) issues.push({ path: ['days'], message: CampaignRuleMessages.noDayEnabled });
  return issues;
}
