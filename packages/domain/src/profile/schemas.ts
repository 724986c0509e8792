import { z } from 'zod';
import { normalizeCountryCode } from '../campaigns/countries';
import {
  offeringCorrectionsSchema,
  reviewedOfferingSchema,
  savedOfferingCorrectionsSchema,
} from './offering-corrections';
import { tradeKeySchema } from './trades';

/**
 * The business profile: what Adsmith learned about a business from its crawl, one per crawl. Every item names
 * the page it came from (and the words on that page), so the owner can check it and the drafts can stay grounded.
 * Built by rules offline and, with a model configured, checked and completed under the same grounding rule.
 * The owner may correct the name, the trade, the location and the offering type; `effectiveProfile` applies those
 * corrections. The owner's corrections of the offerings found (offering-corrections.ts) are stored with them.
 */

/** Where an item was read: the page URL and the words on it that say so (≤ 300 characters). */
export const profileSourceSchema = z.object({
  url: z.string().max(2048).describe('The crawled page the item was read from'),
  quote: z
    .string()
    .max(300)
    .nullable()
    .describe('The words on that page that say it (null for markup such as JSON-LD)'),
});
export type ProfileSource = z.infer<typeof profileSourceSchema>;

/** A text item with its source. */
export const sourcedTextSchema = z.object({
  value: z.string().min(1).max(300),
  source: profileSourceSchema,
});
export type SourcedText = z.infer<typeof sourcedTextSchema>;

/** How strongly a location item is supported: an address or LocalBusiness markup is strong; a phone prefix,
 * currency or domain ending is a hint. */
export const locationBasisSchema = z.enum([
  'address',
  'schema_org',
  'contact_page',
  'text',
  'phone_prefix',
  'currency',
  'domain',
  'user',
]);
export type LocationBasis = z.infer<typeof locationBasisSchema>;

export const sourcedLocationItemSchema = z.object({
  value: z.string().min(1).max(200),
  basis: locationBasisSchema,
  source: profileSourceSchema.nullable().describe('null only when basis is "user" (the owner corrected it)'),
});
export type SourcedLocationItem = z.infer<typeof sourcedLocationItemSchema>;

/** The trade with the words that voted for it (the strongest first) and how surely it won. */
export const profileTradeSchema = z.object({
  key: tradeKeySchema,
  evidence: z
    .array(
      z.object({
        /** The word or markup type that voted ("Friseur", "schema.org HairSalon"). */
        term: z.string().min(1).max(80),
        source: profileSourceSchema,
      }),
    )
    .min(1)
    .max(5),
  /** The winner's share of all trade votes, scaled down when the votes are few, 0..1. */
  confidence: z.number().min(0).max(1),
});
export type ProfileTrade = z.infer<typeof profileTradeSchema>;

export const profileLocationSchema = z.object({
  /** ISO 3166-1 alpha-2, upper case. */
  country: sourcedLocationItemSchema.nullable(),
  region: sourcedLocationItemSchema.nullable(),
  city: sourcedLocationItemSchema.nullable(),
  street: sourcedLocationItemSchema.nullable(),
  /** Other countries the site names as its own (a second branch, "we ship to …" does not count). */
  otherCountries: z.array(z.string().length(2)).max(10),
  /** True when the business serves customers at a place (salon, school, restaurant, repair shop). */
  isLocal: z.boolean(),
  /**
   * How surely the country is right, 0..1: the winning country's share of all the location evidence, scaled down
   * when that evidence is thin (a domain ending alone). Absent in profiles built before it was measured.
   */
  confidence: z.number().min(0).max(1).optional(),
});

/** A country confident enough to act on without asking the owner (targeting, currency). */
export const CONFIDENT_COUNTRY = 0.5;

/** True when the profile's country may be used as it is: the owner set it, or the evidence is confident. */
export function isCountryConfident(location: ProfileLocation): boolean {
  const country = location.country;
  if (!country) return false;
  if (country.basis === 'user') return true;
  if (location.confidence !== undefined) return location.confidence >= CONFIDENT_COUNTRY;
  return country.basis === 'address' || country.basis === 'schema_org' || country.basis === 'contact_page';
}

/**
 * The business's country when it is known — the owner set it, or the location vote is confident — else null: an
 * unsure vote is a guess to put to the owner, never a country to act on (no targeting, no default country).
 */
export function knownCountry(location: ProfileLocation | null | undefined): string | null {
  return location && isCountryConfident(location) ? location.country!.value : null;
}
export type ProfileLocation = z.infer<typeof profileLocationSchema>;

export const offeringTypeSchema = z.enum(['services', 'products', 'mixed']);
export type ProfileOfferingType = z.infer<typeof offeringTypeSchema>;

