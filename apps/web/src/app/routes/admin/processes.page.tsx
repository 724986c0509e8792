import { PageHeader } from '@/components/page-header';

/** Crawl process manager (SPEC §2 screen 11); the table arrives with the admin issue. */
export function ProcessesPage() {
  return (
    <PageHeader
      order={2}
      title="Process Manager"
      description="Crawl processes across all users: view their details or terminate one."
    />
  );
}
