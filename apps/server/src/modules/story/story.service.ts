import { crawlHasPages } from '@adsmith/domain/crawl/status';
import type { User } from '@adsmith/domain/auth/schemas';
import { StoryMessages } from '@adsmith/domain/story/messages';
import type {
  BrandStoryResponse,
  GenerateStoryResponse,
  StoryFeedback,
  StoryResponse,
} from '@adsmith/domain/story/schemas';
import type { CrawlFacts, DraftingEngine } from '../../ai/engine';
import type { Db } from '../../db/client';
import type { BrandStoryRow } from '../../db/schema/brand-stories';
import type { CrawlRow } from '../../db/schema/crawls';
import { AppError } from '../../lib/errors';
import { requireOwnedCrawl } from '../crawl/crawl.service';
import { loadCrawlFacts } from './crawl-facts';
import { findStoriesByCrawls, findStoryByCrawl, upsertDraft, upsertSavedStory } from './story.repo';

export type StoryDeps = { db: Db; engine: DraftingEngine };

/** The label a story written or pasted by the user carries instead of an engine's. */
export const MANUAL_STORY_LABEL = 'Written by you';

/** Crawl states in which the pages are stored and a story can be drafted (SPEC §4). */

/** The user's crawl, ready to draft from, or 404 (not theirs) / 409 (still crawling or failed). */
export async function requireDraftableCrawl(
  db: Db,
  crawlId: string,
  user: User,
  notReady: (status: string) => string,
): Promise<CrawlRow> {
  const crawl = await requireOwnedCrawl(db, crawlId, user);
  if (!crawlHasPages(crawl.status)) throw new AppError('CONFLICT', notReady(crawl.status));
  return crawl;
}

export function presentBrandStory(row: BrandStoryRow): BrandStoryResponse {
  return {
    crawl_id: row.crawlId,
    brand_story: row.story,
    original_story: row.originalStory,
    engine: { kind: row.engineKind === 'model' ? 'model' : 'offline', label: row.engine },
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Drafts (or redrafts) the brand story of a completed crawl and stores it as both the original and the current
 * story (SPEC §7 POST /generate-story).
 */
export async function generateStory(
  deps: StoryDeps,
  options: { user: User; crawlId: string },
): Promise<GenerateStoryResponse> {
  const crawl = await requireDraftableCrawl(
    deps.db,
    options.crawlId,
    options.user,
    StoryMessages.crawlNotReady,
  );
  const facts = await loadCrawlFacts(deps.db, crawl);
  const { value } = await deps.engine.story({ facts });
  await upsertDraft(deps.db, {
    crawlId: crawl.id,
    userId: options.user.id,
    story: value.story,
    engine: deps.engine.info.label,
    engineKind: deps.engine.info.kind,
  });
  return { story: value.story, engine: deps.engine.info, unverified: value.unverified };
}

/** The stored story of the user's crawl, or 404 when none was drafted or saved yet. */
export async function getBrandStory(
  db: Db,
  options: { user: User; crawlId: string },
): Promise<BrandStoryResponse> {
  const crawl = await requireOwnedCrawl(db, options.crawlId, options.user);
  const row = await findStoryByCrawl(db, crawl.id);
  if (!row) throw new AppError('NOT_FOUND', StoryMessages.storyNotFound);
  return presentBrandStory(row);
}

/** Merges the user's insights into the story shown in the editor; nothing is saved (SPEC §7 POST /update-story). */
export async function mergeStoryInsights(
  deps: StoryDeps,
  options: { user: User; crawlId: string; insights: string; story: string },
): Promise<StoryResponse> {
  const crawl = await requireOwnedCrawl(deps.db, options.crawlId, options.user);
  if (!options.insights.trim()) throw new AppError('BAD_REQUEST', StoryMessages.insightsRequired);
  const facts = await loadCrawlFacts(deps.db, crawl);
  const { value } = await deps.engine.mergeInsights({
    facts,
    story: options.story,
    insights: options.insights,
  });
  return { story: value.story, engine: deps.engine.info, unverified: value.unverified };
}

/** Saves the user's story for the crawl (SPEC §7 POST /save-story). */
export async function saveStory(
  db: Db,
  options: { user: User; crawlId: string; story: string },
): Promise<BrandStoryResponse> {
  const crawl = await requireOwnedCrawl(db, options.crawlId, options.user);
  if (!options.story.trim()) throw new AppError('BAD_REQUEST', StoryMessages.storyRequired);
  const row = await upsertSavedStory(db, {
    crawlId: crawl.id,
    userId: options.user.id,
    story: options.story,
    manualLabel: MANUAL_STORY_LABEL,
  });
  return presentBrandStory(row);
}

/**
 * Customers / Problems / Solution feedback on a story (SPEC §7 POST /analyze-story). With the id of one of the
 * user's crawls, the feedback draws its examples (offerings, audience words, proof) from that business's profile.
 */
export async function analyzeStory(
  deps: StoryDeps,
  options: { user: User; story: string; crawlId: string | null },
): Promise<StoryFeedback> {
  const facts = options.crawlId
    ? await loadCrawlFacts(deps.db, await requireOwnedCrawl(deps.db, options.crawlId, options.user))
    : null;
  const { value } = await deps.engine.storyFeedback({ story: options.story, facts });
  return value;
}

/** What the assumptions need from a crawl: its facts and the saved story (the owner's words count as facts). */
export async function loadStoryContext(
  db: Db,
  crawl: CrawlRow,
): Promise<{ facts: CrawlFacts; brandStory: string | null }> {
  const [facts, story] = await Promise.all([loadCrawlFacts(db, crawl), findStoryByCrawl(db, crawl.id)]);
  return { facts, brandStory: story?.story ?? null };
}

/** Saved stories of several crawls, by crawl id (for listing assumptions with their story). */
export async function storiesByCrawl(db: Db, crawlIds: string[]): Promise<Map<string, string>> {
  const rows = await findStoriesByCrawls(db, crawlIds);
  return new Map(rows.map((row) => [row.crawlId, row.story]));
}
