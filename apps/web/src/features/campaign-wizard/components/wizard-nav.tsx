import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

type WizardNavProps = {
  onBack: () => void;
  onContinue?: () => void;
  continueLabel?: string;
  isContinueDisabled?: boolean;
  isContinueLoading?: boolean;
  /** Why Continue is disabled, read out with the button. */
  hint?: ReactNode;
};

/** The Back / Continue row every step ends with (SPEC §2 item 6: Back on every step). */
export function WizardNav({
  onBack,
  onContinue,
  continueLabel = 'Continue',
  isContinueDisabled = false,
  isContinueLoading = false,
  hint,
}: WizardNavProps) {
  return (
    <Group justify="space-between" mt="xl" align="center">
      <Button variant="default" onClick={onBack}>
        Back
      </Button>
      <Group gap="sm">
        {hint}
        {onContinue ? (
          <Button onClick={onContinue} disabled={isContinueDisabled} loading={isContinueLoading}>
            {continueLabel}
          </Button>
        ) : null}
      </Group>
    </Group>
  );
}
