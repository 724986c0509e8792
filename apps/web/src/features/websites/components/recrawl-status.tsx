import { Alert, CloseButton, Group, Loader, Text } from '@mantine/core';
import type { RecrawlEntry } from '../model/recrawl-tracker';

type RecrawlStatusProps = {
  entry: RecrawlEntry;
  onDismiss: () => void;
};

function pagesRead(count: number): string {
  return `${count} ${count === 1 ? 'page' : 'pages'} read`;
}

/** What the tracker says about a website's recrawl, on its card (SPEC §4 states, in words). */
export function RecrawlStatus({ entry, onDismiss }: RecrawlStatusProps) {
  const dismiss = <CloseButton size="sm" aria-label="Dismiss crawl status" onClick={onDismiss} />;
  if (entry.state === 'completed') {
    return (
      <Alert color="green" variant="light" role="status" title="Crawl completed">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm">
            {pagesRead(entry.pagesFetched)}.
            {entry.hasBrandStory ? ' Your brand story was carried over to the new crawl.' : null}
          </Text>
          {dismiss}
        </Group>
      </Alert>
    );
  }
  if (entry.state === 'failed' || entry.state === 'error') {
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        title={entry.state === 'failed' ? 'Crawl failed' : 'Crawl could not be followed'}
      >
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm">{entry.error ?? 'The crawl stopped before it could read your website.'}</Text>
          {dismiss}
        </Group>
      </Alert>
    );
  }
  const label = {
    pending: 'Crawl queued…',
    running: `Crawling… ${pagesRead(entry.pagesFetched)}`,
    analyzing_offerings: `Analyzing offerings… ${pagesRead(entry.pagesFetched)}`,
  }[entry.state];
  return (
    <Group gap="xs" role="status" aria-live="polite" aria-label="Crawl progress">
      <Loader size="xs" aria-hidden />
      <Text size="sm">{label}</Text>
      {entry.error ? (
        <Text size="xs" c="orange">
          Connection problem, still trying: {entry.error}
        </Text>
      ) : null}
    </Group>
  );
}
