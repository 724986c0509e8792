import '@mantine/dates/styles.css';
import { halfHourTimes } from '@adsmith/domain/campaigns/schedule';
import { NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { combineDateAndTime, datePart, timePart, tomorrowDate } from '../../model/schedule-input';
import type { AdSetFieldsProps } from './ad-set-editor';
import { WeekdaySlots } from './weekday-slots';

const TIMES = halfHourTimes();

/** Start (tomorrow or later) and optional end (not before the start), on 30-minute steps, plus weekday slots. */
export function ScheduleFields({ adSet, onChange, errors }: AdSetFieldsProps) {
  const { schedule } = adSet;
  const startDate = datePart(schedule.start_time);
  const startTime = timePart(schedule.start_time) ?? '00:00';
  const endDate = datePart(schedule.end_time);
  const endTime = timePart(schedule.end_time) ?? '00:00';
  const setSchedule = (patch: Partial<typeof schedule>) =>
    onChange({ ...adSet, schedule: { ...schedule, ...patch } });

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DatePickerInput
          label="Start date"
          required
          minDate={tomorrowDate(new Date())}
          value={startDate}
          onChange={(date) => date && setSchedule({ start_time: combineDateAndTime(date, startTime) })}
          error={errors['schedule.start_time']}
        />
        <NativeSelect
          label="Start time"
          data={TIMES}
          value={startTime}
          onChange={({ currentTarget: { value: time } }) =>
            time && startDate && setSchedule({ start_time: combineDateAndTime(startDate, time) })
          }
        />
        <DatePickerInput
          label="End date"
          description="Optional: without it the ad set runs until stopped"
          clearable
          minDate={startDate ?? tomorrowDate(new Date())}
          value={endDate}
          onChange={(date) => setSchedule({ end_time: date ? combineDateAndTime(date, endTime) : null })}
          error={errors['schedule.end_time']}
        />
        <NativeSelect
          label="End time"
          data={TIMES}
          disabled={!endDate}
          value={endTime}
          onChange={({ currentTarget: { value: time } }) =>
            time && endDate && setSchedule({ end_time: combineDateAndTime(endDate, time) })
          }
        />
      </SimpleGrid>
      <WeekdaySlots days={schedule.days} onChange={(days) => setSchedule({ days })} errors={errors} />
    </Stack>
  );
}
