import { Container } from '@mantine/core';
import { PageHeader } from '@/components/page-header';

/**
 * Campaign wizard (SPEC §2 screen 6), at /campaigns/create and /marketing/campaigns/create. It takes
 * hypothesisId and crawlId from navigation state; the steps arrive with the wizard issue.
 */
export function CampaignCreatePage() {
  return (
    <Container size="lg">
      <PageHeader
        title="Create Campaign"
        description="Set up the campaign, choose products for each ad set, create the ads and review it before saving it as a draft."
      />
    </Container>
  );
}
