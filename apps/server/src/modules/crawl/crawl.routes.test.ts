import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CrawlMessages } from '@adsmith/domain/crawl/messages';
import { bearer, buildTestApp, buildUser, type TestApp } from '../../test/test-app';
import type { CrawlRunner, CrawlRunnerResult } from './crawl.runner.types';
import { waitForCrawlStatus } from '../../test/crawl-helpers';

type Token = { token: string };

/** A runner that behaves like a small crawl, or blocks until aborted, or fails — chosen by the URL. */
const fakeRunner: CrawlRunner = async ({ settings, signal, onPage, onProgress, onAnalyzingOfferings }) => {
  if (settings.startUrl.includes('blocking')) {
    onProgress({ pagesQueued: 3, pagesFetched: 1, pagesFailed: 0, linksRefused: 0, offeringsFound: 0 });
    await onPage({
      url: settings.startUrl,
      depth: 0,
      meta: { title: 'Home' },
      text: 'Welcome',
      images: [],
      llmAnalysis: null,
    });
    await new Promise((_resolve, reject) =>
      signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
    );
  }
  if (settings.startUrl.includes('broken')) throw new Error('The start page answered HTTP 500');
  if (settings.startUrl.includes('empty')) return { offerings: [], brandSignals: null, businessType: null };
  await onPage({
    url: settings.startUrl,
    depth: 0,
    meta: { title: 'Clay & Kiln' },
    text: 'Hand-thrown stoneware made in our studio since 2012. '.repeat(30),
    images: [{ src: `${settings.startUrl}logo.png`, alt: 'Clay & Kiln', title: null }],
    llmAnalysis: { url: settings.startUrl, reasoning: 'Start page', expected_value: 'high' },
  });
  onProgress({
    pagesQueued: 1,
    pagesFetched: 1,
    pagesFailed: 0,
    linksRefused: 2,
    offeringsFound: 2,
    offeringPagesFound: 3,
    offeringPagesFetched: 1,
  });
  await onAnalyzingOfferings();
  const result: CrawlRunnerResult = {
    offerings: [
      {
        name: 'Speckled Mug',
        price: '24.00',
        currency: 'USD',
        description: 'A 350 ml mug',
        imageUrl: `${settings.startUrl}mug.png`,
        landingPage: `${settings.startUrl}products/mug`,
        offeringType: 'product',
        sku: 'MUG-1',
        availability: 'InStock',
        variants: [
          { label: '350 ml', price: '24.00', currency: 'USD' },
          { label: '500 ml', price: '29.50', currency: 'USD' },
        ],
        sources: { name: 'json-ld', price: 'json-ld' },
      },
      {
        name: 'Pottery Workshop',
        price: null,
        currency: null,
        description: 'Two-hour wheel class',
        imageUrl: null,
        landingPage: `${settings.startUrl}workshops`,
        offeringType: 'service',
        sku: null,
        availability: null,
        sources: { name: 'heuristic' },
      },
    ],
    brandSignals: {
      siteName: 'Clay & Kiln',
      logoUrl: null,
      logoSource: null,
      colors: [{ value: '#aa5533', role: 'primary', source: 'theme-color' }],
      fonts: [{ family: 'Lora', role: 'heading', source: 'google-fonts' }],
    },
    businessType: 'mixed',
  };
  return result;
};

async function start(app: FastifyInstance, user: Token, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/start', headers: bearer(user.token), payload });
}

const waitForStatus = (app: FastifyInstance, user: Token, crawlId: string, wanted: string[]) =>
  waitForCrawlStatus(app, user, crawlId, wanted, 20_000);

