import { Container } from '@mantine/core';
import { PageHeader } from '@/components/page-header';

/** Campaigns dashboard (SPEC §2 screen 5); the list, filters and export arrive with the campaigns issue. */
export function CampaignsPage() {
  return (
    <Container size="lg">
      <PageHeader
        title="Your Campaigns"
        description="Follow how your campaigns perform and export them for import into the ad platform."
      />
    </Container>
  );
}
