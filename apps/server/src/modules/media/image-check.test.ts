import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MediaMessages } from '@adsmith/domain/creatives/messages';
import { inspectImage, reencodeImage, sniffImageType } from './image-check';
import { jpegPixelBomb, pngPixelBomb, solidImage } from './testing/images';

const detailOf = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
};

describe('image type by content', () => {
  it('recognises PNG, JPEG and WebP by their bytes', async () => {
    expect(sniffImageType(await solidImage('png'))?.contentType).toBe('image/png');
    expect(sniffImageType(await solidImage('jpeg'))?.contentType).toBe('image/jpeg');
    expect(sniffImageType(await solidImage('webp'))?.contentType).toBe('image/webp');
  });

  it.each([
    ['GIF', async () => solidImage('gif')],
    ['TIFF', async () => solidImage('tiff')],
    ['HTML', async () => Buffer.from('<!doctype html><script>alert(1)</script>')],
    [
      'SVG',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    [
      'a RIFF file that is not WebP',
      async () => Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')]),
    ],
  ])('refuses %s', async (_name, make) => {
    const bytes = await make();
    expect(sniffImageType(bytes)).toBeNull();
    expect(await detailOf(inspectImage(bytes))).toBe(MediaMessages.unsupportedType);
  });

  it('refuses a PNG signature followed by garbage as unreadable', async () => {
    const bytes = Buffer.concat([
      (await solidImage('png')).subarray(0, 8),
      Buffer.from('not really a png at all'),
    ]);
    expect(await detailOf(inspectImage(bytes))).toBe(MediaMessages.unreadable);
  });
});

describe('pixel cap, checked on the header before decoding', () => {
  it.each([
    ['PNG', () => pngPixelBomb(60_000, 60_000)],
    ['JPEG', () => jpegPixelBomb(65_000, 65_000)],
  ])(
    'refuses a %s pixel bomb (tiny file, billions of pixels) with our message, on its header',
    async (_name, make) => {
      const bomb = await make();
      expect(bomb.length).toBeLessThan(1_000);
      // Our message, not sharp's decode-time "exceeds pixel limit": the refusal happened on the header, before
      // billions of pixels were decoded.
      expect(await detailOf(reencodeImage(bomb))).toBe(MediaMessages.tooManyPixels(40));
    },
  );

  it('counts width × height against the cap (41 MP refused, a normal photo accepted)', async () => {
    expect(await detailOf(inspectImage(await pngPixelBomb(8_000, 5_125)))).toBe(
      MediaMessages.tooManyPixels(40),
    );
    await expect(
      inspectImage(await solidImage('jpeg', { width: 4000, height: 3000 })),
    ).resolves.toMatchObject({ width: 4000, height: 3000 });
  });
});

describe('re-encoding', () => {
  it('drops bytes appended to a valid PNG (a PNG/HTML polyglot comes out as only a PNG)', async () => {
    const png = await solidImage('png', { color: '#00ff00' });
    const polyglot = Buffer.concat([
      png,
      Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
    ]);
    const result = await reencodeImage(polyglot);
    expect(result.contentType).toBe('image/png');
    expect(result.body.includes(Buffer.from('<script'))).toBe(false);
    expect(result.body.includes(Buffer.from('<html'))).toBe(false);
    const { data } = await sharp(result.body).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0, 255, 0]);
  });

  it('strips metadata (EXIF) and keeps the format and size', async () => {
    const tagged = await sharp(await solidImage('jpeg', { width: 40, height: 30 }))
      .withExif({ IFD0: { Copyright: 'secret-exif-marker', Artist: 'secret-exif-marker' } })
      .jpeg()
      .toBuffer();
    expect(tagged.includes(Buffer.from('secret-exif-marker'))).toBe(true);
    const result = await reencodeImage(tagged);
    expect(result.body.includes(Buffer.from('secret-exif-marker'))).toBe(false);
    expect(result).toMatchObject({ contentType: 'image/jpeg', ext: 'jpg', width: 40, height: 30 });
  });

  it('keeps WebP as WebP', async () => {
    const result = await reencodeImage(await solidImage('webp'));
    expect(result).toMatchObject({ contentType: 'image/webp', ext: 'webp', width: 64, height: 48 });
    expect(sniffImageType(result.body)?.format).toBe('webp');
  });
});
