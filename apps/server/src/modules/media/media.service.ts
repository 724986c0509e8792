import type { User } from '@adsmith/domain/auth/schemas';
import { MediaMessages } from '@adsmith/domain/creatives/messages';
import type { UploadMediaResponse } from '@adsmith/domain/creatives/api-schemas';
import type { Db } from '../../db/client';
import type { MediaRow } from '../../db/schema/media';
import { AppError } from '../../lib/errors';
import { isMediaUrlInSavedAd } from '../campaigns/campaigns.public';
import { reencodeImage } from './image-check';
import { keyFromMediaUrl, mediaUrlForKey, newMediaKey } from './media-keys';
import { deleteMediaRow, findOwnedMediaByKey, insertMedia, insertUploadWithinQuota } from './media.repo';
import { MEDIA_KEY_PATTERN, type MediaStorage } from './storage/media-storage';

export type MediaDeps = { db: Db; storage: MediaStorage };

/** MEDIA_UPLOAD_QUOTA_MB: how much a user's uploads may take in storage. */
export type UploadDeps = MediaDeps & { uploadQuotaBytes: number };

export type StoreImageInput = {
  userId: string;
  body: Buffer;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  ext: 'png' | 'jpg' | 'webp';
  width: number;
  height: number;
  source: MediaRow['source'];
};

/**
 * Stores image bytes the server produced or already re-encoded, under a new server-generated key, and records
 * them for their owner. The object is written first and removed again if the row cannot be written, so there is
 * never a row without bytes and rarely bytes without a row.
 */
export async function storeImage(
  deps: MediaDeps,
  input: StoreImageInput,
  quotaBytes?: number,
): Promise<MediaRow> {
  const key = newMediaKey(input.userId, input.ext);
  await deps.storage.put(key, input.body, input.contentType);
  try {
    const values = {
      userId: input.userId,
      key,
      contentType: input.contentType,
      width: input.width,
      height: input.height,
      bytes: input.body.length,
      source: input.source,
    };
    if (quotaBytes === undefined) return await insertMedia(deps.db, values);
    const row = await insertUploadWithinQuota(deps.db, values, quotaBytes);
    if (!row)
      throw new AppError('BAD_REQUEST', MediaMessages.quotaExceeded(Math.round(quotaBytes / (1024 * 1024))));
    return row;
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/**
 * An upload (SPEC §7 media upload): accepted only as PNG, JPEG or WebP by its bytes, within the pixel cap checked
 * on the header, then re-encoded (metadata and anything appended dropped) and stored for the user.
 */
export async function uploadImage(
  deps: UploadDeps,
  options: { user: User; bytes: Buffer },
): Promise<UploadMediaResponse> {
  const image = await reencodeImage(options.bytes);
  const row = await storeImage(
    deps,
    { userId: options.user.id, ...image, source: 'upload' },
    deps.uploadQuotaBytes,
  );
  return {
    url: mediaUrlForKey(row.key),
    id: row.id,
    content_type: image.contentType,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
  };
}

/**
 * The user's media under a key, with its bytes; 404 for anything else — a malformed or traversing path, another
 * user's media, or bytes missing from storage — so nobody learns whether someone else's file exists.
 */
export async function readOwnedMedia(
  deps: MediaDeps,
  options: { user: User; key: string },
): Promise<{ row: MediaRow; body: Buffer }> {
  const notFound = new AppError('NOT_FOUND', MediaMessages.notFound);
  if (!MEDIA_KEY_PATTERN.test(options.key)) throw notFound;
  const row = await findOwnedMediaByKey(deps.db, { userId: options.user.id, key: options.key });
  if (!row) throw notFound;
  const body = await deps.storage.get(row.key);
  if (!body) throw notFound;
  return { row, body };
}

/** The bytes behind one of our media URLs when the user owns them; null for other URLs or other users' media. */
export async function readOwnedMediaUrl(
  deps: MediaDeps,
  options: { user: User; url: string },
): Promise<Buffer | null> {
  const key = keyFromMediaUrl(options.url);
  if (!key) return null;
  try {
    return (await readOwnedMedia(deps, { user: options.user, key })).body;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * Deletes one of the user's uploads (the upload field's remove button): 404 for anything that is not the user's,
 * 409 for a rendered creative's image or an upload a saved ad still shows. The row goes first, then the bytes.
 */
export async function deleteOwnedUpload(
  deps: MediaDeps,
  options: { user: User; key: string },
): Promise<void> {
  if (!MEDIA_KEY_PATTERN.test(options.key)) throw new AppError('NOT_FOUND', MediaMessages.notFound);
  const row = await findOwnedMediaByKey(deps.db, { userId: options.user.id, key: options.key });
  if (!row) throw new AppError('NOT_FOUND', MediaMessages.notFound);
  if (row.source !== 'upload') throw new AppError('CONFLICT', MediaMessages.notAnUpload);
  if (await isMediaUrlInSavedAd(deps.db, mediaUrlForKey(row.key)))
    throw new AppError('CONFLICT', MediaMessages.inSavedAd);
  await deleteMediaRow(deps.db, row.id);
  await deps.storage.delete(row.key);
}
