import type { EngineInfo } from '@adsmith/domain/story/schemas';
import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useCorrectionsChangedAt, useLastCorrectionSavedAt } from '@/lib/api/business-profile';
import { useNavigate } from 'react-router';
import { getErrorMessage } from '@/lib/api-client';
import { useAnalyzeStory } from '../api/analyze-story';
import { useRegenerateStory } from '../api/generate-story';
import { useSaveStory } from '../api/save-story';
import { useMergeInsights } from '../api/update-story';
import { useIsAdmin } from '@/lib/use-is-admin';
import { clearStoryDraft, readStoryDraft, writeStoryDraft } from '../utils/story-draft-storage';
import { CrawlDataModal } from './crawl-data-modal';
import { BusinessProfilePanel } from './business-profile-panel';
import { InsightsPanel } from './insights-panel';
import { StoryDiffView } from './story-diff-view';
import { StoryFeedbackPanel } from './story-feedback-panel';
import { StoryTextarea } from './story-textarea';
import { StoryToolbar } from './story-toolbar';
import { WritingGuide } from './writing-guide';

/** What the editor starts from: the saved story, the engine's original draft and who drafted it. */
export type StorySeed = {
  savedStory: string;
  original: string;
  engine: EngineInfo;
  /** Statements the engine left out because the crawl does not support them. */
  unverified: string[];
  /** When the stored story was last drafted or saved (the server's ISO time); null for a draft made just now. */
  savedAt: string | null;
};

/** Whether the owner changed the corrections after the stored story was last drafted or saved (both server times). */
function correctedSince(savedAt: string | null, correctedAt: string | null): boolean {
  return savedAt !== null && correctedAt !== null && Date.parse(correctedAt) > Date.parse(savedAt);
}

type StoryWorkspaceProps = {
  crawlId: string;
  seed: StorySeed;
  embedded: boolean;
  onSaved?: (() => void) | undefined;
};

function engineText(engine: EngineInfo): string {
  return engine.kind === 'offline' ? engine.label : `Drafted by ${engine.label}`;
}

