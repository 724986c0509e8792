import { bareHost } from '@adsmith/domain/crawl/url';
import type { User } from '@adsmith/domain/auth/schemas';
import { HypothesisMessages } from '@adsmith/domain/hypotheses/messages';
import {
  HypothesisLimits,
  type DraftHypothesis,
  type GenerateHypothesesResponse,
  type Hypothesis,
  type UpdateHypothesisRequest,
  type createHypothesisRequestSchema,
  type generateHypothesesRequestSchema,
} from '@adsmith/domain/hypotheses/schemas';
import type { z } from 'zod';
import type { DraftingEngine } from '../../ai/engine';
import { motivesOf } from '../../ai/similarity';
import type { Db } from '../../db/client';
import type { HypothesisRow } from '../../db/schema/hypotheses';
import { AppError } from '../../lib/errors';
import { listUserCrawls, requireOwnedCrawl } from '../crawl/crawl.service';
import { loadStoryContext, requireDraftableCrawl, storiesByCrawl } from '../story/story.service';
import {
  deleteOwnedHypothesis,
  findOwnedHypothesis,
  insertHypothesisWithinLimit,
  listHypothesesByCrawls,
  updateOwnedHypothesis,
} from './hypotheses.repo';

export type HypothesesDeps = { db: Db; engine: DraftingEngine };

const notFound = () => new AppError('NOT_FOUND', HypothesisMessages.notFound);

