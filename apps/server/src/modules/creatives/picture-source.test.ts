import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ImageLoader } from './image-sources';
import { choosePicture, rankSiteImages, type PictureCandidate } from './picture-source';

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#8fae7a' } })
    .jpeg()
    .toBuffer();

/** A loader over images held in memory, by URL; it records what was asked for. */
function loaderOf(images: Record<string, Buffer>) {
  const asked: string[] = [];
  const load: ImageLoader = async (url) => {
    if (url) asked.push(url);
    const bytes = url ? images[url] : undefined;
    return bytes ? { bytes, problem: null } : { bytes: null, problem: 'The image answered HTTP 404.' };
  };
  return { load, asked };
}

describe('choosePicture', () => {
  it('passes over a strip (a header banner, a logo lockup, a divider) for the first photo the placements can show', async () => {
    const { load, asked } = loaderOf({
      'https://clinic.example/img/header.jpg': await image(461, 122),
      'https://clinic.example/img/divider.png': await image(1200, 20),
      'https://clinic.example/img/slide-1.jpg': await image(2000, 1126),
    });
    const candidates: PictureCandidate[] = [
      { url: 'https://clinic.example/img/header.jpg', source: 'site' },
      { url: 'https://clinic.example/img/divider.png', source: 'site' },
      { url: 'https://clinic.example/img/slide-1.jpg', source: 'site' },
    ];
    const choice = await choosePicture(load, candidates);
    expect(choice).toMatchObject({
      url: 'https://clinic.example/img/slide-1.jpg',
      source: 'site',
      notices: [],
    });
    expect(asked).toHaveLength(3);
  });

  it('says so when the image the user gave is a strip, and uses the next one', async () => {
    const { load } = loaderOf({
      'https://media.example/upload/banner.png': await image(1500, 300),
      'https://clinic.example/img/room.jpg': await image(1200, 900),
    });
    const choice = await choosePicture(load, [
      { url: 'https://media.example/upload/banner.png', source: 'product_upload' },
      { url: 'https://clinic.example/img/room.jpg', source: 'site' },
    ]);
    expect(choice.url).toBe('https://clinic.example/img/room.jpg');
    expect(choice.notices).toEqual([
      'Your product image was left out: at 1500×300 px it is a strip, not a photo the placements can show.',
    ]);
  });

  it('keeps a square or a tall photo, and a poor one when nothing better exists', async () => {
    const { load } = loaderOf({
      'https://shop.example/p/mug.jpg': await image(300, 300),
      'https://shop.example/p/poster.jpg': await image(600, 1400),
    });
    expect(
      (await choosePicture(load, [{ url: 'https://shop.example/p/poster.jpg', source: 'offering' }])).url,
    ).toBe('https://shop.example/p/poster.jpg');
    expect(
      (await choosePicture(load, [{ url: 'https://shop.example/p/mug.jpg', source: 'offering' }])).url,
    ).toBe('https://shop.example/p/mug.jpg');
  });
});

describe('rankSiteImages', () => {
  const image = (src: string, alt: string | null = null) => ({ src, alt, title: null });
  const hero = (url: string) => ({
    url,
    alt: null,
    width: null,
    height: null,
    page: 'https://clinic.example/',
  });
  const rows = [
    {
      url: 'https://clinic.example/rates/',
      images: [
        image('/img/address-tag.png'),
        image('/img/knee-treatment.jpg', 'Knee treatment for children'),
      ],
    },
    {
      url: 'https://clinic.example/',
      images: [
        image('/img/logo-lockup.jpg'),
        image('/img/slide-1.jpg', 'Slide'),
        image('/img/slide-2.jpg', 'Slide'),
      ],
    },
  ];

  it('puts an image named like the offering first, then the photos heading the site, then the page’s other images', () => {
    const ranked = rankSiteImages(rows, {
      landingPage: 'https://clinic.example/rates/',
      subject: 'Knee treatment',
      logoUrl: 'https://clinic.example/img/logo-lockup.jpg',
      profile: {
        visuals: {
          heroImages: [
            hero('https://clinic.example/img/slide-1.jpg'),
            hero('https://clinic.example/img/slide-2.jpg'),
          ],
          productImages: [],
        },
      },
    });
    expect(ranked.map((candidate) => new URL(candidate.url).pathname)).toEqual([
      '/img/knee-treatment.jpg',
      '/img/slide-1.jpg',
      '/img/slide-2.jpg',
      '/img/address-tag.png',
    ]);
  });

  it('without a profile, keeps the offering’s page before the start page', () => {
    const ranked = rankSiteImages(rows, {
      landingPage: 'https://clinic.example/rates/',
      subject: null,
      logoUrl: null,
      profile: null,
    });
    expect(ranked.map((candidate) => candidate.source)).toEqual(['page', 'page', 'site', 'site']);
  });
});
