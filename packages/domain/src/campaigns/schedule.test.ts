import { describe, expect, it } from 'vitest';
import {
  adSetScheduleInOffset,
  allWeekdaysEnabled,
  checkSchedule,
  formatLocalIso,
  halfHourTimes,
  isOnHalfHour,
  isStartOnOrAfterTomorrow,
  manualAdSetSchedule,
  startOfTomorrow,
} from './schedule';

const NOW = new Date('2025-06-10T15:20:00Z');

describe('schedule rules (SPEC §4, §5)', () => {
  it('makes a manual ad set start tomorrow at midnight and end 30 days later, every weekday enabled', () => {
    const now = new Date(2025, 5, 10, 15, 20);
    const schedule = manualAdSetSchedule(now);
    expect(new Date(schedule.start_time).getTime()).toBe(new Date(2025, 5, 11, 0, 0).getTime());
    expect(new Date(schedule.end_time!).getTime()).toBe(new Date(2025, 6, 11, 0, 0).getTime());
    expect(Object.values(schedule.days).every((day) => day.enabled && day.slots.length === 0)).toBe(true);
    expect(checkSchedule(schedule, now)).toEqual([]);
  });

  it.each([
    [0, '2025-06-11T00:00:00+00:00', '2025-07-11T00:00:00+00:00'],
    [-600, '2025-06-11T00:00:00-10:00', '2025-07-11T00:00:00-10:00'],
    [720, '2025-06-12T00:00:00+12:00', '2025-07-12T00:00:00+12:00'],
    [330, '2025-06-11T00:00:00+05:30', '2025-07-11T00:00:00+05:30'],
  ])('drafts a schedule in UTC offset %i minutes: %s to %s', (offset, start, end) => {
    const schedule = adSetScheduleInOffset(NOW, offset);
    expect([schedule.start_time, schedule.end_time]).toEqual([start, end]);
    expect(checkSchedule(schedule, NOW)).toEqual([]);
  });

  it('runs in the pinned time zone (Pacific/Auckland, vitest.config.ts), with daylight saving', () => {
    expect(new Date('2026-07-01T00:00:00Z').getTimezoneOffset()).toBe(-720);
    expect(new Date('2026-12-01T00:00:00Z').getTimezoneOffset()).toBe(-780);
  });

  it('keeps a manual schedule at local midnight across the change to daylight saving, each end with its own offset', () => {
    // Saturday 26 September 2026, noon in Auckland; clocks go forward at 02:00 on Sunday the 27th.
    const now = new Date('2026-09-26T00:00:00Z');
    const schedule = manualAdSetSchedule(now);
    expect(schedule.start_time).toBe('2026-09-27T00:00:00+12:00');
    expect(schedule.end_time).toBe('2026-10-27T00:00:00+13:00');
    expect(checkSchedule(schedule, now)).toEqual([]);
    // And back: the first Sunday of April 2026 the clocks go back at 03:00.
    const autumn = manualAdSetSchedule(new Date('2026-04-03T00:00:00Z'));
    expect(autumn.start_time).toBe('2026-04-04T00:00:00+13:00');
    expect(autumn.end_time).toBe('2026-05-04T00:00:00+12:00');
    // A half-hour slot check is made on the user's clock, whatever the season.
    expect(isOnHalfHour('2026-09-27T03:30:00+13:00')).toBe(true);
  });

  it('formats local times with their offset', () => {
    expect(formatLocalIso(startOfTomorrow(new Date(2025, 0, 31, 12)))).toMatch(
      /^2025-02-01T00:00:00[+-]\d{2}:\d{2}$/,
    );
  });

  it.each([
    ['2025-06-11T00:00:00Z', true],
    ['2025-06-10T23:30:00Z', false],
    ['2025-06-11T00:00:00-10:00', true],
    ['2025-06-10T23:00:00-10:00', false],
    ['2025-06-11T00:00:00+12:00', false],
    ['not a date', false],
  ])('start %s is tomorrow or later: %s', (start, ok) => {
    expect(isStartOnOrAfterTomorrow(start, NOW)).toBe(ok);
  });

  it.each([
    ['2025-06-11T00:00:00+05:45', true],
    ['2025-06-11T10:30:00Z', true],
    ['2025-06-11T10:15:00Z', false],
    ['2025-06-11T10:30:10Z', false],
  ])('%s on a 30-minute step: %s', (iso, ok) => expect(isOnHalfHour(iso)).toBe(ok));

  it('offers 48 half-hour picker times', () => {
    const times = halfHourTimes();
    expect(times).toHaveLength(48);
    expect(times.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(times.at(-1)).toBe('23:30');
  });

  const base = {
    start_time: '2025-06-12T09:00:00Z',
    end_time: '2025-07-12T09:00:00Z',
    days: allWeekdaysEnabled(),
  };
  it.each([
    [
      'an end before the start',
      { ...base, end_time: '2025-06-11T09:00:00Z' },
      [['end_time', 'The end date must not be before the start date']],
    ],
    [
      'a start today',
      { ...base, start_time: '2025-06-10T22:00:00Z' },
      [['start_time', 'The start date must be tomorrow or later']],
    ],
    [
      'a start off the half hour',
      { ...base, start_time: '2025-06-12T09:10:00Z' },
      [['start_time', 'Times must be on the hour or half hour']],
    ],
    ['no end', { ...base, end_time: null }, []],
    [
      'overlapping and reversed slots',
      {
        ...base,
        days: {
          ...base.days,
          monday: {
            enabled: true,
            slots: [
              { start: '09:00', end: '12:00' },
              { start: '11:30', end: '13:00' },
              { start: '15:00', end: '14:00' },
            ],
          },
        },
      },
      [
        ['days.monday.slots.2.end', 'A time slot must end after it starts'],
        ['days.monday.slots.1', 'Time slots of a day must not overlap'],
      ],
    ],
    [
      'a slot off the step',
      {
        ...base,
        days: { ...base.days, friday: { enabled: true, slots: [{ start: '09:15', end: '24:00' }] } },
      },
      [['days.friday.slots.0.start', 'Times must be on the hour or half hour']],
    ],
    [
      'no enabled day',
      {
        ...base,
        days: Object.fromEntries(
          Object.keys(base.days).map((day) => [day, { enabled: false, slots: [] }]),
        ) as unknown as ReturnType<typeof allWeekdaysEnabled>,
      },
      [['days', 'At least one weekday must be enabled']],
    ],
  ])('reports %s', (_name, schedule, expected) => {
    expect(checkSchedule(schedule, NOW).map((issue) => [issue.path.join('.'), issue.message])).toEqual(
      expected,
    );
  });
});
