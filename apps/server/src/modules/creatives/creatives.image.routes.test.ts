import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Blueprint } from '@adsmith/domain/creatives/blueprint';
import { sampleBlueprintWithBrand } from '@adsmith/domain/creatives/testing/sample-blueprint';
import { findProfileRow, saveLearnedProfile } from '../profile/profile.repo';
import { bearer, buildTestApp, buildUser, type TestApp } from '../../test/test-app';
import {
  callAs,
  createThroughWizard,
  seedHypothesis,
  type Account,
  type SeededHypothesis,
} from '../campaigns/testing/campaign-setup';
import { multipartFile, solidImage } from '../media/testing/images';
import { eq } from 'drizzle-orm';
import { crawlPages, crawls } from '../../db/schema/crawls';
import { setBrandSignals } from './testing/creative-setup';
import { hexToRgb } from '@adsmith/domain/creatives/colors';
import { decode, distance, pixelAt, shareOfColor } from './testing/pixels';

const RED = '#c0392b';
const GUIDE_GREEN = '#0b6e4f';
const GUIDE_BROWN = '#7a3e0b';
const GUIDE_PINK = '#d81b60';
const withProduct = (url: string | null): Blueprint => ({
  ...sampleBlueprintWithBrand(),
  input_images: {
    product_image_url: url,
    additional_product_images: [],
    additional_brand_guidelines_images: [],
  },
});

/** How much of the lower half is the logo's purple: the logo heads the text column under the photo. */
const logoUnderPhoto = (image: Awaited<ReturnType<typeof decode>>) =>
  shareOfColor(image, { x: 0, y: 540, width: 1080, height: 540 }, '#6a1b9a', 12);

