import { MonitorSettings } from '@adsmith/domain/common/constants';
import { Group, SegmentedControl, Text } from '@mantine/core';
import { useId } from 'react';

const choices = MonitorSettings.autoRefreshChoicesSeconds.map((seconds) => ({
  value: String(seconds),
  label: `${seconds} s`,
}));

type AutoRefreshControlProps = {
  seconds: number;
  onChange: (seconds: number) => void;
};

/** SPEC §2 screens 10–11: how often the page checks again (2, 5, 10 or 30 s); a radio group, arrow keys move it. */
export function AutoRefreshControl({ seconds, onChange }: AutoRefreshControlProps) {
  const labelId = useId();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text id={labelId} size="sm" fw={500}>
        Auto-refresh
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        size="xs"
        data={choices}
        value={String(seconds)}
        onChange={(value) => onChange(Number(value))}
      />
    </Group>
  );
}
