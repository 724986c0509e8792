import { PageHeader } from '@/components/page-header';

/** Database monitor (SPEC §2 screen 10); status, pool bar and history arrive with the admin issue. */
export function DbMonitorPage() {
  return (
    <PageHeader
      order={2}
      title="Database Monitor"
      description="Database status and connection pool usage, with a history of recent checks."
    />
  );
}
