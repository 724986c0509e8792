import type { Offering } from '../crawl.types';
import { ExtractLimits, type CheerioAPI } from './dom';
import { offeringsFromSchemaNodes } from './schema-org';

/**
 * Parses JSON text leniently, the way sites really write JSON-LD: wrapped in HTML comments or CDATA, with raw
 * newlines inside strings or trailing commas. Returns undefined when it still is not JSON.
 */
export function parseLenientJson(text: string): unknown {
  if (text.length > ExtractLimits.maxJsonLdChars) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    const repaired = text
      .replace(/^\s*(?:<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, '')
      .replace(/(?:-->|\/\/\s*\]\]>|\]\]>)\s*$/, '')
      // eslint-disable-next-line no-control-regex -- raw control characters are exactly what breaks JSON.parse
      .replace(/[\u0000-\u001f]+/g, ' ')
      .replace(/,\s*([}\]])/g, '$1');
    try {
      return JSON.parse(repaired);
    } catch {
      return undefined;
    }
  }
}

/** Every JSON-LD block of the page, parsed; broken blocks are skipped, not fatal. */
export function readJsonLd($: CheerioAPI): unknown[] {
  const blocks: unknown[] = [];
  $('script').each((_, el) => {
    const type = (el.attribs.type ?? '').toLowerCase().trim();
    if (type !== 'application/ld+json' && type !== 'application/json+ld') return;
    const parsed = parseLenientJson($(el).text());
    if (parsed !== undefined && parsed !== null && typeof parsed === 'object') blocks.push(parsed);
  });
  return blocks;
}

/** Offerings in the page's schema.org JSON-LD (Product, ProductGroup, Offer, ItemList, @graph, Service, makesOffer …). */
export function extractJsonLdOfferings(
  $: CheerioAPI,
  pageUrl: string,
  currencyHint?: string | null,
): Offering[] {
  return offeringsFromSchemaNodes(readJsonLd($), { pageUrl, source: 'json-ld', currencyHint });
}