export function presentHypothesis(row: HypothesisRow, brandStory: string | null): Hypothesis {
  return {
    id: row.id,
    hypothesis: row.hypothesis,
    daily_budget: Number(row.dailyBudget),
    strategic_approach: row.strategicApproach,
    success_metrics: row.successMetrics,
    potential_impact_score: row.potentialImpactScore,
    crawl_id: row.crawlId,
    evidence: row.evidence,
    brand_story: brandStory,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function present(db: Db, rows: HypothesisRow[]): Promise<Hypothesis[]> {
  const stories = await storiesByCrawl(db, [...new Set(rows.map((row) => row.crawlId))]);
  return rows.map((row) => presentHypothesis(row, stories.get(row.crawlId) ?? null));
}

/** The user's saved assumptions for every crawl of a website (SPEC §7 GET /hypotheses/:hostname). */
export async function listHypothesesForHostname(
  db: Db,
  options: { user: User; hostname: string },
): Promise<Hypothesis[]> {
  const wanted = bareHost(options.hostname);
  const crawls = (await listUserCrawls(db, options.user)).filter(
    (crawl) => bareHost(crawl.hostname) === wanted,
  );
  const rows = await listHypothesesByCrawls(
    db,
    options.user.id,
    crawls.map((crawl) => crawl.crawl_id),
  );
  return present(db, rows);
}

/** One saved assumption of the user, or 404 (SPEC §7 GET /hypothesis/:id). */
export async function getHypothesis(db: Db, options: { user: User; id: string }): Promise<Hypothesis> {
  const row = await findOwnedHypothesis(db, options.id, options.user.id);
  if (!row) throw notFound();
  const [presented] = await present(db, [row]);
  return presented!;
}

const normaliseText = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Drafts new assumptions for a crawl into the free slots (SPEC §7 POST /generate-hypotheses): never more than 4
 * per crawl counting the saved ones and the cards on screen, each different from all of them. Not saved.
 */
export async function generateHypotheses(
  deps: HypothesesDeps,
  options: { user: User; crawlId: string; request: z.output<typeof generateHypothesesRequestSchema> },
): Promise<GenerateHypothesesResponse> {
  const crawl = await requireDraftableCrawl(
    deps.db,
    options.crawlId,
    options.user,
    HypothesisMessages.crawlNotReady,
  );
  const saved = await listHypothesesByCrawls(deps.db, options.user.id, [crawl.id]);
  const onScreen = options.request.existing_hypotheses.map((item) =>
    typeof item === 'string' ? item : item.hypothesis,
  );
  const existing = [...saved.map((row) => row.hypothesis)];
  for (const text of onScreen) {
    if (text.trim() && !existing.some((other) => normaliseText(other) === normaliseText(text)))
      existing.push(text);
  }
  const free = HypothesisLimits.maxPerCrawl - existing.length;
  const count = Math.min(options.request.remaining_slots, free);
  if (count <= 0)
    throw new AppError('CONFLICT', HypothesisMessages.limitReached(HypothesisLimits.maxPerCrawl));
  const { facts, brandStory } = await loadStoryContext(deps.db, crawl);
  // Reasons the user deleted in this session do not come back, whatever the engine proposes.
  const deleted = options.request.deleted_hypotheses
    .map((item) => (typeof item === 'string' ? item : item.hypothesis))
    .filter((text) => text.trim());
  // The motives the client names (cards on screen and deleted in this visit; an undone delete is no longer named),
  // with those of the deleted texts: no new assumption argues one of them.
  const excludedMotives = [...new Set([...options.request.excluded_hypotheses, ...motivesOf(deleted)])];
  const excluded = new Set(excludedMotives);
  const { value } = await deps.engine.hypotheses({
    facts,
    brandStory,
    count,
    existing,
    deleted,
    excludedMotives,
  });
  const kept = value.hypotheses.filter(
    (draft) =>
      !(draft.motive ? [draft.motive] : motivesOf([draft.hypothesis])).some((motive) => excluded.has(motive)),
  );
  const hypotheses: DraftHypothesis[] = kept.map((draft) => ({
    ...draft,
    daily_budget: draft.daily_budget ?? HypothesisLimits.defaultDailyBudget,
    crawl_id: crawl.id,
  }));
  return { hypotheses, engine: deps.engine.info };
}

/** Saves an assumption for the user's crawl; the fifth for one crawl is refused (SPEC §5: at most 4). */
export async function createHypothesis(
  db: Db,
  options: { user: User; request: z.output<typeof createHypothesisRequestSchema> },
): Promise<{ id: string }> {
  const { request } = options;
  const crawl = await requireOwnedCrawl(db, request.crawl_id, options.user);
  const row = await insertHypothesisWithinLimit(
    db,
    {
      userId: options.user.id,
      crawlId: crawl.id,
      hypothesis: request.hypothesis,
      strategicApproach: request.strategic_approach,
      successMetrics: request.success_metrics,
      potentialImpactScore: request.potential_impact_score,
      dailyBudget: request.daily_budget.toFixed(2),
      evidence: request.evidence,
    },
    HypothesisLimits.maxPerCrawl,
  );
  if (!row) throw new AppError('CONFLICT', HypothesisMessages.limitReached(HypothesisLimits.maxPerCrawl));
  return { id: row.id };
}

/** Edits the user's assumption (any subset of its fields). */
export async function updateHypothesis(
  db: Db,
  options: { user: User; id: string; changes: UpdateHypothesisRequest },
): Promise<Hypothesis> {
  const { changes } = options;
  const row = await updateOwnedHypothesis(db, options.id, options.user.id, {
    hypothesis: changes.hypothesis,
    strategicApproach: changes.strategic_approach,
    successMetrics: changes.success_metrics,
    potentialImpactScore: changes.potential_impact_score,
    dailyBudget: changes.daily_budget?.toFixed(2),
    evidence: changes.evidence,
  });
  if (!row) throw notFound();
  const [presented] = await present(db, [row]);
  return presented!;
}

/** Deletes the user's assumption, freeing its slot. */
export async function deleteHypothesis(
  db: Db,
  options: { user: User; id: string },
): Promise<{ id: string; deleted: true }> {
  if (!(await deleteOwnedHypothesis(db, options.id, options.user.id))) throw notFound();
  return { id: options.id, deleted: true };
}
