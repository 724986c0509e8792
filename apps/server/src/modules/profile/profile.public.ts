import {
  businessProfileSchema,
  effectiveProfile,
  profileCorrectionsSchema,
  type ProfileOfferingType,
} from '@adsmith/domain/profile/schemas';
import type { Db } from '../../db/client';
import { findProfileRow } from './profile.repo';

/**
 * The offering type the stored business profile gives a crawl, with the owner's correction applied; null when no
 * profile is stored yet. Read by the crawl module's business-info (the wizard's call-to-action list follows it).
 */
export async function storedOfferingType(db: Db, crawlId: string): Promise<ProfileOfferingType | null> {
  const row = await findProfileRow(db, crawlId);
  const learned = businessProfileSchema.safeParse(row?.learned);
  if (!learned.success) return null;
  const corrections = profileCorrectionsSchema.safeParse(row?.corrections ?? {});
  return (
    effectiveProfile(learned.data, corrections.success ? corrections.data : {}).offeringType?.value ?? null
  );
}
