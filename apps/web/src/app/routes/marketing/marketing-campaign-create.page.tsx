import { CampaignWizardPage } from '../campaigns/campaign-create.page';

/** /marketing/campaigns/create: the wizard inside the guided flow, whose layout adds the step indicator. */
export function MarketingCampaignCreatePage() {
  return <CampaignWizardPage isInGuidedFlow />;
}
