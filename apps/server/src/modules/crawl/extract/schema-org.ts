import type { Availability, Offering, OfferingSource, OfferingType } from '../crawl.types';
import { resolveUrl } from './dom';
import { buildOffering } from './offering';
import { normaliseAvailability, normaliseCurrency, parsePrice } from './price';

/**
 * Reads offerings out of schema.org data, whichever syntax carried it: JSON-LD objects as parsed, or the
 * node trees microdata.ts and rdfa.ts build in the same shape ({ '@type': [...], property: value | value[] }).
 */

type SchemaNode = Record<string, unknown>;

const PRODUCT_TYPES = new Set([
  'product',
  'individualproduct',
  'productmodel',
  'someproducts',
  'vehicle',
  'car',
  'motorcycle',
  'productgroup',
]);
const SERVICE_TYPES = new Set([
  'service',
  'financialproduct',
  'bankaccount',
  'loanorcredit',
  'paymentservice',
  'broadcastservice',
  'cableorsatelliteservice',
  'foodservice',
  'governmentservice',
  'taxi',
  'taxiservice',
  'webapi',
  'investmentordeposit',
  'currencyconversionservice',
]);
const OFFER_TYPES = new Set(['offer', 'aggregateoffer']);
const WalkLimits = { maxDepth: 24, maxNodes: 5000 };

