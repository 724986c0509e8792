import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessProfileSchema } from '@adsmith/domain/profile/schemas';
import { ASPECT_RATIOS } from '@adsmith/domain/campaigns/constants';
import { realSitesAvailable, startRealSite, type RealSite } from '../../test/realsites';
import { seedDataDir } from '../../test/data-dir';
import { runDraft } from './run-draft';
import { escapeHtml, type DraftReport } from './report-html';
import { startFixtureSite, type FixtureSite } from '../../../../../fixtures/src/site-server';

/** This process's environment without a model or a database: the offline engine, as a new user runs it. */
const offlineEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !key.startsWith('AI_') && !key.startsWith('OPENAI') && key !== 'DATABASE_URL',
    ),
  );

/** `adsmith draft` end to end on a real shop served on 127.0.0.1, offline (no model configured). */
describe.skipIf(!realSitesAvailable())('adsmith draft on a real site', () => {
  let site: RealSite;
  let outDir: string;
  let report: DraftReport;
  let html: string;

  beforeAll(async () => {
    site = await startRealSite('bazaskate');
    outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'adsmith-draft-test-'));
    report = await runDraft({
      url: site.startUrl,
      outDir,
      depth: 1,
      campaigns: 1,
      // The site names no address: Adsmith asks for the country (RU is only its guess), and the owner answers.
      country: 'RU',
      allowPrivateNetworks: true,
      env: offlineEnv(),
      prepareDataDir: seedDataDir,
    });
    html = await fs.readFile(path.join(outDir, 'report.html'), 'utf8');
  }, 240_000);

  afterAll(async () => {
    await site.close();
    await fs.rm(outDir, { recursive: true, force: true });
  });

  it('writes the profile with its sources', async () => {
    const profile = businessProfileSchema.parse(
      JSON.parse(await fs.readFile(path.join(outDir, 'profile.json'), 'utf8')),
    );
    expect(profile.businessName?.value).toBe('БАЗА Скейтборды');
    expect(profile.location.country).toMatchObject({ value: 'RU', basis: 'user' });
    expect(html).toContain('What we learned from the site');
    expect(html).toContain('БАЗА Скейтборды');
    expect(html).toContain('СКИДКА 7% ПРИ ЗАКАЗЕ ОТ 2х ДЕК!');
  });

  it('shows the story, every assumption with its evidence, and the campaign settings', () => {
    expect(report.story.story.length).toBeGreaterThan(50);
    expect(html).toContain(escapeHtml(report.story.story.slice(0, 40)));
    expect(report.hypotheses.length).toBeGreaterThanOrEqual(1);
    for (const [index] of report.hypotheses.entries()) expect(html).toContain(`Assumption ${index + 1}`);
    expect(report.campaigns).toHaveLength(1);
    const [campaign] = report.campaigns;
    expect(html).toContain('objective');
    expect(campaign!.adSets.length).toBeGreaterThanOrEqual(1);
  });

  it('shows every ad set and ad with all its creatives as image files next to the report', async () => {
    const ads = report.campaigns.flatMap((campaign) => campaign.adSets.flatMap((set) => set.ads));
    expect(ads.length).toBeGreaterThanOrEqual(1);
    for (const set of report.campaigns[0]!.adSets)
      expect(html).toContain(`Ad set: ${escapeHtml(set.adSet.name)}`);
    for (const ad of ads) {
      expect(ad.images.map((image) => image.aspectRatio).sort()).toEqual([...ASPECT_RATIOS].sort());
      for (const image of ad.images) {
        const bytes = await fs.readFile(path.join(outDir, image.file));
        expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
        expect(html).toContain(`<img src="${image.file}"`);
      }
      expect(html).toContain(escapeHtml(ad.ad.headline));
    }
  });

  it("drafts each ad set knowing the campaign's earlier ads: no primary text or headline repeated", () => {
    const adSets = report.campaigns[0]!.adSets.filter((set) => set.ads.length > 0);
    expect(adSets.length).toBeGreaterThanOrEqual(2);
    const ads = adSets.flatMap((set) => set.ads.map((ad) => ad.ad));
    const texts = ads.map((ad) => String(ad.primary_text));
    expect(new Set(texts).size, texts.join(' | ')).toBe(texts.length);
    const headlines = ads.map((ad) => ad.headline);
    expect(new Set(headlines).size, headlines.join(' | ')).toBe(headlines.length);
  });
});

/** `adsmith draft --no-images`: the copy without its creatives, on a small fixture shop. */
describe('adsmith draft without images', () => {
  let site: FixtureSite;
  let outDir: string;

  beforeAll(async () => {
    site = await startFixtureSite('shop');
    outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'adsmith-draft-test-'));
  });

  afterAll(async () => {
    await site.close();
    await fs.rm(outDir, { recursive: true, force: true });
  });

  it('drafts the ads and renders no creative', async () => {
    const report = await runDraft({
      url: site.url,
      outDir,
      depth: 1,
      campaigns: 1,
      country: 'GB',
      allowPrivateNetworks: true,
      images: false,
      env: offlineEnv(),
      prepareDataDir: seedDataDir,
    });
    const ads = report.campaigns.flatMap((campaign) => campaign.adSets.flatMap((set) => set.ads));
    expect(ads.length).toBeGreaterThanOrEqual(1);
    for (const ad of ads) expect(ad.images).toEqual([]);
    expect(await fs.readdir(outDir)).not.toContain('images');
  });
});
