import { nameFromHost } from '@adsmith/domain/crawl/url';
import { crawlHasPages } from '@adsmith/domain/crawl/status';
import type { User } from '@adsmith/domain/auth/schemas';
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  ownPage,
  reviewOfferings,
  type OfferingCorrections,
} from '@adsmith/domain/profile/offering-corrections';
import {
  businessProfileSchema,
  type BusinessProfile,
  type BusinessProfileResponse,
  type ProfileCorrections,
  type SavedProfileCorrections,
} from '@adsmith/domain/profile/schemas';
import type { Db } from '../../db/client';
import type { BusinessProfileRow } from '../../db/schema/business-profiles';
import type { CrawlRow } from '../../db/schema/crawls';
import { AppError } from '../../lib/errors';
import { listOfferings, listPages, relabelOfferingCurrency } from '../crawl/crawl.public';
import { presentOffering, requireOwnedCrawl } from '../crawl/crawl.service';
import { offeringFact } from './offering-fact';
import { buildBusinessProfile, PROFILE_RULES_VERSION, type BuildProfileInput } from './build-profile';
import { currenciesSharingSymbol } from './rules/currency';
import {
  correctedProfile,
  offeringCorrectionsOf,
  profileCorrectionsOf,
  type ProfileRecord,
} from './profile.public';
import {
  findProfileRow,
  saveLearnedProfile,
  saveProfileCorrections,
  saveProfileIfMissing,
} from './profile.repo';

/**
 * Checks and completes a rules profile with a model (same grounding rule). Returns the rules profile unchanged
 * when it cannot; never throws.
 */
export type ProfileRefiner = (input: BuildProfileInput, rules: BusinessProfile) => Promise<BusinessProfile>;

export type ProfileDeps = {
  db: Db;
  refine?: ProfileRefiner | null;
  /** Default PROFILE_REFINE_TIMEOUT_MS. */
  refineTimeoutMs?: number;
};

/** What the builder reads from a stored crawl. */
export async function loadProfileInput(db: Db, crawl: CrawlRow): Promise<BuildProfileInput> {
  const [pages, offerings] = await Promise.all([listPages(db, crawl.id), listOfferings(db, crawl.id)]);
  return {
    crawlId: crawl.id,
    startUrl: crawl.startUrl,
    pages: pages.map((page) => ({ url: page.url, text: page.text, meta: page.meta, images: page.images })),
    offerings: offerings.map((offering) => ({
      ...offeringFact(offering),
      imageUrl: offering.imageUrl,
      availability: offering.availability,
      sources: offering.sources,
    })),
    brandSignals: crawl.brandSignals ?? null,
    businessType: crawl.businessType,
  };
}

/** How long the model may take to check a profile before the rules profile is used as it is (60 s). */
export const PROFILE_REFINE_TIMEOUT_MS = 60_000;

/**
 * Builds the profile of a crawl from its stored pages and offerings: rules, then the model when one is configured.
 * A model that fails, or takes longer than `refineTimeoutMs`, leaves the rules profile; never throws for it.
 */
export async function buildProfile(
  deps: ProfileDeps,
  crawl: CrawlRow,
  signal?: AbortSignal,
): Promise<BusinessProfile> {
  const input = await loadProfileInput(deps.db, crawl);
  const rules = businessProfileSchema.parse(buildBusinessProfile(input));
  if (!deps.refine || signal?.aborted) return rules;
  const refined = await withTimeout(
    deps.refine(input, rules).catch(() => rules),
    deps.refineTimeoutMs ?? PROFILE_REFINE_TIMEOUT_MS,
    signal,
  );
  const parsed = businessProfileSchema.safeParse(refined);
  return parsed.success ? parsed.data : rules;
}

