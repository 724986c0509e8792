import { ApiError, apiClient } from '@/lib/api-client';

const UPLOAD_PREFIX = '/api/proxy-media/';

/**
 * DELETE /api/media/{key}: removes one of the user's uploads from storage (the upload field's remove button). An
 * image that is already gone (404) or that a saved ad still shows (409, it stays stored) only leaves the field.
 * Images that are not uploads (a product photo on the web) are not the server's to delete.
 */
export async function deleteUploadedMedia(url: string): Promise<void> {
  if (!url.startsWith(UPLOAD_PREFIX)) return;
  try {
    await apiClient.delete<void>(`/media/${url.slice(UPLOAD_PREFIX.length)}`);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 409)) return;
    throw error;
  }
}
