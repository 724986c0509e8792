import { useSyncExternalStore } from 'react';
import { getStoredUserRaw, parseStoredUser, subscribeToStorage } from '@/lib/storage';

/**
 * Whether the stored user is an admin (kept fresh by the shell's session check). Read from storage here rather
 * than through the auth feature, because features do not import each other; the server checks the flag anyway.
 */
export function useIsAdmin(): boolean {
  const raw = useSyncExternalStore(subscribeToStorage, getStoredUserRaw, getStoredUserRaw);
  return parseStoredUser(raw)?.isAdmin === true;
}
