import { Center } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { AuthForm } from '@/features/auth/components/auth-form';
import { useSession } from '@/features/auth/hooks/use-session';
import { getSafeRedirect } from '@/lib/redirect';
import { acknowledgeSignOut, setSession } from '@/lib/storage';

/**
 * /auth (SPEC §2): no app heading or top navigation. Storing the session re-renders this page with a token,
 * which sends the user on to `redirect` (same-origin paths only) or `/`; so does opening it while signed in.
 */
export function AuthPage() {
  const { isSignedIn } = useSession();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (isSignedIn) return;
    // Whoever signs in next must not see the previous account's cached data.
    queryClient.clear();
    acknowledgeSignOut();
  }, [isSignedIn, queryClient]);

  if (isSignedIn) return <Navigate to={getSafeRedirect(searchParams.get('redirect'))} replace />;

  return (
    <Center component="main" mih="100vh" p="md">
      <AuthForm onAuthenticated={setSession} />
    </Center>
  );
}
