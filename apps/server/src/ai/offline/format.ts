import type { CrawlFactsOffering } from '../engine';

const SYMBOLS: Record<string, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  AUD: 'A$',
  CAD: 'C$',
  NZD: 'NZ$',
};

/** "$24.00", "£89.00", "120.00 CHF" — or null when the crawl found no price. */
export function formatPrice(offering: Pick<CrawlFactsOffering, 'price' | 'currency'>): string | null {
  if (!offering.price) return null;
  const code = offering.currency?.toUpperCase() ?? null;
  if (!code) return offering.price;
  const symbol = SYMBOLS[code];
  return symbol ? `${symbol}${offering.price}` : `${offering.price} ${code}`;
}

/** "a, b and c". */
export function joinList(items: string[], and = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Ends a sentence with punctuation when it has none. */
export const asSentence = (text: string) => {
  const trimmed = upperFirst(text.trim());
  return /[.!?]["')]?$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/**
 * Cuts a text to whole sentences within `max` (a reasoning is never cut mid-sentence); a first sentence longer than
 * `max` alone is cut as a quote is.
 */
export function clipSentences(text: string, max: number): string {
  if (text.length <= max) return text;
  let kept = '';
  for (const sentence of text.split(/(?<=[.!?…]["”')]?)\s+/)) {
    const next = kept ? `${kept} ${sentence}` : sentence;
    if (next.length > max) break;
    kept = next;
  }
  return kept || clipQuote(text, max);
}

/** Cuts a quote at a word boundary so it still reads as a quote. */
export function clipQuote(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}
