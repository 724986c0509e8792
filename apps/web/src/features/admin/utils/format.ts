import dayjs from 'dayjs';

/** A timestamp in the viewer's local time, e.g. "2026-03-01 14:05:09"; "—" when there is none. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = dayjs(iso);
  return date.isValid() ? date.format('YYYY-MM-DD HH:mm:ss') : '—';
}

/** Just the clock time, for a history where all rows are recent. */
export function formatTime(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.format('HH:mm:ss') : '—';
}

/** "45 s", "3 m 05 s", "2 h 04 m"; "—" before the crawl started. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '—';
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  if (hours > 0) return `${hours} h ${pad(minutes)} m`;
  if (minutes > 0) return `${minutes} m ${pad(secs)} s`;
  return `${secs} s`;
}

export function formatLatency(ms: number | null): string {
  if (ms === null) return '—';
  return ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
}
