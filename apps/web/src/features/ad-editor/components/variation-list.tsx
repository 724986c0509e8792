import {
  addVariation,
  canAddVariation,
  removeVariation,
  setVariation,
  type VariationField,
} from '@adsmith/domain/campaigns/ad-copy';
import { CampaignLimits } from '@adsmith/domain/common/constants';
import type { Ad } from '@adsmith/domain/campaigns/schemas';
import { ActionIcon, Box, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { PlusIcon, TrashIcon } from '@radix-ui/react-icons';
import { VariationFieldLabels, visibleVariations } from '../model/ad-editor-options';
import { LimitedTextField } from './limited-text-field';

type VariationListProps = {
  ad: Ad;
  field: VariationField;
  limit: number;
  onChange: (next: Ad) => void;
  disabled: boolean;
};

/**
 * Up to 5 variations of the headline or primary text (SPEC §5). Variation 1 is the main text itself — editing
 * either edits both — so it has no remove button; the others can be added and removed.
 */
export function VariationList({ ad, field, limit, onChange, disabled }: VariationListProps) {
  const names = VariationFieldLabels[field];
  const variations = visibleVariations(ad, field);
  const canAdd = canAddVariation(ad, field);
  return (
    <Fieldset
      legend={`${names.single} variations`}
      variant="unstyled"
      disabled={disabled}
      styles={{ legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)' } }}
    >
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          Up to {CampaignLimits.maxVariations} versions for the ad platform to test. Variation 1 is the main{' '}
          {names.lower} and cannot be removed.
        </Text>
        {variations.map((text, index) => (
          // Index keys are right here: variations have no identity beyond their position, and removing one
          // shifts the rest up exactly as the list in the draft does.
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <Box flex={1}>
              <LimitedTextField
                label={`${names.single} variation ${index + 1}`}
                value={text}
                limit={limit}
                multiline={field === 'primary_text'}
                disabled={disabled}
                onChange={(value) => onChange(setVariation(ad, field, index, value))}
              />
            </Box>
            {index > 0 ? (
              <ActionIcon
                variant="subtle"
                color="red"
                mt={26}
                aria-label={`Remove ${names.lower} variation ${index + 1}`}
                disabled={disabled}
                onClick={() => onChange(removeVariation(ad, field, index))}
              >
                <TrashIcon width={16} height={16} aria-hidden />
              </ActionIcon>
            ) : null}
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<PlusIcon width={14} height={14} aria-hidden />}
            disabled={disabled || !canAdd}
            onClick={() => onChange(addVariation(ad, field))}
          >
            Add {names.lower} variation
          </Button>
          {!canAdd ? (
            <Text size="xs" c="dimmed">
              {CampaignLimits.maxVariations} variations is the most an ad can have.
            </Text>
          ) : null}
        </Group>
      </Stack>
    </Fieldset>
  );
}
