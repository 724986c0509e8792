import { DashboardMessages } from '@adsmith/domain/campaigns/messages';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { PlusIcon } from '@radix-ui/react-icons';
import { Link } from 'react-router';
import { getErrorMessage } from '@/lib/api-client';
import { useHostnameCampaigns } from '../api/get-hostname-campaigns';
import { selectCampaigns, ALL, DEFAULT_SORT } from '../model/campaign-list';
import { CampaignCard } from './campaign-card';

type WebsiteCampaignListProps = {
  hostname: string;
  /** Where "Create New Campaign" goes; in the guided flow that is the assumption step. */
  createPath: string;
};

/** The compact campaign list of one website (SPEC §2 /marketing/campaigns), newest first. */
export function WebsiteCampaignList({ hostname, createPath }: WebsiteCampaignListProps) {
  const campaigns = useHostnameCampaigns(hostname);
  const createButton = (
    <Button component={Link} to={createPath} leftSection={<PlusIcon width={16} height={16} aria-hidden />}>
      Create New Campaign
    </Button>
  );

  if (campaigns.isPending) {
    return (
      <Center py="xl" role="status" aria-label="Loading campaigns">
        <Loader />
      </Center>
    );
  }
  if (campaigns.isError) {
    return (
      <Alert color="red" role="alert" title={DashboardMessages.loadFailed}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{getErrorMessage(campaigns.error)}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void campaigns.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (campaigns.data.length === 0) {
    return (
      <Paper withBorder p="lg">
        <Stack align="flex-start" gap="sm">
          <Text>No campaigns for {hostname} yet.</Text>
          {createButton}
        </Stack>
      </Paper>
    );
  }
  const shown = selectCampaigns(campaigns.data, {
    search: '',
    status: ALL,
    website: ALL,
    sort: DEFAULT_SORT,
  });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {shown.length} {shown.length === 1 ? 'campaign' : 'campaigns'} for {hostname}
        </Text>
        {createButton}
      </Group>
      {shown.map((campaign) => (
        <CampaignCard key={campaign.id} campaign={campaign} compact />
      ))}
    </Stack>
  );
}
