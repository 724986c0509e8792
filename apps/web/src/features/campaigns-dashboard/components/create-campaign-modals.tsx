import { Button, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CreateCampaignFlow } from '../hooks/use-create-campaign-flow';
import { formatDate } from '../model/format';

/** What the page plugs in as the assumptions step (the assumptions feature's picker, in its modal variant). */
export type RenderAssumptions = (props: {
  crawlId: string;
  hostname: string;
  onCreateCampaign: (hypothesisId: string, crawlId: string) => void;
}) => ReactNode;

type CreateCampaignModalsProps = {
  flow: CreateCampaignFlow;
  renderAssumptions: RenderAssumptions;
};

/** The website-selection modal and the assumptions modal of "Create New Campaign". */
export function CreateCampaignModals({ flow, renderAssumptions }: CreateCampaignModalsProps) {
  const { step } = flow;
  return (
    <>
      <Modal opened={step.kind === 'choose-website'} onClose={flow.close} title="Choose a website" centered>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            Which business is the new campaign for?
          </Text>
          {flow.websites.map((website) => (
            <Button
              key={website.hostname}
              variant="default"
              fullWidth
              justify="space-between"
              h="auto"
              py="xs"
              onClick={() => flow.chooseWebsite(website)}
              rightSection={
                <Text span size="xs" c="dimmed">
                  Crawled {formatDate(website.crawledAt)}
                </Text>
              }
            >
              {website.hostname}
            </Button>
          ))}
        </Stack>
      </Modal>
      <Modal
        opened={step.kind === 'assumptions'}
        onClose={flow.close}
        size="xl"
        title={step.kind === 'assumptions' ? `New campaign for ${step.website.hostname}` : undefined}
      >
        {step.kind === 'assumptions'
          ? renderAssumptions({
              crawlId: step.website.crawlId,
              hostname: step.website.hostname,
              onCreateCampaign: flow.openWizard,
            })
          : null}
      </Modal>
    </>
  );
}
