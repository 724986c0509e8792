import { MonitorSettings } from '@adsmith/domain/common/constants';
import { CrawlMessages } from '@adsmith/domain/crawl/messages';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { DbHealth } from '../api/admin-types';
import { useDbHealth } from '../api/get-db-health';
import { useCheckHistory } from '../hooks/use-check-history';
import { formatDateTime, formatLatency } from '../utils/format';
import { AutoRefreshControl } from './auto-refresh-control';
import { DbHistoryTable } from './db-history-table';
import { PoolUsage } from './pool-usage';

const DATABASE_NAMES: Record<DbHealth['database'], string> = {
  pglite: 'PGlite (embedded)',
  postgres: 'PostgreSQL',
};

// SPEC names a default only for the process manager; the same 5 s suits the monitor too.
const DEFAULT_REFRESH_SECONDS = MonitorSettings.processManagerDefaultRefreshSeconds;

function DbStatus({ health }: { health: DbHealth }) {
  const isHealthy = health.status === 'healthy';
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Badge size="lg" color={isHealthy ? 'green' : 'red'} variant="filled">
          {isHealthy ? 'Healthy' : 'Unhealthy'}
        </Badge>
        <Text size="sm">{DATABASE_NAMES[health.database]}</Text>
        <Text size="sm" c="dimmed">
          Latency {formatLatency(health.latency_ms)}
        </Text>
      </Group>
      {!isHealthy && health.error ? (
        <Text size="sm" c="red.7">
          {health.error}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        Checked at {formatDateTime(health.checked_at)}
      </Text>
    </Stack>
  );
}

/** Admin Database Monitor (SPEC §2 screen 10): status, pool usage, the last 20 checks, auto-refresh. */
export function DbMonitor() {
  const [refreshSeconds, setRefreshSeconds] = useState<number>(DEFAULT_REFRESH_SECONDS);
  const { data, error, isPending, dataUpdatedAt, refetch } = useDbHealth(refreshSeconds * 1000);
  const history = useCheckHistory(data, dataUpdatedAt);
  // Only a check the admin asked for spins the button; background refreshes should not make it flicker.
  const [isRefreshing, setIsRefreshing] = useState(false);

  const refreshNow = async (): Promise<void> => {
    setIsRefreshing(true);
    try {
      await refetch();
    } finally {
      setIsRefreshing(false);
    }
  };

  useEffect(() => {
    if (error) console.warn('Database status check failed', error);
  }, [error]);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <AutoRefreshControl seconds={refreshSeconds} onChange={setRefreshSeconds} />
        <Button variant="light" onClick={() => void refreshNow()} loading={isRefreshing}>
          Refresh now
        </Button>
      </Group>
      {/* SPEC §8; the last good status and the history stay below it. */}
      {error ? (
        <Alert color="red" variant="light">
          {CrawlMessages.dbStatusFailed}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="lg">
        <Stack gap="lg">
          <Title order={3} size="h4">
            Status
          </Title>
          {data ? (
            <>
              <DbStatus health={data} />
              {data.pool ? (
                <PoolUsage pool={data.pool} />
              ) : (
                <Text size="sm" c="dimmed">
                  No pool figures: PGlite runs inside the server process on a single connection, so there is
                  no connection pool to measure. The status and latency above are its own.
                </Text>
              )}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {isPending && !error ? 'Checking the database…' : 'No status yet.'}
            </Text>
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={3} size="h4">
            History
          </Title>
          <DbHistoryTable history={history} />
        </Stack>
      </Paper>
    </Stack>
  );
}
