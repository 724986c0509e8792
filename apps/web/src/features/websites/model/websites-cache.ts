import { websitesResponseSchema, type WebsiteGroup } from '@adsmith/domain/websites/schemas';

/** One entry per account, so a shared browser never shows one user's websites to another. */
const cacheKey = (userId: string) => `adsmith:websites:${userId}`;

/** The last list the server sent this user, for SPEC §8 "Using cached data"; null when none or unreadable. */
export function readCachedWebsites(userId: string): WebsiteGroup[] | null {
  try {
    const raw = window.localStorage.getItem(cacheKey(userId));
    if (!raw) return null;
    const parsed = websitesResponseSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeCachedWebsites(userId: string, websites: WebsiteGroup[]): void {
  try {
    window.localStorage.setItem(cacheKey(userId), JSON.stringify(websites));
  } catch {
    // Storage full or blocked: the dashboard still works, it just has no fallback next time.
  }
}