export const testimonialSchema = z.object({
  quote: z.string().min(1).max(600),
  author: z.string().max(120).nullable(),
  source: profileSourceSchema,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const ratingSchema = z.object({
  /** e.g. "4.9" */
  value: z.string().max(10),
  /** e.g. "5" */
  scale: z.string().max(10),
  count: z.number().int().nonnegative().nullable(),
  source: profileSourceSchema,
});
export type Rating = z.infer<typeof ratingSchema>;

export const profileProofSchema = z.object({
  foundedYear: z.object({ value: z.string().regex(/^\d{4}$/), source: profileSourceSchema }).nullable(),
  /** "300 families", "12 years", "5,000 lessons" — numbers the site states about itself. */
  counts: z.array(sourcedTextSchema).max(10),
  testimonials: z.array(testimonialSchema).max(12),
  ratings: z.array(ratingSchema).max(5),
  awards: z.array(sourcedTextSchema).max(10),
  press: z.array(sourcedTextSchema).max(10),
});
export type ProfileProof = z.infer<typeof profileProofSchema>;

export const offerKindSchema = z.enum([
  'free_shipping',
  'discount',
  'returns',
  'trial',
  'guarantee',
  'free_consultation',
  'gift',
  'other',
]);
export type OfferKind = z.infer<typeof offerKindSchema>;

export const profileOfferSchema = z.object({
  kind: offerKindSchema,
  /** The offer in the site's words, e.g. "Free delivery on orders over €50". */
  text: z.string().min(1).max(300),
  source: profileSourceSchema,
});
export type ProfileOffer = z.infer<typeof profileOfferSchema>;

export const customerActionSchema = z.enum([
  'buy_online',
  'book',
  'call',
  'visit',
  'enquire',
  'order_delivery',
]);
export type CustomerAction = z.infer<typeof customerActionSchema>;

export const colorRoleSchema = z.enum(['primary', 'secondary', 'accent', 'background', 'text']);

export const profileImageSchema = z.object({
  url: z.string().max(2048),
  alt: z.string().max(300).nullable(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  /** The page the image is on. */
  page: z.string().max(2048),
});
export type ProfileImage = z.infer<typeof profileImageSchema>;

export const profileVisualsSchema = z.object({
  logo: z.object({ url: z.string().max(2048), source: profileSourceSchema }).nullable(),
  colors: z
    .array(
      z.object({
        hex: z.string().regex(/^#[0-9a-f]{6}$/),
        role: colorRoleSchema,
        source: profileSourceSchema,
      }),
    )
    .max(8),
  fonts: z.array(z.string().max(80)).max(5),
  heroImages: z.array(profileImageSchema).max(10),
  productImages: z.array(profileImageSchema).max(30),
});
export type ProfileVisuals = z.infer<typeof profileVisualsSchema>;

/** The whole profile as built from the crawl (before the owner's corrections). */
export const businessProfileSchema = z.object({
  crawlId: z.string(),
  /** Version of the builder, so stored profiles can be rebuilt when the rules change. */
  version: z.number().int(),
  builtBy: z.enum(['rules', 'model']),
  businessName: sourcedTextSchema.nullable(),
  /** What the business is in a few words, e.g. "driving school", "plant-pot manufacturer". */
  category: sourcedTextSchema.nullable(),
  /**
   * The business's trade from the one list (trades.ts), voted from the whole site's vocabulary; null when the vote is
   * unsure, absent in profiles built before it was read.
   */
  trade: profileTradeSchema.nullable().optional(),
  location: profileLocationSchema,
  /** ISO 639-1 codes, the main language first. */
  languages: z.array(z.string().length(2)).max(5),
  /** ISO 4217, upper case. */
  currency: z.object({ value: z.string().length(3), source: profileSourceSchema }).nullable(),
  /**
   * The currency the prices' symbol reads as by default ("$": USD) when they are written as it never is ("$ 279.990")
   * and the site does not say where it is: `currency` is then null until the owner gives the country. Absent otherwise.
   */
  currencyAsRead: z
    .object({ value: z.string().length(3), source: profileSourceSchema })
    .nullable()
    .optional(),
  offeringType: z.object({ value: offeringTypeSchema, reason: z.string().max(300) }).nullable(),
  /** Who it serves: "families", "learner drivers", "wholesale buyers". */
  audience: z.array(sourcedTextSchema).max(8),
  valuePropositions: z.array(sourcedTextSchema).max(10),
  proof: profileProofSchema,
  offers: z.array(profileOfferSchema).max(10),
  actions: z.array(z.object({ value: customerActionSchema, source: profileSourceSchema })).max(6),
  /** Tone words: "friendly", "premium", "playful". */
  tone: z.array(z.string().max(40)).max(6),
  contact: z.object({
    phone: sourcedTextSchema.nullable(),
    email: sourcedTextSchema.nullable(),
  }),
  /** Opening hours as the site writes them ("Mon - Sat: 09:00am - 09:00pm"); absent in profiles built before it. */
  openingHours: z.array(sourcedTextSchema).max(4).optional(),
  visuals: profileVisualsSchema,
  /** Plain sentences saying what could not be told ("No address or contact page: the country is a guess from the currency."). */
  unknowns: z.array(z.string().max(300)).max(20),
});
export type BusinessProfile = z.infer<typeof businessProfileSchema>;

/**
 * A country as the owner gives it: a two-letter code the ad platform takes ("uk" → "GB", as ad set targeting reads
 * it), so an answer saved in the profile can always be targeted.
 */
const countryAnswer = z
  .string()
  .trim()
  .refine((code) => normalizeCountryCode(code) !== null, 'Choose a country from the list')
  .transform((code) => normalizeCountryCode(code)!);

/** The owner's answer to "Which country is your business in?" (What we learned, the wizard's Campaign Setup). */
export const countryAnswerSchema = z.object({
  country: z.string().trim().min(1, 'Choose the country your business is in').pipe(countryAnswer),
});

/** What the owner may correct on the story screen (null leaves the learned value). */
export const profileCorrectionsSchema = z.object({
  /** The business's name as the owner writes it. */
  businessName: z.string().trim().min(1).max(120).nullable().optional(),
  trade: tradeKeySchema.nullable().optional(),
  country: countryAnswer.nullable().optional(),
  region: z.string().trim().max(120).nullable().optional(),
  city: z.string().trim().max(120).nullable().optional(),
  offeringType: offeringTypeSchema.nullable().optional(),
  /** Offerings removed, renamed or repriced, and offerings added (see offering-corrections.ts). */
  offerings: offeringCorrectionsSchema.nullable().optional(),
});
export type ProfileCorrections = z.infer<typeof profileCorrectionsSchema>;
/** A correction as sent (prices as the owner typed them). */
export type ProfileCorrectionsInput = z.input<typeof profileCorrectionsSchema>;

/** Corrections as stored and returned (already normalised: no transform, so responses can be serialised). */
export const savedProfileCorrectionsSchema = z.object({
  businessName: z.string().max(120).nullable().optional(),
  trade: tradeKeySchema.nullable().optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable()
    .optional(),
  region: z.string().max(120).nullable().optional(),
  city: z.string().max(120).nullable().optional(),
  offeringType: offeringTypeSchema.nullable().optional(),
  offerings: savedOfferingCorrectionsSchema.nullable().optional(),
});
export type SavedProfileCorrections = z.infer<typeof savedProfileCorrectionsSchema>;

/** GET /api/business-profile/{crawlId} response. */
export const businessProfileResponseSchema = z.object({
  profile: businessProfileSchema.describe('The profile with the owner corrections applied'),
  learned: businessProfileSchema.describe('The profile as learned from the site, before corrections'),
  corrections: savedProfileCorrectionsSchema,
  correctedAt: z
    .string()
    .nullable()
    .describe(
      'When the owner last changed the corrections (ISO 8601), carried over on recrawl with them; null when never',
    ),
  offerings: z
    .array(reviewedOfferingSchema)
    .describe(
      'The offerings found with the owner corrections applied (removed ones marked), then those the owner added',
    ),
});
export type BusinessProfileResponse = z.infer<typeof businessProfileResponseSchema>;

/** The profile with the owner's corrections applied (a corrected item has basis "user" and no source). */
export function effectiveProfile(learned: BusinessProfile, corrections: ProfileCorrections): BusinessProfile {
  const user = (value: string) => ({ value, basis: 'user' as const, source: null });
  const location = { ...learned.location };
  if (corrections.country) {
    location.country = user(corrections.country);
    location.confidence = 1;
  }
  if (corrections.region !== undefined)
    location.region = corrections.region ? user(corrections.region) : learned.location.region;
  if (corrections.city !== undefined)
    location.city = corrections.city ? user(corrections.city) : learned.location.city;
  const offeringType = corrections.offeringType
    ? { value: corrections.offeringType, reason: 'Set by the owner.' }
    : learned.offeringType;
  // The owner's name and trade: the source is the page the name was learned from, with no words quoted on it.
  const businessName = corrections.businessName
    ? {
        value: corrections.businessName,
        source: { url: learned.businessName?.source.url ?? '', quote: null },
      }
    : learned.businessName;
  const trade = corrections.trade
    ? {
        key: corrections.trade,
        evidence: [
          {
            term: 'Set by the owner',
            source: { url: learned.trade?.evidence[0]?.source.url ?? '', quote: null },
          },
        ],
        confidence: 1,
      }
    : learned.trade;
  return { ...learned, businessName, trade, location, offeringType };
}
