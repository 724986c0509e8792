import { DashboardMessages } from '@adsmith/domain/campaigns/messages';
import { Alert, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PlusIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { getErrorMessage } from '@/lib/api-client';
import { useUserCampaigns } from '../api/get-user-campaigns';
import { useCreateCampaignFlow } from '../hooks/use-create-campaign-flow';
import {
  ALL,
  DEFAULT_SORT,
  selectCampaigns,
  websiteOptions,
  type CampaignListQuery,
} from '../model/campaign-list';
import { CampaignCard } from './campaign-card';
import { CampaignFilters } from './campaign-filters';
import { CreateCampaignModals, type RenderAssumptions } from './create-campaign-modals';

/** `?website=<hostname>`: the websites dashboard links here filtered to one site. */
const WEBSITE_PARAM = 'website';

type CampaignsDashboardProps = {
  renderAssumptions: RenderAssumptions;
};

/** The campaigns dashboard (SPEC §2 screen 5). */
export function CampaignsDashboard({ renderAssumptions }: CampaignsDashboardProps) {
  const campaigns = useUserCampaigns();
  const flow = useCreateCampaignFlow();
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState<Omit<CampaignListQuery, 'website'>>({
    search: '',
    status: ALL,
    sort: DEFAULT_SORT,
  });
  const websiteParam = searchParams.get(WEBSITE_PARAM);
  // The website filter lives in the URL, so the link from the websites dashboard, a reload and Back all keep it.
  const query: CampaignListQuery = { ...filters, website: websiteParam ?? ALL };

  const changeQuery = ({ website, ...rest }: Partial<CampaignListQuery>): void => {
    if (Object.keys(rest).length > 0) setFilters((current) => ({ ...current, ...rest }));
    if (website !== undefined) {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (website === ALL) next.delete(WEBSITE_PARAM);
          else next.set(WEBSITE_PARAM, website);
          return next;
        },
        { replace: true },
      );
    }
  };

  const createButton = (
    <Button
      leftSection={<PlusIcon width={16} height={16} aria-hidden />}
      onClick={flow.start}
      loading={flow.isLoading}
    >
      Create New Campaign
    </Button>
  );

  let body;
  if (campaigns.isPending) {
    body = (
      <Center py="xl" role="status" aria-label="Loading campaigns">
        <Loader />
      </Center>
    );
  } else if (campaigns.isError) {
    body = (
      <Alert color="red" role="alert" title={DashboardMessages.loadFailed}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{getErrorMessage(campaigns.error)}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void campaigns.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (campaigns.data.length === 0) {
    body = (
      <Paper withBorder p="xl" ta="center">
        <Stack align="center" gap="sm">
          <Title order={2} size="h3">
            No campaigns yet
          </Title>
          <Text c="dimmed" maw={480}>
            Pick an assumption about why customers buy from you and Adsmith drafts a campaign around it, with
            ad sets, products and ad copy to review.
          </Text>
          {createButton}
        </Stack>
      </Paper>
    );
  } else {
    const shown = selectCampaigns(campaigns.data, query);
    body = (
      <>
        <CampaignFilters
          query={query}
          websites={websiteOptions(campaigns.data, websiteParam)}
          onChange={changeQuery}
        />
        <Text size="sm" c="dimmed" mb="sm" aria-live="polite">
          {shown.length === campaigns.data.length
            ? `${shown.length} ${shown.length === 1 ? 'campaign' : 'campaigns'}`
            : `${shown.length} of ${campaigns.data.length} campaigns`}
        </Text>
        {shown.length === 0 ? (
          <Paper withBorder p="lg">
            <Group justify="space-between">
              <Text>No campaigns match your search and filters.</Text>
              <Button
                variant="default"
                size="xs"
                onClick={() => changeQuery({ search: '', status: ALL, website: ALL })}
              >
                Clear filters
              </Button>
            </Group>
          </Paper>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {shown.map((campaign) => (
              <CampaignCard key={campaign.id} campaign={campaign} />
            ))}
          </SimpleGrid>
        )}
      </>
    );
  }

  return (
    <Stack gap={0}>
      <Group justify="space-between" align="flex-start" mb="lg">
        <Stack gap={4}>
          <Title order={1}>Your Campaigns</Title>
          <Text c="dimmed">
            Follow how your campaigns perform and export them for import into the ad platform.
          </Text>
        </Stack>
        {campaigns.isSuccess && campaigns.data.length > 0 ? createButton : null}
      </Group>
      {flow.loadError ? (
        <Alert color="red" role="alert" mb="md">
          Your websites could not be loaded: {getErrorMessage(flow.loadError)}
        </Alert>
      ) : null}
      {body}
      <CreateCampaignModals flow={flow} renderAssumptions={renderAssumptions} />
    </Stack>
  );
}
