import { CampaignLimits } from '@adsmith/domain/common/constants';
import { ObjectiveLabels, OBJECTIVES, type Objective } from '@adsmith/domain/campaigns/constants';
import { NameLimits } from '@adsmith/domain/campaigns/constants';
import { newDraftKey } from '@adsmith/domain/campaigns/new-items';
import { Button, Group, Paper, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { getErrorMessage } from '@/lib/api-client';
import { generateAdSets } from '../../api/generate-ad-sets';
import { buildManualAdSet } from '../../model/new-draft-items';
import { useWizard } from '../../model/wizard-context';
import { WizardAlert } from '../wizard-alert';
import { WizardNav } from '../wizard-nav';
import { AdSetCard } from './ad-set-card';

const objectiveOptions = OBJECTIVES.map((value) => ({ value, label: ObjectiveLabels[value] }));

/** Step 1 (SPEC §2 item 6): campaign name, objective and up to 2 ad sets. */
export function CampaignSetupStep({ exitPath }: { exitPath: string }) {
  const { state, dispatch, hypothesis, offeringType } = useWizard();
  const navigate = useNavigate();
  const isFull = state.adSets.length >= CampaignLimits.maxAdSets;
  const generateMore = useMutation({
    mutationFn: () =>
      generateAdSets(state.hypothesisId, {
        existing_ad_sets: state.adSets.map((adSet) => ({
          name: adSet.name,
          selection_reasoning: adSet.selection_reasoning,
        })),
        remaining_slots: CampaignLimits.maxAdSets - state.adSets.length,
        objective: state.campaign.objective,
      }),
    onMutate: () => dispatch({ type: 'alertChanged', alert: null }),
    onSuccess: (adSets) => {
      // Products and ads refer to ad sets by id, so a drafted id that is already taken gets a fresh one.
      const taken = new Set(state.adSets.map((adSet) => adSet.id));
      dispatch({
        type: 'adSetsAdded',
        adSets: adSets.map((adSet) => (taken.has(adSet.id) ? { ...adSet, id: newDraftKey('adset') } : adSet)),
      });
    },
    onError: (error) =>
      dispatch({ type: 'alertChanged', alert: { color: 'red', message: getErrorMessage(error) } }),
  });

  const addManualAdSet = () =>
    dispatch({ type: 'manualAdSetAdded', ...buildManualAdSet(state, { now: new Date(), offeringType }) });
  const name = state.campaign.name;
  const canContinue = name.trim().length > 0 && state.adSets.length > 0;

  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Text size="sm" c="dimmed">
          Assumption this campaign tests
        </Text>
        <Text>{hypothesis.hypothesis}</Text>
      </Paper>
      <Group grow align="flex-start">
        <TextInput
          label="Campaign name"
          required
          maxLength={NameLimits.campaign}
          value={name}
          onChange={(event) => dispatch({ type: 'campaignNameChanged', name: event.currentTarget.value })}
          error={name.trim() ? undefined : 'Give the campaign a name'}
        />
        <NativeSelect
          label="Objective"
          data={objectiveOptions}
          value={state.campaign.objective}
          onChange={({ currentTarget: { value: value } }) => {
            if (value) dispatch({ type: 'objectiveChanged', objective: value as Objective });
          }}
          description="Optimisation goals, billing events and bid strategies follow the objective"
        />
      </Group>

      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>
            Ad sets ({state.adSets.length} / {CampaignLimits.maxAdSets})
          </Title>
          <Group gap="xs">
            <Button
              variant="light"
              onClick={() => generateMore.mutate()}
              loading={generateMore.isPending}
              disabled={isFull}
            >
              Generate Ad Set
            </Button>
            <Button onClick={addManualAdSet} disabled={isFull}>
              Add Ad Set
            </Button>
          </Group>
        </Group>
        <WizardAlert />
        {state.adSets.length === 0 ? (
          <Text c="dimmed">No ad sets yet: add one by hand or generate one from the assumption.</Text>
        ) : null}
        {state.adSets.map((adSet) => (
          <AdSetCard key={adSet.id} adSet={adSet} />
        ))}
      </Stack>

      <WizardNav
        onBack={() => void navigate(exitPath)}
        onContinue={() => dispatch({ type: 'stepChanged', step: 1 })}
        isContinueDisabled={!canContinue}
        hint={
          canContinue ? null : (
            <Text size="sm" c="dimmed">
              A name and at least one ad set are needed to continue.
            </Text>
          )
        }
      />
    </Stack>
  );
}
