import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign } from '@adsmith/domain/campaigns/api-schemas';
import { sampleBlueprint } from '@adsmith/domain/creatives/testing/sample-blueprint';
import { crawlPages } from '../../db/schema/crawls';
import { buildTestApp, buildUser, type TestApp } from '../../test/test-app';
import {
  callAs,
  createThroughWizard,
  seedHypothesis,
  type Account,
  type SeededHypothesis,
} from '../campaigns/testing/campaign-setup';

/** "Image File Name" and "Display Link" of every row of the bundled sheet. */
async function sheetCells(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  const column = (name: string) => headers.indexOf(name) + 1;
  const rows: { image: unknown; displayLink: unknown }[] = [];
  for (let index = 2; index <= sheet.rowCount; index += 1) {
    const row = sheet.getRow(index);
    rows.push({
      image: row.getCell(column('Image File Name')).value,
      displayLink: row.getCell(column('Display Link')).value,
    });
  }
  return rows;
}

describe('GET /campaigns/:id/export-bundle', () => {
  let t: TestApp;
  let owner: Account;
  let stranger: Account;
  let seeded: SeededHypothesis;
  let campaign: Campaign;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await buildUser(t.app);
    stranger = await buildUser(t.app);
    seeded = await seedHypothesis(t, owner, 'shop');
    campaign = await createThroughWizard(t, owner, seeded);
    // The crawl ran on a local copy (127.0.0.1): the business's domain comes from its pages' e-mail addresses.
    await t.database.db
      .update(crawlPages)
      .set({ text: 'Questions? Write to hello@kilnandkettle.co.uk or our maker at potter.kk@gmail.com.' })
      .where(eq(crawlPages.crawlId, seeded.crawlId));
    // Two ads get a generated creative (four placements each), saved as their image.
    for (const ad of campaign.ads.slice(0, 2)) {
      const response = await callAs(t.app, owner)('POST', '/generate-static-ad-image', {
        blueprint: sampleBlueprint(),
        ad_id: ad.id,
        aspect_ratio: '4:5',
      });
      expect(response.statusCode).toBe(200);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('zips the .xlsx and every image named exactly as its "Image File Name" cell, each placement ratio included', async () => {
    const response = await callAs(t.app, owner)('GET', `/campaigns/${campaign.id}/export-bundle`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const bundleName = `${campaign.name.replace(/ /g, '_')}_campaign_bundle.zip`;
    expect(
      decodeURIComponent(String(response.headers['content-disposition']).split("filename*=UTF-8''")[1]!),
    ).toBe(bundleName);

    const zip = await JSZip.loadAsync(response.rawPayload);
    const names = Object.keys(zip.files).filter((name) => !zip.files[name]!.dir);
    const xlsxName = `${campaign.name.replace(/ /g, '_')}_campaign_data.xlsx`;
    expect(names).toContain(xlsxName);
    const cells = await sheetCells(await zip.file(xlsxName)!.async('nodebuffer'));
    const saved = ((await callAs(t.app, owner)('GET', '/campaigns/user')).json() as Campaign[]).find(
      (item) => item.id === campaign.id,
    )!;
    const generated = saved.ads.slice(0, 2).map((ad) => ad.media_url!.split('/').at(-1)!);
    const imageCells = cells
      .map((row) => row.image)
      .filter((value): value is string => typeof value === 'string');
    expect(imageCells).toEqual(expect.arrayContaining(generated));
    for (const cell of generated) {
      // The sheet's cell is the file's exact name at the top of the archive, a real 4:5 PNG.
      expect(names).toContain(cell);
      const metadata = await sharp(await zip.file(cell)!.async('nodebuffer')).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1080, 1350]);
      const base = cell.replace(/\.png$/, '');
      for (const [ratio, size] of [
        ['1x1', [1080, 1080]],
        ['4x5', [1080, 1350]],
        ['16x9', [1920, 1080]],
        ['9x16', [1080, 1920]],
      ] as const) {
        const placement = await sharp(
          await zip.file(`placements/${base}_${ratio}.png`)!.async('nodebuffer'),
        ).metadata();
        expect([placement.width, placement.height]).toEqual(size);
      }
    }
    // Every other image cell is either in the archive too or listed as not stored in Adsmith (e.g. a web address).
    const missing = names.includes('MISSING_IMAGES.txt')
      ? await zip.file('MISSING_IMAGES.txt')!.async('string')
      : '';
    for (const cell of imageCells) expect(names.includes(cell) || missing.includes(cell)).toBe(true);
    // The Display Link is the business's domain, not the crawl host (127.0.0.1), free-mail addresses aside.
    expect(new Set(cells.map((row) => row.displayLink))).toEqual(new Set(['kilnandkettle.co.uk']));
  });

  it('is only for the owner: another user and an unknown id get 404', async () => {
    expect((await callAs(t.app, stranger)('GET', `/campaigns/${campaign.id}/export-bundle`)).statusCode).toBe(
      404,
    );
    expect(
      (await callAs(t.app, owner)('GET', '/campaigns/00000000-0000-4000-8000-000000000000/export-bundle'))
        .statusCode,
    ).toBe(404);
  });
});
