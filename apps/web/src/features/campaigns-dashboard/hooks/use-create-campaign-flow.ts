import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useUserCrawlsForCampaigns } from '../api/get-user-websites';
import { groupWebsites, type WebsiteChoice } from '../model/website-choices';

type FlowStep =
  { kind: 'closed' } | { kind: 'choose-website' } | { kind: 'assumptions'; website: WebsiteChoice };

/**
 * "Create New Campaign" (SPEC §2 screen 5): with no crawled website the user is sent to / to crawl one; with
 * several, a website-selection modal comes first; then the assumptions flow opens in a modal, and choosing an
 * assumption opens the wizard at /campaigns/create with hypothesisId and crawlId in navigation state.
 */
export function useCreateCampaignFlow() {
  const navigate = useNavigate();
  const crawls = useUserCrawlsForCampaigns();
  const websites = crawls.data ? groupWebsites(crawls.data) : [];
  const [step, setStep] = useState<FlowStep>({ kind: 'closed' });

  const start = (): void => {
    if (!crawls.data) {
      // Nothing to choose from yet; a failed load gets another try and its message is shown by the button.
      if (crawls.isError) void crawls.refetch();
      return;
    }
    const [only, ...others] = websites;
    if (!only) void navigate('/');
    else if (others.length === 0) setStep({ kind: 'assumptions', website: only });
    else setStep({ kind: 'choose-website' });
  };

  return {
    step,
    websites,
    start,
    isLoading: crawls.isPending || crawls.isRefetching,
    loadError: crawls.isError ? crawls.error : null,
    chooseWebsite: (website: WebsiteChoice) => setStep({ kind: 'assumptions', website }),
    close: () => setStep({ kind: 'closed' }),
    openWizard: (hypothesisId: string, crawlId: string) => {
      setStep({ kind: 'closed' });
      void navigate('/campaigns/create', { state: { hypothesisId, crawlId } });
    },
  };
}
export type CreateCampaignFlow = ReturnType<typeof useCreateCampaignFlow>;
