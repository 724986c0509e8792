import type { AdSet } from '@adsmith/domain/campaigns/schemas';
import { Badge, Button, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useId, useState } from 'react';
import { useWizard } from '../../model/wizard-context';
import { adsOfAdSet } from '../../model/wizard-state';
import { formatBudget } from '@adsmith/domain/campaigns/budget';
import { AdSetEditor } from './ad-set-editor';

/** One ad set in Campaign Setup: a summary, its settings editor (opened on demand) and removal with confirmation. */
export function AdSetCard({ adSet }: { adSet: AdSet }) {
  const { state, dispatch } = useWizard();
  // A new manual ad set starts empty, so its settings open at once; generated ones are complete and stay closed.
  const [isOpen, setIsOpen] = useState(adSet.isManuallyCreated);
  const panelId = useId();
  const adCount = adsOfAdSet(state, adSet.id).length;

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: `Remove ad set "${adSet.name}"?`,
      children: (
        <Text size="sm">
          {adCount > 0
            ? `Its ${adCount} ${adCount === 1 ? 'ad' : 'ads'} and its product choices are removed too.`
            : 'Its product choices are removed too.'}
        </Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => dispatch({ type: 'adSetRemoved', adSetId: adSet.id }),
    });

  return (
    <Paper withBorder p="md" component="section" aria-label={`Ad set ${adSet.name}`}>
      {/* On a phone the buttons go below the ad set's summary instead of squeezing it. */}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 18rem', minWidth: 0 }}>
          <Group gap="xs">
            <Title order={4}>{adSet.name || 'Unnamed ad set'}</Title>
            {adSet.isManuallyCreated ? <Badge variant="light">Manual</Badge> : null}
          </Group>
          {adSet.selection_reasoning ? (
            <Text size="sm" c="dimmed">
              {adSet.selection_reasoning}
            </Text>
          ) : null}
          <Text size="sm">
            {formatBudget(adSet.daily_budget, state.campaign.currency)} per day · ages{' '}
            {adSet.targeting.age_min}–{adSet.targeting.age_max} ·{' '}
            {adSet.targeting.geo_locations.countries.join(', ') || 'no country yet'}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="default"
            size="xs"
            aria-expanded={isOpen}
            aria-controls={panelId}
            aria-label={`${isOpen ? 'Hide settings' : 'Edit settings'}: ${adSet.name}`}
            onClick={() => setIsOpen((open) => !open)}
          >
            {isOpen ? 'Hide settings' : 'Edit settings'}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            aria-label={`Remove Ad Set: ${adSet.name}`}
            onClick={confirmRemove}
          >
            Remove Ad Set
          </Button>
        </Group>
      </Group>
      <Collapse expanded={isOpen} keepMounted={false} id={panelId}>
        <AdSetEditor
          adSet={adSet}
          objective={state.campaign.objective}
          currency={state.campaign.currency}
          onChange={(next) => dispatch({ type: 'adSetUpdated', adSet: next })}
        />
      </Collapse>
    </Paper>
  );
}
