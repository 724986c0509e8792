import { NameLimits, type Objective } from '@adsmith/domain/campaigns/constants';
import type { AdSet } from '@adsmith/domain/campaigns/schemas';
import { Divider, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { getAdSetFieldErrors } from '../../model/ad-set-errors';
import { AudienceFields } from './audience-fields';
import { DeliveryFields } from './delivery-fields';
import { PlacementFields } from './placement-fields';
import { ScheduleFields } from './schedule-fields';

export type AdSetFieldsProps = {
  adSet: AdSet;
  onChange: (adSet: AdSet) => void;
  /** Messages by field path ("targeting.age_min"), from the rules the server checks on create. */
  errors: Record<string, string>;
  /** The ad account currency the budget and bid are in. */
  currency: string;
};

/**
 * The ad set editor of SPEC §2 item 6: budget and delivery settings limited by the objective, audience, placements
 * and schedule. Every change goes straight to the wizard's state; problems show at the field they concern.
 */
export function AdSetEditor({
  adSet,
  objective,
  currency,
  onChange,
}: {
  adSet: AdSet;
  objective: Objective;
  currency: string;
  onChange: (adSet: AdSet) => void;
}) {
  const errors = useMemo(
    () => getAdSetFieldErrors(adSet, objective, new Date(), currency),
    [adSet, objective, currency],
  );
  const fieldProps: AdSetFieldsProps = { adSet, onChange, errors, currency };
  return (
    <Stack gap="md" mt="md">
      <TextInput
        label="Ad set name"
        required
        maxLength={NameLimits.adSet}
        value={adSet.name}
        onChange={(event) => onChange({ ...adSet, name: event.currentTarget.value })}
        error={errors.name}
      />
      <DeliveryFields {...fieldProps} objective={objective} />
      <Divider label="Audience" labelPosition="left" />
      <AudienceFields {...fieldProps} />
      <Divider label="Placements" labelPosition="left" />
      <PlacementFields {...fieldProps} />
      <Divider label="Schedule" labelPosition="left" />
      <ScheduleFields {...fieldProps} />
    </Stack>
  );
}
