import { MonitorSettings } from '@adsmith/domain/common/constants';
import { Badge, Table, Text } from '@mantine/core';
import type { DbHealth } from '../api/admin-types';
import { formatLatency, formatTime } from '../utils/format';

/** The last checks, newest first (SPEC §2 screen 10: history of the last 20). */
export function DbHistoryTable({ history }: { history: DbHealth[] }) {
  if (history.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No checks yet.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped highlightOnHover aria-label="Recent checks">
        <Table.Caption>Last {MonitorSettings.historySize} checks, newest first</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Pool used / max</Table.Th>
            <Table.Th>Latency</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.map((check) => (
            <Table.Tr key={check.checked_at}>
              <Table.Td>{formatTime(check.checked_at)}</Table.Td>
              <Table.Td>
                <Badge color={check.status === 'healthy' ? 'green' : 'red'} variant="light">
                  {check.status === 'healthy' ? 'Healthy' : 'Unhealthy'}
                </Badge>
              </Table.Td>
              {/* "no pool": embedded PGlite, one connection inside the server process. */}
              <Table.Td>
                {check.pool ? `${check.pool.used_connections} / ${check.pool.max_connections}` : 'no pool'}
              </Table.Td>
              <Table.Td>{formatLatency(check.latency_ms)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
