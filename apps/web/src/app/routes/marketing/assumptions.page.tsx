import { PageHeader } from '@/components/page-header';

/** Assumption selection (SPEC §2 screen 4); the cards arrive with the assumptions issue. */
export function AssumptionsPage() {
  return (
    <PageHeader
      title="Why do customers buy from you?"
      description="Choose the one assumption your new campaign will be built around."
    />
  );
}
