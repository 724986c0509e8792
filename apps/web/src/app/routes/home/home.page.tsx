import { Container } from '@mantine/core';
import { PageHeader } from '@/components/page-header';

/** Home (SPEC §2 screen 2): the crawl start form arrives with the crawl issue. */
export function HomePage() {
  return (
    <Container size="md">
      <PageHeader
        title="Start Your Marketing Journey"
        description="Enter your website address and Adsmith crawls it to draft your brand story."
      />
    </Container>
  );
}
