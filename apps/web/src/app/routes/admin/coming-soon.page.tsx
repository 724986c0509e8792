import { GenericMessages } from '@adsmith/domain/common/messages';
import { PageHeader } from '@/components/page-header';

/** SPEC §1: the admin Users and System pages are placeholders reading "Coming Soon". */
export function UsersPage() {
  return <PageHeader order={2} title="Users" description={GenericMessages.comingSoon} />;
}

export function SystemPage() {
  return <PageHeader order={2} title="System" description={GenericMessages.comingSoon} />;
}
