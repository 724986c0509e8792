import sharp from 'sharp';
import type { User } from '@adsmith/domain/auth/schemas';
import { MediaLimits } from '@adsmith/domain/creatives/constants';
import type { GuardedFetch } from '../crawl/crawl.types';
import { inspectImage } from '../media/image-check';
import { keyFromMediaUrl } from '../media/media-keys';
import { readOwnedMediaUrl, type MediaDeps } from '../media/media.service';
import { looksLikeSvg, rasteriseSvgLogo } from './svg-logo';

/** Loads an image a creative uses, or says why not (the reason becomes a notice, the render goes on without it). */
export type ImageLoader = (
  url: string | null | undefined,
  options?: { logo?: boolean },
) => Promise<{ bytes: Buffer | null; problem: string | null }>;

const FETCH_TIMEOUT_MS = 15_000;

/** AVIF by its header: an ISO-BMFF "ftyp" box whose brands name AVIF. */
const isAvif = (bytes: Buffer) =>
  bytes.length >= 16 &&
  bytes.toString('latin1', 4, 8) === 'ftyp' &&
  /avi[fs]/.test(bytes.toString('latin1', 8, Math.min(bytes.length, 64)));

/**
 * A site's image in a format the renderer and the media checks take: PNG, JPEG and WebP as they are; AVIF decoded
 * (the pixel cap read from its header first) into PNG when it has transparency, else JPEG; an SVG — only for a
 * logo — sanitised and rasterised (svg-logo.ts). Null for anything else.
 */
async function readableSiteImage(bytes: Buffer, options: { svg: boolean }): Promise<Buffer | null> {
  if (options.svg && looksLikeSvg(bytes)) return rasteriseSvgLogo(bytes);
  if (!isAvif(bytes)) return bytes;
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  if (!meta.width || !meta.height || meta.width * meta.height > MediaLimits.maxInputPixels) return null;
  const decoded = sharp(bytes, {
    limitInputPixels: MediaLimits.maxInputPixels,
    failOn: 'error',
    pages: 1,
  }).rotate();
  return meta.hasAlpha ? decoded.png().toBuffer() : decoded.jpeg({ quality: 92 }).toBuffer();
}

/**
 * Images for the renderer, from two places only: the user's own media (read from storage after the owner check —
 * another user's media URL loads nothing) and the crawled site, fetched through the crawl's guarded fetcher so
 * the SSRF policy (private addresses, redirects, byte cap, time cap) applies; never a raw fetch. Either way the
 * bytes must be PNG, JPEG or WebP within the pixel cap, checked on the header before anything decodes them; a site
 * image may also be AVIF (decoded into one of those) and a site logo a sanitised SVG (rasterised).
 */
export function createImageLoader(deps: {
  media: MediaDeps;
  user: User;
  fetch: GuardedFetch;
  signal?: AbortSignal;
}): ImageLoader {
  return async (url, options = {}) => {
    if (!url) return { bytes: null, problem: null };
    let bytes: Buffer | null = null;
    try {
      if (keyFromMediaUrl(url)) {
        bytes = await readOwnedMediaUrl(deps.media, { user: deps.user, url });
        if (!bytes) return { bytes: null, problem: 'The image is not one of your uploads.' };
      } else if (/^https?:\/\//i.test(url)) {
        const response = await deps.fetch(url, {
          accept: [
            ...MediaLimits.acceptedTypes,
            'image/avif',
            ...(options.logo ? ['image/svg+xml'] : []),
          ].join(','),
          maxBytes: MediaLimits.maxUploadBytes,
          timeoutMs: FETCH_TIMEOUT_MS,
          signal: deps.signal,
        });
        if (response.status !== 200)
          return { bytes: null, problem: `The image answered HTTP ${response.status}.` };
        const readable = await readableSiteImage(response.body, { svg: options.logo === true });
        if (!readable)
          return { bytes: null, problem: 'The image is not a PNG, JPEG, WebP, AVIF or a safe SVG.' };
        bytes = readable;
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
