import { randomUUID } from 'node:crypto';
import { MEDIA_KEY_PATTERN } from './storage/media-storage';

/** Where the app serves media: `GET /api/proxy-media/<key>` (owner only). */
export const MEDIA_URL_PREFIX = '/api/proxy-media/';

/** A new key for a user's image: `<userId>/<uuid>.<ext>`. Never derived from anything a client sent. */
export const newMediaKey = (userId: string, ext: 'png' | 'jpg' | 'webp') =>
  `${userId.toLowerCase()}/${randomUUID()}.${ext}`;

export const mediaUrlForKey = (key: string) => `${MEDIA_URL_PREFIX}${key}`;

/** The key behind one of our media URLs (relative or on any host), or null for anything else. */
export function keyFromMediaUrl(url: string): string | null {
  let pathname = url;
  if (/^https?:\/\//i.test(url)) {
    try {
      pathname = new URL(url).pathname;
    } catch {
      return null;
    }
  }
  if (!pathname.startsWith(MEDIA_URL_PREFIX)) return null;
  const key = pathname.slice(MEDIA_URL_PREFIX.length);
  return MEDIA_KEY_PATTERN.test(key) ? key : null;
}
