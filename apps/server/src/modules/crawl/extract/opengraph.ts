import type { Offering } from '../crawl.types';
import { metaContent, type CheerioAPI } from './dom';
import { buildOffering, stripSiteSuffix } from './offering';
import { normaliseAvailability, normaliseCurrency, parsePrice } from './price';

/** The currency the page declares for its products (og/product meta), used to settle "$" or bare numbers. */
export function pageCurrency($: CheerioAPI): string | null {
  return normaliseCurrency(metaContent($, 'product:price:currency', 'og:price:currency', 'priceCurrency'));
}

/**
 * The OpenGraph product of the page (og:type product, product:price:amount / product:price:currency,
 * product:availability, product:retailer_item_id), or none when the page is not a product.
 */
export function extractOpenGraphOfferings($: CheerioAPI, pageUrl: string): Offering[] {
  const type = (metaContent($, 'og:type') ?? '').toLowerCase();
  const amount = metaContent($, 'product:price:amount', 'og:price:amount', 'product:sale_price:amount');
  if (!type.includes('product') && !amount) return [];
  const currency = pageCurrency($);
  const price = parsePrice(amount, { currency, strictDecimal: true });
  const siteName = metaContent($, 'og:site_name');
  const title = metaContent($, 'og:title') ?? $('title').first().text();
  const offering = buildOffering(
    {
      name: title ? stripSiteSuffix(title, siteName) : null,
      price: price?.amount ?? null,
      currency: price?.currency ?? currency,
      description: metaContent($, 'og:description'),
      image_url: metaContent($, 'og:image:secure_url', 'og:image', 'og:image:url'),
      landing_page: metaContent($, 'og:url'),
      offering_type: 'product',
      sku: metaContent($, 'product:retailer_item_id', 'product:sku'),
      availability: normaliseAvailability(metaContent($, 'product:availability', 'og:availability')),
    },
    'opengraph',
    pageUrl,
  );
  return offering ? [offering] : [];
}
