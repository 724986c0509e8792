import { AssumptionLimits } from '@adsmith/domain/common/constants';
import type { MotiveId } from '@adsmith/domain/hypotheses/motives';
import { HypothesisMessages } from '@adsmith/domain/hypotheses/messages';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { useCreateHypothesis } from '../api/create-hypothesis';
import { useDeleteHypothesis } from '../api/delete-hypothesis';
import { useGenerateHypotheses } from '../api/generate-hypotheses';
import { useHypotheses } from '../api/get-hypotheses';
import { useUpdateHypothesis } from '../api/update-hypothesis';
import {
  cardFromDraft,
  cardFromSaved,
  changesOf,
  type AssumptionCardData,
  type EditableFields,
} from '../utils/assumption-card';
import { readDeletedTexts, readDraftCards, writeDeletedTexts, writeDraftCards } from '../utils/draft-storage';

const MAX = AssumptionLimits.maxAssumptions;
/** The server accepts at most this many deleted texts; the newest matter most. */
const MAX_DELETED = 20;

/**
 * The assumption cards of one website: saved ones (GET /hypotheses/:hostname) followed by generated drafts,
 * the user's edits, selection, and the SPEC §4 rule that a chosen draft is saved before it is used.
 */
export function useAssumptionCards({ crawlId, hostname }: { crawlId: string; hostname: string }) {
  const saved = useHypotheses(hostname);
  const generate = useGenerateHypotheses(crawlId);
  const create = useCreateHypothesis();
  const update = useUpdateHypothesis();
  const remove = useDeleteHypothesis();

  const [drafts, setDraftsState] = useState<AssumptionCardData[]>(() => readDraftCards(crawlId));
  const [edits, setEdits] = useState<Record<string, Partial<EditableFields>>>({});
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleted, setDeletedState] = useState<string[]>(() => readDeletedTexts(crawlId));
  /** The motives of the cards deleted in this visit (an undone delete gives its motive back). */
  const [deletedMotives, setDeletedMotives] = useState<MotiveId[]>([]);
  /** The draft deleted last, with its place, until it is restored or another card goes. */
  const [undoable, setUndoable] = useState<{
    card: AssumptionCardData;
    index: number;
    number: number;
  } | null>(null);
  const [initialFailed, setInitialFailed] = useState(false);
  const initialRequested = useRef(false);

  const setDrafts = useCallback(
    (update: (current: AssumptionCardData[]) => AssumptionCardData[]) => {
      setDraftsState((current) => {
        const next = update(current);
        writeDraftCards(crawlId, next);
        return next;
      });
    },
    [crawlId],
  );

  const setDeleted = useCallback(
    (update: (current: string[]) => string[]) => {
      setDeletedState((current) => {
        const next = update(current).slice(-MAX_DELETED);
        writeDeletedTexts(crawlId, next);
        return next;
      });
    },
    [crawlId],
  );

  const cards = useMemo(
    () => [...(saved.data ?? []).map((h) => cardFromSaved(h, edits[h.id])), ...drafts],
    [saved.data, edits, drafts],
  );
  const freeSlots = Math.max(0, MAX - cards.length);

  const requestInitial = useCallback(() => {
    setError(null);
    setInitialFailed(false);
    generate.mutate(
      { remainingSlots: MAX, existingHypotheses: [] },
      {
        onSuccess: ({ hypotheses }) =>
          setDrafts((current) => [...current, ...hypotheses.slice(0, MAX).map(cardFromDraft)]),
        onError: () => {
          setInitialFailed(true);
          setError(HypothesisMessages.initialFailed);
        },
      },
    );
  }, [generate, setDrafts]);

  // SPEC §2 screen 4: a website with no assumption yet gets a first set, once per visit (the ref survives
  // React's double effects, so the model is not asked twice).
  const hasNone = saved.isSuccess && saved.data.length === 0 && drafts.length === 0;
  useEffect(() => {
    if (!hasNone || initialRequested.current) return;
    initialRequested.current = true;
    requestInitial();
  }, [hasNone, requestInitial]);

  const generateMore = (): void => {
    if (freeSlots === 0) return;
    setError(null);
    // The freed slot is being filled: the deleted card can no longer come back.
    setUndoable(null);
    generate.mutate(
      {
        remainingSlots: freeSlots,
        existingHypotheses: cards.map((card) => card.hypothesis),
        deletedHypotheses: deleted,
        excludedHypotheses: [...new Set([...cards.flatMap((card) => card.motive ?? []), ...deletedMotives])],
      },
      {
        onSuccess: ({ hypotheses }) =>
          setDrafts((current) => [...current, ...hypotheses.slice(0, freeSlots).map(cardFromDraft)]),
        onError: () => setError(HypothesisMessages.newFailed),
      },
    );
  };

  const changeCard = (key: string, patch: Partial<EditableFields>): void => {
    if (drafts.some((card) => card.key === key)) {
      setDrafts((current) => current.map((card) => (card.key === key ? { ...card, ...patch } : card)));
    } else {
      setEdits((current) => ({ ...current, [key]: { ...current[key], ...patch } }));
    }
  };

  const deleteCard = async (card: AssumptionCardData): Promise<void> => {
    setError(null);
    setUndoable(null);
    if (card.id) {
      try {
        await remove.mutateAsync(card.id);
      } catch (cause) {
        setError(getErrorMessage(cause));
        return;
      }
      setEdits(({ [card.key]: _dropped, ...rest }) => rest);
    } else {
      const index = drafts.findIndex((draft) => draft.key === card.key);
      setDrafts((current) => current.filter((draft) => draft.key !== card.key));
      setUndoable({ card, index, number: cards.findIndex((other) => other.key === card.key) + 1 });
    }
    // Generate New Assumptions does not bring the deleted reason back in this session.
    if (card.hypothesis.trim())
      setDeleted((current) => [...current.filter((text) => text !== card.hypothesis), card.hypothesis]);
    const { motive } = card;
    if (motive) setDeletedMotives((current) => [...current.filter((other) => other !== motive), motive]);
    if (selectedKey === card.key) setSelectedKey(null);
  };

  /** Puts the draft deleted last back where it was (a saved card is confirmed before it goes, so never undone). */
  const undoDelete = (): void => {
    if (!undoable) return;
    const { card, index } = undoable;
    setDrafts((current) => [...current.slice(0, index), card, ...current.slice(index)]);
    setDeleted((current) => current.filter((text) => text !== card.hypothesis));
    // The restored card's motive is on screen again, no longer one the user deleted.
    setDeletedMotives((current) => current.filter((motive) => motive !== card.motive));
    setUndoable(null);
  };

  const select = (key: string): void => {
    setSelectedKey(key);
    setError((current) => (current === HypothesisMessages.selectRequired ? null : current));
  };

  /**
   * The id of the selected assumption, saving it first: a draft is created (POST), an edited saved card is
   * updated (PUT). `null` with the SPEC §8 message shown when nothing is selected or saving failed.
   */
  const commitSelected = async (): Promise<string | null> => {
    setError(null);
    const card = cards.find((candidate) => candidate.key === selectedKey);
    if (!card) {
      setError(HypothesisMessages.selectRequired);
      return null;
    }
    if (!card.hypothesis.trim()) {
      setError('The selected assumption is empty. Describe it before creating a campaign.');
      return null;
    }
    try {
      if (!card.id) {
        const { id } = await create.mutateAsync({
          hypothesis: card.hypothesis.trim(),
          strategic_approach: card.strategic_approach,
          success_metrics: card.success_metrics,
          potential_impact_score: card.potential_impact_score,
          daily_budget: card.daily_budget,
          evidence: card.evidence,
          crawl_id: card.crawlId || crawlId,
        });
        setDrafts((current) => current.filter((draft) => draft.key !== card.key));
        setSelectedKey(id);
        return id;
      }
      const original = saved.data?.find((h) => h.id === card.id);
      if (card.isEdited && original) {
        await update.mutateAsync({ id: card.id, changes: changesOf(card, original) });
        setEdits(({ [card.key]: _dropped, ...rest }) => rest);
      }
      return card.id;
    } catch {
      setError(HypothesisMessages.saveFailed);
      return null;
    }
  };

  return {
    saved,
    cards,
    freeSlots,
    selectedKey,
    error,
    initialFailed,
    isGenerating: generate.isPending,
    isCommitting: create.isPending || update.isPending,
    deletingId: remove.isPending ? remove.variables : null,
    requestInitial,
    generateMore,
    changeCard,
    deleteCard,
    undoable: undoable && cards.length < MAX ? { number: undoable.number } : null,
    undoDelete,
    select,
    commitSelected,
  };
}
