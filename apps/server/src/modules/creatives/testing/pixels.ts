import sharp from 'sharp';
import { hexToRgb } from '@adsmith/domain/creatives/colors';

export type Pixels = { data: Buffer; width: number; height: number; channels: number };

/** Decodes a PNG once for pixel sampling. */
export async function decode(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

export function pixelAt(image: Pixels, x: number, y: number): [number, number, number] {
  const offset = (Math.round(y) * image.width + Math.round(x)) * image.channels;
  return [image.data[offset]!, image.data[offset + 1]!, image.data[offset + 2]!];
}

/** Largest channel difference between a sampled pixel and a hex colour. */
export function distance(pixel: [number, number, number], hex: string): number {
  const target = hexToRgb(hex);
  return Math.max(...pixel.map((value, index) => Math.abs(value - target[index]!)));
}

/** Share (0–1) of pixels in a rectangle within `tolerance` of a colour: how much "ink" of that colour it holds. */
export function shareOfColor(
  image: Pixels,
  rect: { x: number; y: number; width: number; height: number },
  hex: string,
  tolerance = 40,
): number {
  let hits = 0;
  let total = 0;
  for (let y = rect.y; y < rect.y + rect.height; y += 2) {
    for (let x = rect.x; x < rect.x + rect.width; x += 2) {
      total += 1;
      if (distance(pixelAt(image, x, y), hex) <= tolerance) hits += 1;
    }
  }
  return total === 0 ? 0 : hits / total;
}
