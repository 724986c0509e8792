import { NameLimits } from '@adsmith/domain/campaigns/constants';
import type { Ad } from '@adsmith/domain/campaigns/schemas';
import { Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AdEditorSlotProps } from '../../model/ad-editor-slot';
import { WIZARD_CHANNEL } from '../../model/new-draft-items';
import { useWizard } from '../../model/wizard-context';

type AdCardProps = {
  ad: Ad & { id: string };
  renderAdEditor: (props: AdEditorSlotProps) => ReactNode;
  onRemove: () => void;
};

/** One ad of an ad set: its name, the ad editor (SPEC §2 item 8) and removal. */
export function AdCard({ ad, renderAdEditor, onRemove }: AdCardProps) {
  const { dispatch, offeringType } = useWizard();
  const onChange = (next: Ad) => dispatch({ type: 'adUpdated', ad: next });
  return (
    <Paper withBorder p="md" component="article" aria-label={`Ad ${ad.name}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <TextInput
            label="Ad name"
            required
            maxLength={NameLimits.ad}
            value={ad.name}
            onChange={(event) => onChange({ ...ad, name: event.currentTarget.value })}
            style={{ flex: 1 }}
          />
          <Group gap="xs">
            {ad.isManuallyCreated ? <Badge variant="light">Written by you</Badge> : null}
            <Button variant="subtle" color="red" onClick={onRemove}>
              Remove Ad
            </Button>
          </Group>
        </Group>
        {ad.product ? (
          <Text size="sm" c="dimmed">
            Features {ad.product.name}
            {ad.product.price ? ` · ${ad.product.price}` : ''}
          </Text>
        ) : null}
        {renderAdEditor({ ad, onChange, offeringType, channel: WIZARD_CHANNEL })}
      </Stack>
    </Paper>
  );
}
