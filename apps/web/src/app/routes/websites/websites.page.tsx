import { Container } from '@mantine/core';
import { AssumptionsPicker } from '@/features/assumptions/components/assumptions-picker';
import { CrawlForm } from '@/features/crawl/components/crawl-form';
import { StoryEditor } from '@/features/story/components/story-editor';
import { WebsitesDashboard } from '@/features/websites/components/websites-dashboard';

/**
 * "Your Business" (SPEC §2 screen 9). The page composes the features: the dashboard asks for a crawl form, a story
 * editor and the assumptions step, and each feature supplies its embedded variant.
 */
export function WebsitesPage() {
  return (
    <Container size="lg">
      <WebsitesDashboard
        renderCrawlForm={({ onStarted }) => <CrawlForm embedded onComplete={onStarted} />}
        renderStoryEditor={({ crawlId, onSaved }) => (
          <StoryEditor key={crawlId} crawlId={crawlId} embedded onSaved={onSaved} />
        )}
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
