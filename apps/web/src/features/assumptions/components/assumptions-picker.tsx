import { AssumptionLimits } from '@adsmith/domain/common/constants';
import { Alert, Button, Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useNavigate } from 'react-router';
import { getErrorMessage } from '@/lib/api-client';
import { useAssumptionCards } from '../hooks/use-assumption-cards';
import type { AssumptionCardData } from '../utils/assumption-card';
import { AssumptionCard } from './assumption-card';
import { Working } from '@/components/working';

export type AssumptionsPickerProps = {
  crawlId: string;
  hostname: string;
  /** Shown in the campaigns/websites modal: its own title, and `onCreateCampaign` instead of navigation. */
  inModal?: boolean;
  onCreateCampaign?: (hypothesisId: string, crawlId: string) => void;
};

const MAX = AssumptionLimits.maxAssumptions;

/** The assumptions step (SPEC §2 screen 4): up to 4 cards, choose one, create a campaign from it. */
export function AssumptionsPicker({
  crawlId,
  hostname,
  inModal = false,
  onCreateCampaign,
}: AssumptionsPickerProps) {
  const navigate = useNavigate();
  const state = useAssumptionCards({ crawlId, hostname });
  const busy = state.isGenerating || state.isCommitting;

  const confirmDelete = (card: AssumptionCardData, number: number): void => {
    // A generated draft costs nothing to lose; a saved one may already back a campaign, so ask first.
    if (!card.id) {
      void state.deleteCard(card);
      return;
    }
    modals.openConfirmModal({
      title: `Delete assumption ${number}?`,
      children: <Text size="sm">The saved assumption is removed for good.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void state.deleteCard(card),
    });
  };

  const createCampaign = async (): Promise<void> => {
    const hypothesisId = await state.commitSelected();
    if (!hypothesisId) return;
    if (onCreateCampaign) onCreateCampaign(hypothesisId, crawlId);
    else void navigate('/marketing/campaigns/create', { state: { hypothesisId, crawlId } });
  };

  const heading = inModal ? (
    <Title order={2} size="h3" mb="md">
      Choose an Assumption for Your New Campaign
    </Title>
  ) : (
    <Stack gap={4} mb="lg">
      <Title order={1}>Why do customers buy from you?</Title>
      <Text c="dimmed">
        Choose the one assumption your new campaign will test. Edit the wording so it sounds like your
        business.
      </Text>
    </Stack>
  );

  let body;
  if (state.saved.isPending) {
    body = <Working label="Loading your assumptions…" />;
  } else if (state.saved.isError) {
    body = (
      <Alert color="red" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{getErrorMessage(state.saved.error)}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void state.saved.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (state.cards.length === 0 && state.isGenerating) {
    body = <Working label="Drafting assumptions from your website…" />;
  } else {
    body = (
      <Stack gap="md">
        {state.cards.length > 0 ? (
          <Radio.Group
            value={state.selectedKey}
            onChange={state.select}
            label="Assumptions"
            description={`${state.cards.length} of ${MAX}. Pick the one to build your campaign around.`}
          >
            <SimpleGrid cols={{ base: 1, md: 2 }} mt="sm">
              {state.cards.map((card, index) => (
                <AssumptionCard
                  key={card.key}
                  card={card}
                  index={index}
                  isSelected={state.selectedKey === card.key}
                  isDeleting={state.deletingId === card.id && card.id !== null}
                  disabled={busy}
                  onSelect={() => state.select(card.key)}
                  onChange={(patch) => state.changeCard(card.key, patch)}
                  onDelete={() => confirmDelete(card, index + 1)}
                />
              ))}
            </SimpleGrid>
          </Radio.Group>
        ) : (
          <Text c="dimmed">No assumptions yet. Generate some from your website below.</Text>
        )}
      </Stack>
    );
  }

  const isReady = state.saved.isSuccess;
  return (
    <Stack gap="md">
      {heading}
      {body}
      {state.undoable ? (
        <Alert color="gray" role="status">
          <Group justify="space-between" gap="sm">
            <Text size="sm">Assumption {state.undoable.number} deleted.</Text>
            <Button size="xs" variant="white" onClick={state.undoDelete} disabled={busy}>
              Undo
            </Button>
          </Group>
        </Alert>
      ) : null}
      {state.error ? (
        <Alert color="red" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{state.error}</Text>
            {state.initialFailed ? (
              <Button size="xs" variant="white" color="red" onClick={state.requestInitial} disabled={busy}>
                Try again
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      {isReady ? (
        <Group justify="space-between" align="flex-start">
          <Stack gap={2} align="flex-start">
            <Button
              variant="default"
              onClick={state.generateMore}
              disabled={state.freeSlots === 0 || busy}
              loading={state.isGenerating && state.cards.length > 0}
            >
              Generate New Assumptions
            </Button>
            {state.freeSlots === 0 ? (
              <Text size="xs" c="dimmed">
                You have {MAX} assumptions, the most there can be. Delete one to generate another.
              </Text>
            ) : null}
          </Stack>
          <Button
            onClick={() => void createCampaign()}
            loading={state.isCommitting}
            disabled={state.isGenerating}
          >
            Create Campaign
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
