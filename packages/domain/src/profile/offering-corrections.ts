import { z } from 'zod';
import { offeringTypeSchema, type Product } from '../crawl/schemas';
import { bareHost } from '../crawl/url';

/**
 * The owner's corrections of the offerings a crawl found ("What we learned from your site"): an offering removed
 * (not an offering at all), renamed or repriced, and offerings the crawl missed, added with a name, a price and a
 * type. Stored with the profile's other corrections (business_profiles.corrections) and applied whenever offerings
 * are read for drafting, the product list or a campaign (`effectiveOfferings`), never written into the crawl's own
 * offerings, so undoing a correction gives back what the site said.
 *
 * An edit names the offering it corrects by the name the crawl found (compared normalised: case, accents and
 * punctuation aside) and, when that offering had a page of its own, by that page: a recrawl that finds the offering
 * again gets the same correction, so a removed offering stays removed and a renamed one stays renamed.
 */

export const OfferingCorrectionMessages = {
  nameRequired: 'Enter the name of the offering.',
  nameTooLong: 'Keep the name under 200 characters.',
  priceNoNumber: 'Write the price as a number, such as 45 or 12.50.',
  priceNegative: 'A price cannot be negative.',
  priceZero: 'A price must be above 0. Leave it empty when there is none.',
  priceTooLarge: 'That price is too large.',
} as const;

/** An offering's name as the owner writes it (≤ 200 characters, as the crawl's offerings). */
export const offeringNameSchema = z
  .string()
  .trim()
  .min(1, OfferingCorrectionMessages.nameRequired)
  .max(200, OfferingCorrectionMessages.nameTooLong);

/** A stored price: a positive decimal string ("45.00", "1299.50"), as offerings hold prices. */
export const storedPriceSchema = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,4})?$/)
  .nullable();

/**
 * A price as the owner types it ("45", "12,50", "1,299.00", "€ 45", "1 299 Kč") read as a stored decimal string
 * ("12.50"), or null when left empty. A number with one separator followed by three digits is read as thousands
 * ("1,299"), otherwise the last separator is the decimal one. Errors name what is wrong: no number, a minus, zero.
 */
