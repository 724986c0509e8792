import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign } from '@adsmith/domain/campaigns/api-schemas';
import { EXPORT_COLUMNS } from '@adsmith/domain/campaigns/export-columns';
import { buildExportRows } from '@adsmith/domain/campaigns/export-mapping';
import { buildTestApp, buildUser, type TestApp } from '../../test/test-app';
import {
  callAs,
  createThroughWizard,
  seedHypothesis,
  type Account,
} from '../campaigns/testing/campaign-setup';
import { attachmentHeader } from './export.service';

/** Every row of the first sheet as column → value, blanks left out. */
async function readSheet(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  const rows: Record<string, unknown>[] = [];
  for (let index = 2; index <= sheet.rowCount; index += 1) {
    const values = sheet.getRow(index).values as unknown[];
    rows.push(
      Object.fromEntries(
        headers
          .map((header, column) => [header, values[column + 1]])
          .filter(([, value]) => value !== undefined && value !== null),
      ),
    );
  }
  return {
    name: sheet.name,
    sheetCount: workbook.worksheets.length,
    headers,
    rows,
    columnCount: sheet.actualColumnCount,
  };
}

describe('GET /campaigns/:id/export', () => {
  let t: TestApp;
  let owner: Account;
  let stranger: Account;
  let campaign: Campaign;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await buildUser(t.app);
    stranger = await buildUser(t.app);
    campaign = await createThroughWizard(t, owner, await seedHypothesis(t, owner, 'shop'));
  });
  afterAll(async () => {
    await t.close();
  });

  it('returns the .xlsx with the SPEC file name, one "Campaign Data" sheet and the 107 columns in order', async () => {
    const response = await callAs(t.app, owner)('GET', `/campaigns/${campaign.id}/export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const fileName = `${campaign.name.replace(/ /g, '_')}_campaign_data.xlsx`;
    const disposition = String(response.headers['content-disposition']);
    expect(disposition.startsWith('attachment; ')).toBe(true);
    expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1]!)).toBe(fileName);
    const sheet = await readSheet(response.rawPayload);
    expect(sheet).toMatchObject({ name: 'Campaign Data', sheetCount: 1, columnCount: 107 });
    expect(sheet.headers).toEqual([...EXPORT_COLUMNS]);
  });

  it('writes one row per ad whose every filled cell matches the saved campaign', async () => {
    const sheet = await readSheet(
      (await callAs(t.app, owner)('GET', `/campaigns/${campaign.id}/export`)).rawPayload,
    );
    expect(sheet.rows).toHaveLength(campaign.ads.length);
    const expected = buildExportRows(campaign).map((row) =>
      Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)),
    );
    expect(sheet.rows).toEqual(expected);

    // And directly against the saved campaign, independent of the mapping's own code.
    const adSetOf = (adSetId: string) => campaign.ad_sets.find((adSet) => adSet.id === adSetId)!;
    const byName = new Map(campaign.ads.map((ad) => [ad.name, ad]));
    for (const row of sheet.rows) {
      const ad = byName.get(row['Ad Name'] as string)!;
      const adSet = adSetOf(ad.ad_set_id);
      expect(row).toMatchObject({
        'Campaign Name': campaign.name,
        'Campaign Status': 'PAUSED',
        'Campaign Objective': 'Outcome Sales',
        'Buying Type': 'AUCTION',
        'Campaign Bid Strategy': 'Highest Volume or Value',
        'Ad Set Run Status': 'PAUSED',
        'Ad Set Name': adSet.name,
        'Ad Set Daily Budget': adSet.daily_budget,
        Countries: adSet.targeting.geo_locations.countries.join(', '),
        'Age Min': adSet.targeting.age_min,
        'Age Max': adSet.targeting.age_max,
        'Publisher Platforms': adSet.targeting.publisher_platforms.join(', '),
        'Optimization Goal': 'OFFSITE_CONVERSIONS',
        'Billing Event': adSet.billing_event,
        'Ad Set Bid Strategy': 'Highest Volume or Value',
        'Ad Status': 'PAUSED',
        Title: ad.headline,
        Body: ad.primary_text,
        'Call to Action': ad.call_to_action,
        'Image File Name': ad.media_url!.split('/').at(-1),
        Link: campaign.product_data.find(
          (product) => product.id === ad.product_ids[0] && product.ad_set_id === ad.ad_set_id,
        )!.landing_page,
        'Ad Set Time Start': adSet.schedule.start_time.slice(0, 19).replace('T', ' '),
      });
      ad.headline_variations
        .slice(1)
        .forEach((variation, index) => expect(row[`Additional Title ${index + 1}`]).toBe(variation));
      if (ad.description) expect(row['Link Description']).toBe(ad.description);
    }
  });

  it('is only for the owner: another user and an unknown id get 404', async () => {
    expect((await callAs(t.app, stranger)('GET', `/campaigns/${campaign.id}/export`)).statusCode).toBe(404);
    expect(
      (await callAs(t.app, owner)('GET', '/campaigns/00000000-0000-4000-8000-000000000000/export'))
        .statusCode,
    ).toBe(404);
    expect((await callAs(t.app, owner)('GET', '/campaigns/nope/export')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}/export` })).statusCode,
    ).toBe(401);
  });
});

describe('attachmentHeader', () => {
  it.each([
    [
      'Slow_mornings_campaign_data.xlsx',
      'attachment; filename="Slow_mornings_campaign_data.xlsx"; filename*=UTF-8\'\'Slow_mornings_campaign_data.xlsx',
    ],
    [
      'Café_"Spring"_campaign_data.xlsx',
      'attachment; filename="Caf___Spring__campaign_data.xlsx"; filename*=UTF-8\'\'Caf%C3%A9_%22Spring%22_campaign_data.xlsx',
    ],
  ])('%s', (name, header) => expect(attachmentHeader(name)).toBe(header));
});
