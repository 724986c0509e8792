import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AUTH_PATH, buildAuthRedirectPath } from '@/lib/redirect';
import { wasSignedOutByUser } from '@/lib/storage';
import { useSession } from '../hooks/use-session';
import { useSessionCheck } from '../hooks/use-session-check';

/**
 * Guard for every route except /auth (SPEC §2, §6). Without a token the visitor goes straight to
 * /auth?redirect=<path+search>; with one the page renders while the delayed session check runs.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession();
  const location = useLocation();
  useSessionCheck(isSignedIn);

  if (!isSignedIn) {
    // After an explicit sign-out there is nothing to go back to; after an expiry there is.
    const target = wasSignedOutByUser() ? AUTH_PATH : buildAuthRedirectPath(location);
    return <Navigate to={target} replace />;
  }
  return children;
}
