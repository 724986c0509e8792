import type { User } from '@adsmith/domain/auth/schemas';

/** The client-stored keys of SPEC §3, exactly as named there (other tools and old sessions rely on them). */
export const StorageKeys = {
  token: 'token',
  user: 'user',
  currentCrawlId: 'current_crawl_id',
  currentHostname: 'current_hostname',
} as const;
export type StorageKey = (typeof StorageKeys)[keyof typeof StorageKeys];

type Listener = () => void;
const listeners = new Set<Listener>();

/** Whether the last session end was the user's own sign-out (so no redirect back is offered). */
let signedOutByUser = false;

function notify(): void {
  for (const listener of listeners) listener();
}

// localStorage throws in some privacy modes and when quota is exceeded; the app must keep working
// (the user simply stays signed out), so every access goes through these two guards.
function readItem(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing sensible to do: the in-memory UI state still reflects the change through notify().
  }
}

/**
 * Subscribes to changes of any stored key, whether made by this tab (through this module) or by another tab
 * (the browser's `storage` event), so a sign-out in one tab signs every tab out.
 */
export function subscribeToStorage(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent): void => {
    if (event.key === null || Object.values<string>(StorageKeys).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getToken(): string | null {
  return readItem(StorageKeys.token);
}

/** The raw stored user JSON; stable between calls, which `useSyncExternalStore` needs. */
export function getStoredUserRaw(): string | null {
  return readItem(StorageKeys.user);
}

/** Reads a user object from untrusted JSON (storage, a server reply); anything malformed is `null`. */
export function toUser(value: unknown): User | null {
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Partial<Record<keyof User, unknown>>;
  if (typeof candidate.email !== 'string' || typeof candidate.id !== 'string') return null;
  return {
    id: candidate.id,
    email: candidate.email,
    isAdmin: candidate.isAdmin === true,
    createdAt: typeof candidate.createdAt === 'string' ? candidate.createdAt : '',
  };
}

/** Parses stored user JSON; a corrupt entry counts as "no user" rather than crashing the shell. */
export function parseStoredUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    return toUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function getStoredUser(): User | null {
  return parseStoredUser(getStoredUserRaw());
}

export function setStoredUser(user: User): void {
  writeItem(StorageKeys.user, JSON.stringify(user));
  notify();
}

/** Stores a fresh session after sign-in or registration. */
export function setSession(session: { token: string; user: User }): void {
  signedOutByUser = false;
  writeItem(StorageKeys.token, session.token);
  writeItem(StorageKeys.user, JSON.stringify(session.user));
  notify();
}

/**
 * Ends the session: removes `token` and `user` (SPEC §4). `byUser` marks an explicit sign-out, after which the
 * auth screen is opened without a redirect back to the page the user left.
 */
export function clearSession(options: { byUser?: boolean } = {}): void {
  signedOutByUser = options.byUser === true;
  writeItem(StorageKeys.token, null);
  writeItem(StorageKeys.user, null);
  notify();
}

export function wasSignedOutByUser(): boolean {
  return signedOutByUser;
}

/** Called once the auth screen is showing: a later loss of session (an expiry) should offer a way back again. */
export function acknowledgeSignOut(): void {
  signedOutByUser = false;
}

export function getCurrentCrawlId(): string | null {
  return readItem(StorageKeys.currentCrawlId);
}

export function setCurrentCrawlId(crawlId: string | null): void {
  writeItem(StorageKeys.currentCrawlId, crawlId);
  notify();
}

export function getCurrentHostname(): string | null {
  return readItem(StorageKeys.currentHostname);
}

export function setCurrentHostname(hostname: string | null): void {
  writeItem(StorageKeys.currentHostname, hostname);
  notify();
}
