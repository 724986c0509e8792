const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "12,345": impressions and clicks are whole numbers. */
export const formatCount = (value: number): string => count.format(Number.isFinite(value) ? value : 0);

/** "Jun 2, 2026"; an unreadable date shows as it came rather than "Invalid Date". */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : date.format(time);
}
