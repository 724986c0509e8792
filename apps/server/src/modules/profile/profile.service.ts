import { nameFromHost } from '@adsmith/domain/crawl/url';
import { crawlHasPages } from '@adsmith/domain/crawl/status';
import type { User } from '@adsmith/domain/auth/schemas';
import {
  businessProfileSchema,
  effectiveProfile,
  profileCorrectionsSchema,
  type BusinessProfile,
  type BusinessProfileResponse,
  type ProfileCorrections,
} from '@adsmith/domain/profile/schemas';
import type { Db } from '../../db/client';
import type { BusinessProfileRow } from '../../db/schema/business-profiles';
import type { CrawlRow } from '../../db/schema/crawls';
import { AppError } from '../../lib/errors';
import { listOfferings, listPages } from '../crawl/crawl.public';
import { requireOwnedCrawl } from '../crawl/crawl.service';
import { offeringFact } from '../story/crawl-facts';
import { buildBusinessProfile, PROFILE_RULES_VERSION, type BuildProfileInput } from './build-profile';
import { findProfileRow, saveLearnedProfile, saveProfileCorrections } from './profile.repo';

/**
 * Checks and completes a rules profile with a model (same grounding rule). Returns the rules profile unchanged
 * when it cannot; never throws.
 */
export type ProfileRefiner = (input: BuildProfileInput, rules: BusinessProfile) => Promise<BusinessProfile>;

export type ProfileDeps = { db: Db; refine?: ProfileRefiner | null };

/** What the builder reads from a stored crawl. */
export async function loadProfileInput(db: Db, crawl: CrawlRow): Promise<BuildProfileInput> {
  const [pages, offerings] = await Promise.all([listPages(db, crawl.id), listOfferings(db, crawl.id)]);
  return {
    crawlId: crawl.id,
    startUrl: crawl.startUrl,
    pages: pages.map((page) => ({ url: page.url, text: page.text, meta: page.meta, images: page.images })),
    offerings: offerings.map((offering) => ({ ...offeringFact(offering), imageUrl: offering.imageUrl })),
    brandSignals: crawl.brandSignals ?? null,
    businessType: crawl.businessType,
  };
}

/** Builds (or rebuilds) and stores the profile of a crawl: rules, then the model when one is configured. */
export async function buildAndStoreProfile(deps: ProfileDeps, crawl: CrawlRow): Promise<BusinessProfileRow> {
  const input = await loadProfileInput(deps.db, crawl);
  const rules = buildBusinessProfile(input);
  const profile = deps.refine ? await deps.refine(input, rules) : rules;
  return saveLearnedProfile(deps.db, businessProfileSchema.parse(profile));
}

/** The stored profile, built now when the crawl predates profiles or the rules have changed since. */
export async function ensureProfile(deps: ProfileDeps, crawl: CrawlRow): Promise<BusinessProfileRow> {
  const row = await findProfileRow(deps.db, crawl.id);
  if (row && row.version >= PROFILE_RULES_VERSION && businessProfileSchema.safeParse(row.learned).success)
    return row;
  return buildAndStoreProfile(deps, crawl);
}

function corrections(row: BusinessProfileRow): ProfileCorrections {
  const parsed = profileCorrectionsSchema.safeParse(row.corrections ?? {});
  return parsed.success ? parsed.data : {};
}

/** The profile the drafts use: learned, with the owner's corrections applied; null while the crawl is not ready. */
export async function loadEffectiveProfile(
  deps: ProfileDeps,
  crawl: CrawlRow,
): Promise<BusinessProfile | null> {
  if (!crawlHasPages(crawl.status)) return null;
  const row = await ensureProfile(deps, crawl);
  return effectiveProfile(row.learned, corrections(row));
}

function present(row: BusinessProfileRow): BusinessProfileResponse {
  const saved = corrections(row);
  return { profile: effectiveProfile(row.learned, saved), learned: row.learned, corrections: saved };
}

async function requireReadyCrawl(db: Db, crawlId: string, user: User): Promise<CrawlRow> {
  const crawl = await requireOwnedCrawl(db, crawlId, user);
  if (!crawlHasPages(crawl.status))
    throw new AppError(
      'CONFLICT',
      'The site is still being read; the profile is built when the crawl completes.',
    );
  return crawl;
}

/** GET /api/business-profile/{crawlId}: owner only. */
export async function getBusinessProfile(
  deps: ProfileDeps,
  options: { user: User; crawlId: string },
): Promise<BusinessProfileResponse> {
  const crawl = await requireReadyCrawl(deps.db, options.crawlId, options.user);
  return present(await ensureProfile(deps, crawl));
}

/**
 * PUT /api/business-profile/{crawlId}/corrections: replaces the owner's corrections (a field left out or null
 * goes back to what was learned). Owner only.
 */
export async function putProfileCorrections(
  deps: ProfileDeps,
  options: { user: User; crawlId: string; corrections: ProfileCorrections },
): Promise<BusinessProfileResponse> {
  const crawl = await requireReadyCrawl(deps.db, options.crawlId, options.user);
  await ensureProfile(deps, crawl);
  const clean = Object.fromEntries(
    Object.entries(options.corrections).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  );
  const row = await saveProfileCorrections(deps.db, crawl.id, clean as ProfileCorrections);
  if (!row) throw new AppError('NOT_FOUND', 'Profile not found');
  return present(row);
}

/**
 * The business's name as drafts and creatives show it: the profile's (what the site calls itself, with its source),
 * else the site name the crawl found, else its host ("clayandkiln.com" → "Clayandkiln").
 */
export function businessNameOf(
  crawl: Pick<CrawlRow, 'brandSignals' | 'hostname'>,
  profile: Pick<BusinessProfile, 'businessName'> | null = null,
): string {
  const named = profile?.businessName?.value.trim() || crawl.brandSignals?.siteName?.trim();
  if (named) return named;
  return nameFromHost(crawl.hostname);
}
