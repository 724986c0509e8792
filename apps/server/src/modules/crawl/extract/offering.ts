import type { Availability, Offering, OfferingField, OfferingSource, OfferingType } from '../crawl.types';
import { ExtractLimits, cleanText, htmlToText, resolveUrl } from './dom';

/** Raw fields as a source reads them, before cleaning. */
export type OfferingDraft = {
  name?: string | null;
  price?: string | null;
  currency?: string | null;
  description?: string | null;
  image_url?: string | null;
  landing_page?: string | null;
  offering_type: OfferingType;
  sku?: string | null;
  availability?: Availability | null;
};

/** The offering fields in a stable order (merge and tests walk them). */
export const OFFERING_FIELDS: readonly OfferingField[] = [
  'name',
  'price',
  'currency',
  'description',
  'image_url',
  'landing_page',
  'offering_type',
  'sku',
  'availability',
];

/**
 * Cleans a draft into an Offering: text normalised and clipped, URLs absolute, every filled field tagged with source.
 * Returns null without a usable name. landing_page falls back to the page the offering was found on.
 */
export function buildOffering(
  draft: OfferingDraft,
  source: OfferingSource,
  pageUrl: string,
): Offering | null {
  const name = cleanText(draft.name, ExtractLimits.maxNameChars);
  if (!name || !/[\p{L}\p{N}]/u.test(name)) return null;
  const description = draft.description
    ? cleanText(htmlToText(draft.description), ExtractLimits.maxDescriptionChars)
    : null;
  const image = resolveUrl(draft.image_url, pageUrl);
  const offering: Offering = {
    name,
    price: draft.price ?? null,
    currency: draft.price ? (draft.currency ?? null) : null,
    description,
    image_url: image,
    landing_page: resolveUrl(draft.landing_page, pageUrl) ?? resolveUrl(pageUrl, pageUrl) ?? pageUrl,
    offering_type: draft.offering_type,
    sku: cleanText(draft.sku, ExtractLimits.maxSkuChars),
    availability: draft.availability ?? null,
    sources: {},
  };
  for (const field of OFFERING_FIELDS) {
    if (offering[field] !== null) offering.sources[field] = source;
  }
  return offering;
}

/** Drops the site name that titles carry ("Linen Apron – Kiln & Kettle" → "Linen Apron"). */
export function stripSiteSuffix(title: string, siteName: string | null): string {
  const parts = title.split(/\s+[|–—·•-]\s+/);
  if (parts.length < 2) return title;
  const last = parts[parts.length - 1]?.trim().toLowerCase() ?? '';
  const first = parts[0]?.trim().toLowerCase() ?? '';
  const site = siteName?.trim().toLowerCase();
  if (site && (last === site || last.includes(site) || site.includes(last)))
    return parts.slice(0, -1).join(' – ');
  if (site && (first === site || first.includes(site))) return parts.slice(1).join(' – ');
  // Without a known site name, the shorter, later part of "Product | Shop" is most often the shop.
  return parts.length === 2 && last.length <= first.length ? (parts[0] ?? title) : title;
}
