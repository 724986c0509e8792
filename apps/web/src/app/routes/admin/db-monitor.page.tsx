import { PageHeader } from '@/components/page-header';
import { DbMonitor } from '@/features/admin/components/db-monitor';

/** Database monitor (SPEC §2 screen 10). */
export function DbMonitorPage() {
  return (
    <>
      <PageHeader
        order={2}
        title="Database Monitor"
        description="Database status and connection pool usage, with a history of recent checks."
      />
      <DbMonitor />
    </>
  );
}
