import { describe, expect, it } from 'vitest';
import { combineDateAndTime, datePart, timePart, tomorrowDate } from './schedule-input';

describe('schedule input', () => {
  it('reads the wall-clock date and time straight from the ISO string', () => {
    expect(datePart('2026-06-02T09:30:00+02:00')).toBe('2026-06-02');
    expect(timePart('2026-06-02T09:30:00-05:00')).toBe('09:30');
    expect(datePart(null)).toBeNull();
  });

  it('writes a picked date and time in the local offset, keeping the wall clock', () => {
    const iso = combineDateAndTime('2026-06-02', '09:30');
    expect(datePart(iso)).toBe('2026-06-02');
    expect(timePart(iso)).toBe('09:30');
    expect(new Date(iso).getHours()).toBe(9);
  });

  it('gives tomorrow as the earliest start date', () => {
    expect(tomorrowDate(new Date(2026, 11, 31, 23, 59))).toBe('2027-01-01');
  });
});
