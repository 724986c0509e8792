import type { Offering, OfferingType } from '../crawl.types';
import { decodeEntities } from './dom';
import { buildOffering } from './offering';
import { minorUnitsToDecimal, normaliseCurrency, parsePrice } from './price';
import { parseLenientJson } from './json-ld';

/** Store platforms publish their catalogue as JSON; these read it without touching a page. */

export type FeedKind = 'shopify' | 'woocommerce';
export type FeedUrl = { kind: FeedKind; url: string };

const FeedLimits = { maxProducts: 500, maxVariants: 100 };
const SERVICE_WORDS =
  /\b(service|appointment|booking|consultation|lesson|class|workshop|course|session)s?\b/i;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toJson(input: unknown): unknown {
  return typeof input === 'string' ? parseLenientJson(input) : input;
}

function str(value: unknown): string | null {
  if (typeof value === 'string' && value.trim()) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/**
 * The platform feeds worth one request each on a site: Shopify's /products.json and the WooCommerce Store API.
 * A site that is neither answers 404 or HTML, which the parsers turn into [].
 */
export function feedUrlsFor(origin: string): FeedUrl[] {
  const base = new URL(origin).origin;
  return [
    { kind: 'shopify', url: `${base}/products.json?limit=250` },
    { kind: 'woocommerce', url: `${base}/wp-json/wc/store/v1/products?per_page=100` },
  ];
}

/**
 * Products of a Shopify /products.json answer ({ products: [{ title, handle, body_html, product_type, tags,
 * variants: [{ price, sku, available, requires_shipping }], images: [{ src }] }] }). The feed has no currency;
 * pass one (from the shop's pages) when known. Price is the cheapest variant; in stock when any variant is.
 */
export function parseShopifyProducts(
  json: unknown,
  origin: string,
  options: { currency?: string | null } = {},
): Offering[] {
  const data = toJson(json);
  const products = isObject(data) && Array.isArray(data.products) ? data.products : [];
  const base = new URL(origin).origin;
  const currency = normaliseCurrency(options.currency ?? null);
  const offerings: Offering[] = [];
  for (const product of products.slice(0, FeedLimits.maxProducts)) {
    if (!isObject(product)) continue;
    const variants = (Array.isArray(product.variants) ? product.variants : [])
      .slice(0, FeedLimits.maxVariants)
      .filter(isObject);
    let cheapest: { amount: string; sku: string | null } | null = null;
    for (const variant of variants) {
      const price = parsePrice(str(variant.price), { strictDecimal: true });
      if (price && (!cheapest || Number(price.amount) < Number(cheapest.amount))) {
        cheapest = { amount: price.amount, sku: str(variant.sku) };
      }
    }
    const hasAvailability = variants.some((variant) => typeof variant.available === 'boolean');
    const inStock = variants.some((variant) => variant.available === true);
    const images = Array.isArray(product.images) ? product.images.filter(isObject) : [];
    const image =
      images.map((img) => str(img.src)).find(Boolean) ??
      (isObject(product.image) ? str(product.image.src) : null);
    const handle = str(product.handle);
    const kindText = `${str(product.product_type) ?? ''} ${Array.isArray(product.tags) ? product.tags.join(' ') : (str(product.tags) ?? '')}`;
    const shipsNothing =
      variants.length > 0 && variants.every((variant) => variant.requires_shipping === false);
    const type: OfferingType = shipsNothing && SERVICE_WORDS.test(kindText) ? 'service' : 'product';
    const offering = buildOffering(
      {
        name: str(product.title),
        price: cheapest?.amount ?? null,
        currency,
        description: str(product.body_html),
        image_url: image,
        landing_page: handle ? `${base}/products/${encodeURIComponent(handle)}` : null,
        offering_type: type,
        sku: cheapest?.sku ?? variants.map((variant) => str(variant.sku)).find(Boolean) ?? null,
        availability: hasAvailability ? (inStock ? 'InStock' : 'OutOfStock') : null,
      },
      'shopify',
      base,
    );
    if (offering) offerings.push(offering);
  }
  return offerings;
}

/**
 * Products of a WooCommerce Store API answer (/wp-json/wc/store/v1/products: [{ name, permalink, sku,
 * short_description, description, prices: { price, currency_code, currency_minor_unit }, images: [{ src }],
 * is_in_stock }]). Prices there are integers in minor units: "8711" with minor unit 2 is 87.11.
 */
export function parseWooCommerceStoreProducts(json: unknown, origin: string): Offering[] {
  const data = toJson(json);
  const products = Array.isArray(data) ? data : [];
  const base = new URL(origin).origin;
  const offerings: Offering[] = [];
  for (const product of products.slice(0, FeedLimits.maxProducts)) {
    if (!isObject(product)) continue;
    const prices = isObject(product.prices) ? product.prices : {};
    const currency = normaliseCurrency(str(prices.currency_code));
    const price = minorUnitsToDecimal(
      prices.price ?? prices.regular_price,
      prices.currency_minor_unit,
      currency,
    );
    const images = Array.isArray(product.images) ? product.images.filter(isObject) : [];
    const name = str(product.name);
    const type = str(product.type) ?? '';
    const offering = buildOffering(
      {
        name: name ? decodeEntities(name) : null,
        price,
        currency,
        description: str(product.short_description) ?? str(product.description),
        image_url: images.map((img) => str(img.src)).find(Boolean) ?? null,
        landing_page: str(product.permalink),
        offering_type: type === 'booking' || type === 'appointment' ? 'service' : 'product',
        sku: str(product.sku),
        availability:
          typeof product.is_in_stock === 'boolean' ? (product.is_in_stock ? 'InStock' : 'OutOfStock') : null,
      },
      'woocommerce',
      base,
    );
    if (offering) offerings.push(offering);
  }
  return offerings;
}

/** Parses a feed answer by kind (see feedUrlsFor). */
export function parseFeed(
  kind: FeedKind,
  json: unknown,
  origin: string,
  options: { currency?: string | null } = {},
): Offering[] {
  return kind === 'shopify'
    ? parseShopifyProducts(json, origin, options)
    : parseWooCommerceStoreProducts(json, origin);
}
