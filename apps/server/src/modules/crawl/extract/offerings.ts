import type { Offering } from '../crawl.types';
import { ExtractLimits, loadHtml, type CheerioAPI } from './dom';
import { showOwnCurrency } from './currency-switcher';
import { extractHeuristicProduct, extractHeuristicServices, isProductPath } from './heuristics';
import { extractJsonLdOfferings } from './json-ld';
import { mergeOfferings } from './merge';
import { extractMicrodataOfferings } from './microdata';
import { extractOpenGraphOfferings, pageCurrency } from './opengraph';
import { isNeverOfferingUrl } from '@adsmith/domain/crawl/page-url';
import { isJunkOfferingName, isMissedAppointmentCharge } from './junk';
import { extractLeadOffers, withoutRestatedRecords } from './lead-offers';
import { cleanPageOfferingNames } from './names';
import { extractPriceListOfferings } from './price-list';
import { extractRdfaOfferings } from './rdfa';

/** Offerings of a parsed page; see extractOfferings. */
export function extractOfferingsFromDom($: CheerioAPI, url: string): Offering[] {
  // Carts, checkouts, accounts, searches and category/tag listings are never offerings, whatever their markup says.
  if (isNeverOfferingUrl(url)) return [];
  const currency = pageCurrency($);
  const structured = [
    ...extractJsonLdOfferings($, url, currency),
    ...extractMicrodataOfferings($, url, currency),
    ...extractRdfaOfferings($, url, currency),
    ...extractOpenGraphOfferings($, url),
  ];
  let listed = extractPriceListOfferings($, { currency, pageUrl: url });
  const structuredProduct = structured.some((offering) => offering.offering_type === 'product');
  // One product's own page (a product URL, its heading with a price and a buy button): a price list in its
  // description (meal plans, extras) describes that product; it is not the page's offerings.
  const ownProduct =
    listed.length > 0 && !structuredProduct && isProductPath(url)
      ? extractHeuristicProduct($, url, currency)
      : [];
  if (ownProduct.length === 1) listed = [];
  const hasProduct = structuredProduct || listed.length > 0 || ownProduct.length > 0;
  const pageProduct = hasProduct ? [] : extractHeuristicProduct($, url, currency);
  // Offers the text states with a from-price ("Boiler repair from $180"), never on one product's page.
  const stated =
    structuredProduct || ownProduct.length === 1 || pageProduct.length === 1
      ? []
      : extractLeadOffers($, { currency, pageUrl: url });
  const hasService = structured.some((offering) => offering.offering_type === 'service');
  const guessed = [
    ...ownProduct,
    ...pageProduct,
    ...(hasService ? [] : extractHeuristicServices($, url, currency, listed.length + stated.length > 0)),
  ];
  // A record the page also states in a sentence at its price is that sentence's offering, read once.
  const kept = new Set(withoutRestatedRecords(stated, [...listed, ...guessed]));
  const page = [...structured, ...listed, ...stated, ...guessed].filter(
    (offering) => stated.includes(offering) || structured.includes(offering) || kept.has(offering),
  );
  const cleaned = cleanPageOfferingNames($, page, url).filter(
    (offering) =>
      !isJunkOfferingName(offering.name) &&
      !isMissedAppointmentCharge(offering.name) &&
      !isNeverOfferingUrl(offering.landing_page),
  );
  return mergeOfferings(withSizeVariants(cleaned, url)).slice(0, ExtractLimits.maxOfferingsPerPage);
}

/**
 * A row named by a size class and its measure ("Malé plemeno (do 25 cm)", "Small dog (up to 10 kg)", "Grande (Ø 33
 * cm)"): at most three words before a bracket that holds a figure with a unit of length, weight or volume.
 */
const SIZE_CLASS =
  /^(?:[\p{L}'’-]+\s+){0,2}[\p{L}'’-]+\s*\((?=[^)]*\d\s*(?:cm|mm|m|kg|g|lbs?|in|inch(?:es)?|ml|cl|l)\b)[^)]*\)$/iu;

/**
 * On the page of one service (its own unpriced service, by its markup or its heading), rows named only by a size
 * class are that service's prices by size: variants of it, the lowest its price, never offerings of their own.
 */
function withSizeVariants(offerings: Offering[], pageUrl: string): Offering[] {
  const page = pageUrl.split('#')[0];
  const sized = offerings.filter((offering) => offering.price !== null && SIZE_CLASS.test(offering.name));
  if (sized.length === 0) return offerings;
  const lowest = sized.reduce((a, b) => (Number(b.price) < Number(a.price) ? b : a));
  // Its own service unpriced, or priced "from" the lowest size (a range in its structured data).
  const own = offerings.filter(
    (offering) =>
      offering.offering_type === 'service' &&
      (offering.price === null || offering.price === lowest.price) &&
      offering.landing_page === page &&
      !sized.includes(offering),
  );
  if (own.length !== 1) return offerings;
  const service = own[0]!;
  const variants = [...sized]
    .sort((a, b) => Number(a.price) - Number(b.price))
    .map((offering) => ({ label: offering.name, price: offering.price }));
  const priced: Offering = {
    ...service,
    price: lowest.price,
    currency: lowest.currency,
    sources: { ...service.sources, price: lowest.sources.price, currency: lowest.sources.currency },
    ...(variants.length > 1 ? { variants } : {}),
  };
  return offerings.filter((offering) => !sized.includes(offering)).map((o) => (o === service ? priced : o));
}

/**
 * Products and services on one page, from schema.org JSON-LD, microdata, RDFa and OpenGraph product tags, then
 * page heuristics (an h1 with a price near it; services under a "Services" heading or on a /services/… page).
 * Duplicates are merged, each field keeping its best source. Pure: no network, never throws on bad markup.
 */
export function extractOfferings(html: string, url: string): Offering[] {
  const $ = loadHtml(html);
  showOwnCurrency($, html);
  return extractOfferingsFromDom($, url);
}
