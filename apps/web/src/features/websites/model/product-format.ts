import { Currency } from '@adsmith/domain/common/constants';
import { formatPrice } from '@adsmith/domain/common/money';

/**
 * An offering's price shown the site's local way (A$290.00, ₪200, 3 790 ₽, 12,50 €; formatPrice in the domain
 * package), in the currency the site stated, USD when it stated none. Null when there is no usable price.
 */
export function formatProductPrice(
  price: string | null,
  currency: string | null,
  language?: string | null,
): string | null {
  if (price === null || price.trim() === '') return null;
  const amount = Number(price);
  if (!Number.isFinite(amount) || amount < 0) return null;
  // Rounded to the cents first: extraction stores decimal strings, but older rows may carry more digits.
  return formatPrice(
    String(Math.round(amount * 100) / 100),
    (currency ?? Currency.code).toUpperCase(),
    language,
  );
}

/** Only web addresses become links or images: crawled data is untrusted (no `javascript:` or `data:` URLs). */
export function safeWebUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
