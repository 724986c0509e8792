import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startFixtureSite, type FixtureSite } from '../../../../../fixtures/src/site-server';
import { messageText, startFakeOpenAI, type FakeOpenAI } from '../../test/fake-openai';
import { bearer, buildTestApp, buildUser, type TestApp } from '../../test/test-app';
import { crawlToEnd as crawlPage } from '../../test/crawl-helpers';

type Token = { token: string };

const crawlToEnd = (app: FastifyInstance, user: Token, startUrl: string) =>
  crawlPage(app, user, { start_url: startUrl, rate_limit: 0, depth: 1, use_llm: true, use_sitemap: false });

describe('AI-powered crawling (use_llm) with a model configured', () => {
  let fake: FakeOpenAI;
  let site: FixtureSite;
  let t: TestApp;
  let admin: Token;
  let owner: Token;

  beforeAll(async () => {
    // The fake model picks every candidate whose anchor text names a service, plus an index it was never given.
    fake = await startFakeOpenAI({
      fallback: (body) => {
        const text = messageText(body, 'user');
        if (text.startsWith('List the products and services')) {
          const service = (name: string, price: string | null) => ({
            name,
            price,
            currency: price ? 'GBP' : null,
            description: `${name} at the practice`,
            image_url: null,
            landing_page: null,
            offering_type: 'service',
            sku: null,
            availability: null,
          });
          // One real service with an invented price, and one invented service.
          return {
            json: {
              offerings: [service('Clinical Pilates', '£45.00'), service('Free Lifetime Massage', '£0.00')],
            },
          };
        }
        const candidates = [...text.matchAll(/"index": (\d+),\s*"url": "([^"]+)",\s*"text": "([^"]*)"/g)];
        const links = candidates
          .filter(([, , url]) => /services\//.test(url ?? ''))
          .map(([, index]) => ({
            index: Number(index),
            reasoning: 'Model: a service page that explains what the practice offers',
            expected_value: 'high',
            is_offering_page: true,
          }));
        links.push({
          index: 9999,
          reasoning: 'Model: made up',
          expected_value: 'high',
          is_offering_page: true,
        });
        return { json: { links } };
      },
    });
    site = await startFixtureSite('services');
    t = await buildTestApp({
      env: {
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: fake.baseUrl,
        AI_MODEL: 'fake-model-1',
        AI_API_KEY: 'test-key',
      },
    });
    admin = await buildUser(t.app);
    owner = await buildUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await site.close();
    await fake.close();
  });

  it('lets the model choose links for an admin and records its reasoning on each chosen page', async () => {
    const { crawlId, status } = await crawlToEnd(t.app, admin, site.url);
    expect(status.status, status.error).toBe('completed');
    const data = (
      await t.app.inject({ method: 'GET', url: `/api/data/${crawlId}`, headers: bearer(admin.token) })
    ).json();
    const chosen = data.crawl_data.filter((page: { llm_analysis: unknown }) => page.llm_analysis);
    expect(chosen.length).toBeGreaterThanOrEqual(3);
    for (const page of chosen) {
      expect(page.url).toMatch(/\/services\//);
      expect(page.llm_analysis.reasoning).toMatch(/^Model: a service page/);
      expect(page.url.startsWith(site.origin)).toBe(true);
    }
    const rankRequests = fake.requests.filter((request) =>
      messageText(request.body, 'user').includes('<candidate_links>'),
    );
    expect(rankRequests.length).toBeGreaterThan(0);
    // Crawled anchor texts reach the model only inside the data tags.
    const prompt = messageText(rankRequests[0]!.body, 'user');
    const dataPart = prompt.slice(prompt.indexOf('<candidate_links>'), prompt.indexOf('</candidate_links>'));
    expect(dataPart).toContain(site.origin);
  });

  it('lets the model read offerings, keeping only names and prices written on the pages', async () => {
    const { crawlId, status } = await crawlToEnd(t.app, admin, site.url);
    expect(status.status, status.error).toBe('completed');
    const products = (
      await t.app.inject({ method: 'GET', url: `/api/products/${crawlId}`, headers: bearer(admin.token) })
    ).json();
    const names = products.products.map((product: { name: string }) => product.name);
    expect(names).toContain('Clinical Pilates');
    expect(names).not.toContain('Free Lifetime Massage');
    const pilates = products.products.find(
      (product: { name: string }) => product.name === 'Clinical Pilates',
    );
    expect(pilates.price).toBeNull();
    const extractRequests = fake.requests.filter((request) =>
      messageText(request.body, 'user').startsWith('List the products and services'),
    );
    expect(extractRequests.length).toBeGreaterThan(0);
    const prompt = messageText(extractRequests.at(-1)!.body, 'user');
    expect(prompt.indexOf('<crawled_data>')).toBeGreaterThan(0);
    expect(prompt.slice(prompt.indexOf('<crawled_data>'))).toContain('Pilates');
    const details = (
      await t.app.inject({ method: 'GET', url: `/api/process/${crawlId}`, headers: bearer(admin.token) })
    ).json();
    expect(
      details.logs.some((line: { message: string }) => /^Model read \d+ offerings/.test(line.message)),
    ).toBe(true);
  });

  it('ignores use_llm for a non-admin: links are chosen by rules', async () => {
    const before = fake.requests.length;
    const { crawlId, status } = await crawlToEnd(t.app, owner, site.url);
    expect(status.status).toBe('completed');
    expect(
      fake.requests
        .slice(before)
        .some((request) => messageText(request.body, 'user').includes('<candidate_links>')),
    ).toBe(false);
    expect(
      fake.requests
        .slice(before)
        .some((request) => messageText(request.body, 'user').startsWith('List the products')),
    ).toBe(false);
    const data = (
      await t.app.inject({ method: 'GET', url: `/api/data/${crawlId}`, headers: bearer(admin.token) })
    ).json();
    const reasons = data.crawl_data.flatMap((page: { llm_analysis: { reasoning: string } | null }) =>
      page.llm_analysis ? [page.llm_analysis.reasoning] : [],
    );
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons.every((reason: string) => !reason.startsWith('Model:'))).toBe(true);
  });
});
