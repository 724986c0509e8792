import {
  DEVICE_PLATFORMS,
  FACEBOOK_POSITIONS,
  INSTAGRAM_POSITIONS,
  PUBLISHER_PLATFORMS,
} from '@adsmith/domain/campaigns/constants';
import type { Targeting } from '@adsmith/domain/campaigns/schemas';
import { Checkbox, Group, Stack } from '@mantine/core';
import { platformLabel } from '../../utils/labels';
import type { AdSetFieldsProps } from './ad-set-editor';

type Platform = Targeting['publisher_platforms'][number];

function CheckboxRow<T extends string>(props: {
  label: string;
  description?: string;
  options: readonly T[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  error?: string | undefined;
}) {
  return (
    <Checkbox.Group
      label={props.label}
      description={props.description}
      value={[...props.value]}
      onChange={(values) => props.onChange(props.options.filter((option) => values.includes(option)))}
      error={props.error}
    >
      <Group mt="xs" gap="md">
        {props.options.map((option) => (
          <Checkbox key={option} value={option} label={platformLabel(option)} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

/** Publisher platforms with their positions, and devices (SPEC §3 targeting). None selected means automatic. */
export function PlacementFields({ adSet, onChange, errors }: AdSetFieldsProps) {
  const { targeting } = adSet;
  const setTargeting = (patch: Partial<Targeting>) =>
    onChange({ ...adSet, targeting: { ...targeting, ...patch } });
  const platforms = targeting.publisher_platforms;
  const offers = (platform: Platform) => platforms.length === 0 || platforms.includes(platform);

  const setPlatforms = (next: Platform[]) => {
    // Positions of a platform that is no longer chosen would be refused by the server; they go with it.
    const keeps = (platform: Platform) => next.length === 0 || next.includes(platform);
    setTargeting({
      publisher_platforms: next,
      facebook_positions: keeps('facebook') ? targeting.facebook_positions : [],
      instagram_positions: keeps('instagram') ? targeting.instagram_positions : [],
    });
  };

  return (
    <Stack>
      <CheckboxRow
        label="Platforms"
        description="None selected: automatic placements"
        options={PUBLISHER_PLATFORMS}
        value={platforms}
        onChange={setPlatforms}
        error={errors['targeting.publisher_platforms']}
      />
      {offers('facebook') ? (
        <CheckboxRow
          label="Facebook positions"
          description="None selected: all Facebook positions"
          options={FACEBOOK_POSITIONS}
          value={targeting.facebook_positions}
          onChange={(facebook_positions) => setTargeting({ facebook_positions })}
          error={errors['targeting.facebook_positions']}
        />
      ) : null}
      {offers('instagram') ? (
        <CheckboxRow
          label="Instagram positions"
          description="None selected: all Instagram positions"
          options={INSTAGRAM_POSITIONS}
          value={targeting.instagram_positions}
          onChange={(instagram_positions) => setTargeting({ instagram_positions })}
          error={errors['targeting.instagram_positions']}
        />
      ) : null}
      <CheckboxRow
        label="Devices"
        description="None selected: all devices"
        options={DEVICE_PLATFORMS}
        value={targeting.device_platforms}
        onChange={(device_platforms) => setTargeting({ device_platforms })}
        error={errors['targeting.device_platforms']}
      />
    </Stack>
  );
}
