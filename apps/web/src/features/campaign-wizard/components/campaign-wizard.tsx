import { WizardMessages } from '@adsmith/domain/campaigns/messages';
import { Alert, Button, Group, Loader, Paper, Stack, Stepper, Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import type { AdCreativeSlotProps } from '../model/ad-creative-slot';
import type { AdEditorSlotProps } from '../model/ad-editor-slot';
import { useWizardBootstrap } from '../model/use-wizard-bootstrap';
import { useWizardState } from '../model/use-wizard-state';
import { WizardContext, type WizardContextValue } from '../model/wizard-context';
import type { WizardStepIndex } from '../model/wizard-state';
import { AdCreationStep } from './ads/ad-creation-step';
import { ProductSelectionStep } from './products/product-selection-step';
import { ReviewStep } from './review/review-step';
import { CampaignSetupStep } from './setup/campaign-setup-step';

export type CampaignWizardProps = {
  hypothesisId: string;
  crawlId: string;
  /** Where Back on the first step leads (the assumptions of the guided flow, or the dashboard). */
  exitPath: string;
  /** The ad editing component (SPEC §2 item 8), composed in by the page (features do not import each other). */
  renderAdEditor: (props: AdEditorSlotProps) => ReactNode;
  /** The ad's creative (preview, generator, upload; SPEC §2 item 7), composed in by the page; optional. */
  renderAdCreative?: ((props: AdCreativeSlotProps) => ReactNode) | undefined;
};

/**
 * The campaign wizard of SPEC §2 item 6: Campaign Setup → Product Selection → Ad Creation → Review & Create.
 * The state lives in one reducer (model/), kept in sessionStorage per assumption.
 */
export function CampaignWizard({
  hypothesisId,
  crawlId,
  exitPath,
  renderAdEditor,
  renderAdCreative,
}: CampaignWizardProps) {
  const [state, dispatch] = useWizardState(hypothesisId, crawlId);
  const loading = useWizardBootstrap(state, dispatch);
  const { hypothesis, offeringType } = loading;

  const context = useMemo<WizardContextValue | null>(
    () => (hypothesis && offeringType ? { state, dispatch, hypothesis, offeringType } : null),
    [state, dispatch, hypothesis, offeringType],
  );

  if (loading.error) {
    return (
      <Alert color="red" role="alert" title="The campaign could not be prepared">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{loading.error}</Text>
          {loading.error === WizardMessages.noHypothesis ? null : (
            <Button size="xs" variant="light" onClick={loading.retry}>
              Try again
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  if (loading.isLoading || !context) {
    return (
      <Paper withBorder p="lg" role="status" aria-live="polite">
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text>Drafting your campaign from the assumption…</Text>
        </Group>
      </Paper>
    );
  }

  const goTo = (step: WizardStepIndex) => dispatch({ type: 'stepChanged', step });
  return (
    <WizardContext.Provider value={context}>
      <Stepper
        active={state.step}
        // Earlier steps can be revisited from the indicator; later ones only through Continue and its checks.
        onStepClick={(index) => {
          if (index < state.step) goTo(index as WizardStepIndex);
        }}
        allowNextStepsSelect={false}
        size="sm"
        mb="lg"
      >
        {WizardMessages.steps.map((label) => (
          <Stepper.Step key={label} label={label} />
        ))}
      </Stepper>
      {state.step === 0 ? <CampaignSetupStep exitPath={exitPath} /> : null}
      {state.step === 1 ? <ProductSelectionStep /> : null}
      {state.step === 2 ? (
        <AdCreationStep renderAdEditor={renderAdEditor} renderAdCreative={renderAdCreative} />
      ) : null}
      {state.step === 3 ? <ReviewStep /> : null}
    </WizardContext.Provider>
  );
}
