import { AdGenerationMessages } from '@adsmith/domain/campaigns/messages';
import { Button, Group, Modal, Text } from '@mantine/core';

type AdErrorModalProps = {
  opened: boolean;
  message: string;
  hasAds: boolean;
  onOk: () => void;
  onTryAgain: () => void;
  onContinue: () => void;
};

const actions = AdGenerationMessages.errorModalActions;

/** SPEC §8: the ad error modal with Ok, Try Again and Continue with Available Ads. */
export function AdErrorModal({ opened, message, hasAds, onOk, onTryAgain, onContinue }: AdErrorModalProps) {
  return (
    <Modal opened={opened} onClose={onOk} title="Ad generation failed" centered>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg" gap="xs">
        <Button variant="default" onClick={onOk}>
          {actions.ok}
        </Button>
        <Button variant="light" onClick={onTryAgain}>
          {actions.tryAgain}
        </Button>
        <Button onClick={onContinue} disabled={!hasAds}>
          {actions.continueWithAvailable}
        </Button>
      </Group>
    </Modal>
  );
}