/** The value of `work`, or undefined once `ms` have passed or `signal` aborts (the work is left to finish alone). */
async function withTimeout<T>(work: Promise<T>, ms: number, signal?: AbortSignal): Promise<T | undefined> {
  if (signal?.aborted) return undefined;
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const cutOff = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
    onAbort = () => resolve(undefined);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work, cutOff]);
  } finally {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * The stored offerings take the currency the profile settled for the site when they were read in another written
 * with the same symbol ("$" read as US dollars on a Chilean site: pesos), as drafts and campaigns read them there.
 */
async function relabelToSiteCurrency(db: Db, profile: BusinessProfile): Promise<void> {
  const currency = profile.currency?.value;
  if (currency)
    await relabelOfferingCurrency(db, profile.crawlId, currenciesSharingSymbol(currency), currency);
}

/** What the crawl job stores with the flip to `completed` (see ExecuteCrawlDeps.completion). */
export function profileCompletion(deps: ProfileDeps) {
  return async (crawl: CrawlRow, signal: AbortSignal) => {
    const profile = await buildProfile(deps, crawl, signal);
    return async (tx: Db) => {
      await saveLearnedProfile(tx, profile);
      await relabelToSiteCurrency(tx, profile);
    };
  };
}

export type { ProfileRecord };

const building = new Map<string, Promise<BusinessProfileRow>>();

/**
 * The profile of a crawl. A completed crawl's is the stored one (the crawl job stores it with the flip); a crawl
 * that completed before profiles existed, or before the current rules, gets one built on first read, once: readers
 * in this process share one build, and across processes the first stored wins. While the crawl is still analysing
 * its offerings the profile is provisional: built from what is stored so far and never stored.
 */
export async function ensureProfile(deps: ProfileDeps, crawl: CrawlRow): Promise<ProfileRecord> {
  const row = await findProfileRow(deps.db, crawl.id);
  if (row && row.version >= PROFILE_RULES_VERSION && businessProfileSchema.safeParse(row.learned).success)
    return row;
  if (crawl.status !== 'completed') {
    return {
      learned: await buildProfile({ db: deps.db }, crawl),
      corrections: row?.corrections ?? {},
      correctedAt: row?.correctedAt ?? null,
    };
  }
  // A row at the current version that fails the schema is broken, not older: it is replaced.
  const isBroken = row !== undefined && row.version >= PROFILE_RULES_VERSION;
  let pending = building.get(crawl.id);
  if (!pending) {
    pending = buildProfile(deps, crawl)
      .then(async (profile) => {
        const row = await (isBroken
          ? saveLearnedProfile(deps.db, profile)
          : saveProfileIfMissing(deps.db, profile));
        await relabelToSiteCurrency(deps.db, row.learned);
        return row;
      })
      .finally(() => building.delete(crawl.id));
    building.set(crawl.id, pending);
  }
  return pending;
}

/** The profile the drafts use: learned, with the owner's corrections applied; null while the crawl is not ready. */
export async function loadEffectiveProfile(
  deps: ProfileDeps,
  crawl: CrawlRow,
): Promise<BusinessProfile | null> {
  if (!crawlHasPages(crawl.status)) return null;
  return correctedProfile(await ensureProfile(deps, crawl));
}

/** The corrections as stored and returned: the profile's, and the offerings' when the owner made any. */
function savedCorrections(row: ProfileRecord): SavedProfileCorrections {
  const offerings = offeringCorrectionsOf(row);
  return { ...profileCorrectionsOf(row), ...(offerings ? { offerings } : {}) };
}

/** A value as stored in a jsonb column and read back (no undefined members). */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** The profile as the owner reviews it: corrected, as learned, the corrections, and the offerings as corrected. */
async function present(db: Db, row: ProfileRecord): Promise<BusinessProfileResponse> {
  const profile = correctedProfile(row);
  const found = (await listOfferings(db, row.learned.crawlId)).map(presentOffering);
  const offerings = reviewOfferings(found, offeringCorrectionsOf(row), profile.currency?.value ?? null);
  return {
    profile,
    learned: row.learned,
    corrections: savedCorrections(row),
    correctedAt: row.correctedAt?.toISOString() ?? null,
    offerings: offerings.map((item) => item.review),
  };
}

/**
 * The offering corrections as stored: an edit names its offering's own page only when no other offering found shares
 * it (so a recrawl can still tell it after the site renames it); an added offering keeps the id it was given, a new
 * one gets its own (never one the request makes up).
 */
async function storableOfferingCorrections(
  db: Db,
  crawlId: string,
  request: NonNullable<ProfileCorrections['offerings']>,
  saved: OfferingCorrections | null,
): Promise<OfferingCorrections> {
  const found = (await listOfferings(db, crawlId)).map(presentOffering);
  const pageOf = (match: { name: string; landingPage: string | null }) => {
    const product = found.find((item) => item.landing_page === match.landingPage);
    return product ? ownPage(product, found) : null;
  };
  const known = new Set((saved?.added ?? []).map((offering) => offering.id));
  return {
    edits: request.edits.map((edit) => ({
      ...edit,
      match: { name: edit.match.name, landingPage: pageOf(edit.match) },
    })),
    added: request.added.map((offering) => ({
      ...offering,
      id: offering.id && known.has(offering.id) ? offering.id : randomUUID(),
    })),
  };
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
  return present(deps.db, await ensureProfile(deps, crawl));
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
  if (crawl.status !== 'completed')
    throw new AppError(
      'CONFLICT',
      'Adsmith is still reading your offerings; you can correct the profile as soon as it has finished.',
    );
  const current = await ensureProfile(deps, crawl);
  const { offerings, ...rest } = options.corrections;
  const clean: SavedProfileCorrections = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
  if (offerings && (offerings.edits.length > 0 || offerings.added.length > 0))
    clean.offerings = await storableOfferingCorrections(
      deps.db,
      crawl.id,
      offerings,
      offeringCorrectionsOf(current),
    );
  const row = await saveProfileCorrections(
    deps.db,
    crawl.id,
    clean,
    !isDeepStrictEqual(asJson(clean), asJson(savedCorrections(current))),
  );
  if (!row) throw new AppError('NOT_FOUND', 'Profile not found');
  // The stored offerings follow a currency the owner's country settled, as drafts and campaigns read them there.
  await relabelToSiteCurrency(deps.db, correctedProfile(row));
  return present(deps.db, row);
}

/**
 * Whether a name can stand on an ad as the business's: not a file name ("logo-final.png"), not a slug
 * ("cascinasantarita-git", "my_shop") and not the town the business is in ("Lannemezan").
 */
export function isPresentableName(name: string, town: string | null = null): boolean {
  const trimmed = name.trim();
  if (trimmed.length < 2) return false;
  if (/\.(png|jpe?g|webp|avif|gif|svg|ico|html?|php)$/i.test(trimmed) || /[\\/]/.test(trimmed)) return false;
  const slug =
    !/\s/.test(trimmed) &&
    /[-_]/.test(trimmed) &&
    (trimmed === trimmed.toLowerCase() || trimmed === trimmed.toUpperCase() || trimmed.includes('_'));
  if (slug) return false;
  const key = (text: string) => text.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  return !town || key(trimmed) !== key(town);
}

/**
 * The business's name as drafts and creatives show it: the profile's (what the site calls itself, with its source),
 * else the site name the crawl found — each only when it is presentable (isPresentableName: never a file name, a
 * slug or the town) — else its host ("clayandkiln.com" → "Clayandkiln").
 */
export function businessNameOf(
  crawl: Pick<CrawlRow, 'brandSignals' | 'hostname'>,
  profile: (Pick<BusinessProfile, 'businessName'> & Partial<Pick<BusinessProfile, 'location'>>) | null = null,
): string {
  const town = profile?.location?.city?.value ?? null;
  const named = [profile?.businessName?.value, crawl.brandSignals?.siteName]
    .map((name) => name?.trim())
    .find((name): name is string => !!name && isPresentableName(name, town));
  return named ?? nameFromHost(crawl.hostname);
}