export function parseOwnerPrice(text: string): { price: string | null } | { error: string } {
  const trimmed = text.trim();
  if (!trimmed) return { price: null };
  if (!/\d/.test(trimmed)) return { error: OfferingCorrectionMessages.priceNoNumber };
  if (/^[^\d]*[-−]\s*[^\d\s]{0,3}\s*\d/u.test(trimmed))
    return { error: OfferingCorrectionMessages.priceNegative };
  // One number, with a currency sign or word around it at most.
  const match = /^[\p{L}\p{Sc}.\s]*?(\d[\d\s'\u00a0\u202f.,]*\d|\d)[\p{L}\p{Sc}\s.]*$/u.exec(trimmed);
  if (!match) return { error: OfferingCorrectionMessages.priceNoNumber };
  const compact = match[1]!.replace(/[\s'\u00a0\u202f]/g, '');
  const lastDot = compact.lastIndexOf('.');
  const lastComma = compact.lastIndexOf(',');
  let decimalAt = Math.max(lastDot, lastComma);
  if (lastDot >= 0 !== lastComma >= 0) {
    const separator = lastDot >= 0 ? '.' : ',';
    const once = compact.split(separator).length === 2;
    // "1,299" and "1.299.000" are thousands, "12,50" and "0,500" decimals.
    if (!once || (compact.length - decimalAt - 1 === 3 && !compact.startsWith('0'))) decimalAt = -1;
  }
  const grouped = decimalAt >= 0 ? compact.slice(0, decimalAt) : compact;
  const fraction = decimalAt >= 0 ? compact.slice(decimalAt + 1) : '';
  // Thousands come in threes ("1.299.000"); "12.5.3" is no number.
  if (/[.,]/.test(grouped) && !/^\d{1,3}([.,]\d{3})+$/.test(grouped))
    return { error: OfferingCorrectionMessages.priceNoNumber };
  const whole = grouped.replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole) || !/^\d{0,4}$/.test(fraction))
    return { error: OfferingCorrectionMessages.priceNoNumber };
  const integer = whole.replace(/^0+(?=\d)/, '');
  if (integer.length > 12) return { error: OfferingCorrectionMessages.priceTooLarge };
  if (Number(`${integer}.${fraction || '0'}`) <= 0) return { error: OfferingCorrectionMessages.priceZero };
  return { price: `${integer}.${fraction.padEnd(2, '0')}` };
}

/** A price field of a correction: the owner's text read by `parseOwnerPrice`; null or empty is no price. */
export const ownerPriceSchema = z
  .string()
  .max(40, OfferingCorrectionMessages.priceNoNumber)
  .nullable()
  .transform((text, ctx) => {
    if (text === null) return null;
    const parsed = parseOwnerPrice(text);
    if ('error' in parsed) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return parsed.price;
  });

/** Which found offering an edit corrects: its name as found and, when it had a page of its own, that page. */
export const offeringMatchSchema = z.object({
  name: z.string().trim().min(1).max(300),
  landingPage: z.string().max(2048).nullable(),
});
export type OfferingMatch = z.infer<typeof offeringMatchSchema>;

/** One found offering corrected: removed, or given another name or price (null: no price). */
export const offeringEditSchema = z.object({
  match: offeringMatchSchema,
  removed: z.boolean().optional(),
  name: offeringNameSchema.optional(),
  price: ownerPriceSchema.optional(),
});

/** An offering the crawl missed, as the owner adds it (the server gives it its id). */
export const addedOfferingSchema = z.object({
  id: z.uuid().optional(),
  name: offeringNameSchema,
  price: ownerPriceSchema,
  type: offeringTypeSchema,
});

/** The offering corrections of PUT /business-profile/{crawlId}/corrections. */
export const offeringCorrectionsSchema = z.object({
  edits: z.array(offeringEditSchema).max(1000),
  added: z.array(addedOfferingSchema).max(100),
});
export type OfferingCorrectionsInput = z.input<typeof offeringCorrectionsSchema>;

/** The offering corrections as stored and returned: prices already read, every added offering with its id. */
export const savedOfferingCorrectionsSchema = z.object({
  edits: z
    .array(
      z.object({
        match: offeringMatchSchema,
        removed: z.boolean().optional(),
        name: z.string().max(200).optional(),
        price: storedPriceSchema.optional(),
      }),
    )
    .max(1000),
  added: z
    .array(
      z.object({
        id: z.string().max(64),
        name: z.string().max(200),
        price: storedPriceSchema,
        type: offeringTypeSchema,
      }),
    )
    .max(100),
});
export type OfferingCorrections = z.infer<typeof savedOfferingCorrectionsSchema>;
export type OfferingEdit = OfferingCorrections['edits'][number];
export type AddedOffering = OfferingCorrections['added'][number];

/** Lower-case, accent-free, punctuation-free name: "Linen Apron – Natural" and "linen apron natural" match. */
export function offeringNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A page address compared without its scheme, "www.", query, fragment or trailing slash. */
function pageKey(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return `${bareHost(parsed.host)}${parsed.pathname.replace(/\/+$/, '')}`.toLowerCase();
  } catch {
    return url.trim().toLowerCase();
  }
}

/**
 * The page that identifies an offering beside its name: its landing page when no other offering of the list shares
 * it (a price list page names many offerings and identifies none), else null.
 */
export function ownPage(
  product: Pick<Product, 'landing_page'>,
  all: Pick<Product, 'landing_page'>[],
): string | null {
  const key = pageKey(product.landing_page);
  if (!key) return null;
  return all.filter((other) => pageKey(other.landing_page) === key).length === 1
    ? product.landing_page!
    : null;
}

/** Where an added offering's fields came from: all from the owner. */
const ADDED_SOURCES = { name: 'owner', price: 'owner', offering_type: 'owner' } as const;

/** True for an offering the owner added (no crawled offering stands behind it: campaigns link it to none). */
export function isOwnerAdded(product: Pick<Product, 'sources'>): boolean {
  return product.sources.offering_type === ADDED_SOURCES.offering_type;
}

/** How an offering stands after the owner's corrections. */
export const reviewedOfferingStatusSchema = z.enum(['found', 'changed', 'removed', 'added']);
export type ReviewedOfferingStatus = z.infer<typeof reviewedOfferingStatusSchema>;

/** An offering as "What we learned" shows it: as corrected, with the name and price the crawl found. */
export const reviewedOfferingSchema = z.object({
  id: z.string(),
  status: reviewedOfferingStatusSchema,
  name: z.string(),
  price: z.string().nullable(),
  currency: z.string().nullable(),
  offering_type: offeringTypeSchema,
  landing_page: z.string().nullable(),
  /** What the crawl found (null for an offering the owner added): what an edit names and what undo gives back. */
  found: z
    .object({ name: z.string(), price: z.string().nullable(), landing_page: z.string().nullable() })
    .nullable(),
});
export type ReviewedOffering = z.infer<typeof reviewedOfferingSchema>;

/** The edit of the owner's corrections that names this found offering (by name, else by its own page). */
function editFor(product: Product, all: Product[], edits: OfferingEdit[]): OfferingEdit | undefined {
  const key = offeringNameKey(product.name);
  const byName = edits.find((edit) => offeringNameKey(edit.match.name) === key);
  if (byName) return byName;
  const page = pageKey(ownPage(product, all));
  if (!page) return undefined;
  // Only an edit whose name matches no found offering may match by page: the site renamed the offering.
  return edits.find(
    (edit) =>
      pageKey(edit.match.landingPage) === page &&
      !all.some((other) => offeringNameKey(other.name) === offeringNameKey(edit.match.name)),
  );
}

/**
 * Every offering the crawl found with the owner's corrections applied (removed ones kept, marked), then the ones the
 * owner added. A changed price or an added offering takes the found offering's currency, else the site's. An added
 * offering the crawl also found (the same name) stands in its place, the owner's name, price and type over the
 * found page, picture and description.
 */
export function reviewOfferings(
  found: Product[],
  corrections: OfferingCorrections | null | undefined,
  siteCurrency: string | null,
): { product: Product; review: ReviewedOffering }[] {
  const edits = corrections?.edits ?? [];
  const added = corrections?.added ?? [];
  const addedKeys = new Map(added.map((offering) => [offeringNameKey(offering.name), offering]));
  const foundOf = (product: Product) => ({
    name: product.name,
    price: product.price,
    landing_page: product.landing_page,
  });
  const result: { product: Product; review: ReviewedOffering }[] = [];
  const standIns = new Map<string, Product>();
  for (const product of found) {
    const key = offeringNameKey(product.name);
    if (addedKeys.has(key)) {
      if (!standIns.has(key)) standIns.set(key, product);
      continue;
    }
    const edit = editFor(product, found, edits);
    const renamed = edit?.name !== undefined && edit.name !== product.name;
    const repriced = edit?.price !== undefined && edit.price !== product.price;
    const corrected: Product = {
      ...product,
      name: renamed ? edit!.name! : product.name,
      ...(repriced
        ? { price: edit!.price!, currency: product.currency ?? siteCurrency, variants: null }
        : {}),
      sources: {
        ...product.sources,
        ...(renamed ? { name: 'owner' } : {}),
        ...(repriced ? { price: 'owner' } : {}),
      },
    };
    const status: ReviewedOfferingStatus = edit?.removed
      ? 'removed'
      : renamed || repriced
        ? 'changed'
        : 'found';
    result.push({ product: corrected, review: reviewOf(corrected, status, foundOf(product)) });
  }
  for (const offering of added) {
    const standIn = standIns.get(offeringNameKey(offering.name));
    const product: Product = {
      id: offering.id,
      name: offering.name,
      price: offering.price,
      currency: offering.price === null ? null : (standIn?.currency ?? siteCurrency),
      description: standIn?.description ?? null,
      image_url: standIn?.image_url ?? null,
      landing_page: standIn?.landing_page ?? null,
      offering_type: offering.type,
      sku: standIn?.sku ?? null,
      availability: standIn?.availability ?? null,
      sources: { ...ADDED_SOURCES },
      variants: null,
    };
    result.push({ product, review: reviewOf(product, 'added', null) });
  }
  return result;
}

function reviewOf(
  product: Product,
  status: ReviewedOfferingStatus,
  found: ReviewedOffering['found'],
): ReviewedOffering {
  return {
    id: product.id,
    status,
    name: product.name,
    price: product.price,
    currency: product.currency,
    offering_type: product.offering_type,
    landing_page: product.landing_page,
    found,
  };
}

/** The offerings drafting, the product list and campaigns use: found, corrected, without the removed, plus the added. */
export function effectiveOfferings(
  found: Product[],
  corrections: OfferingCorrections | null | undefined,
  siteCurrency: string | null,
): Product[] {
  return reviewOfferings(found, corrections, siteCurrency)
    .filter((item) => item.review.status !== 'removed')
    .map((item) => item.product);
}

/**
 * The owner's corrections with one found offering's edit set (replacing an earlier edit of it) or dropped when it
 * changes nothing — what the offerings editor sends.
 */
export function withOfferingEdit(
  corrections: OfferingCorrections | null | undefined,
  edit: OfferingEdit,
): OfferingCorrections {
  const key = offeringNameKey(edit.match.name);
  const edits = (corrections?.edits ?? []).filter((other) => offeringNameKey(other.match.name) !== key);
  const changes = edit.removed || edit.name !== undefined || edit.price !== undefined;
  return { edits: changes ? [...edits, edit] : edits, added: corrections?.added ?? [] };
}
