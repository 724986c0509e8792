import { formatLocalIso, startOfTomorrow } from '@adsmith/domain/campaigns/schedule';

/**
 * The schedule travels as ISO with the user's offset ("2025-06-02T09:30:00+02:00"); the pickers work on its
 * wall-clock parts, read straight from the string so no time zone conversion can shift the day.
 */
export const datePart = (iso: string | null | undefined): string | null => (iso ? iso.slice(0, 10) : null);
export const timePart = (iso: string | null | undefined): string | null => (iso ? iso.slice(11, 16) : null);

const pad = (value: number) => String(value).padStart(2, '0');

/** "2025-06-02" + "09:30" → ISO in this browser's offset for that day. */
export function combineDateAndTime(date: string, time: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return formatLocalIso(new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1, hours ?? 0, minutes ?? 0, 0, 0));
}

/** Tomorrow as "YYYY-MM-DD", the earliest start date (SPEC §5). */
export function tomorrowDate(now: Date): string {
  const tomorrow = startOfTomorrow(now);
  return `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`;
}
