import type { MotiveId } from '@adsmith/domain/hypotheses/motives';
import type { DraftHypothesis, Evidence, Hypothesis } from '@adsmith/domain/hypotheses/schemas';

/** The fields a card lets the user change. */
export type EditableFields = {
  hypothesis: string;
  daily_budget: number;
};

/** One card on the assumptions screen: a saved assumption (with id) or a generated draft (without). */
export type AssumptionCardData = EditableFields & {
  /** Stable React key and selection value: the id when saved, a local key for drafts. */
  key: string;
  id: string | null;
  crawlId: string;
  strategic_approach: string;
  success_metrics: string;
  potential_impact_score: number;
  evidence: Evidence[];
  /** The motive a drafted card argues, as the engine named it (a saved card's is read from its text by the server). */
  motive?: MotiveId;
  /** A saved card changed on screen and not yet written back. */
  isEdited: boolean;
};

export function cardFromSaved(
  saved: Hypothesis,
  edits: Partial<EditableFields> | undefined,
): AssumptionCardData {
  const edited = { hypothesis: saved.hypothesis, daily_budget: saved.daily_budget, ...edits };
  return {
    key: saved.id,
    id: saved.id,
    crawlId: saved.crawl_id,
    hypothesis: edited.hypothesis,
    daily_budget: edited.daily_budget,
    strategic_approach: saved.strategic_approach,
    success_metrics: saved.success_metrics,
    potential_impact_score: saved.potential_impact_score,
    evidence: saved.evidence,
    isEdited: edited.hypothesis !== saved.hypothesis || edited.daily_budget !== saved.daily_budget,
  };
}

let draftCounter = 0;

export function cardFromDraft(draft: DraftHypothesis): AssumptionCardData {
  draftCounter += 1;
  return {
    key: `draft-${Date.now().toString(36)}-${draftCounter}`,
    id: null,
    crawlId: draft.crawl_id,
    hypothesis: draft.hypothesis,
    daily_budget: draft.daily_budget,
    strategic_approach: draft.strategic_approach,
    success_metrics: draft.success_metrics,
    potential_impact_score: draft.potential_impact_score,
    evidence: draft.evidence,
    ...(draft.motive ? { motive: draft.motive } : {}),
    isEdited: false,
  };
}

/** The changed fields of a saved card, for PUT. */
export function changesOf(card: AssumptionCardData, saved: Hypothesis): Partial<EditableFields> {
  const changes: Partial<EditableFields> = {};
  if (card.hypothesis !== saved.hypothesis) changes.hypothesis = card.hypothesis.trim();
  if (card.daily_budget !== saved.daily_budget) changes.daily_budget = card.daily_budget;
  return changes;
}
