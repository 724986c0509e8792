import { useSyncExternalStore } from 'react';
import { getStoredUserRaw, parseStoredUser, subscribeToStorage } from '@/lib/storage';

/**
 * Whether the stored user is an admin, kept current like the session guard's view of it. Read from the shared
 * storage module rather than the auth feature, since features do not import each other. It only decides what the
 * form offers: the server honours `use_llm` for admins alone either way.
 */
export function useIsAdmin(): boolean {
  const rawUser = useSyncExternalStore(subscribeToStorage, getStoredUserRaw, getStoredUserRaw);
  return parseStoredUser(rawUser)?.isAdmin === true;
}
