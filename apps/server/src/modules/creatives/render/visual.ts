import sharp, { type OverlayOptions } from 'sharp';
import { MediaLimits } from '@adsmith/domain/creatives/constants';
import type { Rect, VisualSlot } from './layout';

/** What the renderer knows of a picture before placing it. */
export type VisualInfo = {
  width: number;
  height: number;
  /** A product photo on white or transparent: shown whole on a designed stage, never cropped to fill. */
  cutout: boolean;
  /** Transparent edges (PNG/WebP with alpha) rather than a white background. */
  transparent: boolean;
};

/** The most a photo is enlarged; beyond it the picture is shown smaller (and the user is told). */
export const MAX_UPSCALE = 2;

const input = (bytes: Buffer) =>
  sharp(bytes, { limitInputPixels: MediaLimits.maxInputPixels, failOn: 'error' });

/**
 * Size and background of a picture from a 24 × 24 sample: when most border pixels are transparent or near white the
 * photo is a cut-out product shot.
 */
const analysed = new WeakMap<Buffer, Promise<VisualInfo>>();

/** analyseVisual once per picture: the four placements of a creative share the answer. */
export function analyseVisualOnce(bytes: Buffer): Promise<VisualInfo> {
  let info = analysed.get(bytes);
  if (!info) {
    info = analyseVisual(bytes);
    analysed.set(bytes, info);
  }
  return info;
}

export async function analyseVisual(bytes: Buffer): Promise<VisualInfo> {
  const image = input(bytes).rotate();
  const meta = await image.metadata();
  const swap = (meta.orientation ?? 1) >= 5;
  const width = (swap ? meta.height : meta.width) ?? 1;
  const height = (swap ? meta.width : meta.height) ?? 1;
  const N = 24;
  const { data } = await image
    .clone()
    .resize(N, N, { fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let border = 0;
  let clear = 0;
  let white = 0;
  for (let y = 0; y < N; y += 1) {
    for (let x = 0; x < N; x += 1) {
      if (x !== 0 && y !== 0 && x !== N - 1 && y !== N - 1) continue;
      const offset = (y * N + x) * 4;
      border += 1;
      if (data[offset + 3]! < 32) clear += 1;
      else if (data[offset]! > 235 && data[offset + 1]! > 235 && data[offset + 2]! > 235) white += 1;
    }
  }
  return { width, height, cutout: (clear + white) / border >= 0.7, transparent: clear / border >= 0.5 };
}

/**
 * A placement never needs more than this many pixels on the photo's short side: the tallest canvas (9:16 at high
 * quality) is 2560 px, and a cover crop fills it from the short side at most.
 */
const DECODED_SHORT_SIDE = 2560;

type Decoded = { data: Buffer; width: number; height: number; channels: 1 | 2 | 3 | 4 };
const decodedPictures = new WeakMap<Buffer, Promise<Decoded>>();

/**
 * The picture's pixels, decoded once per picture (upright, and no larger than a placement can use) and shared by the
 * four placements of a creative and every layout round of each: placing it is then a resize of pixels in memory,
 * not a decode of the JPEG or WebP again.
 */
async function decoded(bytes: Buffer) {
  let pixels = decodedPictures.get(bytes);
  if (!pixels) {
    pixels = input(bytes)
      .rotate()
      .resize({
        width: DECODED_SHORT_SIDE,
        height: DECODED_SHORT_SIDE,
        fit: 'outside',
        withoutEnlargement: true,
      })
      .raw()
      .toBuffer({ resolveWithObject: true })
      .then(({ data, info }) => ({ data, width: info.width, height: info.height, channels: info.channels }));
    decodedPictures.set(bytes, pixels);
  }
  const { data, width, height, channels } = await pixels;
  return sharp(data, { raw: { width, height, channels } });
}

export type PlacedVisual = { overlays: OverlayOptions[]; placed: Rect; upscale: number };

const roundedMask = (width: number, height: number, radius: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${radius}" fill="#fff"/></svg>`,
  );

/** Where a contained picture lands in its slot: at most 78 % of the slot, never enlarged beyond MAX_UPSCALE. */
export function containedRect(info: VisualInfo, slot: Rect): { rect: Rect; upscale: number } {
  const wanted = Math.min((slot.width * 0.78) / info.width, (slot.height * 0.78) / info.height);
  const scale = Math.min(wanted, MAX_UPSCALE);
  const width = Math.max(1, Math.round(info.width * scale));
  const height = Math.max(1, Math.round(info.height * scale));
  return {
    rect: {
      x: slot.x + Math.round((slot.width - width) / 2),
      y: slot.y + Math.round((slot.height - height) / 2),
      width,
      height,
    },
    upscale: wanted,
  };
}

/** The enlargement filling a slot would take. */
export const coverUpscale = (info: VisualInfo, slot: Rect) =>
  Math.max(slot.width / info.width, slot.height / info.height);

/**
 * The picture scaled into its slot as raw RGBA overlays. `cover` fills the slot, cropped around what draws the eye
 * (libvips' attention strategy: skin tones, saturation and detail — a face or the subject, not the middle of the
 * frame, so a portrait's crop never runs through a head), corners rounded to the slot; `contain` shows it whole and centred, a white background multiplied into the
 * stage colour so a product shot sits on the stage rather than on a white box. The muted treatment is greyscale
 * and dimmed (the "before" / "problem" panel).
 */
export async function placeVisual(bytes: Buffer, info: VisualInfo, slot: VisualSlot): Promise<PlacedVisual> {
  const muted = slot.treatment === 'muted';
  if (slot.fit === 'cover') {
    let image = (await decoded(bytes))
      .resize(slot.rect.width, slot.rect.height, { fit: 'cover', position: sharp.strategy.attention })
      .removeAlpha();
    if (muted) image = image.modulate({ saturation: 0.1, brightness: 0.9 });
    if (slot.radius > 0)
      image = image
        .ensureAlpha()
        .composite([
          { input: roundedMask(slot.rect.width, slot.rect.height, slot.radius), blend: 'dest-in' },
        ]);
    const { data, info: out } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return {
      overlays: [
        {
          input: data,
          raw: { width: out.width, height: out.height, channels: 4 },
          left: slot.rect.x,
          top: slot.rect.y,
        },
      ],
      placed: slot.rect,
      upscale: coverUpscale(info, slot.rect),
    };
  }
  const { rect, upscale } = containedRect(info, slot.showIn ?? slot.rect);
  let image = (await decoded(bytes)).resize(rect.width, rect.height, { fit: 'fill' });
  // A cut-out keeps its white at full brightness, so the multiply leaves no grey box on the panel.
  if (muted) image = image.modulate({ saturation: 0.1, brightness: info.cutout ? 1 : 0.9 });
  const { data, info: out } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    overlays: [
      {
        input: data,
        raw: { width: out.width, height: out.height, channels: 4 },
        left: rect.x,
        top: rect.y,
        // A white backdrop takes the stage's colour; transparent pixels stay transparent.
        ...(info.cutout && !info.transparent ? { blend: 'multiply' as const } : {}),
      },
    ],
    placed: rect,
    upscale,
  };
}
