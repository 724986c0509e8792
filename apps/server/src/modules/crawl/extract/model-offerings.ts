import { bareHost } from '@adsmith/domain/crawl/url';
import { z } from 'zod';
import type { Offering } from '../crawl.types';
import { ExtractLimits, clip } from './dom';
import { buildOffering } from './offering';
import { findPrices, normaliseAvailability, normaliseCurrency, parsePrice } from './price';

/** What a model is asked to return for the offerings of a site; every field described for structured output. */
export const modelOfferingSchema = z.object({
  name: z.string().describe('Name of the product or service exactly as the site writes it'),
  price: z
    .union([z.string(), z.number()])
    .nullable()
    .describe('Price as written on the page, e.g. "£28.00"; null when the page shows none'),
  currency: z.string().nullable().describe('ISO 4217 currency code such as GBP; null when unknown'),
  description: z.string().nullable().describe('One or two sentences from the page describing it'),
  image_url: z.string().nullable().describe('Absolute URL of its image on the site, or null'),
  landing_page: z.string().nullable().describe('Absolute URL of the page that sells or describes it'),
  offering_type: z
    .enum(['service', 'product'])
    .describe('service for work done for the customer, else product'),
  sku: z.string().nullable().describe('SKU or product code when the page shows one'),
  availability: z.string().nullable().describe('InStock, OutOfStock, or null when the page does not say'),
});

export const modelOfferingsSchema = z.object({
  offerings: z.array(modelOfferingSchema).describe('Products and services the business sells'),
});

export type ModelOffering = z.infer<typeof modelOfferingSchema>;

/** Crawled pages the model saw; its claims are checked against them. */
export type ModelEvidence = {
  siteUrl: string;
  pages: Array<{ url: string; text: string }>;
  /** Image URLs seen on crawled pages (product images often live on a CDN, off the site). */
  imageUrls?: readonly string[];
};

const ModelLimits = { maxOfferings: 100, maxFieldChars: 2000 };

function sameSite(url: string | null, siteUrl: string): string | null {
  if (!url) return null;
  try {
    const target = new URL(url);
    const site = new URL(siteUrl);
    if (
      (target.protocol !== 'http:' && target.protocol !== 'https:') ||
      bareHost(target.host) !== bareHost(site.host)
    )
      return null;
    target.hash = '';
    return target.href;
  } catch {
    return null;
  }
}

function knownImage(url: string | null, evidence: ModelEvidence): string | null {
  if (url && evidence.imageUrls?.includes(url)) return url;
  return sameSite(url, evidence.siteUrl);
}

/**
 * Turns untrusted model output into offerings: parsed with zod (items that do not fit are dropped, not fixed),
 * names kept only when written on a crawled page, text clipped, URLs kept only on the crawled site (images also when seen on it), and a price kept only when that amount is written on a
 * crawled page (the landing page when it was crawled, else any page). Every field is tagged 'model'.
 */
export function sanitizeModelOfferings(raw: unknown, evidence: ModelEvidence): Offering[] {
  const list = Array.isArray(raw)
    ? raw
    : z.object({ offerings: z.array(z.unknown()) }).safeParse(raw).data?.offerings;
  if (!list) return [];
  const pagesByUrl = new Map(evidence.pages.map((page) => [page.url.replace(/#.*$/, ''), page.text]));
  const allText = evidence.pages.map((page) => page.text).join('\n');
  const squash = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');
  const allTextSquashed = squash(allText);
  const offerings: Offering[] = [];
  for (const item of list.slice(0, ModelLimits.maxOfferings)) {
    const parsed = modelOfferingSchema.safeParse(item);
    if (!parsed.success) continue;
    const data = parsed.data;
    // A name the site never writes is an invention, however plausible.
    if (!allTextSquashed.includes(squash(data.name.trim()))) continue;
    const short = (value: string | null) => (value === null ? null : clip(value, ModelLimits.maxFieldChars));
    const landing = sameSite(short(data.landing_page), evidence.siteUrl);
    const currency = normaliseCurrency(data.currency);
    const claimed = parsePrice(typeof data.price === 'string' ? short(data.price) : data.price, { currency });
    const pageText = (landing && pagesByUrl.get(landing)) ?? allText;
    const written = claimed
      ? findPrices(pageText, claimed.currency).some((price) => price.amount === claimed.amount)
      : false;
    const offering = buildOffering(
      {
        name: short(data.name),
        price: written ? (claimed?.amount ?? null) : null,
        currency: written ? (claimed?.currency ?? currency) : null,
        description: short(data.description),
        image_url: knownImage(short(data.image_url), evidence),
        landing_page: landing ?? evidence.siteUrl,
        offering_type: data.offering_type,
        sku: data.sku ? clip(data.sku, ExtractLimits.maxSkuChars) : null,
        availability: normaliseAvailability(data.availability),
      },
      'model',
      evidence.siteUrl,
    );
    if (offering) offerings.push(offering);
  }
  return offerings;
}
