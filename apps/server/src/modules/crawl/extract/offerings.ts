import type { Offering } from '../crawl.types';
import { ExtractLimits, loadHtml, type CheerioAPI } from './dom';
import { extractHeuristicProduct, extractHeuristicServices, isProductPath } from './heuristics';
import { extractJsonLdOfferings } from './json-ld';
import { mergeOfferings } from './merge';
import { extractMicrodataOfferings } from './microdata';
import { extractOpenGraphOfferings, pageCurrency } from './opengraph';
import { isNeverOfferingUrl } from '@adsmith/domain/crawl/page-url';
import { isJunkOfferingName } from './junk';
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
  const hasService = structured.some((offering) => offering.offering_type === 'service');
  const guessed = [
    ...ownProduct,
    ...(hasProduct ? [] : extractHeuristicProduct($, url, currency)),
    ...(hasService ? [] : extractHeuristicServices($, url, currency)),
  ];
  const cleaned = cleanPageOfferingNames($, [...structured, ...listed, ...guessed], url).filter(
    (offering) => !isJunkOfferingName(offering.name) && !isNeverOfferingUrl(offering.landing_page),
  );
  return mergeOfferings(cleaned).slice(0, ExtractLimits.maxOfferingsPerPage);
}

/**
 * Products and services on one page, from schema.org JSON-LD, microdata, RDFa and OpenGraph product tags, then
 * page heuristics (an h1 with a price near it; services under a "Services" heading or on a /services/… page).
 * Duplicates are merged, each field keeping its best source. Pure: no network, never throws on bad markup.
 */
export function extractOfferings(html: string, url: string): Offering[] {
  return extractOfferingsFromDom(loadHtml(html), url);
}
