import { PLATFORM_CHANNEL } from '@adsmith/domain/campaigns/cta';
import { draftProductOf } from '@adsmith/domain/campaigns/draft-product';
import { createBlankAd, createManualAdSet } from '@adsmith/domain/campaigns/new-items';
import type { CreateCampaignRequest } from '@adsmith/domain/campaigns/api-schemas';
import type { Product } from '@adsmith/domain/crawl/schemas';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startFixtureSite, type FixtureSite } from '../../fixtures/src/site-server';
import { register } from './helpers';

/**
 * The campaigns dashboard (SPEC §2 screen 5) on the built app: a new user's empty state, and a campaign saved
 * through the API (the wizard's own spec drives the UI path) shown as a grey DRAFT card that exports an .xlsx.
 */

let site: FixtureSite;

test.beforeAll(async () => {
  site = await startFixtureSite('shop');
});

test.afterAll(async () => {
  await site?.close();
});

/** The signed-in page's bearer token, for calling the API as that user. */
async function authHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  if (!token) throw new Error('no token stored after sign-in');
  return { Authorization: `Bearer ${token}` };
}

async function getJson<T>(api: APIRequestContext, url: string, headers: Record<string, string>): Promise<T> {
  const response = await api.get(url, { headers });
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Crawls the fixture shop, saves an assumption and creates a campaign from a draft built with the domain's own
 * defaults for manual ad sets and blank ads — the same path the wizard's "create" takes.
 */
async function createCampaignThroughApi(page: Page, name: string): Promise<void> {
  const api = page.request;
  const headers = await authHeaders(page);

  const started = await api.post('/api/start', {
    headers,
    data: { start_url: site.url, depth: 1, rate_limit: 0, use_sitemap: true, max_sitemap_urls: 10 },
  });
  expect(started.ok()).toBe(true);
  const { crawl_id: crawlId } = (await started.json()) as { crawl_id: string };

  await expect
    .poll(async () => (await getJson<{ status: string }>(api, `/api/status/${crawlId}`, headers)).status, {
      timeout: 120_000,
    })
    .toMatch(/^(completed|analyzing_offerings)$/);
  let products: Product[] = [];
  await expect
    .poll(
      async () => {
        const answer = await getJson<{ status: string; products: Product[] }>(
          api,
          `/api/products/${crawlId}`,
          headers,
        );
        products = answer.products;
        return answer.status;
      },
      { timeout: 120_000 },
    )
    .toBe('completed');
  const product = products.find((candidate) => candidate.offering_type === 'product') ?? products[0];
  if (!product) throw new Error('the fixture shop yielded no products');

  const hypothesis = await api.post('/api/hypotheses', {
    headers,
    data: {
      hypothesis: 'Customers buy because every product is made to last.',
      strategic_approach: 'Show the craft behind the products.',
      success_metrics: 'Purchases from the ads.',
      potential_impact_score: 7,
      daily_budget: 60,
      crawl_id: crawlId,
    },
  });
  expect(hypothesis.ok()).toBe(true);
  const { id: hypothesisId } = (await hypothesis.json()) as { id: string };

  const adSet = {
    ...createManualAdSet({
      objective: 'OUTCOME_SALES',
      now: new Date(),
      name: 'Everyday buyers',
      countries: ['US'],
    }),
    daily_budget: 60,
    bid_strategy: 'LOWEST_COST_WITHOUT_CAP' as const,
  };
  const ad = {
    ...createBlankAd({ adSet, name: 'Ad 1', channel: PLATFORM_CHANNEL, offeringType: 'products' }),
    headline: 'Made to last',
    headline_variations: ['Made to last'],
    primary_text: `${product.name}, built for years of use.`.slice(0, 125),
    primary_text_variations: [`${product.name}, built for years of use.`.slice(0, 125)],
    product_ids: [product.id],
  };
  const draft: CreateCampaignRequest = {
    hypothesis_id: hypothesisId,
    crawl_id: crawlId,
    campaign_data: {
      name,
      objective: 'OUTCOME_SALES',
      status: 'DRAFT',
      buying_type: 'AUCTION',
      daily_budget: 60,
      channel: PLATFORM_CHANNEL,
      ad_sets: [adSet],
    },
    products_by_ad_set: {
      [adSet.id]: [draftProductOf(product)],
    },
    ad_creatives: [ad],
  };
  const created = await api.post('/api/create-campaign', { headers, data: draft });
  expect(created.status(), await created.text()).toBe(201);
}

test('a new user sees the empty dashboard and is sent to crawl a website first', async ({ page }) => {
  await register(page);
  await page.getByRole('link', { name: 'Your Campaigns' }).click();
  await expect(page).toHaveURL(/\/campaigns$/);
  await expect(page.getByRole('heading', { name: 'Your Campaigns', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No campaigns yet' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);

  await page.getByRole('button', { name: 'Create New Campaign' }).click();
  await expect(page.getByRole('heading', { name: 'Start Your Marketing Journey' })).toBeVisible();
});

/** Whether an element and its children show all their text: nothing cut off behind an ellipsis or an edge. */
const showsWhole = (element: Element) =>
  [element, ...Array.from(element.querySelectorAll('*'))].every(
    (part) => part.scrollWidth <= part.clientWidth,
  );

test('a saved campaign shows as a grey DRAFT card and exports an .xlsx', async ({ page }) => {
  test.setTimeout(300_000);
  await register(page);
  // A long name, as owners write them: the status badge beside it must still read whole.
  const name = 'E2E Spring Sale of hand-thrown stoneware mugs and bowls for every kitchen in town';
  await createCampaignThroughApi(page, name);

  await page.goto('/campaigns');
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  const badge = card.locator('.mantine-Badge-root', { hasText: 'DRAFT' });
  await expect(badge).toHaveAttribute('style', /--mantine-color-gray-/);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await expect(badge).toHaveText('DRAFT');
    expect(await badge.evaluate(showsWhole), `DRAFT badge at ${width} px`).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(card).toContainText('Customers buy because every product is made to last.');
  await expect(card).toContainText('Ad sets 1');
  await expect(card).toContainText('Ads 1');
  await expect(card.getByText('Conversion rate').locator('xpath=following-sibling::dd')).toHaveText('0.00%');
  await expect(card.getByText('Spend').locator('xpath=following-sibling::dd')).toHaveText('$0.00');
  for (const action of ['Publish', 'Edit', 'Duplicate', 'View Details']) {
    await expect(card.getByRole('button', { name: new RegExp(`^${action}`) })).toBeDisabled();
  }

  // The websites dashboard links here with ?website=; the fixture site's hostname is 127.0.0.1.
  await page.goto('/campaigns?website=127.0.0.1');
  await expect(page.getByRole('combobox', { name: 'Website' })).toHaveValue('127.0.0.1');
  await expect(page.getByRole('article', { name })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('ACTIVE');
  await expect(page.getByText('No campaigns match your search and filters.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('DRAFT');

  const download = page.waitForEvent('download');
  await page.getByRole('article', { name }).getByRole('button', { name: 'Export to Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/_campaign_data\.xlsx$/);
  // An .xlsx is a zip archive: it starts with "PK".
  const stream = await file.createReadStream();
  const head = await new Promise<Buffer>((resolve, reject) => {
    stream.once('data', (chunk) => resolve(Buffer.from(chunk)));
    stream.once('error', reject);
  });
  expect(head.subarray(0, 2).toString('latin1')).toBe('PK');
});
