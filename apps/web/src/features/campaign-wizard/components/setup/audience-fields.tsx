import { AdSetRules, Genders } from '@adsmith/domain/campaigns/constants';
import type { AdSet, Targeting } from '@adsmith/domain/campaigns/schemas';
import {
  CityRadiusLimits,
  cityRadiusIn,
  DISTANCE_UNITS,
  type CityRadius,
  type DistanceUnit,
} from '@adsmith/domain/campaigns/local-targeting';
import {
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
} from '@mantine/core';
import { useState } from 'react';
import { COUNTRY_OPTIONS } from '@/lib/countries';
import type { AdSetFieldsProps } from './ad-set-editor';

type Gender = AdSet['targeting']['genders'][number];

const toKm = (radius: CityRadius) => (radius.unit === 'mile' ? radius.value * 1.609344 : radius.value);

/**
 * Countries, cities (with the radius around them the ad platform takes: 17–80 km or 10–50 mi) and regions, gender and
 * ages (SPEC §3 targeting, §5 ages 13–65).
 */
export function AudienceFields({ adSet, onChange, errors }: AdSetFieldsProps) {
  const { targeting } = adSet;
  const setTargeting = (patch: Partial<Targeting>) =>
    onChange({ ...adSet, targeting: { ...targeting, ...patch } });
  const setGeo = (patch: Partial<Targeting['geo_locations']>) =>
    setTargeting({ geo_locations: { ...targeting.geo_locations, ...patch } });
  const radius = targeting.geo_locations.city_radius ?? null;
  const [unitChoice, setUnit] = useState<DistanceUnit>('kilometer');
  const radiusUnit = radius?.unit ?? unitChoice;
  const radiusLimits = CityRadiusLimits[radiusUnit];
  const setAge = (key: 'age_min' | 'age_max', value: number | string) => {
    // Mid-typing values ('' or '1' on the way to 18) stay out of the draft; the input clamps on blur.
    if (typeof value === 'number' && Number.isInteger(value)) setTargeting({ [key]: value });
  };

  return (
    <Stack>
      <MultiSelect
        label="Countries"
        required
        searchable
        data={COUNTRY_OPTIONS}
        value={targeting.geo_locations.countries}
        onChange={(countries) => setGeo({ countries })}
        nothingFoundMessage="No country matches"
        error={errors['targeting.geo_locations.countries']}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TagsInput
          label="Cities"
          description="Press Enter after each city"
          value={targeting.geo_locations.cities}
          onChange={(cities) => setGeo({ cities })}
          error={errors['targeting.geo_locations.cities']}
        />
        <TagsInput
          label="Regions"
          description="Press Enter after each region"
          value={targeting.geo_locations.regions}
          onChange={(regions) => setGeo({ regions })}
          error={errors['targeting.geo_locations.regions']}
        />
      </SimpleGrid>
      {targeting.geo_locations.cities.length > 0 && (
        <Group align="flex-start">
          <NumberInput
            label="Radius around the cities"
            description={`${radiusLimits.min}–${radiusLimits.max} ${radiusLimits.short}; empty: the cities only`}
            min={radiusLimits.min}
            max={radiusLimits.max}
            step={1}
            allowDecimal={false}
            clampBehavior="blur"
            value={radius?.value ?? ''}
            onChange={(value) =>
              setGeo({
                city_radius:
                  typeof value === 'number' && Number.isInteger(value) ? { value, unit: radiusUnit } : null,
              })
            }
            error={errors['targeting.geo_locations.city_radius.value']}
          />
          <Select
            label="Unit"
            data={DISTANCE_UNITS.map((unit) => ({ value: unit, label: CityRadiusLimits[unit].short }))}
            value={radiusUnit}
            allowDeselect={false}
            onChange={(unit) => {
              const next = (unit ?? radiusUnit) as DistanceUnit;
              // The same distance in the other unit, within its bounds.
              setGeo({
                city_radius: radius ? cityRadiusIn(toKm(radius), next === 'mile' ? 'US' : null) : null,
              });
              setUnit(next);
            }}
            w={90}
          />
        </Group>
      )}
      <Checkbox.Group
        label="Gender"
        description="Both or neither selected: all genders"
        value={targeting.genders.map(String)}
        onChange={(values) =>
          setTargeting({ genders: values.map((value) => Number(value) as Gender).sort() })
        }
      >
        <Group mt="xs">
          <Checkbox value={String(Genders.male)} label="Male" />
          <Checkbox value={String(Genders.female)} label="Female" />
        </Group>
      </Checkbox.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label="Minimum age"
          min={AdSetRules.age.min}
          max={AdSetRules.age.max}
          allowDecimal={false}
          value={targeting.age_min}
          onChange={(value) => setAge('age_min', value)}
          error={errors['targeting.age_min']}
        />
        <NumberInput
          label="Maximum age"
          description="65 means 65 and older"
          min={AdSetRules.age.min}
          max={AdSetRules.age.max}
          allowDecimal={false}
          value={targeting.age_max}
          onChange={(value) => setAge('age_max', value)}
          error={errors['targeting.age_max']}
        />
      </SimpleGrid>
    </Stack>
  );
}
