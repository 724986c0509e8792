import { Container } from '@mantine/core';
import { useLocation } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { AdEditor } from '@/features/ad-editor/components/ad-editor';
import { useSession } from '@/features/auth/hooks/use-session';
import { CampaignWizard } from '@/features/campaign-wizard/components/campaign-wizard';
import { WizardMissingParameters } from '@/features/campaign-wizard/components/wizard-missing-parameters';
import { readWizardParams } from '@/features/campaign-wizard/model/wizard-params';
import { AdCreativePanel } from '@/features/creatives/components/ad-creative-panel';
import { getCurrentHostname } from '@/lib/storage';

const DESCRIPTION =
  'Set up the campaign, choose products for each ad set, create the ads and review it before saving it as a draft.';

/**
 * The campaign wizard (SPEC §2 screen 6) as a page. Used at /campaigns/create (from the dashboard) and, inside the
 * guided flow's layout, at /marketing/campaigns/create; both take hypothesisId and crawlId from navigation state.
 */
export function CampaignWizardPage({ isInGuidedFlow }: { isInGuidedFlow: boolean }) {
  const { state } = useLocation();
  const params = readWizardParams(state);
  const { isAdmin } = useSession();
  // The page the ads run as: the website being marketed (SPEC §2 item 7's feed preview).
  const pageName = getCurrentHostname() ?? 'Your business';
  return (
    <>
      {/* The page's one first-level heading in the guided flow too: its layout adds a step indicator, not a heading. */}
      <PageHeader title="Create Campaign" description={DESCRIPTION} />
      {params ? (
        <CampaignWizard
          // A new assumption starts a new wizard, not an edit of the previous one.
          key={`${params.hypothesisId}:${params.crawlId}`}
          hypothesisId={params.hypothesisId}
          crawlId={params.crawlId}
          exitPath={isInGuidedFlow ? '/marketing/assumptions' : '/campaigns'}
          renderAdEditor={(props) => <AdEditor {...props} />}
          renderAdCreative={(props) => <AdCreativePanel {...props} pageName={pageName} isAdmin={isAdmin} />}
        />
      ) : (
        <WizardMissingParameters />
      )}
    </>
  );
}

/** /campaigns/create */
export function CampaignCreatePage() {
  return (
    <Container size="lg">
      <CampaignWizardPage isInGuidedFlow={false} />
    </Container>
  );
}
