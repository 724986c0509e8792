import type { CrawlStatusResponse } from '@adsmith/domain/crawl/schemas';
import { Anchor, Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

type CrawlProgressPanelProps = {
  crawl: CrawlStatusResponse;
  /** Outside the guided flow (embedded in a modal) there is no "start over" to offer. */
  showStartOver?: boolean;
};

/**
 * Live crawl progress while the story waits for it (SPEC §4 polls every 3 s). Shows counts the crawler really
 * reports; the bar follows fetched / queued pages, which grows as links are found, so it never claims to know
 * the end.
 */
export function CrawlProgressPanel({ crawl, showStartOver = true }: CrawlProgressPanelProps) {
  const { pages_fetched: fetched, pages_queued: queued, offerings_found: offerings } = crawl.progress;
  const isPending = crawl.status === 'pending';
  const percent = queued > 0 ? Math.min(100, Math.round((fetched / queued) * 100)) : 0;

  return (
    <Paper withBorder p="lg" role="status" aria-live="polite" aria-label="Crawl progress">
      <Stack gap="sm">
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text fw={600}>{isPending ? 'Waiting for the crawl to start…' : 'Reading your website…'}</Text>
        </Group>
        <Progress
          value={isPending ? 100 : Math.max(percent, 5)}
          animated
          striped={isPending}
          aria-label="Pages fetched"
        />
        <Group gap="xl">
          <Text size="sm">
            Pages fetched: <strong>{fetched}</strong>
            {queued > 0 ? ` of ${queued} found` : null}
          </Text>
          <Text size="sm">
            Offerings found: <strong>{offerings}</strong>
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          Your brand story is drafted as soon as the crawl has finished.
        </Text>
        {showStartOver ? (
          <Anchor component={Link} to="/" size="sm">
            Start over with another website
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}
