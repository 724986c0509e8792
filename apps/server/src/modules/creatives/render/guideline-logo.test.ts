import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { guidelineLogo, looksLikeLogo } from './guideline-logo';

/** A mark (a ring and a leaf) beside a word drawn as strokes, as a logo file draws it. */
const ARTWORK = `<circle cx="80" cy="100" r="50" fill="none" stroke="#0b6e4f" stroke-width="18"/><path d="M60 120 Q80 60 110 70 Q100 110 60 120z" fill="#f2a541"/><path d="M170 70 h60 M200 70 v70 M250 70 v70 h50 M320 140 l25 -70 l25 70 M330 115 h30" stroke="#0b6e4f" stroke-width="14" fill="none"/>`;
const svg = (body: string, ground = '') =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200">${ground ? `<rect width="400" height="200" fill="${ground}"/>` : ''}${body}</svg>`,
    ),
  )
    .png()
    .toBuffer();

describe('a logo among the brand-guideline images', () => {
  it('takes a cut-out logo or one on a flat ground', async () => {
    expect(await looksLikeLogo(await svg(ARTWORK))).toBe(true);
    const onWhite = await sharp(await svg(ARTWORK, '#ffffff'))
      .jpeg()
      .toBuffer();
    expect(await looksLikeLogo(onWhite)).toBe(true);
  });

  it('never takes a palette, a style sheet or a photo', async () => {
    const swatches = await svg(
      ['#0b6e4f', '#f2a541', '#1d3557', '#e63946']
        .map((fill, n) => `<rect x="${20 + n * 95}" y="50" width="80" height="100" fill="${fill}"/>`)
        .join(''),
      '#ffffff',
    );
    expect(await looksLikeLogo(swatches)).toBe(false);
    // A guideline page: a row per font specimen, then a row of swatches.
    const sheet = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#ffffff"/>${[
          40, 100, 160, 220,
        ]
          .map(
            (y) =>
              `<path d="M20 ${y} q40 -12 80 0 t80 0 t80 0" stroke="#1d3557" stroke-width="10" fill="none"/>`,
          )
          .join(
            '',
          )}<rect x="20" y="290" width="80" height="80" fill="#e63946"/><rect x="120" y="290" width="80" height="80" fill="#0b6e4f"/></svg>`,
      ),
    )
      .png()
      .toBuffer();
    expect(await looksLikeLogo(sheet)).toBe(false);
    const photo = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><defs><linearGradient id="g"><stop offset="0" stop-color="#7a5230"/><stop offset="1" stop-color="#d9c7a3"/></linearGradient></defs><rect width="400" height="200" fill="url(#g)"/>${ARTWORK}</svg>`,
      ),
    )
      .jpeg()
      .toBuffer();
    expect(await looksLikeLogo(photo)).toBe(false);
    expect(await guidelineLogo([swatches, sheet, photo])).toBeNull();
    const logo = await svg(ARTWORK);
    expect(await guidelineLogo([swatches, logo])).toBe(logo);
  });
});
