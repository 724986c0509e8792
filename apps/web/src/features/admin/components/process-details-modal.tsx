import {
  Alert,
  Badge,
  Code,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useEffect } from 'react';
import { CrawlStatusBadge } from '@/components/crawl-status-badge';
import type { CrawlProcessDetails } from '../api/admin-types';
import { useProcess } from '../api/get-process';
import { formatDateTime, formatDuration } from '../utils/format';

const LOG_COLORS = { info: 'gray', warn: 'yellow', error: 'red' } as const;

/** The server stores settings under its own names; shown with the form's words when they are known. */
const SETTING_LABELS: Record<string, string> = {
  depth: 'Crawl depth',
  rateLimitSeconds: 'Rate limit (s)',
  productCrawlMaxDepth: 'Product crawl depth',
  useSitemap: 'Use sitemap',
  maxSitemapUrls: 'Max sitemap URLs',
  useLlm: 'AI-powered crawling',
};

function formatSetting(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return JSON.stringify(value);
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function ProcessDetailsBody({ process }: { process: CrawlProcessDetails }) {
  const settings = Object.entries(process.settings);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Fact label="URL">{process.url}</Fact>
        <Fact label="User">{process.user_email}</Fact>
        <Fact label="Status">
          <CrawlStatusBadge status={process.status} />
        </Fact>
        <Fact label="Duration">{formatDuration(process.duration_seconds)}</Fact>
        <Fact label="Started">{formatDateTime(process.started_at)}</Fact>
        <Fact label="Finished">{formatDateTime(process.finished_at)}</Fact>
        <Fact label="Pages stored">{process.pages_stored}</Fact>
        <Fact label="Offerings stored">{process.offerings_stored}</Fact>
      </SimpleGrid>
      {process.error ? <Fact label="Reason">{process.error}</Fact> : null}

      <Title order={3} size="h5">
        Settings
      </Title>
      {settings.length > 0 ? (
        <Table withTableBorder aria-label="Settings">
          <Table.Tbody>
            {settings.map(([key, value]) => (
              <Table.Tr key={key}>
                <Table.Th scope="row" fw={500}>
                  {SETTING_LABELS[key] ?? key}
                </Table.Th>
                <Table.Td>{formatSetting(value)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="dimmed">
          No settings recorded.
        </Text>
      )}

      <Title order={3} size="h5">
        Recent log lines
      </Title>
      {process.logs.length > 0 ? (
        <Stack gap={4} aria-label="Recent log lines" role="list">
          {process.logs.map((line, index) => (
            <Group key={`${line.at}-${index}`} gap="xs" wrap="nowrap" align="flex-start" role="listitem">
              <Code>{formatDateTime(line.at)}</Code>
              <Badge size="xs" color={LOG_COLORS[line.level]} variant="light">
                {line.level}
              </Badge>
              <Text size="sm" style={{ wordBreak: 'break-word' }}>
                {line.message}
              </Text>
            </Group>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          No log lines yet.
        </Text>
      )}

      <Title order={3} size="h5">
        Errors
      </Title>
      {process.errors.length > 0 ? (
        <Stack gap={4} aria-label="Errors" role="list">
          {process.errors.map((entry, index) => (
            <Text key={`${entry.at}-${index}`} size="sm" c="red.7" role="listitem">
              {formatDateTime(entry.at)} — {entry.message}
            </Text>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          No errors.
        </Text>
      )}
    </Stack>
  );
}

type ProcessDetailsModalProps = {
  /** The process to show; `null` closes the modal. */
  crawlId: string | null;
  refreshMs: number;
  onClose: () => void;
};

/** Details of one crawl process (settings, stored counts, recent log lines, errors), refreshed while active. */
export function ProcessDetailsModal({ crawlId, refreshMs, onClose }: ProcessDetailsModalProps) {
  const { data, error } = useProcess(crawlId, refreshMs);

  useEffect(() => {
    if (error) console.warn(`Could not load crawl process ${crawlId ?? ''}`, error);
  }, [error, crawlId]);

  return (
    <Modal
      opened={crawlId !== null}
      onClose={onClose}
      title="Crawl process details"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close details' }}
    >
      {error && !data ? (
        // SPEC §8 has no message for this; a neutral notice, the failure itself is logged.
        <Alert color="gray" variant="light">
          Could not load the details of this crawl. Retrying…
        </Alert>
      ) : data ? (
        <ProcessDetailsBody process={data} />
      ) : (
        <Group justify="center" p="lg">
          <Loader size="sm" aria-label="Loading details" />
        </Group>
      )}
    </Modal>
  );
}
