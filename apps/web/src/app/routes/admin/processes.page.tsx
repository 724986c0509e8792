import { PageHeader } from '@/components/page-header';
import { ProcessManager } from '@/features/admin/components/process-manager';

/** Crawl process manager (SPEC §2 screen 11). */
export function ProcessesPage() {
  return (
    <>
      <PageHeader
        order={2}
        title="Process Manager"
        description="Crawl processes across all users: view their details or terminate one."
      />
      <ProcessManager />
    </>
  );
}
