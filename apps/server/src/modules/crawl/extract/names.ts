import type { Offering } from '../crawl.types';
import { htmlToText, metaContent, nodeText, normaliseWhitespace, type CheerioAPI, type Element } from './dom';
import { offeringNameKey as normaliseName } from '@adsmith/domain/profile/offering-corrections';

/**
 * Offering names as a customer says them: without the site's name ("Fast Charger - Shop", "Shop | Fast Charger"),
 * without a delivery time or SKU the site appends ("… (4 Wochen Lieferzeit)", "… - SKU: AB-12"), without markup or
 * entities. The site's names are learned from the page (og:site_name, application-name, the part of <title> that
 * is not the page's own heading) and, across pages, from an edge segment many offerings share (mergeOfferings).
 */

const SEPARATOR = /\s+[|–—·•:-]{1,2}\s+/;
const DELIVERY_SUFFIX =
  /\s*[([]\s*(?:ca\.?\s*|approx\.?\s*|~\s*)?\d+(?:\s*[-–]\s*\d+)?\s*(?:wochen?|tage?n?|werktage?n?|weeks?|days?|business days|working days|дн(?:ей|я)|недел[ьия]|dni|tygodni[ea]?|jours|semaines?)\s*(?:lieferzeit|lieferung|versand|delivery|shipping|dispatch|доставк[аи]|dostawy|wysyłki|livraison)?\s*[)\]]\s*$/i;
const DELIVERY_LABEL =
  /\s*[([]\s*(?:lieferzeit|delivery|shipping|доставка|dostawa|livraison)\s*:?\s*[^)\]]{1,30}[)\]]\s*$/i;
