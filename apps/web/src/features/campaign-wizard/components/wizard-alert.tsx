import { Alert } from '@mantine/core';
import { useWizard } from '../model/wizard-context';

/** The current step's message (rule refusals, generation outcomes); the reducer clears it on every step change. */
export function WizardAlert() {
  const { state, dispatch } = useWizard();
  if (!state.alert) return null;
  return (
    <Alert
      color={state.alert.color}
      role="alert"
      data-testid="wizard-alert"
      mb="md"
      withCloseButton
      closeButtonLabel="Dismiss message"
      onClose={() => dispatch({ type: 'alertChanged', alert: null })}
    >
      {state.alert.message}
    </Alert>
  );
}
