import { Container } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import { ActiveCrawlCard } from '@/features/crawl/components/active-crawl-card';
import { CrawlForm } from '@/features/crawl/components/crawl-form';
import { isRetryState } from '@/lib/retry-crawl-state';
import { useLocation } from 'react-router';

/** Home (SPEC §2 screen 2): the crawl start form, with the user's running crawl above it when there is one. */
export function HomePage() {
  const location = useLocation();
  return (
    <Container size="md">
      <PageHeader
        title="Start Your Marketing Journey"
        description="Enter your website address and Adsmith crawls it to draft your brand story."
      />
      <ActiveCrawlCard />
      <CrawlForm restoreLast={isRetryState(location.state)} />
    </Container>
  );
}
