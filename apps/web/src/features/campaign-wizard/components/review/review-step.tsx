import { CampaignCreationMessages } from '@adsmith/domain/campaigns/messages';
import { ObjectiveLabels } from '@adsmith/domain/campaigns/constants';
import { Alert, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useCreateCampaign } from '../../api/create-campaign';
import { buildCreateCampaignRequest, findDraftProblems } from '../../model/create-request';
import { useWizard } from '../../model/wizard-context';
import { clearWizardState } from '../../model/wizard-storage';
import { formatBudget } from '@adsmith/domain/campaigns/budget';
import { WizardAlert } from '../wizard-alert';
import { WizardNav } from '../wizard-nav';
import { ReviewAdSet } from './review-ad-set';

/** Step 4 (SPEC §2 item 6): everything at a glance, then Create Campaign saves it as a DRAFT. */
export function ReviewStep() {
  const { state, dispatch, hypothesis, offeringType } = useWizard();
  const navigate = useNavigate();
  const create = useCreateCampaign();
  const problems = useMemo(
    () => findDraftProblems(state, { now: new Date(), offeringType }),
    [state, offeringType],
  );
  const totalBudget = state.adSets.reduce((sum, adSet) => sum + adSet.daily_budget, 0);

  const submit = () => {
    dispatch({ type: 'alertChanged', alert: null });
    create.mutate(buildCreateCampaignRequest(state), {
      onSuccess: () => {
        clearWizardState(state.hypothesisId);
        void navigate('/campaigns');
      },
      onError: (error) => {
        const detail = error instanceof ApiError ? (error.detail ?? error.message) : error.message;
        dispatch({
          type: 'alertChanged',
          alert: { color: 'red', message: CampaignCreationMessages.createFailed(detail) },
        });
      },
    });
  };

  return (
    <Stack gap="lg">
      <Title order={2}>Review & Create</Title>
      <Paper withBorder p="md" component="section" aria-label="Campaign summary">
        <Table variant="vertical" withTableBorder={false} layout="fixed">
          <Table.Tbody>
            {[
              ['Campaign name', state.campaign.name],
              ['Objective', ObjectiveLabels[state.campaign.objective]],
              ['Status', 'Draft'],
              ['Buying type', 'Auction'],
              ['Ad account currency', state.campaign.currency],
              ['Total daily budget', formatBudget(totalBudget, state.campaign.currency)],
              ['Assumption', hypothesis.hypothesis],
              ['Ad sets / ads', `${state.adSets.length} / ${state.ads.length}`],
            ].map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={180}>{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {problems.length > 0 ? (
        <Alert color="yellow" title="Fix these before creating the campaign">
          <List size="sm" spacing={2}>
            {problems.map((problem, index) => (
              <List.Item key={index}>
                {problem.where}
                {problem.field ? ` — ${problem.field}` : ''}: {problem.message}
              </List.Item>
            ))}
          </List>
          <Text size="sm" mt="xs">
            Use Back to return to the step where each one is set.
          </Text>
        </Alert>
      ) : null}
      <WizardAlert />
      {state.adSets.map((adSet) => (
        <ReviewAdSet key={adSet.id} adSet={adSet} />
      ))}
      <WizardNav
        onBack={() => dispatch({ type: 'stepChanged', step: 2 })}
        onContinue={submit}
        continueLabel="Create Campaign"
        isContinueDisabled={problems.length > 0}
        isContinueLoading={create.isPending}
      />
    </Stack>
  );
}
