import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sampleBlueprint } from '@adsmith/domain/creatives/testing/sample-blueprint';
import { hexToRgb } from '@adsmith/domain/creatives/colors';
import { distance } from '../testing/pixels';
import { guidelineColours, withGuidelineColours } from './guideline-colours';
import { resolvePalette } from './palette';

const pixel = (hex: string) => hexToRgb(hex);

/** A guideline page: white paper, black text bars, a large green swatch and a smaller orange one. */
const guidelinePage = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#ffffff"/><rect x="20" y="20" width="400" height="20" fill="#111111"/><rect x="20" y="80" width="300" height="240" fill="#0b6e4f"/><rect x="360" y="80" width="160" height="160" fill="#f2a541"/><rect x="360" y="260" width="40" height="40" fill="#777777"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

describe('brand-guideline images give the creative its colours', () => {
  it('reads the swatches by area, never paper, ink or grey', async () => {
    const colours = await guidelineColours([await guidelinePage()]);
    expect(colours).toHaveLength(2);
    // Averaged within their bin after scaling: within a step of the swatches.
    expect(distance(pixel(colours[0]!), '#0b6e4f')).toBeLessThan(4);
    expect(distance(pixel(colours[1]!), '#f2a541')).toBeLessThan(4);
    const blackAndWhite = await sharp({
      create: { width: 200, height: 100, channels: 3, background: '#ffffff' },
    })
      .composite([{ input: { create: { width: 80, height: 80, channels: 3, background: '#000000' } } }])
      .png()
      .toBuffer();
    expect(await guidelineColours([blackAndWhite])).toEqual([]);
  });

  it('makes the first the brand colour and the second the button’s', () => {
    const palette = resolvePalette(withGuidelineColours(sampleBlueprint(), ['#0b6e4f', '#b5361c']));
    expect(palette.brand).toBe('#0b6e4f');
    expect(palette.accent).toBe('#b5361c');
    expect(withGuidelineColours(sampleBlueprint(), [])).toEqual(sampleBlueprint());
  });
});
