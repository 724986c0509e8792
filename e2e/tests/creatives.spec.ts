import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { startFixtureSite, type FixtureSite } from '../../fixtures/src/site-server';
import { crawlToAssumptions, register } from './helpers';

/**
 * Issue 6 end to end on the offline renderer: an ad's creative is generated in the wizard (blueprint → prompt →
 * image), used, shown in the preview, saved with the campaign, and its file name is in the exported sheet.
 */

let site: FixtureSite;

test.beforeAll(async () => {
  site = await startFixtureSite('shop');
});

test.afterAll(async () => {
  await site.close();
});

test('a generated creative is previewed, saved with the ad and named in the export', async ({ page }) => {
  test.setTimeout(300_000);
  await register(page);
  await crawlToAssumptions(page, site.url);

  const name = page.getByRole('textbox', { name: 'Campaign name' });
  await expect(name).not.toHaveValue('', { timeout: 60_000 });
  const campaignName = `Creative e2e ${Date.now()}`;
  await name.fill(campaignName);
  const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
  await continueButton.click();

  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Auto-distribute' }).click();
  await expect(continueButton).toBeEnabled({ timeout: 30_000 });
  await continueButton.click();

  await expect(page.getByRole('heading', { name: 'Ad Creation' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Generating ads' })).toHaveCount(0, {
    timeout: 90_000,
  });
  const firstAd = page.getByRole('article').first();
  await firstAd.getByRole('button', { name: 'Create Creative' }).click();

  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: 'Generate Blueprint' }).click();
  await modal.getByRole('button', { name: 'Generate Image' }).click({ timeout: 60_000 });
  await modal.getByRole('button', { name: 'Use this creative' }).click({ timeout: 120_000 });
  await expect(modal).toBeHidden();

  // The preview loads the rendered PNG through the owner-only media proxy (as a blob URL, with the token).
  const preview = firstAd.getByRole('img').first();
  await expect(preview).toHaveAttribute('src', /^blob:/, { timeout: 30_000 });

  await continueButton.click();
  await page.getByRole('button', { name: 'Create Campaign', exact: true }).last().click();
  await expect(page).toHaveURL(/\/campaigns$/, { timeout: 60_000 });
  const card = page.getByRole('article').filter({ hasText: campaignName });
  await expect(card).toBeVisible({ timeout: 30_000 });

  const downloadPromise = page.waitForEvent('download');
  await card.getByRole('button', { name: /Export to Excel/ }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/_campaign_data\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  const sheet = workbook.getWorksheet('Campaign Data')!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  const column = headers.indexOf('Image File Name') + 1;
  expect(column).toBeGreaterThan(0);
  const fileNames = [];
  for (let row = 2; row <= sheet.rowCount; row += 1)
    fileNames.push(String(sheet.getRow(row).getCell(column).value ?? ''));
  expect(fileNames.some((value) => /^[0-9a-f-]{36}\.png$/.test(value))).toBe(true);
});
