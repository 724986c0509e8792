import {
  savedOfferingCorrectionsSchema,
  type OfferingCorrections,
} from '@adsmith/domain/profile/offering-corrections';
import {
  businessProfileSchema,
  effectiveProfile,
  profileCorrectionsSchema,
  type BusinessProfile,
  type ProfileCorrections,
  type ProfileOfferingType,
} from '@adsmith/domain/profile/schemas';
import type { Db } from '../../db/client';
import type { BusinessProfileRow } from '../../db/schema/business-profiles';
import { findProfileRow } from './profile.repo';
import { currencyForOwnerCountry } from './rules/currency';

/** A profile as readers use it: what was learned, the owner's corrections and when they last changed them. */
export type ProfileRecord = Pick<BusinessProfileRow, 'learned' | 'corrections'> &
  Partial<Pick<BusinessProfileRow, 'correctedAt'>>;

/** The owner's corrections of the profile itself (name, trade, location, offering type); `{}` when unreadable. */
export function profileCorrectionsOf(
  row: Pick<ProfileRecord, 'corrections'>,
): Omit<ProfileCorrections, 'offerings'> {
  const parsed = profileCorrectionsSchema.omit({ offerings: true }).safeParse(row.corrections ?? {});
  return parsed.success ? parsed.data : {};
}

/**
 * The owner's corrections of the offerings found, as stored; null when there are none. Read apart from the rest,
 * so an unreadable part never drops the other.
 */
export function offeringCorrectionsOf(
  row: Pick<ProfileRecord, 'corrections'> | undefined,
): OfferingCorrections | null {
  const parsed = savedOfferingCorrectionsSchema.safeParse(
    (row?.corrections as Record<string, unknown> | undefined)?.offerings,
  );
  return parsed.success ? parsed.data : null;
}

/**
 * The learned profile with the owner's corrections; a country the owner gave that the site did not settle settles
 * the currency again ("$" prices of a business in Colombia are pesos).
 */
export function correctedProfile(row: ProfileRecord): BusinessProfile {
  const saved = profileCorrectionsOf(row);
  const profile = effectiveProfile(row.learned, saved);
  if (saved.country && saved.country !== row.learned.location.country?.value)
    return { ...profile, currency: currencyForOwnerCountry(row.learned, saved.country) };
  return profile;
}

/**
 * The offering type the stored business profile gives a crawl, with the owner's correction applied; null when no
 * profile is stored yet. Read by the crawl module's business-info (the wizard's call-to-action list follows it).
 */
export async function storedOfferingType(db: Db, crawlId: string): Promise<ProfileOfferingType | null> {
  const row = await findProfileRow(db, crawlId);
  const learned = businessProfileSchema.safeParse(row?.learned);
  if (!learned.success) return null;
  return effectiveProfile(learned.data, profileCorrectionsOf(row!)).offeringType?.value ?? null;
}

/**
 * The owner's corrections of a crawl's offerings and the site's currency (an added offering's), as stored with its
 * profile; no corrections when no profile is stored yet. Read by the crawl module wherever offerings are listed.
 */
export async function storedOfferingCorrections(
  db: Db,
  crawlId: string,
): Promise<{ corrections: OfferingCorrections | null; currency: string | null }> {
  const row = await findProfileRow(db, crawlId);
  const corrections = offeringCorrectionsOf(row);
  if (!row || !corrections) return { corrections: null, currency: null };
  const learned = businessProfileSchema.safeParse(row.learned);
  const currency = learned.success
    ? (correctedProfile({ learned: learned.data, corrections: row.corrections }).currency?.value ?? null)
    : null;
  return { corrections, currency };
}
