import { useCallback } from 'react';
import { clearSession } from '@/lib/storage';
import { logout } from '../api/logout';

/**
 * Sign out (SPEC §2 top navigation): the server revokes the token first, then token and user are cleared and the
 * session guard opens /auth. When the server cannot be reached the browser still forgets the session.
 */
export function useSignOut(): () => Promise<void> {
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // Signed out here either way; an unreachable server only means the token is not revoked there.
    } finally {
      clearSession({ byUser: true });
    }
  }, []);
}