/** A tiny site on 127.0.0.1 serving a product photo and a logo, counting requests. */
async function startImageSite() {
  const png = await solidImage('png', { width: 400, height: 300, color: RED });
  const logo = await solidImage('png', { width: 240, height: 80, color: '#6a1b9a' });
  const hero = await solidImage('png', { width: 1200, height: 800, color: '#2e7d32' });
  const thumb = await solidImage('png', { width: 48, height: 48, color: RED });
  let hits = 0;
  let logoHits = 0;
  const server = http.createServer((request, response) => {
    hits += 1;
    if (request.url === '/logo.png') logoHits += 1;
    const body =
      request.url === '/logo.png'
        ? logo
        : request.url === '/mug.png'
          ? png
          : request.url === '/hero-studio.png'
            ? hero
            : request.url === '/thumb.png'
              ? thumb
              : null;
    if (!body) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'image/png', 'content-length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    hits: () => hits,
    logoHits: () => logoHits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('generate-static-ad-image (renderer only, no image model)', () => {
  let t: TestApp;
  let admin: Account;
  let owner: Account;
  let other: Account;
  let seeded: SeededHypothesis;
  let site: Awaited<ReturnType<typeof startImageSite>>;
  const as = (user: Account) => callAs(t.app, user);
  const upload = async (user: Account, bytes: Buffer) => {
    const { payload, headers } = multipartFile(bytes);
    return (
      await t.app.inject({
        method: 'POST',
        url: '/api/media/upload',
        payload,
        headers: { ...headers, ...bearer(user.token) },
      })
    ).json().url as string;
  };
  const fetchImage = (user: Account, url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(user.token) });

  beforeAll(async () => {
    site = await startImageSite();
    t = await buildTestApp({ env: { ADMIN_EMAILS: 'boss@example.test' } });
    admin = await buildUser(t.app, { email: 'boss@example.test' });
    owner = await buildUser(t.app);
    other = await buildUser(t.app);
    seeded = await seedHypothesis(t, owner, 'shop');
    await setBrandSignals(t, seeded.crawlId, `${site.origin}/logo.png`);
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  it('renders every placement ratio, stored for the owner only, with the default settings for non-admins', async () => {
    const response = await as(owner)('POST', '/generate-static-ad-image', {
      blueprint: withProduct(null),
      ad_creative_type: 'auto',
      aspect_ratio: '4:5',
      quality: 'high',
      size: '1536x1024',
      style: 'vivid',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      aspect_ratio: '4:5',
      width: 1080,
      height: 1350,
      engine: { kind: 'renderer' },
      prompt: null,
      ad_id: null,
    });
    expect(body.settings).toEqual({ quality: 'medium', size: '1024x1536', style: 'default' });
    expect(body.image_url).toMatch(new RegExp(`^/api/proxy-media/${owner.user.id}/[0-9a-f-]{36}\\.png$`));
    expect(
      body.placements.map((placement: { aspect_ratio: string; width: number; height: number }) => [
        placement.aspect_ratio,
        placement.width,
        placement.height,
      ]),
    ).toEqual([
      ['1:1', 1080, 1080],
      ['4:5', 1080, 1350],
      ['16:9', 1920, 1080],
      ['9:16', 1080, 1920],
    ]);
    for (const placement of body.placements) {
      const served = await fetchImage(owner, placement.image_url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      const metadata = await sharp(served.rawPayload).metadata();
      expect([metadata.width, metadata.height]).toEqual([placement.width, placement.height]);
      expect((await fetchImage(other, placement.image_url)).statusCode).toBe(404);
    }
    const creative = await as(owner)('GET', `/creatives/${body.creative_id}`);
    expect(creative.statusCode).toBe(200);
    expect(creative.json()).toMatchObject({
      image_url: body.image_url,
      aspect_ratio: '4:5',
      engine: 'Adsmith renderer',
    });
    expect((await as(other)('GET', `/creatives/${body.creative_id}`)).statusCode).toBe(404);
  });

  it('lets admins choose quality, size and style (SPEC §6)', async () => {
    const response = await as(admin)('POST', '/generate-static-ad-image', {
      blueprint: withProduct(null),
      quality: 'high',
      size: '1536x1024',
      style: 'vivid',
    });
    expect(response.json().settings).toEqual({ quality: 'high', size: '1536x1024', style: 'vivid' });
    // The quality reaches the renderer: high is a 1440 px short side on every placement.
    expect(
      response
        .json()
        .placements.map((placement: { width: number; height: number }) =>
          Math.min(placement.width, placement.height),
        ),
    ).toEqual([1440, 1440, 1440, 1440]);
  });

  it("composes the owner's uploaded product photo; another user's upload is never read", async () => {
    const mine = await upload(owner, await solidImage('png', { width: 500, height: 500, color: RED }));
    const response = await as(owner)('POST', '/generate-static-ad-image', { blueprint: withProduct(mine) });
    const image = await decode((await fetchImage(owner, response.json().image_url)).rawPayload);
    // A product showcase at 1:1: the photo fills the upper half.
    expect(distance(pixelAt(image, 540, 270), RED)).toBeLessThan(12);
    expect(response.json().picture_source).toBe('offering');

    // Another user's blueprint naming the owner's upload is refused before anything is read or saved.
    const theirs = await as(other)('POST', '/generate-static-ad-image', { blueprint: withProduct(mine) });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toEqual({
      detail: 'blueprint.input_images.product_image_url: is not one of your images',
    });
  });

  it("fetches the crawled product photo and the brand's logo through the guarded fetcher", async () => {
    const before = site.hits();
    const response = await as(owner)('POST', '/generate-static-ad-image', {
      blueprint: withProduct(`${site.origin}/mug.png`),
      hypothesis_id: seeded.hypothesisId,
    });
    expect(response.statusCode).toBe(200);
    expect(site.hits() - before).toBe(2);
    const image = await decode((await fetchImage(owner, response.json().image_url)).rawPayload);
    expect(distance(pixelAt(image, 540, 270), RED)).toBeLessThan(12);
    expect(logoUnderPhoto(image)).toBeGreaterThan(0.002);
  });

  it("uses the business profile's logo when the crawl's brand signals found none", async () => {
    const second = await seedHypothesis(t, owner, 'shop');
    await setBrandSignals(t, second.crawlId, null);
    const stored = await findProfileRow(t.database.db, second.crawlId);
    expect(stored).toBeDefined();
    await saveLearnedProfile(t.database.db, {
      ...stored!.learned,
      visuals: {
        ...stored!.learned.visuals,
        logo: { url: `${site.origin}/logo.png`, source: { url: `${site.origin}/`, quote: null } },
      },
    });
    const before = site.logoHits();
    const response = await as(owner)('POST', '/generate-static-ad-image', {
      blueprint: withProduct(`${site.origin}/mug.png`),
      hypothesis_id: second.hypothesisId,
    });
    expect(response.statusCode).toBe(200);
    expect(site.logoHits() - before).toBe(1);
    const image = await decode((await fetchImage(owner, response.json().image_url)).rawPayload);
    expect(logoUnderPhoto(image)).toBeGreaterThan(0.002);
  });

  it('leaves out an image that is not an image, with a notice', async () => {
    const response = await as(owner)('POST', '/generate-static-ad-image', {
      blueprint: withProduct(`${site.origin}/missing.png`),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().notices).toEqual(['The product image was left out: The image answered HTTP 404.']);
  });

  it('uses the first additional product image when the offering has no photo, and an upload for the ad when nothing else', async () => {
    const green = await upload(owner, await solidImage('png', { width: 800, height: 800, color: '#2e7d32' }));
    const withUpload = {
      ...withProduct(null),
      input_images: {
        product_image_url: null,
        additional_product_images: [green],
        additional_brand_guidelines_images: [],
      },
    };
    const response = await as(owner)('POST', '/generate-static-ad-image', { blueprint: withUpload });
    expect(response.json().picture_source).toBe('product_upload');
    expect(
      distance(
        pixelAt(await decode((await fetchImage(owner, response.json().image_url)).rawPayload), 540, 270),
        '#2e7d32',
      ),
    ).toBeLessThan(12);

    const adImage = await upload(owner, await solidImage('png', { width: 800, height: 800, color: RED }));
    const uploaded = await as(owner)('POST', '/generate-static-ad-image', {
      blueprint: withProduct(null),
      uploaded_image_url: adImage,
    });
    expect(uploaded.json().picture_source).toBe('ad_upload');
    expect(
      distance(
        pixelAt(await decode((await fetchImage(owner, uploaded.json().image_url)).rawPayload), 540, 270),
        RED,
      ),
    ).toBeLessThan(12);
    // Another user's upload is never read for the ad either.
    const theirs = await as(other)('POST', '/generate-static-ad-image', {
      blueprint: withProduct(null),
      uploaded_image_url: adImage,
    });
    expect(theirs.json().picture_source).toBe('designed');
    // A creative Adsmith rendered is not an upload: it is never composed inside a new creative.
    const again = await as(owner)('POST', '/generate-static-ad-image', {
      blueprint: withProduct(null),
      uploaded_image_url: uploaded.json().image_url,
    });
    expect(again.json().picture_source).toBe('designed');
  });

  it('replaces a poor (48 px) product photo with a photo from the site, chosen over logos and icons', async () => {
    await t.database.db.insert(crawlPages).values({
      crawlId: seeded.crawlId,
      url: `${site.origin}/`,
      depth: 0,
      meta: {},
      text: 'Home',
      images: [
        { src: '/logo.png', alt: 'Kiln & Kettle logo', title: null },
        { src: '/icons/cart.svg', alt: null, title: null },
        { src: '/hero-studio.png', alt: 'Our pottery studio', title: null },
      ],
    });
    await t.database.db
      .update(crawls)
      .set({ startUrl: `${site.origin}/` })
      .where(eq(crawls.id, seeded.crawlId));
    const response = await as(owner)('POST', '/generate-static-ad-image', {
      blueprint: withProduct(`${site.origin}/thumb.png`),
      hypothesis_id: seeded.hypothesisId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().picture_source).toBe('site');
    expect(response.json().notices).toContain(
      'The product image is only 48 px; a photo from your website is used instead.',
    );
    expect(
      distance(
        pixelAt(await decode((await fetchImage(owner, response.json().image_url)).rawPayload), 540, 270),
        '#2e7d32',
      ),
    ).toBeLessThan(12);
  });

  it('a 1-pixel upload or a broken photo still gives a creative with the designed background, and says why', async () => {
    const dot = await upload(owner, await solidImage('png', { width: 1, height: 1, color: RED }));
    const response = await as(owner)('POST', '/generate-static-ad-image', { blueprint: withProduct(dot) });
    expect(response.statusCode).toBe(200);
    expect(response.json().notices.join(' ')).toMatch(/only 1×1 px, too small to show/);
    expect(response.json().design_checks.every((placement: { passed: boolean }) => placement.passed)).toBe(
      true,
    );
    const broken = await as(owner)('POST', '/generate-static-ad-image', {
      blueprint: withProduct(`${site.origin}/missing.png`),
    });
    expect(broken.json().picture_source).toBe('designed');
    expect(
      broken
        .json()
        .design_checks.find((placement: { aspect_ratio: string }) => placement.aspect_ratio === '1:1')
        .checks.find((check: { name: string }) => check.name === 'visual'),
    ).toMatchObject({ passed: true });
  });

  it("takes the logo and the colours from the owner's brand-guideline images; another user's are never read", async () => {
    // A cut-out logo (a green ring and an orange leaf beside strokes) and a swatch page (a large brown, a smaller pink).
    const logo = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><circle cx="80" cy="100" r="50" fill="none" stroke="${GUIDE_GREEN}" stroke-width="18"/><path d="M60 120 Q80 60 110 70 Q100 110 60 120z" fill="#f2a541"/><path d="M170 70 h60 M200 70 v70 M250 70 v70 h50" stroke="${GUIDE_GREEN}" stroke-width="14" fill="none"/></svg>`,
      ),
    )
      .png()
      .toBuffer();
    const swatches = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#ffffff"/><rect x="20" y="40" width="360" height="320" fill="${GUIDE_BROWN}"/><rect x="400" y="40" width="180" height="180" fill="${GUIDE_PINK}"/></svg>`,
      ),
    )
      .png()
      .toBuffer();
    const guidelines = [await upload(owner, swatches), await upload(owner, logo)];
    const photo = await upload(owner, await solidImage('png', { width: 800, height: 800, color: RED }));
    const blueprint = (images: string[]): Blueprint => ({
      ...withProduct(photo),
      input_images: {
        product_image_url: photo,
        additional_product_images: [],
        additional_brand_guidelines_images: images,
      },
    });
    const guided = await as(owner)('POST', '/generate-static-ad-image', {
      blueprint: blueprint(guidelines),
      aspect_ratio: '1:1',
    });
    expect(guided.statusCode).toBe(200);
    const notices = guided.json().notices as string[];
    expect(notices).toContain('The logo comes from your brand guidelines.');
    const colours = /The colours come from your brand guidelines: (.+)\./
      .exec(notices.join(' '))?.[1]
      ?.split(', ');
    expect(colours?.length).toBeGreaterThanOrEqual(2);
    expect(distance(hexToRgb(colours![0]!), GUIDE_BROWN)).toBeLessThan(8);
    expect(colours!.some((colour) => distance(hexToRgb(colour), GUIDE_PINK) < 8)).toBe(true);

    const lowerHalf = { x: 0, y: 540, width: 1080, height: 540 };
    const image = await decode((await fetchImage(owner, guided.json().image_url)).rawPayload);
    // The guideline's logo heads the text column, and the guideline's colours paint the creative (the sample
    // blueprint's own are navy and orange).
    expect(shareOfColor(image, lowerHalf, GUIDE_GREEN, 12)).toBeGreaterThan(0.001);
    expect(
      shareOfColor(image, lowerHalf, GUIDE_BROWN, 12) + shareOfColor(image, lowerHalf, GUIDE_PINK, 12),
    ).toBeGreaterThan(0.01);

    // Another user naming the owner's guideline images is refused before anything is read.
    const theirs = await as(other)('POST', '/generate-static-ad-image', {
      blueprint: {
        ...blueprint(guidelines),
        input_images: { ...blueprint(guidelines).input_images, product_image_url: null },
      },
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toEqual({
      detail: 'blueprint.input_images.additional_brand_guidelines_images.0: is not one of your images',
    });
  });

  it("answers 404 for another user's hypothesis or ad", async () => {
    expect(
      (
        await as(other)('POST', '/generate-static-ad-image', {
          blueprint: withProduct(null),
          hypothesis_id: seeded.hypothesisId,
        })
      ).statusCode,
    ).toBe(404);
    const campaign = await createThroughWizard(t, owner, seeded);
    const adId = campaign.ads[0]!.id!;
    expect(
      (await as(other)('POST', '/generate-static-ad-image', { blueprint: withProduct(null), ad_id: adId }))
        .statusCode,
    ).toBe(404);
    expect(
      (await as(other)('POST', `/ads/${adId}/creative`, { image_url: '/api/proxy-media/x/y.png' }))
        .statusCode,
    ).toBe(404);
  });

  it('saves the creative on a saved ad; the export names its image file', async () => {
    const campaign = await createThroughWizard(t, owner, seeded);
    const ad = campaign.ads[0]!;
    const response = await as(owner)('POST', '/generate-static-ad-image', {
      blueprint: withProduct(null),
      ad_id: ad.id,
      aspect_ratio: '1:1',
    });
    expect(response.json().ad_id).toBe(ad.id);
    const fileName = (response.json().image_url as string).split('/').at(-1)!;

    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/campaigns/${campaign.id}/export`,
      headers: bearer(owner.token),
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = headers.indexOf('Image File Name') + 1;
    const names = Array.from(
      { length: sheet.rowCount - 1 },
      (_, index) => sheet.getRow(index + 2).getCell(column).value,
    );
    expect(names).toContain(fileName);

    // "Use this creative" with another of the owner's images; someone else's image is a 404.
    const another = await upload(owner, await solidImage('jpeg'));
    const saved = await as(owner)('POST', `/ads/${ad.id}/creative`, { image_url: another });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      ad_id: ad.id,
      media_url: another,
      image_file_name: another.split('/').at(-1),
    });
    const foreignImage = await upload(other, await solidImage('png'));
    expect((await as(owner)('POST', `/ads/${ad.id}/creative`, { image_url: foreignImage })).statusCode).toBe(
      404,
    );
    const listed = (await as(owner)('GET', '/campaigns/user')).json() as {
      id: string;
      ads: { id: string; media_url: string | null }[];
    }[];
    expect(
      listed.find((item) => item.id === campaign.id)?.ads.find((item) => item.id === ad.id)?.media_url,
    ).toBe(another);
  });
});

describe('guarded fetching with private networks disallowed', () => {
  it('refuses a product image on 127.0.0.1 before connecting', async () => {
    const site = await startImageSite();
    const t = await buildTestApp({ env: { CRAWL_ALLOW_PRIVATE_NETWORKS: 'false' } });
    try {
      const user = await buildUser(t.app);
      const response = await callAs(t.app, user)('POST', '/generate-static-ad-image', {
        blueprint: withProduct(`${site.origin}/mug.png`),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().notices[0]).toMatch(/^The product image was left out: .*127\.0\.0\.1/);
      expect(site.hits()).toBe(0);
    } finally {
      await t.close();
      await site.close();
    }
  });
});