type Context = { pageUrl: string; source: OfferingSource; currencyHint: string | null };
type OfferFacts = {
  price: string | null;
  currency: string | null;
  availability: Availability | null;
  url: string | null;
  sku: string | null;
};

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** Lower-case short type names of a node: "http://schema.org/Product", "schema:Product" → "product". */
export function schemaTypes(node: SchemaNode): string[] {
  return asArray(node['@type'] ?? node.type)
    .filter((type): type is string => typeof type === 'string')
    .map((type) =>
      type
        .trim()
        .replace(/^.*[/#:]/, '')
        .toLowerCase(),
    );
}

function hasType(node: SchemaNode, types: Set<string>): boolean {
  return schemaTypes(node).some((type) => types.has(type));
}

/** First textual value: strings, numbers, { '@value' }, or the name of a nested thing (brand: { name }). */
export function textOf(value: unknown): string | null {
  for (const item of asArray(value)) {
    if (typeof item === 'string' && item.trim()) return item;
    if (typeof item === 'number' && Number.isFinite(item)) return String(item);
    if (isNode(item)) {
      const inner = item['@value'] ?? item.name;
      if (typeof inner === 'string' && inner.trim()) return inner;
    }
  }
  return null;
}

/** First URL: a string, an ImageObject ({ url | contentUrl }), or a list of them; resolved and never data:. */
export function urlOf(value: unknown, base: string): string | null {
  for (const item of asArray(value)) {
    const candidate = isNode(item) ? (item.url ?? item.contentUrl ?? item['@id']) : item;
    const href =
      typeof candidate === 'string' ? candidate : Array.isArray(candidate) ? textOf(candidate) : null;
    const resolved = resolveUrl(href, base);
    if (resolved) return resolved;
  }
  return null;
}

function priceOf(value: unknown, currency: string | null): string | null {
  for (const item of asArray(value)) {
    const raw = isNode(item) ? item['@value'] : item;
    const parsed = parsePrice(raw, { currency, strictDecimal: true });
    if (parsed) return parsed.amount;
  }
  return null;
}

/** Price, currency, availability, url and sku of an Offer / AggregateOffer / list of offers (lowest price wins). */
function readOffers(value: unknown, ctx: Context, depth = 0): OfferFacts | null {
  let best: OfferFacts | null = null;
  let anyInStock = false;
  for (const offer of asArray(value).slice(0, 200)) {
    if (!isNode(offer)) continue;
    const spec = asArray(offer.priceSpecification).find(isNode);
    const currency =
      normaliseCurrency(textOf(offer.priceCurrency), ctx.currencyHint) ??
      normaliseCurrency(textOf(spec?.priceCurrency), ctx.currencyHint) ??
      null;
    // A PriceSpecification may state a range (minPrice–maxPrice): the price starts at its minimum.
    let price =
      priceOf(offer.price, currency) ??
      priceOf(offer.lowPrice, currency) ??
      priceOf(spec?.price, currency) ??
      priceOf(spec?.minPrice, currency);
    let facts: OfferFacts = {
      price,
      currency: currency ?? (price ? ctx.currencyHint : null),
      availability: normaliseAvailability(textOf(offer.availability)),
      url: resolveUrl(textOf(offer.url), ctx.pageUrl),
      sku: textOf(offer.sku),
    };
    if (!price && offer.offers && depth < 3) {
      const nested = readOffers(offer.offers, ctx, depth + 1);
      if (nested)
        facts = {
          ...nested,
          url: facts.url ?? nested.url,
          availability: facts.availability ?? nested.availability,
        };
      price = facts.price;
    }
    if (facts.availability === 'InStock') anyInStock = true;
    if (!best || (price && (!best.price || Number(price) < Number(best.price)))) best = facts;
  }
  if (best && anyInStock) best.availability = 'InStock';
  return best;
}

function offeringFromItem(
  item: SchemaNode,
  ctx: Context,
  offerOverride?: OfferFacts | null,
  nameFallback?: string | null,
): Offering | null {
  const type: OfferingType = hasType(item, SERVICE_TYPES) ? 'service' : 'product';
  let offer = offerOverride?.price ? offerOverride : (readOffers(item.offers, ctx) ?? offerOverride ?? null);
  let image = urlOf(item.image, ctx.pageUrl);
  let sku =
    textOf(item.sku) ??
    textOf(item.mpn) ??
    textOf(item.gtin13) ??
    textOf(item.gtin) ??
    textOf(item.productID);
  const isGroup = schemaTypes(item).includes('productgroup');
  if (isGroup) {
    sku = textOf(item.productGroupID) ?? sku;
    const variants = asArray(item.hasVariant).filter(isNode).slice(0, 200);
    const variantOffers = variants
      .map((variant) => readOffers(variant.offers, ctx))
      .filter((o): o is OfferFacts => o !== null);
    const cheapest = readOffers(
      variantOffers.map((o) => ({
        price: o.price,
        priceCurrency: o.currency,
        availability: o.availability,
        url: o.url,
      })),
      ctx,
    );
    if (!offer?.price && cheapest) offer = { ...cheapest, url: offer?.url ?? null, sku: null };
    image = image ?? variants.map((variant) => urlOf(variant.image, ctx.pageUrl)).find(Boolean) ?? null;
  }
  return buildOffering(
    {
      name: textOf(item.name) ?? nameFallback ?? textOf(item.serviceType),
      price: offer?.price ?? null,
      currency: offer?.currency ?? null,
      description: textOf(item.description),
      image_url: image,
      landing_page: resolveUrl(textOf(item.url), ctx.pageUrl) ?? offer?.url ?? urlFromId(item, ctx.pageUrl),
      offering_type: type,
      sku: sku ?? offer?.sku ?? null,
      availability: offer?.availability ?? null,
    },
    ctx.source,
    ctx.pageUrl,
  );
}

/** The words of a place as compared with a name: lower case, each cut to its stem ("Prahu" and "Praha" → "prah"). */
function placeStems(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((word) =>
    /^\d+$/.test(word) ? word : word.slice(0, Math.max(4, word.length - 2)),
  );
}

/**
 * A service named after a place it serves ("Dog grooming Springfield", "Psí salon pro Prahu 5" with "Praha 5" in
 * areaServed): a town's landing page of the business, the same services as everywhere,
 * not an offering of its own.
 */
function isPlacePage(item: SchemaNode): boolean {
  const name = textOf(item.name);
  if (!name || !hasType(item, SERVICE_TYPES)) return false;
  const words = placeStems(name);
  return asArray(item.areaServed).some((area) => {
    const place = isNode(area) ? textOf(area.name) : typeof area === 'string' ? area : null;
    const stems = place ? placeStems(place) : [];
    return (
      stems.length > 0 &&
      stems.some((stem) => /\p{L}/u.test(stem)) &&
      stems.every((stem) => words.some((word) => word.startsWith(stem)))
    );
  });
}

/**
 * A service that only gathers others: no price of its own, several named offers or a catalogue of services
 * ("Our Services" offering "Classes Online", "Private Lessons" …). The business's summary,
 * not an offering; what it gathers is read where the site lists it.
 */
function isUmbrellaService(item: SchemaNode, ctx: Context): boolean {
  if (!hasType(item, SERVICE_TYPES) || readOffers(item.offers, ctx)?.price) return false;
  const named = new Set(
    asArray(item.offers)
      .filter(isNode)
      .map((offer) => textOf(offer.name) ?? textOf(isNode(offer.itemOffered) ? offer.itemOffered.name : null))
      .filter((name): name is string => name !== null),
  );
  const catalogue = asArray(item.hasOfferCatalog)
    .filter(isNode)
    .flatMap((catalog) => asArray(catalog.itemListElement));
  return named.size >= 2 || catalogue.length >= 2;
}

/** An @id like "https://shop/p/mug#product" names the product page; "#product" alone names nothing new. */
function urlFromId(item: SchemaNode, pageUrl: string): string | null {
  const id = item['@id'];
  return typeof id === 'string' && /^https?:\/\//i.test(id) ? resolveUrl(id, pageUrl) : null;
}

/**
 * Walks schema.org nodes (arrays, @graph, ItemList, OfferCatalog, makesOffer, mainEntity … at any depth) and turns
 * every Product, ProductGroup (one offering, cheapest variant), Service and Offer-with-itemOffered into an Offering.
 * Products are not searched inside, so related products and reviews do not leak in.
 */
export function offeringsFromSchemaNodes(
  roots: unknown[],
  ctx: { pageUrl: string; source: OfferingSource; currencyHint?: string | null },
): Offering[] {
  const context: Context = {
    pageUrl: ctx.pageUrl,
    source: ctx.source,
    currencyHint: ctx.currencyHint ?? null,
  };
  const found: Offering[] = [];
  let visited = 0;
  const visit = (value: unknown, depth: number): void => {
    if (depth > WalkLimits.maxDepth || ++visited > WalkLimits.maxNodes) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    if (!isNode(value)) return;
    if (hasType(value, PRODUCT_TYPES) || hasType(value, SERVICE_TYPES)) {
      if (isPlacePage(value) || isUmbrellaService(value, context)) return;
      const offering = offeringFromItem(value, context);
      if (offering) found.push(offering);
      return;
    }
    if (hasType(value, OFFER_TYPES)) {
      const facts = readOffers(value, context);
      const items = asArray(value.itemOffered);
      for (const item of items) {
        const offering = isNode(item)
          ? offeringFromItem(item, context, facts, textOf(value.name))
          : offeringFromItem(
              { '@type': 'Product', name: textOf(item) ?? textOf(value.name) },
              context,
              facts,
            );
        if (offering) found.push(offering);
      }
      if (items.length === 0 && textOf(value.name)) {
        const offering = offeringFromItem({ ...value, '@type': 'Product', offers: value }, context, facts);
        if (offering) found.push(offering);
      }
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      if (key === '@context' || typeof child !== 'object' || child === null) continue;
      visit(child, depth + 1);
    }
  };
  for (const root of roots) visit(root, 0);
  return found;
}

/** Nodes of the given types anywhere in the data (Organization for the logo, WebSite for the name …). */
export function findSchemaNodes(roots: unknown[], types: string[]): SchemaNode[] {
  const wanted = new Set(types.map((type) => type.toLowerCase()));
  const found: SchemaNode[] = [];
  let visited = 0;
  const visit = (value: unknown, depth: number): void => {
    if (depth > WalkLimits.maxDepth || ++visited > WalkLimits.maxNodes) return;
    if (Array.isArray(value)) return value.forEach((item) => visit(item, depth + 1));
    if (!isNode(value)) return;
    if (hasType(value, wanted)) found.push(value);
    for (const child of Object.values(value))
      if (typeof child === 'object' && child !== null) visit(child, depth + 1);
  };
  for (const root of roots) visit(root, 0);
  return found;
}
