import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { WebsiteCampaignList } from '@/features/campaigns-dashboard/components/website-campaign-list';
import { getCurrentHostname } from '@/lib/storage';

/** Campaign listing inside the guided flow (SPEC §2 /marketing/campaigns), for the website being worked on. */
export function MarketingCampaignsPage() {
  const hostname = getCurrentHostname();
  return (
    <>
      <PageHeader
        title="Your Campaigns"
        description="The campaigns built from your brand story; create a new one from an assumption about why customers buy."
      />
      {hostname ? (
        <WebsiteCampaignList hostname={hostname} createPath="/marketing/assumptions" />
      ) : (
        <Alert color="blue">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">Start by crawling your website: campaigns are built from it.</Text>
            <Button component={Link} to="/" size="xs">
              Start a crawl
            </Button>
          </Stack>
        </Alert>
      )}
    </>
  );
}
