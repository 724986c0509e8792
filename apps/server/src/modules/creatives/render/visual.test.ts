import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { analyseVisual, placeVisual } from './visual';

/** A portrait photo of a person: a plain wall, a face (skin tone, eyes, mouth) in the top third, a dark shirt below. */
async function portrait(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="1200">
    <rect width="600" height="1200" fill="#8a9aa6"/>
    <rect x="120" y="420" width="360" height="780" rx="80" fill="#2b3440"/>
    <ellipse cx="300" cy="230" rx="120" ry="150" fill="#e0ac8c"/>
    <circle cx="255" cy="200" r="14" fill="#3b2a20"/><circle cx="345" cy="200" r="14" fill="#3b2a20"/>
    <path d="M250 300 q50 35 100 0" stroke="#a0523d" stroke-width="10" fill="none"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

const isSkin = (r: number, g: number, b: number) =>
  r > 180 && g > 130 && g < 200 && b > 100 && b < 170 && r - b > 40;

describe('a photo cropped to fill its slot', () => {
  it('keeps the face of a portrait in a wide slot instead of cutting through the middle of the frame', async () => {
    const bytes = await portrait();
    const slot = {
      rect: { x: 0, y: 0, width: 1080, height: 540 },
      radius: 0,
      treatment: 'color' as const,
      fit: 'cover' as const,
    };
    const placed = await placeVisual(bytes, await analyseVisual(bytes), slot);
    const overlay = placed.overlays[0]!;
    const data = overlay.input as Buffer;
    let skin = 0;
    for (let offset = 0; offset < data.length; offset += 4)
      if (isSkin(data[offset]!, data[offset + 1]!, data[offset + 2]!)) skin += 1;
    // The face is about a tenth of the crop; the middle of the frame (the shirt) would hold none of it.
    expect(skin / (data.length / 4)).toBeGreaterThan(0.05);
  });
});
