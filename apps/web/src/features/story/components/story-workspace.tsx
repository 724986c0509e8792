import type { EngineInfo } from '@adsmith/domain/story/schemas';
import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useCorrectionsChangedAt, useLastCorrectionSavedAt } from '../api/business-profile';
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
  const navigate = useNavigate();
  const isAdmin = useIsAdmin();
  const [basedOn, setBasedOn] = useState(seed.savedStory);
  const [story, setStoryState] = useState(() => readStoryDraft(crawlId, seed.savedStory) ?? seed.savedStory);
  const [original, setOriginal] = useState(seed.original);
  const [engine, setEngine] = useState(seed.engine);
  const [unverified, setUnverified] = useState(seed.unverified);
  const [mode, setMode] = useState<'diff' | 'text'>('diff');
  const [isInsightsOpen, setInsightsOpen] = useState(false);
  const [isGuideOpen, setGuideOpen] = useState(false);
  const [isCrawlDataOpen, setCrawlDataOpen] = useState(false);
  const [feedbackFor, setFeedbackFor] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // When the story in the editor was drafted (this visit's start, or its last redraft), and when the owner last
  // declined a redraft: corrections saved after both are offered as a redraft, never applied to the story unasked.
  const [draftedAt, setDraftedAt] = useState(() => Date.now());
  const [keptAt, setKeptAt] = useState(0);
  const correctedAt = useLastCorrectionSavedAt(crawlId);
  // Corrections saved in an earlier visit (or carried by a recrawl) after the stored story was drafted or saved are
  // offered too, until the owner redrafts or keeps the story in this visit.
  const [isEarlierAnswered, setEarlierAnswered] = useState(false);
  const correctedEarlier =
    correctedSince(seed.savedAt, useCorrectionsChangedAt(crawlId)) && !isEarlierAnswered;
  const offersRedraft = correctedEarlier || (correctedAt > draftedAt && correctedAt > keptAt);
  const keepStory = (): void => {
    setKeptAt(Date.now());
    setEarlierAnswered(true);
  };

  const merge = useMergeInsights(crawlId);
  const analyze = useAnalyzeStory(crawlId);
  const save = useSaveStory(crawlId);
  const regenerate = useRegenerateStory(crawlId);
  const isBusy = save.isPending || merge.isPending || regenerate.isPending;
  const isEmpty = story.trim() === '';

  const setStory = (next: string): void => {
    setStoryState(next);
    writeStoryDraft(crawlId, next, basedOn);
  };

  const mergeInsights = async (insights: string): Promise<boolean> => {
    setNotice(null);
    try {
      const merged = await merge.mutateAsync({ insights, story });
      setStory(merged.story);
      setEngine(merged.engine);
      setUnverified(merged.unverified);
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

  const confirmReset = (): void => {
    modals.openConfirmModal({
      title: 'Reset to the original draft?',
      children: <Text size="sm">Your edits to the story will be replaced by the original draft.</Text>,
      labels: { confirm: 'Reset', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setStory(original);
        setNotice(null);
      },
    });
  };

  const confirmRegenerate = (): void => {
    modals.openConfirmModal({
      title: 'Regenerate the story?',
      children: (
        <Text size="sm">
          A new draft is written from the latest crawl and your corrections of what we learned. It replaces
          the story in the editor and the one saved{story === original ? '' : ', with your edits'}.
        </Text>
      ),
      labels: { confirm: 'Regenerate', cancel: 'Cancel' },
      onConfirm: () => {
        setNotice(null);
        regenerate.mutate(undefined, {
          onSuccess: (draft) => {
            // The server stores a fresh draft as both the original and the current story.
            setOriginal(draft.story);
            setDraftedAt(Date.now());
            setEarlierAnswered(true);
            setBasedOn(draft.story);
            setStoryState(draft.story);
            clearStoryDraft(crawlId);
            setEngine(draft.engine);
            setUnverified(draft.unverified);
          },
        });
      },
    });
  };

  const saveStory = (): void => {
    setNotice(null);
    const text = story;
    save.mutate(text, {
      onSuccess: () => {
        clearStoryDraft(crawlId);
        setBasedOn(text);
        if (embedded) {
          setNotice('Story saved.');
          onSaved?.();
        } else {
          void navigate('/marketing/assumptions');
        }
      },
    });
  };

  const actionError = save.error ?? regenerate.error;
  const showFeedback = analyze.isPending || analyze.isError || analyze.data !== undefined;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Badge variant="light" size="lg" tt="none" title="The engine that wrote this draft">
          {engineText(engine)}
        </Badge>
        {isAdmin ? (
          <Button variant="default" size="xs" onClick={() => setCrawlDataOpen(true)}>
            View Crawl Data
          </Button>
        ) : null}
      </Group>

      {unverified.length > 0 ? (
        <Alert color="yellow" title="Left out of the draft">
          Your website does not mention these, so they were not used: {unverified.join('; ')}. Add them as
          insights if they are true.
        </Alert>
      ) : null}

      <StoryToolbar
        mode={mode}
        embedded={embedded}
        isInsightsOpen={isInsightsOpen}
        isGuideOpen={isGuideOpen}
        canReset={story !== original && !isBusy}
        canAnalyze={!isEmpty && !analyze.isPending}
        isBusy={isBusy}
        isRegenerating={regenerate.isPending}
        onReset={confirmReset}
        onToggleInsights={() => setInsightsOpen((open) => !open)}
        onToggleGuide={() => setGuideOpen((open) => !open)}
        onFeedback={requestFeedback}
        onToggleMode={() => setMode((current) => (current === 'diff' ? 'text' : 'diff'))}
        onRegenerate={confirmRegenerate}
      />

      {isGuideOpen ? <WritingGuide id="story-writing-guide" /> : null}
      {isInsightsOpen ? (
        <InsightsPanel
          id="story-insights"
          isMerging={merge.isPending}
          error={merge.error ? getErrorMessage(merge.error) : null}
          onMerge={mergeInsights}
        />
      ) : null}
      {notice ? (
        <Alert color="green" role="status">
          {notice}
        </Alert>
      ) : null}

      {mode === 'diff' ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <StoryTextarea value={story} onChange={setStory} disabled={isBusy} />
          <StoryDiffView original={original} story={story} />
        </SimpleGrid>
      ) : (
        <StoryTextarea value={story} onChange={setStory} disabled={isBusy} />
      )}

      {showFeedback ? (
        <StoryFeedbackPanel
          feedback={analyze.data}
          isPending={analyze.isPending}
          error={analyze.error ? getErrorMessage(analyze.error) : null}
          isOutdated={feedbackFor !== null && feedbackFor !== story}
        />
      ) : null}

      {/* What was learned, with the owner's corrections, before the owner moves on. */}
      <BusinessProfilePanel crawlId={crawlId} />

      {offersRedraft ? (
        <Alert color="blue" title="Redraft the story with your corrections?" role="status">
          <Stack gap="xs">
            <Text size="sm">
              This story was drafted before you corrected what we learned, so it may still say what you
              corrected. Adsmith can write a new draft with your corrections; your story stays as it is unless
              you choose to.
            </Text>
            <Group gap="xs">
              <Button size="xs" onClick={confirmRegenerate} disabled={isBusy}>
                Redraft the story
              </Button>
              <Button size="xs" variant="default" onClick={keepStory}>
                Keep my story
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}

      {actionError ? (
        <Alert color="red" role="alert">
          {getErrorMessage(actionError)}
        </Alert>
      ) : null}

      <Group justify="flex-end">
        <Button onClick={saveStory} disabled={isEmpty || isBusy} loading={save.isPending}>
          {embedded ? 'Save Story' : 'Continue'}
        </Button>
      </Group>

      {isAdmin ? (
        <CrawlDataModal crawlId={crawlId} opened={isCrawlDataOpen} onClose={() => setCrawlDataOpen(false)} />
      ) : null}
    </Stack>
  );
}
