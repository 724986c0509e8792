import { PreviewLimits } from '@adsmith/domain/common/constants';
import { formatPrice as formatLocalPrice } from '@adsmith/domain/common/money';

/** SPEC §2/§9: crawl data previews stop at 500 characters, marked so nobody mistakes them for the whole text. */
export function truncatePreview(text: string, limit: number = PreviewLimits.crawlDataContent): string {
  if (text.length <= limit) return text;
  return `${text.slice(0, limit)}…`;
}

/**
 * An offering's price shown the site's local way (formatPrice in the domain package: A$290.00, ₪200, 3 790 ₽), in
 * the offering's own currency; without a currency the number alone is shown rather than claiming dollars the site
 * never stated.
 */
export function formatPrice(
  price: string | null,
  currency: string | null,
  language?: string | null,
): string | null {
  if (price === null || price.trim() === '') return null;
  const amount = Number(price);
  if (!Number.isFinite(amount) || amount < 0) return price;
  return formatLocalPrice(String(Math.round(amount * 100) / 100), currency, language);
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
