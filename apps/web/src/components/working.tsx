import { Group, Loader, Paper, Text } from '@mantine/core';

/** A long step in progress (drafting a story, assumptions): announced politely to screen readers. */
export function Working({ label }: { label: string }) {
  return (
    <Paper withBorder p="lg" role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text>{label}</Text>
      </Group>
    </Paper>
  );
}
