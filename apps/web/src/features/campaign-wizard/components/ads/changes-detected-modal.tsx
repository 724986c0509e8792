import { WizardMessages } from '@adsmith/domain/campaigns/messages';
import { Button, Group, Modal, Text } from '@mantine/core';

type ChangesDetectedModalProps = {
  opened: boolean;
  onKeep: () => void;
  onRegenerate: () => void;
};

/** SPEC §2 item 6: the ad sets or their products changed after the ads were made. */
export function ChangesDetectedModal({ opened, onKeep, onRegenerate }: ChangesDetectedModalProps) {
  return (
    <Modal opened={opened} onClose={onKeep} title={WizardMessages.changesDetected} centered>
      <Text size="sm">
        Your ad sets or the products chosen for them changed since the ads were created. Keep the current ads,
        or regenerate them for the new selection? Ads you wrote yourself are kept either way.
      </Text>
      <Group justify="flex-end" mt="lg" gap="xs">
        <Button variant="default" onClick={onKeep}>
          {WizardMessages.keepCurrentAds}
        </Button>
        <Button onClick={onRegenerate}>{WizardMessages.regenerateAds}</Button>
      </Group>
    </Modal>
  );
}
