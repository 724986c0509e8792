import { PageHeader } from '@/components/page-header';

/** Campaign listing inside the guided flow (SPEC §2 /marketing/campaigns). */
export function MarketingCampaignsPage() {
  return (
    <PageHeader
      title="Your Campaigns"
      description="The campaigns built from your brand story; create a new one from the assumption you chose."
    />
  );
}
