import type { User } from '@adsmith/domain/auth/schemas';
import { MediaLimits } from '@adsmith/domain/creatives/constants';
import type { GuardedFetch } from '../crawl/crawl.types';
import { inspectImage } from '../media/image-check';
import { keyFromMediaUrl } from '../media/media-keys';
import { readOwnedMediaUrl, type MediaDeps } from '../media/media.service';

/** Loads an image a creative uses, or says why not (the reason becomes a notice, the render goes on without it). */
export type ImageLoader = (
  url: string | null | undefined,
) => Promise<{ bytes: Buffer | null; problem: string | null }>;

const FETCH_TIMEOUT_MS = 15_000;

/**
 * Images for the renderer, from two places only: the user's own media (read from storage after the owner check —
 * another user's media URL loads nothing) and the crawled site, fetched through the crawl's guarded fetcher so
 * the SSRF policy (private addresses, redirects, byte cap, time cap) applies; never a raw fetch. Either way the
 * bytes must be PNG, JPEG or WebP within the pixel cap, checked on the header before anything decodes them.
 */
export function createImageLoader(deps: {
  media: MediaDeps;
  user: User;
  fetch: GuardedFetch;
  signal?: AbortSignal;
}): ImageLoader {
  return async (url) => {
    if (!url) return { bytes: null, problem: null };
    let bytes: Buffer | null = null;
    try {
      if (keyFromMediaUrl(url)) {
        bytes = await readOwnedMediaUrl(deps.media, { user: deps.user, url });
        if (!bytes) return { bytes: null, problem: 'The image is not one of your uploads.' };
      } else if (/^https?:\/\//i.test(url)) {
        const response = await deps.fetch(url, {
          accept: MediaLimits.acceptedTypes.join(','),
          maxBytes: MediaLimits.maxUploadBytes,
          timeoutMs: FETCH_TIMEOUT_MS,
          signal: deps.signal,
        });
        if (response.status !== 200)
          return { bytes: null, problem: `The image answered HTTP ${response.status}.` };
        bytes = response.body;
      } else {
        return { bytes: null, problem: 'The image address is not supported.' };
      }
      await inspectImage(bytes);
      return { bytes, problem: null };
    } catch (error) {
      return {
        bytes: null,
        problem: error instanceof Error ? error.message : 'The image could not be loaded.',
      };
    }
  };
}
