import sharp, { type Metadata } from 'sharp';
import { MediaLimits, type AcceptedImageType } from '@adsmith/domain/creatives/constants';
import { MediaMessages } from '@adsmith/domain/creatives/messages';
import { AppError } from '../../lib/errors';

export type ImageKind = {
  contentType: AcceptedImageType;
  ext: 'png' | 'jpg' | 'webp';
  format: 'png' | 'jpeg' | 'webp';
};

const KINDS = {
  png: { contentType: 'image/png', ext: 'png', format: 'png' },
  jpeg: { contentType: 'image/jpeg', ext: 'jpg', format: 'jpeg' },
  webp: { contentType: 'image/webp', ext: 'webp', format: 'webp' },
} as const satisfies Record<string, ImageKind>;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The image type by magic number, or null: PNG signature, JPEG SOI + marker, RIFF…WEBP. The file name and the
 * declared Content-Type are never consulted — an HTML file named .png is not an image.
 */
export function sniffImageType(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return KINDS.png;
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return KINDS.jpeg;
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return KINDS.webp;
  }
  return null;
}

export type CheckedImage = { kind: ImageKind; width: number; height: number };

const bad = (message: string, cause?: unknown) => new AppError('BAD_REQUEST', message, { cause });

/**
 * Checks an image without decoding it: the type by its bytes, then width × height from the header (sharp's
 * metadata reads headers only) against the pixel cap, so a 100 000 × 100 000 "pixel bomb" in a few hundred bytes
 * is refused before a single pixel is allocated. The header's format must agree with the magic number.
 */
export async function inspectImage(
  bytes: Buffer,
  maxPixels: number = MediaLimits.maxInputPixels,
): Promise<CheckedImage> {
  const kind = sniffImageType(bytes);
  if (!kind) throw bad(MediaMessages.unsupportedType);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw bad(MediaMessages.unreadable, error);
  }
  if (metadata.format !== kind.format) throw bad(MediaMessages.unsupportedType);
  const { width, height } = metadata;
  if (!width || !height) throw bad(MediaMessages.unreadable);
  if (width * height > maxPixels) throw bad(MediaMessages.tooManyPixels(Math.round(maxPixels / 1_000_000)));
  return { kind, width, height };
}

export type ReencodedImage = {
  body: Buffer;
  contentType: AcceptedImageType;
  ext: ImageKind['ext'];
  width: number;
  height: number;
};

/**
 * Decodes and encodes the image again in its own format: EXIF orientation applied, every metadata chunk and any
 * trailing bytes dropped (a PNG with HTML appended — a polyglot — comes out as only a PNG). Decoding keeps the
 * pixel cap as a second wall (limitInputPixels), and the first frame only (no animation bombs).
 */
export async function reencodeImage(
  bytes: Buffer,
  maxPixels: number = MediaLimits.maxInputPixels,
): Promise<ReencodedImage> {
  const { kind } = await inspectImage(bytes, maxPixels);
  try {
    const pipeline = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error', pages: 1 }).rotate();
    const encoded =
      kind.format === 'png'
        ? pipeline.png({ compressionLevel: 6 })
        : kind.format === 'jpeg'
          ? pipeline.jpeg({ quality: 90 })
          : pipeline.webp({ quality: 90 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      body: data,
      contentType: kind.contentType,
      ext: kind.ext,
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    throw bad(MediaMessages.unreadable, error);
  }
}
