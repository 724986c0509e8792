import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startFixtureSite, type FixtureSite } from '../../../../../fixtures/src/site-server';
import { buildApp } from '../../app';
import { openDatabase, runMigrations } from '../../db/client';
import { bearer, buildTestApp, buildTestConfig, buildUser, type TestApp } from '../../test/test-app';
import { seedDataDir } from '../../test/data-dir';
import { isPostgresRun } from '../../test/test-database';
import { crawlToEnd as crawlPage } from '../../test/crawl-helpers';

type Token = { token: string };

const crawlToEnd = (app: FastifyInstance, user: Token, startUrl: string) =>
  crawlPage(app, user, { start_url: startUrl, rate_limit: 0, depth: 2 });

const names = (products: { name: string }[]) => products.map((product) => product.name);

describe('crawling the fixture sites end to end', () => {
  let t: TestApp;
  let admin: Token;
  let owner: Token;
  const sites: FixtureSite[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await buildUser(t.app);
    owner = await buildUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await Promise.all(sites.map((site) => site.close()));
  });

  it('understands a product shop: pages, offerings from every markup, brand and business type', async () => {
    const shop = await startFixtureSite('shop');
    sites.push(shop);
    const { crawlId, status } = await crawlToEnd(t.app, owner, shop.url);
    expect(status.status, status.error).toBe('completed');
    expect(status.progress.pages_fetched).toBeGreaterThanOrEqual(8);

    const products = (
      await t.app.inject({ method: 'GET', url: `/api/products/${crawlId}`, headers: bearer(owner.token) })
    ).json();
    expect(products.status).toBe('completed');
    expect(names(products.products)).toEqual(
      expect.arrayContaining([
        'Speckled Stoneware Mug',
        'Stoneware Bowl Set of Four',
        'Ash Glaze Bud Vase',
        'Moon Jar',
      ]),
    );
    for (const product of products.products.filter(
      (p: { offering_type: string }) => p.offering_type === 'product',
    )) {
      expect(product.landing_page.startsWith(shop.origin), product.landing_page).toBe(true);
    }
    const mug = products.products.find((p: { name: string }) => p.name === 'Speckled Stoneware Mug');
    expect(mug.price).toMatch(/^\d+\.\d{2}$/);
    expect(mug.currency).toBe('GBP');

    const data = (
      await t.app.inject({ method: 'GET', url: `/api/data/${crawlId}`, headers: bearer(admin.token) })
    ).json();
    const urls = data.crawl_data.map((page: { url: string }) => page.url);
    expect(
      urls.some((url: string) => /\/about(\.html)?$/.test(url)),
      urls.join(' '),
    ).toBe(true);
    const chosen = data.crawl_data.filter((page: { llm_analysis: unknown }) => page.llm_analysis);
    expect(chosen.length).toBeGreaterThan(0);
    expect(chosen[0].llm_analysis.reasoning.length).toBeGreaterThan(10);
    expect(data.brand_signals.siteName).toBe('Kiln & Kettle');
    // Readability keeps the page's own text, not the navigation.
    const about = data.crawl_data.find((page: { url: string }) => /\/about(\.html)?$/.test(page.url));
    expect(about.text).toMatch(/Leeds/);

    const info = (
      await t.app.inject({
        method: 'GET',
        url: `/api/business-info/${crawlId}`,
        headers: bearer(owner.token),
      })
    ).json();
    expect(['products', 'mixed']).toContain(info.offering_type);
  }, 120_000);

  it('runs two crawls at once without mixing them: a services practice and a Shopify-style store', async () => {
    const [services, store] = await Promise.all([
      startFixtureSite('services'),
      startFixtureSite('shopify-store'),
    ]);
    sites.push(services, store);
    const [a, b] = await Promise.all([
      crawlToEnd(t.app, owner, services.url),
      crawlToEnd(t.app, owner, store.url),
    ]);
    expect(a.status.status, a.status.error).toBe('completed');
    expect(b.status.status, b.status.error).toBe('completed');

    const servicesProducts = (
      await t.app.inject({ method: 'GET', url: `/api/products/${a.crawlId}`, headers: bearer(owner.token) })
    ).json();
    expect(servicesProducts.products.length).toBeGreaterThanOrEqual(3);
    expect(
      servicesProducts.products.every((p: { offering_type: string }) => p.offering_type === 'service'),
    ).toBe(true);
    expect(names(servicesProducts.products)).toEqual(expect.arrayContaining(['Clinical Pilates']));
    const servicesInfo = (
      await t.app.inject({
        method: 'GET',
        url: `/api/business-info/${a.crawlId}`,
        headers: bearer(owner.token),
      })
    ).json();
    expect(servicesInfo.offering_type).toBe('services');

    const storeProducts = (
      await t.app.inject({ method: 'GET', url: `/api/products/${b.crawlId}`, headers: bearer(owner.token) })
    ).json();
    expect(
      storeProducts.products.some((p: { sources: Record<string, string> }) =>
        Object.values(p.sources).includes('shopify'),
      ),
    ).toBe(true);

    const storeData = (
      await t.app.inject({ method: 'GET', url: `/api/data/${b.crawlId}`, headers: bearer(admin.token) })
    ).json();
    expect(storeData.crawl_data.every((page: { url: string }) => page.url.startsWith(store.origin))).toBe(
      true,
    );
    const servicesData = (
      await t.app.inject({ method: 'GET', url: `/api/data/${a.crawlId}`, headers: bearer(admin.token) })
    ).json();
    expect(
      servicesData.crawl_data.every((page: { url: string }) => page.url.startsWith(services.origin)),
    ).toBe(true);
  }, 120_000);
});

describe.skipIf(isPostgresRun)('crawl data after a restart', () => {
  it('keeps accounts, sessions, crawls, pages and offerings on the embedded database', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'adsmith-restart-'));
    await seedDataDir(dataDir);
    const site = await startFixtureSite('services');
    try {
      const config = await buildTestConfig({ DATA_DIR: dataDir });
      const first = await openDatabase({ dataDir });
      await runMigrations(first);
      let app = await buildApp({ config, database: first, queuePollingIntervalSeconds: 0.5 });
      await app.ready();
      const user = await buildUser(app);
      const { crawlId, status } = await crawlToEnd(app, user, site.url);
      expect(status.status).toBe('completed');
      const before = (
        await app.inject({ method: 'GET', url: `/api/products/${crawlId}`, headers: bearer(user.token) })
      ).json();
      await app.close();
      await first.close();

      const second = await openDatabase({ dataDir });
      await runMigrations(second);
      app = await buildApp({ config, database: second });
      await app.ready();
      const after = (
        await app.inject({ method: 'GET', url: `/api/products/${crawlId}`, headers: bearer(user.token) })
      ).json();
      expect(after).toEqual(before);
      const list = (
        await app.inject({ method: 'GET', url: '/api/crawls/user', headers: bearer(user.token) })
      ).json();
      expect(list[0]).toMatchObject({ crawl_id: crawlId, status: 'completed' });
      // The account survived: its password signs in, and the token issued before the restart is still valid (the
      // JWT secret generated into the data directory was kept).
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.user.email, password: user.password },
      });
      expect(login.statusCode).toBe(200);
      const verify = await app.inject({
        method: 'GET',
        url: '/api/auth/verify',
        headers: bearer(user.token),
      });
      expect(verify.statusCode).toBe(200);
      await app.close();
      await second.close();
    } finally {
      await site.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
    // Two opens of an on-disk database (the first runs initdb) and a real crawl: slow on a busy 2-core machine.
  }, 180_000);
});
