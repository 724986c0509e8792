import { MonitorSettings } from '@adsmith/domain/common/constants';
import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useEffect, useState } from 'react';
import type { CrawlProcess } from '../api/admin-types';
import { useProcesses } from '../api/get-processes';
import { useTerminateProcess } from '../api/terminate-process';
import { AutoRefreshControl } from './auto-refresh-control';
import { ProcessDetailsModal } from './process-details-modal';
import { ProcessTable } from './process-table';

/**
 * Admin Process Manager (SPEC §2 screen 11): every crawl with Details and Terminate (after a confirmation),
 * refreshed every 5 s unless the admin picks 2, 10 or 30 s. SPEC §8 has no messages for failures here, so they
 * are logged and a neutral notice says what is happening.
 */
export function ProcessManager() {
  const [refreshSeconds, setRefreshSeconds] = useState<number>(
    MonitorSettings.processManagerDefaultRefreshSeconds,
  );
  const refreshMs = refreshSeconds * 1000;
  const { data: processes, error, isPending } = useProcesses(refreshMs);
  const terminate = useTerminateProcess();
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [terminateFailed, setTerminateFailed] = useState(false);

  useEffect(() => {
    if (error) console.warn('Could not load crawl processes', error);
  }, [error]);

  const confirmTerminate = (process: CrawlProcess): void => {
    modals.openConfirmModal({
      title: 'Terminate this crawl?',
      children: (
        <Text size="sm">
          The crawl of {process.url} stops fetching pages and ends as failed. This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Terminate', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setTerminateFailed(false);
        terminate.mutate(process.crawl_id, {
          onError: (cause) => {
            console.warn(`Could not terminate crawl ${process.crawl_id}`, cause);
            setTerminateFailed(true);
          },
        });
      },
    });
  };

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <AutoRefreshControl seconds={refreshSeconds} onChange={setRefreshSeconds} />
      </Group>
      {error ? (
        <Alert color="gray" variant="light">
          Could not load processes. Retrying…
        </Alert>
      ) : null}
      {terminateFailed ? (
        <Alert color="gray" variant="light" withCloseButton onClose={() => setTerminateFailed(false)}>
          The crawl could not be terminated. Please try again.
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="md">
        {processes === undefined ? (
          <Text size="sm" c="dimmed">
            {isPending && !error ? 'Loading processes…' : 'No processes loaded yet.'}
          </Text>
        ) : processes.length === 0 ? (
          <Text size="sm" c="dimmed">
            No crawl processes yet.
          </Text>
        ) : (
          <ProcessTable
            processes={processes}
            onDetails={(process) => setDetailsId(process.crawl_id)}
            onTerminate={confirmTerminate}
            terminatingId={terminate.isPending ? (terminate.variables ?? null) : null}
          />
        )}
      </Paper>
      <ProcessDetailsModal crawlId={detailsId} refreshMs={refreshMs} onClose={() => setDetailsId(null)} />
    </Stack>
  );
}
