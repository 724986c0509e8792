import { Container } from '@mantine/core';
import { PageHeader } from '@/components/page-header';

/** "Your Business" dashboard (SPEC §2 screen 9); the website cards arrive with the websites issue. */
export function WebsitesPage() {
  return (
    <Container size="lg">
      <PageHeader
        title="Your Business"
        description="The websites you have crawled, with their brand stories, products and campaigns."
      />
    </Container>
  );
}
