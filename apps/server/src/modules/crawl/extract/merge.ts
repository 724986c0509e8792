import { bareHost } from '@adsmith/domain/crawl/url';
import type { BusinessOfferingType, Offering, OfferingSource } from '../crawl.types';
import { isNeverOfferingUrl } from '@adsmith/domain/crawl/page-url';
import { offeringNameKey } from '@adsmith/domain/profile/offering-corrections';
import { isJunkOfferingName } from './junk';
import { stripSharedAffixes } from './names';
import { sharesSymbol } from './price';
import { nameSaysService } from './service-signals';
import { OFFERING_FIELDS } from './offering';

/** Sources best first: structured data a site writes for machines beats platform feeds, then meta tags, then guesses. */
export const SOURCE_PRIORITY: readonly OfferingSource[] = [
  'json-ld',
  'microdata',
  'rdfa',
  'shopify',
  'woocommerce',
  'opengraph',
  'heuristic',
  'model',
];

const MergeLimits = { maxOfferings: 1000 };

function rank(source: OfferingSource | undefined): number {
  const index = source ? SOURCE_PRIORITY.indexOf(source) : -1;
  return index < 0 ? SOURCE_PRIORITY.length : index;
}

/** Best source an offering has for any field (its name's source, in practice). */
function bestRank(offering: Offering): number {
  return Math.min(...Object.values(offering.sources).map((source) => rank(source)), SOURCE_PRIORITY.length);
}

/**
 * Lower-case, accent-free, punctuation-free name for comparison ("Linen Apron – Natural" ≈ "linen apron natural"),
 * the same key the owner's offering corrections are matched by.
 */
export const normaliseName = offeringNameKey;

function landingKey(url: string): string {
  try {
    const parsed = new URL(url);
    return `${bareHost(parsed.host)}${parsed.pathname.replace(/\/+$/, '').toLowerCase()}`;
  } catch {
    return url;
  }
}

/** Names that plainly mean the same thing: one contains the other, or most of their words are shared. */
function similarNames(a: string, b: string): boolean {
  if (a.includes(b) || b.includes(a)) return true;
  const wordsA = new Set(a.split(' '));
  const wordsB = new Set(b.split(' '));
  const shared = [...wordsA].filter((word) => wordsB.has(word)).length;
  return shared / Math.max(1, new Set([...wordsA, ...wordsB]).size) >= 0.5;
}

/** An offering with the keys it is compared by, worked out once (every pair of offerings is compared). */
type Keyed = { offering: Offering; name: string; landing: string };

function isSame(a: Keyed, b: Keyed): boolean {
  const { name: nameA, offering: x } = a;
  const { name: nameB, offering: y } = b;
  if (nameA && nameA === nameB) return true;
  // The same SKU on two differently named pages is a theme copying one product's data everywhere, not one product.
  if (x.sku && y.sku && x.sku.toLowerCase() === y.sku.toLowerCase()) {
    return a.landing === b.landing || nameA.includes(nameB) || nameB.includes(nameA);
  }
  // One page often lists several services; sharing a page alone is not enough, the names must agree too. Two
  // items read off the page itself (a price list: "pedicure", "pedicure spa") are different unless named alike.
  if (x.sources.name === 'heuristic' && y.sources.name === 'heuristic') return false;
  return a.landing === b.landing && similarNames(nameA, nameB);
}

/** Read from markup a site writes for machines (JSON-LD, microdata, RDFa), not guessed from the page. */
const isStructured = (offering: Offering) => rank(offering.sources.name) < rank('shopify');

const sameSku = (x: Offering, y: Offering) =>
  Boolean(x.sku && y.sku && x.sku.toLowerCase() === y.sku.toLowerCase());

/** Field by field, the value of the best-ranked offering of a group that has one; price and currency travel together. */
function combine(group: Offering[]): Offering {
  const ordered = [...group].sort((x, y) => bestRank(x) - bestRank(y));
  const first = ordered[0] as Offering;
  const merged: Offering = { ...first, sources: {} };
  for (const field of OFFERING_FIELDS) {
    if (field === 'currency') continue;
    const candidates = ordered
      .filter((offering) => offering[field] !== null)
      .sort((x, y) => rank(x.sources[field]) - rank(y.sources[field]));
    const winner = candidates[0];
    if (!winner) {
      (merged as Record<string, unknown>)[field] = null;
      continue;
    }
    (merged as Record<string, unknown>)[field] = winner[field];
    const source = winner.sources[field];
    if (source) merged.sources[field] = source;
    if (field === 'price') {
      // The variants go with the price they are the prices of.
      if (winner.variants?.length) merged.variants = winner.variants;
      else delete merged.variants;
      // A price without currency (Shopify feed) takes the currency another source states.
      const currencyFrom = winner.currency ? winner : ordered.find((offering) => offering.currency);
      merged.currency = currencyFrom?.currency ?? null;
      const currencySource = currencyFrom?.sources.currency;
      if (currencySource) merged.sources.currency = currencySource;
    }
  }
  // Page templates call everything a Product (Shopify, WooCommerce); saying "service" is a deliberate claim.
  const service = ordered.find(
    (offering) => offering.offering_type === 'service' && offering.sources.offering_type !== 'model',
  );
  if (service && merged.offering_type !== 'service') {
    merged.offering_type = 'service';
    const source = service.sources.offering_type;
    if (source) merged.sources.offering_type = source;
  }
  // What the name says beats a theme's blanket Product type: a "60-minute photo shoot" is booked, not shipped.
  if (merged.offering_type === 'product' && nameSaysService(merged.name)) {
    merged.offering_type = 'service';
    merged.sources.offering_type = 'heuristic';
  }
  if (merged.price === null) {
    delete merged.variants;
    merged.currency = null;
    delete merged.sources.currency;
  }
  return merged;
}