/** The brand story editor once a story exists (SPEC §2 screen 3). */
export function StoryWorkspace({ crawlId, seed, embedded, onSaved }: StoryWorkspaceProps) {
  const isAdmin = useIsAdmin();
  const draft = useStoryDraft(crawlId, seed);
  const { story, setStory, original } = draft;
  const [mode, setMode] = useState<'diff' | 'text'>('diff');
  const [isInsightsOpen, setInsightsOpen] = useState(false);
  const [isGuideOpen, setGuideOpen] = useState(false);
  const [isCrawlDataOpen, setCrawlDataOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const redraft = useRedraftOffer(crawlId, seed.savedAt);
  const actions = useStoryActions({ crawlId, draft, redraft, embedded, onSaved, setNotice });
  const { merge, analyze, save, regenerate, isBusy } = actions;
  const isEmpty = story.trim() === '';

  return (
    <Stack gap="md">
      <StoryHeader
        engine={draft.engine}
        unverified={draft.unverified}
        isAdmin={isAdmin}
        onViewCrawlData={() => setCrawlDataOpen(true)}
      />

      <StoryToolbar
        mode={mode}
        embedded={embedded}
        isInsightsOpen={isInsightsOpen}
        isGuideOpen={isGuideOpen}
        canReset={story !== original && !isBusy}
        canAnalyze={!isEmpty && !analyze.isPending}
        isBusy={isBusy}
        isRegenerating={regenerate.isPending}
        onReset={actions.confirmReset}
        onToggleInsights={() => setInsightsOpen((open) => !open)}
        onToggleGuide={() => setGuideOpen((open) => !open)}
        onFeedback={actions.requestFeedback}
        onToggleMode={() => setMode((current) => (current === 'diff' ? 'text' : 'diff'))}
        onRegenerate={actions.confirmRegenerate}
      />

      {isGuideOpen ? <WritingGuide id="story-writing-guide" /> : null}
      {isInsightsOpen ? <StoryInsights merge={merge} onMerge={actions.mergeInsights} /> : null}
      {notice ? (
        <Alert color="green" role="status">
          {notice}
        </Alert>
      ) : null}

      <StoryEditor mode={mode} story={story} original={original} onChange={setStory} disabled={isBusy} />

      <StoryFeedback
        analyze={analyze}
        isOutdated={actions.feedbackFor !== null && actions.feedbackFor !== story}
      />

      {/* What was learned, with the owner's corrections, before the owner moves on. */}
      <BusinessProfilePanel crawlId={crawlId} />

      {redraft.offersRedraft ? (
        <RedraftOffer onRedraft={actions.confirmRegenerate} onKeep={redraft.keepStory} disabled={isBusy} />
      ) : null}

      <SaveBar
        error={save.error ?? regenerate.error}
        label={embedded ? 'Save Story' : 'Continue'}
        onSave={actions.saveStory}
        disabled={isEmpty || isBusy}
        isSaving={save.isPending}
      />

      {isAdmin ? (
        <CrawlDataModal crawlId={crawlId} opened={isCrawlDataOpen} onClose={() => setCrawlDataOpen(false)} />
      ) : null}
    </Stack>
  );
}

type DraftedStory = { story: string; engine: EngineInfo; unverified: string[] };

/**
 * The story in the editor, the engine's original draft it is compared with, who drafted it and what it left out.
 * Edits are kept on this device (story-draft-storage) against the story they started from until saved or redrafted.
 */
function useStoryDraft(crawlId: string, seed: StorySeed) {
  const [basedOn, setBasedOn] = useState(seed.savedStory);
  const [story, setStoryState] = useState(() => readStoryDraft(crawlId, seed.savedStory) ?? seed.savedStory);
  const [original, setOriginal] = useState(seed.original);
  const [engine, setEngine] = useState(seed.engine);
  const [unverified, setUnverified] = useState(seed.unverified);

  const setStory = (next: string): void => {
    setStoryState(next);
    writeStoryDraft(crawlId, next, basedOn);
  };
  /** Insights merged into the story: an edit like the owner's, kept on this device. */
  const applyMerged = (merged: DraftedStory): void => {
    setStory(merged.story);
    setEngine(merged.engine);
    setUnverified(merged.unverified);
  };
  /** A fresh draft: the server stores it as both the original and the current story. */
  const applyRedraft = (fresh: DraftedStory): void => {
    setOriginal(fresh.story);
    setBasedOn(fresh.story);
    setStoryState(fresh.story);
    clearStoryDraft(crawlId);
    setEngine(fresh.engine);
    setUnverified(fresh.unverified);
  };
  const markSaved = (text: string): void => {
    clearStoryDraft(crawlId);
    setBasedOn(text);
  };
  return { story, setStory, original, engine, unverified, applyMerged, applyRedraft, markSaved };
}

type StoryActionsOptions = {
  crawlId: string;
  draft: ReturnType<typeof useStoryDraft>;
  redraft: ReturnType<typeof useRedraftOffer>;
  embedded: boolean;
  onSaved: (() => void) | undefined;
  setNotice: (notice: string | null) => void;
};

/** The editor's calls to the server: merge insights, feedback, reset, regenerate and save, with what follows each. */
function useStoryActions(options: StoryActionsOptions) {
  const { crawlId, draft, redraft, embedded, onSaved, setNotice } = options;
  const navigate = useNavigate();
  const { story, setStory, original } = draft;
  const [feedbackFor, setFeedbackFor] = useState<string | null>(null);
  const merge = useMergeInsights(crawlId);
  const analyze = useAnalyzeStory(crawlId);
  const save = useSaveStory(crawlId);
  const regenerate = useRegenerateStory(crawlId);
  const isBusy = save.isPending || merge.isPending || regenerate.isPending;

  const mergeInsights = async (insights: string): Promise<boolean> => {
    setNotice(null);
    try {
      draft.applyMerged(await merge.mutateAsync({ insights, story }));
      setNotice(
        `Your insights were merged into the story; the changes are marked below. Edits are kept on this device until you press ${embedded ? 'Save Story' : 'Continue'}.`,
      );
      return true;
    } catch {
      return false;
    }
  };

  const requestFeedback = (): void => {
    const text = story;
    analyze.mutate(text, { onSuccess: () => setFeedbackFor(text) });
  };

  const confirmReset = (): void =>
    openResetConfirm(() => {
      setStory(original);
      setNotice(null);
    });

  const confirmRegenerate = (): void =>
    openRegenerateConfirm(story !== original, () => {
      setNotice(null);
      regenerate.mutate(undefined, {
        onSuccess: (fresh) => {
          redraft.markRedrafted();
          draft.applyRedraft(fresh);
        },
      });
    });

  const saveStory = (): void => {
    setNotice(null);
    const text = story;
    save.mutate(text, {
      onSuccess: () => {
        draft.markSaved(text);
        if (embedded) {
          setNotice('Story saved.');
          onSaved?.();
        } else {
          void navigate('/marketing/assumptions');
        }
      },
    });
  };

  return {
    merge,
    analyze,
    save,
    regenerate,
    isBusy,
    feedbackFor,
    mergeInsights,
    requestFeedback,
    confirmReset,
    confirmRegenerate,
    saveStory,
  };
}

/**
 * Whether to offer a redraft with the owner's corrections. Corrections saved after the story in the editor was drafted
 * (this visit's start, or its last redraft) and after the owner last declined are offered, never applied unasked; so
 * are corrections saved in an earlier visit (or carried by a recrawl) after the stored story was drafted or saved,
 * until the owner redrafts or keeps the story in this visit.
 */
function useRedraftOffer(crawlId: string, savedAt: string | null) {
  const [draftedAt, setDraftedAt] = useState(() => Date.now());
  const [keptAt, setKeptAt] = useState(0);
  const correctedAt = useLastCorrectionSavedAt(crawlId);
  const [isEarlierAnswered, setEarlierAnswered] = useState(false);
  const correctedEarlier = correctedSince(savedAt, useCorrectionsChangedAt(crawlId)) && !isEarlierAnswered;
  return {
    offersRedraft: correctedEarlier || (correctedAt > draftedAt && correctedAt > keptAt),
    keepStory: (): void => {
      setKeptAt(Date.now());
      setEarlierAnswered(true);
    },
    markRedrafted: (): void => {
      setDraftedAt(Date.now());
      setEarlierAnswered(true);
    },
  };
}

function openResetConfirm(onConfirm: () => void): void {
  modals.openConfirmModal({
    title: 'Reset to the original draft?',
    children: <Text size="sm">Your edits to the story will be replaced by the original draft.</Text>,
    labels: { confirm: 'Reset', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

function openRegenerateConfirm(hasEdits: boolean, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: 'Regenerate the story?',
    children: (
      <Text size="sm">
        A new draft is written from the latest crawl and your corrections of what we learned. It replaces the
        story in the editor and the one saved{hasEdits ? ', with your edits' : ''}.
      </Text>
    ),
    labels: { confirm: 'Regenerate', cancel: 'Cancel' },
    onConfirm,
  });
}

/** The story's text box, beside the changes from the original draft in the diff mode. */
function StoryEditor(props: {
  mode: 'diff' | 'text';
  story: string;
  original: string;
  onChange: (story: string) => void;
  disabled: boolean;
}) {
  const textarea = <StoryTextarea value={props.story} onChange={props.onChange} disabled={props.disabled} />;
  return props.mode === 'diff' ? (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {textarea}
      <StoryDiffView original={props.original} story={props.story} />
    </SimpleGrid>
  ) : (
    textarea
  );
}

function RedraftOffer(props: { onRedraft: () => void; onKeep: () => void; disabled: boolean }) {
  return (
    <Alert color="blue" title="Redraft the story with your corrections?" role="status">
      <Stack gap="xs">
        <Text size="sm">
          This story was drafted before you corrected what we learned, so it may still say what you corrected.
          Adsmith can write a new draft with your corrections; your story stays as it is unless you choose to.
        </Text>
        <Group gap="xs">
          <Button size="xs" onClick={props.onRedraft} disabled={props.disabled}>
            Redraft the story
          </Button>
          <Button size="xs" variant="default" onClick={props.onKeep}>
            Keep my story
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Who drafted the story, the admin's look at the crawl data, and what the draft left out as unsupported. */
function StoryHeader(props: {
  engine: EngineInfo;
  unverified: string[];
  isAdmin: boolean;
  onViewCrawlData: () => void;
}) {
  return (
    <>
      <Group justify="space-between">
        <Badge variant="light" size="lg" tt="none" title="The engine that wrote this draft">
          {engineText(props.engine)}
        </Badge>
        {props.isAdmin ? (
          <Button variant="default" size="xs" onClick={props.onViewCrawlData}>
            View Crawl Data
          </Button>
        ) : null}
      </Group>

      {props.unverified.length > 0 ? (
        <Alert color="yellow" title="Left out of the draft">
          Your website does not mention these, so they were not used: {props.unverified.join('; ')}. Add them
          as insights if they are true.
        </Alert>
      ) : null}
    </>
  );
}

/** The save (or continue) button, with why the last save or regeneration failed. */
function SaveBar(props: {
  error: unknown;
  label: string;
  onSave: () => void;
  disabled: boolean;
  isSaving: boolean;
}) {
  return (
    <>
      {props.error ? (
        <Alert color="red" role="alert">
          {getErrorMessage(props.error)}
        </Alert>
      ) : null}

      <Group justify="flex-end">
        <Button onClick={props.onSave} disabled={props.disabled} loading={props.isSaving}>
          {props.label}
        </Button>
      </Group>
    </>
  );
}

/** The feedback on the story once asked for: under way, failed, or given (and whether the story changed since). */
function StoryFeedback({
  analyze,
  isOutdated,
}: {
  analyze: ReturnType<typeof useAnalyzeStory>;
  isOutdated: boolean;
}) {
  const showFeedback = analyze.isPending || analyze.isError || analyze.data !== undefined;
  return showFeedback ? (
    <StoryFeedbackPanel
      feedback={analyze.data}
      isPending={analyze.isPending}
      error={analyze.error ? getErrorMessage(analyze.error) : null}
      isOutdated={isOutdated}
    />
  ) : null;
}

/** The owner's insights to merge into the story, with why the last merge failed. */
function StoryInsights(props: {
  merge: ReturnType<typeof useMergeInsights>;
  onMerge: (insights: string) => Promise<boolean>;
}) {
  return (
    <InsightsPanel
      id="story-insights"
      isMerging={props.merge.isPending}
      error={props.merge.error ? getErrorMessage(props.merge.error) : null}
      onMerge={props.onMerge}
    />
  );
}
