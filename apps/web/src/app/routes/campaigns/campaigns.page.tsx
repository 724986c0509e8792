import { Container } from '@mantine/core';
import { AssumptionsPicker } from '@/features/assumptions/components/assumptions-picker';
import { CampaignsDashboard } from '@/features/campaigns-dashboard/components/campaigns-dashboard';

/**
 * Campaigns dashboard (SPEC §2 screen 5). The page composes the two features: the dashboard asks for the
 * assumptions step, and the assumptions feature supplies its picker in the modal variant.
 */
export function CampaignsPage() {
  return (
    <Container size="lg">
      <CampaignsDashboard
        renderAssumptions={({ crawlId, hostname, onCreateCampaign }) => (
          <AssumptionsPicker
            key={crawlId}
            crawlId={crawlId}
            hostname={hostname}
            inModal
            onCreateCampaign={onCreateCampaign}
          />
        )}
      />
    </Container>
  );
}
