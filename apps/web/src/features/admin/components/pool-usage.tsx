import { MonitorSettings } from '@adsmith/domain/common/constants';
import { Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { DbHealth } from '../api/admin-types';

/** Share of the pool in use, 0..1; an empty pool (max 0) counts as unused rather than dividing by zero. */
export function poolUsageRatio(pool: NonNullable<DbHealth['pool']>): number {
  if (pool.max_connections <= 0) return 0;
  return pool.used_connections / pool.max_connections;
}

/** SPEC §2 screen 10: the bar turns red above 80 percent of the pool. */
export function isPoolUsageHigh(pool: NonNullable<DbHealth['pool']>): boolean {
  return poolUsageRatio(pool) > MonitorSettings.poolWarningRatio;
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="sm" p="xs">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Paper>
  );
}

/** Connection pool usage: a bar of used against max, and the four figures. */
export function PoolUsage({ pool }: { pool: NonNullable<DbHealth['pool']> }) {
  const ratio = poolUsageRatio(pool);
  const percent = Math.round(ratio * 100);
  const isHigh = isPoolUsageHigh(pool);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Pool usage
        </Text>
        <Text size="sm">
          {pool.used_connections} / {pool.max_connections} connections ({percent}%)
        </Text>
      </Group>
      <Progress
        value={Math.min(100, percent)}
        color={isHigh ? 'red' : 'blue'}
        size="lg"
        aria-label="Connection pool usage"
      />
      {/* Said in words too, so the warning does not rest on colour alone. */}
      {isHigh ? (
        <Text size="sm" c="red.7" fw={500}>
          Pool usage is above {Math.round(MonitorSettings.poolWarningRatio * 100)}%.
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <Figure label="Min connections" value={pool.min_connections} />
        <Figure label="Max connections" value={pool.max_connections} />
        <Figure label="Used connections" value={pool.used_connections} />
        <Figure label="Free connections" value={pool.free_connections} />
      </SimpleGrid>
    </Stack>
  );
}
