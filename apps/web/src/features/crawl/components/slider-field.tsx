import { Group, Slider, Stack, Text } from '@mantine/core';
import { useId } from 'react';

type SliderFieldProps = {
  label: string;
  description?: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  /** Values to mark on the track (the ends at least, so the range is visible). */
  markValues: readonly number[];
  format?: (value: number) => string;
  disabled?: boolean;
};

/**
 * A labelled slider. Mantine's Slider has no label of its own; the thumb (role "slider", arrows/Home/End move it)
 * carries the label as its accessible name and the formatted value as its value text.
 */
export function SliderField({
  label,
  description,
  value,
  onChange,
  min,
  max,
  step = 1,
  markValues,
  format = String,
  disabled = false,
}: SliderFieldProps) {
  const labelId = useId();
  return (
    <Stack gap={6} pb="md">
      <Group justify="space-between" gap="xs">
        <Text id={labelId} size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" c="dimmed" aria-hidden>
          {format(value)}
        </Text>
      </Group>
      {description ? (
        <Text size="xs" c="dimmed" mt={-4}>
          {description}
        </Text>
      ) : null}
      <Slider
        value={value}
        onChange={onChange}
        min={min}
        max={max}
        step={step}
        marks={markValues.map((mark) => ({ value: mark, label: format(mark) }))}
        label={format}
        thumbLabel={label}
        thumbValueText={format}
        disabled={disabled}
      />
    </Stack>
  );
}
