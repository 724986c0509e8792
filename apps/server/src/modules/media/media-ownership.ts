import { MediaMessages } from '@adsmith/domain/creatives/messages';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { keyFromMediaUrl, MEDIA_URL_PREFIX } from './media-keys';
import { findOwnedMediaByKey } from './media.repo';

/** A media URL in a request, with the field it came from (named in the 400). */
export type MediaUrlField = { field: string; url: string | null | undefined };

/**
 * Media URLs saved in a draft or a blueprint must be the user's own: one of their `/api/proxy-media/…` images
 * (on any host), or an image on the web (http/https). Another user's media, a made-up key or any other `/api`
 * path is refused with 400 naming the field, so the export and the blueprint never name someone else's file.
 */
export async function assertOwnMediaUrls(db: Db, userId: string, fields: MediaUrlField[]): Promise<void> {
  for (const { field, url } of fields) {
    if (!url) continue;
    const isOurs = url.startsWith('/') || pathOf(url).startsWith(MEDIA_URL_PREFIX);
    if (!isOurs) continue;
    const key = keyFromMediaUrl(url);
    const media = key ? await findOwnedMediaByKey(db, { userId, key }) : undefined;
    if (!media) throw new AppError('BAD_REQUEST', `${field}: ${MediaMessages.notYours}`);
  }
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}
