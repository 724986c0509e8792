import { useCallback } from 'react';
import { clearSession } from '@/lib/storage';

/** Sign out (SPEC §2 top navigation): clears token and user; the session guard then opens /auth. */
export function useSignOut(): () => void {
  return useCallback(() => clearSession({ byUser: true }), []);
}