describe('crawl routes', () => {
  let t: TestApp;
  let admin: Token;
  let owner: Token & { user: { id: string } };
  let stranger: Token;

  beforeAll(async () => {
    t = await buildTestApp({ crawlRunner: fakeRunner });
    admin = await buildUser(t.app); // the first account becomes admin
    owner = await buildUser(t.app);
    stranger = await buildUser(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('starts a crawl, reports progress (offering pages found and fetched too) and stores pages and offerings', async () => {
    const response = await start(t.app, owner, { start_url: '  shop.example.test/ ' });
    expect(response.statusCode).toBe(201);
    const { crawl_id: crawlId } = response.json();

    const done = await waitForStatus(t.app, owner, crawlId, ['completed', 'failed']);
    expect(done).toMatchObject({
      status: 'completed',
      error: null,
      progress: {
        pages_fetched: 1,
        offerings_found: 2,
        links_refused: 2,
        offering_pages_found: 3,
        offering_pages_fetched: 1,
      },
    });

    const products = await t.app.inject({
      method: 'GET',
      url: `/api/products/${crawlId}`,
      headers: bearer(owner.token),
    });
    expect(products.json().status).toBe('completed');
    expect(products.json().products.map((p: { name: string }) => p.name)).toEqual([
      'Speckled Mug',
      'Pottery Workshop',
    ]);
    expect(products.json().products[0]).toMatchObject({
      price: '24.00',
      offering_type: 'product',
      sku: 'MUG-1',
      availability: 'InStock',
    });
    // The prices it is sold at are stored with it and served in order; an offering with one price has none.
    expect(products.json().products[0].variants).toEqual([
      { label: '350 ml', price: '24.00', currency: 'USD' },
      { label: '500 ml', price: '29.50', currency: 'USD' },
    ]);
    expect(products.json().products[1].variants).toBeNull();

    const info = await t.app.inject({
      method: 'GET',
      url: `/api/business-info/${crawlId}`,
      headers: bearer(owner.token),
    });
    expect(info.json()).toEqual({ crawl_id: crawlId, offering_type: 'mixed' });
    // The owner's correction of the offering type in the business profile is what the wizard works with.
    const corrected = await t.app.inject({
      method: 'PUT',
      url: `/api/business-profile/${crawlId}/corrections`,
      headers: bearer(owner.token),
      payload: { offeringType: 'services' },
    });
    expect(corrected.statusCode).toBe(200);
    const correctedInfo = await t.app.inject({
      method: 'GET',
      url: `/api/business-info/${crawlId}`,
      headers: bearer(owner.token),
    });
    expect(correctedInfo.json()).toEqual({ crawl_id: crawlId, offering_type: 'services' });

    const crawl = await t.app.inject({
      method: 'GET',
      url: `/api/crawls/${crawlId}`,
      headers: bearer(owner.token),
    });
    expect(crawl.json()).toMatchObject({
      crawl_id: crawlId,
      start_url: 'https://shop.example.test/',
      hostname: 'shop.example.test',
      has_brand_story: false,
    });

    const list = await t.app.inject({ method: 'GET', url: '/api/crawls/user', headers: bearer(owner.token) });
    expect(list.json().map((c: { crawl_id: string }) => c.crawl_id)).toContain(crawlId);
    const strangersList = await t.app.inject({
      method: 'GET',
      url: '/api/crawls/user',
      headers: bearer(stranger.token),
    });
    expect(strangersList.json()).toEqual([]);

    const data = await t.app.inject({
      method: 'GET',
      url: `/api/data/${crawlId}`,
      headers: bearer(admin.token),
    });
    expect(data.statusCode).toBe(200);
    expect(data.json().crawl_data[0]).toMatchObject({
      url: 'https://shop.example.test/',
      llm_analysis: { reasoning: 'Start page' },
    });
    expect(data.json().products).toHaveLength(2);
  });

  it('applies SPEC defaults and clamps, and honours use_llm only for admins', async () => {
    const mine = await start(t.app, owner, {
      start_url: 'https://defaults.example.test',
      use_llm: true,
      max_sitemap_urls: 500,
      depth: 9,
      rate_limit: -3,
    });
    expect(mine.statusCode).toBe(201);
    const theirs = await start(t.app, admin, { start_url: 'https://defaults.example.test', use_llm: true });
    const { rows } = await t.database.query<{ id: string; settings: Record<string, unknown> }>(
      'select id, settings from crawls where id = any($1::uuid[])',
      [[mine.json().crawl_id, theirs.json().crawl_id]],
    );
    const byId = Object.fromEntries(rows.map((row) => [row.id, row.settings]));
    expect(byId[mine.json().crawl_id]).toEqual({
      depth: 3,
      rateLimitSeconds: 0,
      productCrawlMaxDepth: 3,
      useSitemap: true,
      maxSitemapUrls: 100,
      useLlm: false,
    });
    expect(byId[theirs.json().crawl_id]).toMatchObject({
      depth: 1,
      rateLimitSeconds: 1,
      maxSitemapUrls: 50,
      useLlm: true,
    });
  });

  it('refuses a bad URL with the SPEC message and loses nothing', async () => {
    for (const start_url of ['', 'localhost', 'ab', 'not a url at all']) {
      const response = await start(t.app, owner, { start_url });
      expect(response.statusCode, start_url).toBe(400);
      expect(response.json().detail).toMatch(
        /Please enter a (valid URL \(e\.g\., example\.com\)|website URL)/,
      );
    }
  });

  it('fails a crawl with the reason, and the product list says failed', async () => {
    const { crawl_id: crawlId } = (
      await start(t.app, owner, { start_url: 'https://broken.example.test' })
    ).json();
    const done = await waitForStatus(t.app, owner, crawlId, ['completed', 'failed']);
    expect(done).toMatchObject({ status: 'failed', error: 'The start page answered HTTP 500' });
    const products = await t.app.inject({
      method: 'GET',
      url: `/api/products/${crawlId}`,
      headers: bearer(owner.token),
    });
    expect(products.json()).toEqual({ status: 'failed', products: [] });
  });

  it('fails a crawl that fetched no page at all', async () => {
    const { crawl_id: crawlId } = (
      await start(t.app, owner, { start_url: 'https://empty.example.test' })
    ).json();
    const done = await waitForStatus(t.app, owner, crawlId, ['completed', 'failed']);
    expect(done.status).toBe('failed');
    expect(done.error).toContain('No page could be fetched');
  });

  it('lets an admin list, inspect and terminate a running crawl', async () => {
    const { crawl_id: crawlId } = (
      await start(t.app, owner, { start_url: 'https://blocking.example.test' })
    ).json();
    await waitForStatus(t.app, owner, crawlId, ['running']);

    const list = await t.app.inject({ method: 'GET', url: '/api/processes', headers: bearer(admin.token) });
    const listed = list.json().find((p: { crawl_id: string }) => p.crawl_id === crawlId);
    expect(listed).toMatchObject({
      status: 'running',
      is_active: true,
      url: 'https://blocking.example.test/',
    });

    const details = await t.app.inject({
      method: 'GET',
      url: `/api/process/${crawlId}`,
      headers: bearer(admin.token),
    });
    expect(details.statusCode).toBe(200);
    // The worker marks the crawl running and then writes its first log line: wait for the line, not just the status.
    await expect
      .poll(async () => {
        const current = await t.app.inject({
          method: 'GET',
          url: `/api/process/${crawlId}`,
          headers: bearer(admin.token),
        });
        return current.json().logs.some((line: { message: string }) => line.message.includes('started'));
      })
      .toBe(true);

    const terminate = await t.app.inject({
      method: 'POST',
      url: `/api/process/${crawlId}/terminate`,
      headers: bearer(admin.token),
    });
    expect(terminate.json()).toMatchObject({ crawl_id: crawlId, terminated: true });
    const done = await waitForStatus(t.app, owner, crawlId, ['failed', 'completed']);
    expect(done).toMatchObject({ status: 'failed', error: CrawlMessages.terminatedByAdmin });

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/process/${crawlId}/terminate`,
      headers: bearer(admin.token),
    });
    expect(again.json().terminated).toBe(false);
  });

  it('reports database health to admins', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health/db',
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'healthy', error: null, database: t.database.kind });
    const pool = response.json().pool;
    if (t.database.kind === 'pglite') {
      // One connection inside the process: no pool, so no figures rather than constants.
      expect(pool).toBeNull();
    } else {
      expect(pool.used_connections + pool.free_connections).toBe(pool.max_connections);
    }
  });

  it('never shows one user another user’s crawl', async () => {
    const { crawl_id: crawlId } = (
      await start(t.app, owner, { start_url: 'https://private.example.test' })
    ).json();
    for (const url of [
      `/api/status/${crawlId}`,
      `/api/crawls/${crawlId}`,
      `/api/products/${crawlId}`,
      `/api/business-info/${crawlId}`,
      `/api/data/${crawlId}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(stranger.token) });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('private.example.test');
    }
    // The owner, not being admin, may not see the raw crawl data either: 403 → "Permission denied."
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/data/${crawlId}`,
      headers: bearer(owner.token),
    });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ detail: CrawlMessages.permissionDenied });
  });

  it('keeps admin routes to admins and every route to signed-in users', async () => {
    for (const [method, url] of [
      ['GET', '/api/processes'],
      ['GET', '/api/health/db'],
      ['GET', '/api/process/00000000-0000-0000-0000-000000000000'],
      ['POST', '/api/process/00000000-0000-0000-0000-000000000000/terminate'],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: bearer(owner.token) })).statusCode, url).toBe(403);
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
    for (const [method, url] of [
      ['POST', '/api/start'],
      ['GET', '/api/status/x'],
      ['GET', '/api/crawls/user'],
      ['GET', '/api/products/x'],
    ] as const) {
      expect(
        (await t.app.inject({ method, url, payload: method === 'POST' ? { start_url: 'a.com' } : undefined }))
          .statusCode,
        url,
      ).toBe(401);
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/status/not-a-uuid',
      headers: bearer(owner.token),
    });
    expect(missing.statusCode).toBe(404);
  });
});
