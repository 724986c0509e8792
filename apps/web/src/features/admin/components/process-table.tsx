import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { CrawlStatusBadge } from '@/components/crawl-status-badge';
import type { CrawlProcess } from '../api/admin-types';
import { formatDateTime, formatDuration } from '../utils/format';

type ProcessTableProps = {
  processes: CrawlProcess[];
  onDetails: (process: CrawlProcess) => void;
  onTerminate: (process: CrawlProcess) => void;
  /** The crawl whose termination is being sent, so its button shows that. */
  terminatingId: string | null;
};

/** "fetched/queued · offerings", e.g. "12/40 · 3 offerings". */
export function formatProcessProgress({ progress }: CrawlProcess): string {
  const offerings = `${progress.offerings_found} ${progress.offerings_found === 1 ? 'offering' : 'offerings'}`;
  return `${progress.pages_fetched}/${progress.pages_queued} · ${offerings}`;
}

/** Crawl processes of every user (SPEC §2 screen 11), newest first as the server sends them. */
export function ProcessTable({ processes, onDetails, onTerminate, terminatingId }: ProcessTableProps) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Crawl processes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>URL</Table.Th>
            <Table.Th>User</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Progress</Table.Th>
            <Table.Th>Started</Table.Th>
            <Table.Th>Duration</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {processes.map((process) => (
            <Table.Tr key={process.crawl_id}>
              <Table.Td maw={280} style={{ wordBreak: 'break-all' }}>
                <Anchor href={process.url} target="_blank" rel="noreferrer noopener" size="sm">
                  {process.url}
                </Anchor>
              </Table.Td>
              <Table.Td>{process.user_email}</Table.Td>
              <Table.Td>
                <CrawlStatusBadge status={process.status} />
                {process.error ? (
                  <Text size="xs" c="dimmed" mt={4}>
                    {process.error}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{formatProcessProgress(process)}</Table.Td>
              <Table.Td>{formatDateTime(process.started_at)}</Table.Td>
              <Table.Td>{formatDuration(process.duration_seconds)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => onDetails(process)}
                    aria-label={`Details of ${process.url}`}
                  >
                    Details
                  </Button>
                  {process.is_active ? (
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      onClick={() => onTerminate(process)}
                      loading={terminatingId === process.crawl_id}
                      aria-label={`Terminate ${process.url}`}
                    >
                      Terminate
                    </Button>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
