import type { CrawlStatusResponse } from '@adsmith/domain/crawl/schemas';
import { Anchor, Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type CrawlProgressPanelProps = {
  crawl: CrawlStatusResponse;
  /** Outside the guided flow (embedded in a modal) there is no "start over" to offer. */
  showStartOver?: boolean;
  /** A richer progress display composed by the page; the built-in counts otherwise. */
  details?: ReactNode;
};

/** Pages fetched and offerings found, as the crawler reports them (a live region, so progress is heard). */
function ProgressCounts({ crawl }: { crawl: CrawlStatusResponse }) {
  const { pages_fetched: fetched, pages_queued: queued, offerings_found: offerings } = crawl.progress;
  const found = Math.max(queued, fetched);
  const percent = found > 0 ? Math.round((fetched / found) * 100) : 0;
  const notices = crawl.progress.notices ?? [];
  return (
    <Stack gap={6}>
      <Progress value={percent} animated striped aria-label="Pages fetched" />
      <Text size="sm" role="status" aria-live="polite">
        Pages fetched: {fetched} of {found} found · Offerings found: {offerings}
      </Text>
      {notices.map((notice) => (
        <Text key={notice} size="sm" c="dimmed">
          {notice}
        </Text>
      ))}
    </Stack>
  );
}

/** The story step while the crawl still runs (SPEC §4 polls every 3 s), with a way back. */
export function CrawlProgressPanel({ crawl, showStartOver = true, details }: CrawlProgressPanelProps) {
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="story-crawl-progress-title">
      <Stack gap="sm">
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text fw={600} id="story-crawl-progress-title">
            {crawl.status === 'pending' ? 'Waiting for the crawl to start…' : 'Reading your website…'}
          </Text>
        </Group>
        {details ?? <ProgressCounts crawl={crawl} />}
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