const SKU_SUFFIX =
  /\s*(?:[-–|,(]\s*)?(?:sku|art\.?\s*-?\s*nr\.?|artikelnummer|item\s*(?:no\.?|#)|арт\.?|артикул|nr kat\.?)\s*[:#]?\s*[\w./-]{2,30}\)?\s*$/i;

/** Site names a page states: og:site_name, application-name, and the title's part that is not the heading. */
export function pageSiteNames($: CheerioAPI, heading: string | null): string[] {
  const names = new Set<string>();
  for (const key of ['og:site_name', 'application-name', 'apple-mobile-web-app-title']) {
    const value = metaContent($, key);
    if (value && /[\p{L}\p{N}]/u.test(value)) names.add(normaliseWhitespace(value));
  }
  const title = normaliseWhitespace($('title').first().text());
  const parts = title
    .split(SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);
  if (heading && parts.length >= 2) {
    const key = normaliseName(heading);
    const own = parts.findIndex((part) => normaliseName(part) === key);
    if (own === 0) names.add(parts.slice(1).join(' - '));
    if (own === parts.length - 1) names.add(parts.slice(0, -1).join(' - '));
  }
  return [...names].filter((name) => name.length >= 2 && name.length <= 80);
}

/** Strips one edge segment that is (or contains, or is contained in) a known site name. */
export function stripSiteAffix(name: string, siteNames: readonly string[]): string {
  const parts = name.split(SEPARATOR);
  if (parts.length < 2) return name;
  const brands = siteNames.map(normaliseName).filter((brand) => brand.length >= 2);
  const isBrand = (part: string) => {
    const key = normaliseName(part);
    return (
      key.length >= 2 && brands.some((brand) => key === brand || key.includes(brand) || brand.includes(key))
    );
  };
  let kept = parts;
  if (isBrand(kept[kept.length - 1] as string)) kept = kept.slice(0, -1);
  if (kept.length >= 2 && isBrand(kept[0] as string)) kept = kept.slice(1);
  if (kept.length === 0 || kept.length === parts.length) return name;
  // Rejoin with the separators the name had between the kept parts.
  const start = name.indexOf(kept[0] as string);
  const last = kept[kept.length - 1] as string;
  const end = name.lastIndexOf(last) + last.length;
  return start >= 0 && end > start ? name.slice(start, end).trim() : kept.join(' - ');
}

/** A name without markup, entities, a trailing delivery time or SKU, or a dangling separator. */
export function cleanOfferingName(name: string, siteNames: readonly string[] = []): string {
  let text = /[<&]/.test(name) ? htmlToText(name) : normaliseWhitespace(name);
  text = stripSiteAffix(text, siteNames);
  for (const pattern of [DELIVERY_SUFFIX, DELIVERY_LABEL, SKU_SUFFIX]) {
    const stripped = text.replace(pattern, '').trim();
    if (/[\p{L}\p{N}]/u.test(stripped) && stripped.length >= 2) text = stripped;
  }
  return text
    .replace(/\s*[|–—·•:,-]+\s*$/, '')
    .replace(/^\s*[|–—·•:-]+\s*/, '')
    .trim();
}

/**
 * The page's own heading refines what structured data names: when the heading starts with the structured name and
 * adds sizes ("Горшок глиняный" → "Горшок глиняный d25см, h15см, объем 5л, Горшки, Керамика"), the
 * sizes are kept and trailing parts without a digit (category names) dropped; when the heading and the title agree
 * with each other but not with the structured name (a theme writing another product's name), the heading wins.
 */
export function refineWithHeading(name: string, heading: string, title: string): string {
  const h = normaliseWhitespace(heading);
  if (!h || h === name) return name;
  if (h.toLowerCase().startsWith(name.toLowerCase()) && h.length > name.length) {
    const rest = h.slice(name.length);
    if (!/^[\s,]/.test(rest)) return name;
    // "d27,5см" keeps its decimal comma: only a comma followed by a space separates parts.
    const parts = rest.split(/,\s+/).map((part) => part.trim().replace(/^,\s*/, ''));
    while (parts.length > 0 && !/\d/.test(parts[parts.length - 1] as string)) parts.pop();
    const extra = parts.filter(Boolean).join(', ');
    return extra ? `${name} ${extra}` : name;
  }
  const key = normaliseName(h);
  const own = normaliseName(name);
  const titleKey = normaliseName(title);
  const ownWords = new Set(own.split(' '));
  const headingWords = key.split(' ');
  const overlap =
    (2 * headingWords.filter((word) => ownWords.has(word)).length) / (ownWords.size + headingWords.length);
  if (
    title &&
    titleKey.includes(key) &&
    !titleKey.includes(own) &&
    !key.includes(own) &&
    !own.includes(key) &&
    overlap < 0.7
  )
    return h;
  return name;
}

/** A page's identity for comparing URLs: "/a/", "/a" and "/a/index.html" are one page. */
function pageKey(url: string): string {
  return url
    .split(/[#?]/)[0]!
    .replace(/\/index\.(html?|php)$/i, '/')
    .replace(/\/+$/, '');
}

/** The page body's main heading (not a logo h1 in the header). */
export function mainHeadingText($: CheerioAPI): string | null {
  const h1 = $('h1')
    .toArray()
    .find(
      (el) => $(el).closest('nav, header, footer, aside').length === 0 && nodeText(el as Element).length > 1,
    );
  return h1 ? nodeText(h1 as Element) : null;
}

/**
 * Cleans the names of one page's offerings: site affixes the page states, delivery-time and SKU suffixes, and, for
 * the page's own product (landing page = this page, the only structured product), the heading's refinement.
 */
export function cleanPageOfferingNames($: CheerioAPI, offerings: Offering[], pageUrl: string): Offering[] {
  const heading = mainHeadingText($);
  const siteNames = pageSiteNames($, heading);
  const title = normaliseWhitespace($('title').first().text());
  const titleName = stripSiteAffix(title, siteNames);
  const samePage = (url: string) => pageKey(url) === pageKey(pageUrl);
  const ownProducts = offerings.filter(
    (offering) => offering.sources.name !== 'heuristic' && samePage(offering.landing_page),
  );
  const refine = heading !== null && ownProducts.length > 0 && ownProducts.length <= 3;
  return offerings.map((offering) => {
    let name = cleanOfferingName(offering.name, siteNames);
    if (refine && heading && ownProducts.includes(offering)) {
      name = cleanOfferingName(
        refineWithHeading(name, cleanOfferingName(heading, siteNames), titleName),
        siteNames,
      );
    }
    return name && name !== offering.name ? { ...offering, name } : offering;
  });
}

/**
 * Across a site: an edge segment after/before a separator that offerings on at least three different pages share
 * ("… - Kiln & Kettle") is the site's name, and is removed from every name carrying it.
 */
export function stripSharedAffixes(offerings: readonly Offering[]): Offering[] {
  const pagesBySegment = new Map<string, Set<string>>();
  for (const offering of offerings) {
    const parts = offering.name.split(SEPARATOR);
    if (parts.length < 2) continue;
    for (const edge of new Set([parts[0], parts[parts.length - 1]])) {
      const key = normaliseName(edge ?? '');
      if (!key) continue;
      const pages = pagesBySegment.get(key) ?? new Set<string>();
      pages.add(offering.landing_page.split('#')[0] as string);
      pagesBySegment.set(key, pages);
    }
  }
  const shared = [...pagesBySegment.entries()]
    .filter(([, pages]) => pages.size >= 3)
    .map(([segment]) => segment);
  if (shared.length === 0) return [...offerings];
  return offerings.map((offering) => {
    const parts = offering.name.split(SEPARATOR);
    if (parts.length < 2) return offering;
    let kept = parts;
    if (shared.includes(normaliseName(kept[kept.length - 1] ?? ''))) kept = kept.slice(0, -1);
    if (kept.length >= 2 && shared.includes(normaliseName(kept[0] ?? ''))) kept = kept.slice(1);
    if (kept.length === parts.length) return offering;
    const name = stripSiteAffix(
      offering.name,
      shared.filter((segment) => !kept.some((part) => normaliseName(part) === segment)),
    );
    return name !== offering.name ? { ...offering, name } : offering;
  });
}
