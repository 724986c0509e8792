import { Outlet } from 'react-router';
import { AppLayout } from '@/components/layouts/app-layout';
import { RequireSession } from '@/features/auth/components/require-session';
import { useSession } from '@/features/auth/hooks/use-session';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';

/** Every route but /auth: the session guard around the shell with top navigation. */
export function ProtectedLayout() {
  const { isAdmin } = useSession();
  const signOut = useSignOut();
  return (
    <RequireSession>
      <AppLayout isAdmin={isAdmin} onSignOut={() => void signOut()}>
        <Outlet />
      </AppLayout>
    </RequireSession>
  );
}
