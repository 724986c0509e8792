import { Currency, PreviewLimits } from '@adsmith/domain/common/constants';

/** SPEC §2/§9: crawl data previews stop at 500 characters, marked so nobody mistakes them for the whole text. */
export function truncatePreview(text: string, limit: number = PreviewLimits.crawlDataContent): string {
  if (text.length <= limit) return text;
  return `${text.slice(0, limit)}…`;
}

/**
 * A price as SPEC §9 shows money (USD style, 2 decimals), in the offering's own currency when the crawl found
 * one; without a currency the number alone is shown rather than claiming dollars the site never stated.
 */
export function formatPrice(price: string | null, currency: string | null): string | null {
  if (price === null || price.trim() === '') return null;
  const amount = Number(price);
  if (!Number.isFinite(amount)) return price;
  const digits = { minimumFractionDigits: Currency.decimals, maximumFractionDigits: Currency.decimals };
  if (currency) {
    try {
      return new Intl.NumberFormat('en-US', { style: 'currency', currency, ...digits }).format(amount);
    } catch {
      // An unknown currency code (bad markup on the site): show it next to the number instead.
      return `${new Intl.NumberFormat('en-US', digits).format(amount)} ${currency}`;
    }
  }
  return new Intl.NumberFormat('en-US', digits).format(amount);
}

/** The page title the crawler stored in `meta` (its own `title`, else OpenGraph's). */
export function readPageTitle(meta: Record<string, unknown>): string | null {
  if (typeof meta.title === 'string' && meta.title) return meta.title;
  const og = meta.og;
  if (typeof og === 'object' && og !== null && typeof (og as { title?: unknown }).title === 'string') {
    return (og as { title: string }).title;
  }
  return null;
}

export function readPageDescription(meta: Record<string, unknown>): string | null {
  return typeof meta.description === 'string' && meta.description ? meta.description : null;
}
