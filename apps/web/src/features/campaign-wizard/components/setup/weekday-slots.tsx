import { WEEKDAYS, type Weekday } from '@adsmith/domain/campaigns/constants';
import { halfHourTimes, type TimeSlot, type WeekSchedule } from '@adsmith/domain/campaigns/schedule';
import { Button, CloseButton, Group, Input, NativeSelect, Stack, Switch, Text } from '@mantine/core';
import { humanizeValue } from '../../utils/labels';

const START_TIMES = halfHourTimes();
// A slot may end at midnight, written "24:00" (the domain's end-of-day bound).
const END_TIMES = [...halfHourTimes().slice(1), '24:00'];

type WeekdaySlotsProps = {
  days: WeekSchedule;
  onChange: (days: WeekSchedule) => void;
  errors: Record<string, string>;
};

/** A slot after the day's last one, or 09:00–17:00 for a day without slots. */
function nextSlot(slots: TimeSlot[]): TimeSlot {
  const last = slots.at(-1);
  if (!last) return { start: '09:00', end: '17:00' };
  const start = START_TIMES.includes(last.end) ? last.end : '00:00';
  const index = START_TIMES.indexOf(start);
  return { start, end: END_TIMES[Math.min(index + 1, END_TIMES.length - 1)] ?? '24:00' };
}

/** Per weekday: on or off, and optional time slots (none means the whole day). */
export function WeekdaySlots({ days, onChange, errors }: WeekdaySlotsProps) {
  const setDay = (day: Weekday, patch: Partial<WeekSchedule[Weekday]>) =>
    onChange({ ...days, [day]: { ...days[day], ...patch } });
  const dayError = (day: Weekday) =>
    Object.entries(errors).find(([key]) => key.startsWith(`schedule.days.${day}`))?.[1];

  return (
    <Input.Wrapper
      label="Weekdays and hours"
      description="Days off get no delivery; a day without slots runs all day"
      error={errors['schedule.days']}
    >
      <Stack gap="xs" mt="xs">
        {WEEKDAYS.map((day) => {
          const entry = days[day];
          const name = humanizeValue(day);
          const setSlot = (index: number, patch: Partial<TimeSlot>) =>
            setDay(day, {
              slots: entry.slots.map((slot, at) => (at === index ? { ...slot, ...patch } : slot)),
            });
          return (
            <Stack key={day} gap={4}>
              <Group gap="md" align="center">
                <Switch
                  label={name}
                  checked={entry.enabled}
                  onChange={(event) => setDay(day, { enabled: event.currentTarget.checked })}
                  w={130}
                />
                {entry.enabled && entry.slots.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    All day
                  </Text>
                ) : null}
                {entry.enabled ? (
                  <Button
                    variant="subtle"
                    size="compact-xs"
                    onClick={() => setDay(day, { slots: [...entry.slots, nextSlot(entry.slots)] })}
                    aria-label={`Add time slot on ${name}`}
                  >
                    Add time slot
                  </Button>
                ) : null}
              </Group>
              {entry.enabled
                ? entry.slots.map((slot, index) => (
                    <Group key={index} gap="xs" ml="xl">
                      <NativeSelect
                        aria-label={`${name} slot ${index + 1} start`}
                        data={START_TIMES}
                        value={slot.start}
                        size="xs"
                        w={100}
                        onChange={({ currentTarget: { value: start } }) => start && setSlot(index, { start })}
                      />
                      <Text size="sm">to</Text>
                      <NativeSelect
                        aria-label={`${name} slot ${index + 1} end`}
                        data={END_TIMES}
                        value={slot.end}
                        size="xs"
                        w={100}
                        onChange={({ currentTarget: { value: end } }) => end && setSlot(index, { end })}
                      />
                      <CloseButton
                        aria-label={`Remove ${name} slot ${index + 1}`}
                        onClick={() => setDay(day, { slots: entry.slots.filter((_, at) => at !== index) })}
                      />
                    </Group>
                  ))
                : null}
              {dayError(day) ? (
                <Text size="xs" c="red" ml="xl">
                  {dayError(day)}
                </Text>
              ) : null}
            </Stack>
          );
        })}
      </Stack>
    </Input.Wrapper>
  );
}
