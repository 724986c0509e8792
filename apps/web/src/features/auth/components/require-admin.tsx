import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../hooks/use-session';

/**
 * Guard for /admin/* (SPEC §6): the stored user's isAdmin decides, and the session check corrects the stored
 * user, so a revoked admin is sent away on the next route change. The server checks the flag again on every call.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isAdmin } = useSession();
  if (!isAdmin) return <Navigate to="/" replace />;
  return children;
}
