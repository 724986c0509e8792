import { websitesResponseSchema, type WebsiteGroup } from '@adsmith/domain/websites/schemas';
import { storageKey, storedJson } from '@/lib/stored-json';

/** One entry per account, so a shared browser never shows one user's websites to another. */
const cacheOf = (userId: string) =>
  storedJson('local', storageKey('websites', userId), websitesResponseSchema);

/** The last list the server sent this user, for SPEC §8 "Using cached data"; null when none or unreadable. */
export function readCachedWebsites(userId: string): WebsiteGroup[] | null {
  return cacheOf(userId).read();
}

/** When storage is full or blocked the dashboard still works, it just has no fallback next time. */
export function writeCachedWebsites(userId: string, websites: WebsiteGroup[]): void {
  cacheOf(userId).write(websites);
}
