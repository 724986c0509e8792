import sharp from 'sharp';
import { MediaLimits } from '@adsmith/domain/creatives/constants';

/** The side an image is read at to judge whether it is a logo. */
const PROBE = 160;

type Probe = { data: Buffer; width: number; height: number };

const distance = (data: Buffer, at: number, rgb: readonly number[]) =>
  Math.hypot(data[at]! - rgb[0]!, data[at + 1]! - rgb[1]!, data[at + 2]! - rgb[2]!);

/**
 * Which pixels are the artwork: the opaque ones of a cut-out (a fifth of the image or more transparent), else those
 * unlike a flat ground (the border's colour, when nearly all the border is one colour). Null for an image with
 * neither — a photo or a full-bleed page.
 */
function artworkMask({ data, width, height }: Probe): Uint8Array | null {
  const mask = new Uint8Array(width * height);
  let transparent = 0;
  for (let index = 0; index < width * height; index += 1) if (data[index * 4 + 3]! < 32) transparent += 1;
  if (transparent >= 0.2 * width * height) {
    for (let index = 0; index < width * height; index += 1) mask[index] = data[index * 4 + 3]! >= 128 ? 1 : 0;
    return mask;
  }
  const border: number[] = [];
  for (let x = 0; x < width; x += 1) border.push(x, (height - 1) * width + x);
  for (let y = 0; y < height; y += 1) border.push(y * width, y * width + width - 1);
  const ground = [0, 1, 2].map(
    (channel) => border.reduce((sum, index) => sum + data[index * 4 + channel]!, 0) / border.length,
  );
  const flat = border.filter((index) => distance(data, index * 4, ground) < 30).length;
  if (flat < 0.95 * border.length) return null;
  for (let index = 0; index < width * height; index += 1)
    mask[index] = distance(data, index * 4, ground) > 48 ? 1 : 0;
  return mask;
}

/** Bands of rows holding artwork, separated by empty gaps of at least 4 % of the height. */
function rowBands(mask: Uint8Array, width: number, height: number): number {
  const gap = Math.max(2, Math.round(height * 0.04));
  let bands = 0;
  let empty = gap;
  for (let y = 0; y < height; y += 1) {
    const inked = mask.subarray(y * width, (y + 1) * width).some((value) => value === 1);
    if (inked && empty >= gap) bands += 1;
    empty = inked ? 0 : empty + 1;
  }
  return bands;
}

/**
 * Whether every sizeable shape of the artwork fills its bounding box (flood fill, 4-connected): colour swatches,
 * bars and blocks do; letters and marks do not.
 */
function onlyBlocks(mask: Uint8Array, width: number, height: number): boolean {
  const seen = new Uint8Array(mask.length);
  const stack: number[] = [];
  for (let start = 0; start < mask.length; start += 1) {
    if (!mask[start] || seen[start]) continue;
    let area = 0;
    let [minX, minY, maxX, maxY] = [width, height, 0, 0];
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const index = stack.pop()!;
      const [x, y] = [index % width, Math.floor(index / width)];
      area += 1;
      [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
      for (const next of [
        x > 0 ? index - 1 : -1,
        x < width - 1 ? index + 1 : -1,
        index - width,
        index + width,
      ])
        if (next >= 0 && next < mask.length && mask[next] && !seen[next]) {
          seen[next] = 1;
          stack.push(next);
        }
    }
    if (area < 0.01 * mask.length) continue;
    if (area / ((maxX - minX + 1) * (maxY - minY + 1)) < 0.95) return false;
  }
  return true;
}

/**
 * How many colours (4 bits a channel) it takes to cover 90 % of the artwork's inside (its pixels whose four
 * neighbours are artwork too: edges blend with the ground, and JPEG adds noise there): a flat logo needs a few, a
 * photo many.
 */
function colourCount({ data, width }: Probe, mask: Uint8Array): number {
  const bins = new Map<number, number>();
  let total = 0;
  mask.forEach((value, index) => {
    const inside = value && mask[index - 1] && mask[index + 1] && mask[index - width] && mask[index + width];
    if (!inside) return;
    const at = index * 4;
    const key = ((data[at]! >> 4) << 8) | ((data[at + 1]! >> 4) << 4) | (data[at + 2]! >> 4);
    bins.set(key, (bins.get(key) ?? 0) + 1);
    total += 1;
  });
  let covered = 0;
  let count = 0;
  for (const size of [...bins.values()].sort((a, b) => b - a)) {
    if (covered >= 0.9 * total) break;
    covered += size;
    count += 1;
  }
  return count;
}

/**
 * Whether an image is a logo rather than a guideline page, a palette or a photo: flat artwork (a cut-out, or on a
 * flat ground) covering 2–75 % of the image, in at most three bands of rows (a mark, a name, a tagline; a style
 * sheet has a row per colour and font), with shapes that are not all filled blocks (swatches are), in few colours.
 */
export async function looksLikeLogo(bytes: Buffer): Promise<boolean> {
  const probe = await sharp(bytes, { limitInputPixels: MediaLimits.maxInputPixels, failOn: 'error' })
    .resize(PROBE, PROBE, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .then(({ data, info }) => ({ data, width: info.width, height: info.height }))
    .catch(() => null);
  if (!probe) return false;
  const mask = artworkMask(probe);
  if (!mask) return false;
  const share = mask.reduce((sum, value) => sum + value, 0) / mask.length;
  return (
    share >= 0.02 &&
    share <= 0.75 &&
    rowBands(mask, probe.width, probe.height) <= 3 &&
    !onlyBlocks(mask, probe.width, probe.height) &&
    colourCount(probe, mask) <= 12
  );
}

/** The first brand-guideline image that is a logo (looksLikeLogo), or null. */
export async function guidelineLogo(images: Buffer[]): Promise<Buffer | null> {
  for (const image of images) if (await looksLikeLogo(image)) return image;
  return null;
}
