import zlib from 'node:zlib';
import sharp from 'sharp';

/** A solid-colour image in a format, made by sharp (tests build their inputs; nothing is downloaded). */
export async function solidImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif' | 'tiff',
  options: { width?: number; height?: number; color?: string } = {},
): Promise<Buffer> {
  const image = sharp({
    create: {
      width: options.width ?? 64,
      height: options.height ?? 48,
      channels: 3,
      background: options.color ?? '#c0392b',
    },
  });
  return image.toFormat(format).toBuffer();
}

/**
 * A PNG whose header claims width × height while the file stays tiny: the IHDR chunk is rewritten (with its
 * CRC) on a real 1 × 1 PNG. Decoding it would allocate width × height × 4 bytes.
 */
export async function pngPixelBomb(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solidImage('png', { width: 1, height: 1 }));
  // Signature (8) + length (4) + "IHDR" (4): width at 16, height at 20; the CRC covers type + data (12..29).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

/** A baseline JPEG whose SOF0 frame header claims width × height. */
export async function jpegPixelBomb(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(await solidImage('jpeg', { width: 8, height: 8 }));
  for (let index = 2; index < jpeg.length - 9; index += 1) {
    if (jpeg[index] === 0xff && (jpeg[index + 1] === 0xc0 || jpeg[index + 1] === 0xc2)) {
      jpeg.writeUInt16BE(Math.min(height, 0xffff), index + 5);
      jpeg.writeUInt16BE(Math.min(width, 0xffff), index + 7);
      return jpeg;
    }
  }
  throw new Error('no SOF marker found');
}

/** A multipart/form-data body with one file part, for `app.inject`. */
export function multipartFile(
  bytes: Buffer,
  options: { field?: string; filename?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----adsmith-test-${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'image.png'}"\r\n` +
      `Content-Type: ${options.contentType ?? 'image/png'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
