import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PageImage } from '@adsmith/domain/crawl/page-images';
import type { ImageLoader } from './image-sources';
import {
  choosePicture,
  placementSizeOf,
  rankSiteImages,
  SITE_PHOTO_MIN_PX,
  sizeForPlacement,
  type PictureCandidate,
} from './picture-source';

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

describe('the business’s own photos (crawl fields the picture chain ranks on)', () => {
  const page = 'https://macelleria.example/';
  const shop = 'https://macelleria.example/negozio/';
  const rows: { url: string; images: PageImage[] }[] = [
    {
      url: page,
      images: [
        {
          src: `${page}img/logo.png`,
          alt: 'Macelleria',
          title: null,
          from: 'img',
          marks: ['logo', 'header'],
        },
        {
          src: `${page}img/slow-food.jpg`,
          alt: 'Slow Food',
          title: null,
          from: 'img',
          marks: ['partner', 'footer'],
        },
        { src: `${page}img/map.jpg`, alt: null, title: null, from: 'img', marks: ['map'] },
        {
          src: `${page}img/thumb.jpg`,
          alt: 'Bistecca',
          title: null,
          from: 'img',
          candidates: [{ src: `${page}img/thumb.jpg`, width: 320 }],
        },
        {
          src: `${page}img/counter-480.webp`,
          alt: null,
          title: null,
          from: 'img',
          marks: ['hero'],
          candidates: [
            { src: `${page}img/counter-480.webp`, width: 480 },
            { src: `${page}img/counter-1280.webp`, width: 1280 },
            { src: `${page}img/counter-2560.webp`, width: 2560 },
          ],
        },
      ],
    },
    {
      url: shop,
      images: [
        {
          src: `${shop}team.avif`,
          alt: null,
          title: null,
          from: 'background',
          marks: ['team'],
          near: 'Il team',
        },
        { src: `${shop}salsiccia.jpg`, alt: null, title: null, from: 'img', near: 'Salsiccia di Bra' },
      ],
    },
  ];

  it('takes the srcset size that fills the placement: the smallest at least 1080 px wide, else the largest', () => {
    expect(sizeForPlacement(rows[0]!.images[4]!)).toEqual({
      src: `${page}img/counter-1280.webp`,
      width: 1280,
    });
    expect(
      sizeForPlacement({
        src: 'https://a.example/x-600.jpg',
        alt: null,
        title: null,
        candidates: [
          { src: 'https://a.example/x-300.jpg', width: 300 },
          { src: 'https://a.example/x-600.jpg', width: 600 },
        ],
      }),
    ).toEqual({ src: 'https://a.example/x-600.jpg', width: 600 });
    expect(placementSizeOf(`${page}img/counter-480.webp`, rows)).toBe(`${page}img/counter-1280.webp`);
  });

  it('passes over logos, partner logos, maps and images offered only under half the placement; the offering’s photo on any page comes first, then the hero and the team', () => {
    const ranked = rankSiteImages(rows, {
      landingPage: null,
      startUrl: page,
      subject: 'Salsiccia di Bra al kg',
      logoUrl: null,
      profile: null,
    });
    expect(ranked.map((candidate) => candidate.url)).toEqual([
      `${shop}salsiccia.jpg`,
      `${page}img/counter-1280.webp`,
      `${shop}team.avif`,
    ]);
    // Each candidate keeps the page it was found on.
    expect(ranked.map((candidate) => candidate.page)).toEqual([shop, page, shop]);
    expect(SITE_PHOTO_MIN_PX).toBe(540);
  });

  it('a site photo under half the placement’s short side does not count: one that does comes first, a smaller one only beats the designed background', async () => {
    const { load } = loaderOf({
      'https://macelleria.example/tiny.jpg': await image(380, 285),
      'https://macelleria.example/small.jpg': await image(526, 526),
      'https://macelleria.example/shop.jpg': await image(800, 533),
    });
    expect(
      (await choosePicture(load, [{ url: 'https://macelleria.example/tiny.jpg', source: 'site' }])).bytes,
    ).toBeNull();
    const choice = await choosePicture(load, [
      { url: 'https://macelleria.example/small.jpg', source: 'site', page },
      { url: 'https://macelleria.example/shop.jpg', source: 'site', page: shop },
    ]);
    expect(choice).toMatchObject({ url: 'https://macelleria.example/shop.jpg', page: shop });
    const fallback = await choosePicture(load, [
      { url: 'https://macelleria.example/tiny.jpg', source: 'site', page },
      { url: 'https://macelleria.example/small.jpg', source: 'site', page },
    ]);
    expect(fallback.url).toBe('https://macelleria.example/small.jpg');
  });
});
