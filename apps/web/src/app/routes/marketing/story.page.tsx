import { Navigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { getCurrentCrawlId } from '@/lib/storage';

/**
 * Brand story (SPEC §2 screen 3); the editor arrives with the story issue. Without a stored crawl there is no
 * story to show, so SPEC §2 sends the user home to start one.
 */
export function StoryPage() {
  if (!getCurrentCrawlId()) return <Navigate to="/" replace />;
  return (
    <PageHeader
      title="Your Brand Story"
      description="Review and edit the brand story drafted from your website, then continue to choose an assumption."
    />
  );
}
