import { callToActionLabel, NameLimits } from '@adsmith/domain/campaigns/constants';
import type { Ad } from '@adsmith/domain/campaigns/schemas';
import { Badge, Button, Collapse, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import type { AdCreativeSlotProps } from '../../model/ad-creative-slot';
import type { AdEditorSlotProps } from '../../model/ad-editor-slot';
import { WIZARD_CHANNEL } from '../../model/new-draft-items';
import { AdCopyWarnings } from './ad-copy-warnings';
import { useWizard } from '../../model/wizard-context';

type AdCardProps = {
  ad: Ad;
  renderAdEditor: (props: AdEditorSlotProps) => ReactNode;
  /** The ad's creative, given the ad set's facts by AdSetAds; shown in place of the text preview. */
  renderAdCreative?: ((props: Pick<AdCreativeSlotProps, 'ad' | 'onChange'>) => ReactNode) | undefined;
  onRemove: () => void;
};

/** The ad as it reads in a feed: primary text, headline, description and call to action. */
function AdPreview({ ad }: { ad: Ad }) {
  return (
    <Stack gap={2}>
      <Text size="sm">{ad.primary_text || 'No primary text yet'}</Text>
      <Text fw={600}>{ad.headline || 'No headline yet'}</Text>
      {ad.description ? <Text size="sm">{ad.description}</Text> : null}
      <Text size="sm" c="indigo">
        {ad.call_to_action === 'CUSTOM' ? (ad.custom_cta_text ?? '') : callToActionLabel(ad.call_to_action)}
      </Text>
    </Stack>
  );
}

/**
 * One ad of an ad set: a preview, its name, the ad editor (SPEC §2 item 8) opened on demand, and removal. Ads
 * written by hand start open (they are blank); generated ones start closed, so ten ads stay readable on one page.
 */
export function AdCard({ ad, renderAdEditor, renderAdCreative, onRemove }: AdCardProps) {
  const { dispatch, offeringType } = useWizard();
  const [isOpen, setIsOpen] = useState(ad.isManuallyCreated);
  const panelId = useId();
  const onChange = (next: Ad) => dispatch({ type: 'adUpdated', ad: next });
  return (
    <Paper withBorder p="md" component="article" aria-label={`Ad ${ad.name}`}>
      <Stack gap="sm">
        {/* On a phone the buttons go below the ad, so its title and preview keep the card's width. */}
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 18rem', minWidth: 0 }} data-testid="ad-card-summary">
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {ad.name}
              </Text>
              {ad.isManuallyCreated ? <Badge variant="light">Written by you</Badge> : null}
            </Group>
            {ad.product ? (
              <Text size="xs" c="dimmed">
                Features {ad.product.name}
                {ad.product.price ? ` · ${ad.product.price}` : ''}
              </Text>
            ) : null}
            {isOpen || renderAdCreative ? null : <AdPreview ad={ad} />}
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="default"
              size="xs"
              aria-expanded={isOpen}
              aria-controls={panelId}
              aria-label={`${isOpen ? 'Close editor' : 'Edit ad'}: ${ad.name}`}
              onClick={() => setIsOpen((open) => !open)}
            >
              {isOpen ? 'Close editor' : 'Edit ad'}
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              aria-label={`Remove Ad: ${ad.name}`}
              onClick={onRemove}
            >
              Remove Ad
            </Button>
          </Group>
        </Group>
        <AdCopyWarnings ad={ad} onChange={onChange} />
        {renderAdCreative ? renderAdCreative({ ad, onChange }) : null}
        <Collapse expanded={isOpen} keepMounted={false} id={panelId}>
          <Stack gap="sm">
            <TextInput
              label="Ad name"
              required
              maxLength={NameLimits.ad}
              value={ad.name}
              onChange={(event) => onChange({ ...ad, name: event.currentTarget.value })}
              error={ad.name.trim() ? undefined : 'Give the ad a name'}
            />
            {renderAdEditor({ ad, onChange, offeringType, channel: WIZARD_CHANNEL })}
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
}
