import type { Offering } from '../crawl.types';
import type { CheerioAPI } from './dom';
import { readItems, shortName, type ItemSyntax } from './item-tree';
import { offeringsFromSchemaNodes } from './schema-org';

const microdata: ItemSyntax = {
  selector: '[itemscope]',
  isItem: (el) => el.attribs.itemscope !== undefined,
  typesOf: (el) => (el.attribs.itemtype ?? '').split(/\s+/).filter(Boolean).map(shortName),
  propsOf: (el) => (el.attribs.itemprop ?? '').split(/\s+/).filter(Boolean).map(shortName),
};

/** Top-level microdata items (itemscope / itemtype / itemprop) as schema.org-shaped nodes. */
export function readMicrodata($: CheerioAPI): Record<string, unknown>[] {
  return readItems($, microdata);
}

/** Offerings in the page's microdata (schema.org Product, Offer, Service …). */
export function extractMicrodataOfferings(
  $: CheerioAPI,
  pageUrl: string,
  currencyHint?: string | null,
): Offering[] {
  return offeringsFromSchemaNodes(readMicrodata($), { pageUrl, source: 'microdata', currencyHint });
}
