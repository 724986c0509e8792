import type { Offering } from '../crawl.types';
import type { CheerioAPI, Element } from './dom';
import { readItems, shortName, type ItemSyntax } from './item-tree';
import { offeringsFromSchemaNodes } from './schema-org';

/** Prefixes that mean schema.org; other prefixed properties (og:, dc:, foaf:) are not ours. */
function isSchemaTerm(term: string): boolean {
  if (/^https?:\/\/schema\.org\//i.test(term)) return true;
  const colon = term.indexOf(':');
  return colon < 0 || term.slice(0, colon).toLowerCase() === 'schema';
}

function terms(value: string | undefined): string[] {
  return (value ?? '')
    .split(/\s+/)
    .filter((term) => term && isSchemaTerm(term))
    .map(shortName);
}

const rdfa: ItemSyntax = {
  selector: '[typeof]',
  isItem: (el: Element) => el.attribs.typeof !== undefined,
  typesOf: (el: Element) => terms(el.attribs.typeof),
  propsOf: (el: Element) => terms(el.attribs.property),
};

/** Top-level RDFa Lite resources (vocab + typeof + property) as schema.org-shaped nodes. */
export function readRdfa($: CheerioAPI): Record<string, unknown>[] {
  return readItems($, rdfa);
}

/** Offerings in the page's RDFa (typeof="Product" / "schema:Product", property="name" …). */
export function extractRdfaOfferings(
  $: CheerioAPI,
  pageUrl: string,
  currencyHint?: string | null,
): Offering[] {
  return offeringsFromSchemaNodes(readRdfa($), { pageUrl, source: 'rdfa', currencyHint });
}
