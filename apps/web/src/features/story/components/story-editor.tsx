import type { CrawlStatusResponse } from '@adsmith/domain/crawl/schemas';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { RETRY_CRAWL_STATE } from '@/lib/retry-crawl-state';
import { getErrorMessage } from '@/lib/api-client';
import { useBrandStory } from '../api/get-brand-story';
import { isCrawlReadyForStory, isCrawlRunning, useCrawlStatus } from '../api/get-crawl-status';
import { useInitialDraft } from '../api/generate-story';
import { CrawlProgressPanel } from './crawl-progress-panel';
import { StoryWorkspace, type StorySeed } from './story-workspace';
import { Working } from '@/components/working';

export type StoryEditorProps = {
  crawlId: string;
  /** Inside another screen (the websites dashboard's modal): "Save Story" and "Regenerate Story" instead of "Continue". */
  embedded?: boolean;
  /** Called after the story was saved in embedded use. */
  onSaved?: () => void;
  /** Replaces the built-in progress counts while the crawl runs (a page may compose a richer display). */
  renderCrawlProgress?: (crawl: CrawlStatusResponse) => ReactNode;
};

function Failure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" role="alert" title="Something went wrong">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * The brand story step (SPEC §2 screen 3, §4): waits for the crawl (polling its status every 3 s), loads the
 * saved story or drafts one when none exists, then hands over to the editor.
 */
export function StoryEditor({ crawlId, embedded = false, onSaved, renderCrawlProgress }: StoryEditorProps) {
  const navigate = useNavigate();
  const status = useCrawlStatus(crawlId);
  const isReady = isCrawlReadyForStory(status.data?.status);
  const brandStory = useBrandStory(crawlId, { enabled: isReady });
  const initialDraft = useInitialDraft(crawlId, { enabled: isReady && brandStory.data === null });

  if (status.isPending) return <Working label="Checking your website crawl…" />;
  if (!status.data) {
    return <Failure message={getErrorMessage(status.error)} onRetry={() => void status.refetch()} />;
  }

  const crawl = status.data;
  if (crawl.status === 'failed') {
    return (
      <Alert color="red" role="alert" title="The crawl of your website failed">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{crawl.error ?? 'The crawl stopped before it could read your website.'}</Text>
          {embedded ? null : (
            <Button
              size="xs"
              variant="white"
              color="red"
              onClick={() => void navigate('/', { state: RETRY_CRAWL_STATE })}
            >
              Start a new crawl
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  if (isCrawlRunning(crawl.status)) {
    return (
      <CrawlProgressPanel crawl={crawl} showStartOver={!embedded} details={renderCrawlProgress?.(crawl)} />
    );
  }

  if (brandStory.isPending) return <Working label="Loading your brand story…" />;
  if (brandStory.isError) {
    return <Failure message={getErrorMessage(brandStory.error)} onRetry={() => void brandStory.refetch()} />;
  }

  let seed: StorySeed;
  if (brandStory.data) {
    seed = {
      savedStory: brandStory.data.brand_story,
      original: brandStory.data.original_story,
      engine: brandStory.data.engine,
      unverified: [],
      savedAt: brandStory.data.updated_at,
    };
  } else {
    if (initialDraft.isPending) return <Working label="Drafting your brand story…" />;
    if (initialDraft.isError) {
      return (
        <Failure message={getErrorMessage(initialDraft.error)} onRetry={() => void initialDraft.refetch()} />
      );
    }
    const draft = initialDraft.data;
    seed = {
      savedStory: draft.story,
      original: draft.story,
      engine: draft.engine,
      unverified: draft.unverified,
      savedAt: null,
    };
  }

  // Keyed by crawl: the editor seeds its text once, and a refetch after saving must not reset what is typed.
  return <StoryWorkspace key={crawlId} crawlId={crawlId} seed={seed} embedded={embedded} onSaved={onSaved} />;
}
