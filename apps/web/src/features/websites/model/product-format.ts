import { Currency } from '@adsmith/domain/common/constants';

/**
 * A price as SPEC §9 displays it: currency with 2 decimals, USD unless the site stated another currency (showing a
 * pound price with a dollar sign would misstate it). Null when there is no usable price.
 */
export function formatProductPrice(price: string | null, currency: string | null): string | null {
  if (price === null || price.trim() === '') return null;
  const amount = Number(price);
  if (!Number.isFinite(amount)) return null;
  const code = (currency ?? Currency.code).toUpperCase();
  const digits = { minimumFractionDigits: Currency.decimals, maximumFractionDigits: Currency.decimals };
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: code, ...digits }).format(amount);
  } catch {
    // Not an ISO 4217 code: show the amount and the code as the site wrote it.
    return `${new Intl.NumberFormat('en-US', digits).format(amount)} ${code}`;
  }
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
