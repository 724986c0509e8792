import type { User } from '@adsmith/domain/auth/schemas';
import { useMemo, useSyncExternalStore } from 'react';
import { getStoredUserRaw, getToken, parseStoredUser, subscribeToStorage } from '@/lib/storage';

export type Session = {
  token: string | null;
  user: User | null;
  isSignedIn: boolean;
  isAdmin: boolean;
};

/**
 * The stored session, re-rendering whenever it changes: a sign-in, a sign-out in another tab, or a 401
 * anywhere clearing it. Guards read this, so losing the token sends the user to /auth at once.
 */
export function useSession(): Session {
  const token = useSyncExternalStore(subscribeToStorage, getToken, getToken);
  const rawUser = useSyncExternalStore(subscribeToStorage, getStoredUserRaw, getStoredUserRaw);
  const user = useMemo(() => parseStoredUser(rawUser), [rawUser]);
  return { token, user, isSignedIn: token !== null, isAdmin: user?.isAdmin === true };
}