/**
 * Merges offerings that describe the same thing (same normalised name, same SKU, or same landing page with a
 * similar name), keeping for each field the value of the best source (SOURCE_PRIORITY) and recording where each
 * kept value came from; a group is a service when any non-model source says so. Order follows first appearance.
 * Model offerings must go through sanitizeModelOfferings first.
 */
export function mergeOfferings(list: readonly Offering[]): Offering[] {
  const items = stripSharedAffixes(list.slice(0, MergeLimits.maxOfferings)).filter(
    (offering) => !isJunkOfferingName(offering.name) && !isNeverOfferingUrl(offering.landing_page),
  );
  const keyed: Keyed[] = items.map((offering) => ({
    offering,
    name: normaliseName(offering.name),
    landing: landingKey(offering.landing_page),
  }));
  const parent = items.map((_, index) => index);
  const find = (index: number): number => {
    while (parent[index] !== index) index = parent[index] = parent[parent[index] as number] as number;
    return index;
  };
  // The offerings a page's structured data names apart, per group: a guess that resembles two of them ("Clipping"
  // beside "Clipping, small dog" and "Clipping, medium dog") joins one, never both into one.
  const named = keyed.map((key) => (isStructured(key.offering) ? [key] : []));
  const apart = (a: number, b: number) =>
    named[a]!.some((x) =>
      named[b]!.some((y) => x.landing === y.landing && x.name !== y.name && !sameSku(x.offering, y.offering)),
    );
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const [rootI, rootJ] = [find(i), find(j)];
      if (rootI === rootJ || !isSame(keyed[i] as Keyed, keyed[j] as Keyed) || apart(rootI, rootJ)) continue;
      parent[rootJ] = rootI;
      named[rootI] = [...named[rootI]!, ...named[rootJ]!];
    }
  }
  const groups = new Map<number, Offering[]>();
  items.forEach((offering, index) => {
    const root = find(index);
    groups.set(root, [...(groups.get(root) ?? []), offering]);
  });
  return oneCurrency([...groups.values()].map(combine));
}

/**
 * One currency per site: when most priced offerings are in one currency, a few in another currency written with
 * the same symbol ("$" read as USD on an Australian shop) are the site's currency too. Distinct symbols (€ vs £)
 * are left alone: a site may really quote two currencies.
 */
function oneCurrency(offerings: Offering[]): Offering[] {
  const counts = new Map<string, number>();
  for (const offering of offerings)
    if (offering.price && offering.currency)
      counts.set(offering.currency, (counts.get(offering.currency) ?? 0) + 1);
  const [main, mainCount = 0] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!main) return offerings;
  const family = [...counts.entries()]
    .filter(([code]) => code === main || sharesSymbol(code, main))
    .reduce((sum, [, count]) => sum + count, 0);
  if (mainCount / family < 0.6) return offerings;
  return offerings.map((offering) =>
    offering.price && offering.currency && offering.currency !== main && sharesSymbol(offering.currency, main)
      ? { ...offering, currency: main }
      : offering,
  );
}

/**
 * What the business sells (SPEC Business info): 'services' or 'products' when one kind is at least 80 % of the
 * offerings, else 'mixed'. With nothing found it answers 'services': no shoppable product was seen, and service
 * businesses are the ones that publish no structured product data.
 */
export function classifyBusiness(offerings: readonly Offering[]): BusinessOfferingType {
  const services = offerings.filter((offering) => offering.offering_type === 'service').length;
  const products = offerings.length - services;
  if (offerings.length === 0) return 'services';
  if (services / offerings.length >= 0.8) return 'services';
  if (products / offerings.length >= 0.8) return 'products';
  return 'mixed';
}

/**
 * The offerings without the overview pages of a discipline: an unpriced service read off a page of its own (its
 * heading, no structured data) whose every word is in the names of two or more other offerings is the page that
 * introduces them ("Physiotherapy" beside "Physiotherapy for babies", "Physiotherapy for teenagers" and a priced
 * "Physiotherapy session"), not one more offering.
 */
export function withoutOverviews(offerings: readonly Offering[]): Offering[] {
  const words = offerings.map((offering) => new Set(normaliseName(offering.name).split(' ').filter(Boolean)));
  return offerings.filter((offering, index) => {
    if (offering.price !== null || offering.sources.name !== 'heuristic') return true;
    if (offering.offering_type !== 'service' || offering.landing_page.includes('#')) return true;
    const own = words[index]!;
    if (own.size === 0) return true;
    const narrower = words.filter(
      (other, at) => at !== index && other.size > own.size && [...own].every((word) => other.has(word)),
    ).length;
    return narrower < 2;
  });
}
