import { useSyncExternalStore } from 'react';
import { getStoredUserRaw, parseStoredUser, subscribeToStorage } from '@/lib/storage';

/**
 * Whether the stored user is an admin, kept current with the session guard's view of it (features read it here
 * rather than through the auth feature, since features do not import each other). It only decides what a screen
 * offers; the server checks the flag on every call either way.
 */
export function useIsAdmin(): boolean {
  const raw = useSyncExternalStore(subscribeToStorage, getStoredUserRaw, getStoredUserRaw);
  return parseStoredUser(raw)?.isAdmin === true;
}
