import { Navigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { CrawlProgressView } from '@/features/crawl/components/crawl-progress';
import { StoryEditor } from '@/features/story/components/story-editor';
import { getCurrentCrawlId } from '@/lib/storage';

/**
 * Brand story (SPEC §2 screen 3). Without a stored crawl there is no story to show, so SPEC §2 sends the user
 * home to start one. While the crawl runs, the editor polls its status and the crawl feature's progress view
 * shows it (one poller, the editor's).
 */
export function StoryPage() {
  const crawlId = getCurrentCrawlId();
  if (!crawlId) return <Navigate to="/" replace />;
  return (
    <>
      <PageHeader
        title="Your Brand Story"
        description="Review and edit the brand story drafted from your website, then continue to choose an assumption."
      />
      <StoryEditor
        key={crawlId}
        crawlId={crawlId}
        renderCrawlProgress={(crawl) => <CrawlProgressView crawl={crawl} />}
      />
    </>
  );
}
