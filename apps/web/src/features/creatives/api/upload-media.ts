import { CreativeGenerationMessages } from '@adsmith/domain/creatives/messages';
import { MediaLimits } from '@adsmith/domain/creatives/constants';
import { apiClient, getErrorMessage } from '@/lib/api-client';

/** The file types SPEC §5 accepts, for the file inputs' `accept` and the check before upload. */
export const ACCEPTED_IMAGE_TYPES: readonly string[] = MediaLimits.acceptedTypes;

/** Thrown with the SPEC §8 text ready to show. */
export class UploadMediaError extends Error {
  override readonly name = 'UploadMediaError';
}

/** SPEC §7: the url is read as `data.url` or `url`, whichever the server sent. */
function readUrl(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as { url?: unknown; data?: { url?: unknown } };
  if (typeof record.data?.url === 'string') return record.data.url;
  return typeof record.url === 'string' ? record.url : null;
}

/**
 * POST /api/media/upload (multipart `file`) → the stored image's URL. Any failure becomes
 * "Failed to upload image: {detail}" (SPEC §8), with the server's reason when it gave one.
 */
export async function uploadMedia(file: File): Promise<string> {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) {
    // The server decides by the bytes; this only spares a round trip for an obviously wrong file.
    throw new UploadMediaError(
      CreativeGenerationMessages.uploadFailed('Only PNG, JPEG and WebP images are accepted.'),
    );
  }
  const form = new FormData();
  form.append('file', file);
  let body: unknown;
  try {
    body = await apiClient.post<unknown>('/media/upload', form);
  } catch (error) {
    throw new UploadMediaError(CreativeGenerationMessages.uploadFailed(getErrorMessage(error)));
  }
  const url = readUrl(body);
  if (!url)
    throw new UploadMediaError(CreativeGenerationMessages.uploadFailed('No image URL in the response'));
  return url;
}
