import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebsiteGroup } from '@adsmith/domain/websites/schemas';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { startFixtureSite, type FixtureSite } from '../../fixtures/src/site-server';
import { register } from './helpers';

/**
 * Issue 7 end to end, "Your Business": two fixture sites crawled from the dashboard → both cards → a story for one
 * → recrawl it, reload mid-way, the tracker resumes and finishes with the story carried over → its products →
 * a campaign created from its card through the wizard → its campaign count is 1. Offline engine, 127.0.0.1 only.
 */

/**
 * The dashboard groups crawls by hostname, and every fixture site listens on 127.0.0.1 (ports do not count), so
 * the shop is put on its own loopback address, 127.0.0.2, through this small proxy. It rewrites the fixture's
 * origin in text answers (as the fixture server does for its public origin) and can be slowed down, so the test
 * can reload the page while a recrawl is surely still running.
 */
type SlowProxy = { url: string; hostname: string; delayMs: number; close: () => Promise<void> };

async function startProxy(target: FixtureSite, host: string): Promise<SlowProxy> {
  let origin = '';
  const proxy: SlowProxy = { url: '', hostname: host, delayMs: 0, close: async () => undefined };
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (proxy.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, proxy.delayMs));
      const upstream = await fetch(`${target.origin}${req.url ?? '/'}`, { method: req.method });
      const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
      let body = Buffer.from(await upstream.arrayBuffer());
      if (/text|json|xml|svg/.test(type)) {
        const escaped = (value: string) => value.replace(/\//g, '\\/');
        body = Buffer.from(
          body
            .toString('utf8')
            .split(target.origin)
            .join(origin)
            .split(escaped(target.origin))
            .join(escaped(origin)),
        );
      }
      res.writeHead(upstream.status, { 'content-type': type, 'content-length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
    })().catch(() => res.writeHead(502).end());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  proxy.url = `${origin}/`;
  proxy.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return proxy;
}

let shopSite: FixtureSite;
let shop: SlowProxy;
let services: FixtureSite;

test.beforeAll(async () => {
  shopSite = await startFixtureSite('shop');
  shop = await startProxy(shopSite, '127.0.0.2');
  services = await startFixtureSite('services');
});

test.afterAll(async () => {
  await shop?.close();
  await shopSite?.close();
  await services?.close();
});

/** Crawls a site from the dashboard's "Crawl New Website" modal, at rate limit 0 (the sites are local). */
async function crawlFromDashboard(page: Page, opener: Locator, url: string): Promise<void> {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Crawl New Website' });
  await dialog.getByLabel('Website URL').fill(url);
  await dialog.getByRole('button', { name: 'Advanced settings' }).click();
  const rateLimit = dialog.getByRole('slider', { name: 'Rate limit' });
  await rateLimit.focus();
  await page.keyboard.press('Home');
  await expect(rateLimit).toHaveAttribute('aria-valuenow', '0');
  await dialog.getByRole('button', { name: 'Start Crawl' }).click();
  await expect(dialog).toBeHidden();
}

const card = (page: Page, hostname: string) => page.getByRole('article', { name: hostname });

async function websitesFromApi(page: Page): Promise<WebsiteGroup[]> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const response = await page.request.get('/api/websites', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as WebsiteGroup[];
}

const MARKER = 'Kiln & Kettle is the studio our regulars call the mug people.';

test('websites dashboard: two sites, a resumed recrawl that keeps the story, products and a campaign', async ({
  page,
}) => {
  test.setTimeout(480_000);
  await register(page);
  await page.getByRole('link', { name: 'Your Business' }).click();
  await expect(page.getByRole('heading', { name: 'Your Business', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No websites yet' })).toBeVisible();

  // Two fixture sites crawled from the dashboard; each card shows its crawl's progress until it is done.
  await crawlFromDashboard(page, page.getByRole('button', { name: 'Crawl your first website' }), shop.url);
  await expect(card(page, shop.hostname).getByText('Crawl completed')).toBeVisible({ timeout: 150_000 });
  await crawlFromDashboard(page, page.getByRole('button', { name: 'Crawl New Website' }), services.url);
  await expect(card(page, '127.0.0.1').getByText('Crawl completed')).toBeVisible({ timeout: 150_000 });
  await expect(page.getByRole('article')).toHaveCount(2);
  for (const hostname of [shop.hostname, '127.0.0.1']) {
    const site = card(page, hostname);
    await expect(site.getByRole('link', { name: /^Visit/ })).toHaveAttribute('target', '_blank');
    await expect(site.getByText('No brand story yet.')).toBeVisible();
    await expect(site.getByRole('button', { name: 'View Campaigns' })).toHaveCount(0);
    await expect(site.getByRole('link', { name: 'View Campaigns' })).toHaveCount(0);
  }

  // A story for the shop: Create Brand Story → the story screen; the owner's opening line is saved with it.
  await card(page, shop.hostname).getByRole('button', { name: 'Create Brand Story' }).click();
  await expect(page).toHaveURL(/\/marketing\/story$/);
  const story = page.getByLabel('Brand story');
  await expect(story).toBeVisible({ timeout: 120_000 });
  await story.fill(`${MARKER}\n\n${await story.inputValue()}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/marketing\/assumptions$/);
  await page.getByRole('link', { name: 'Your Business' }).click();
  const shopCard = card(page, shop.hostname);
  await expect(shopCard.getByTestId('story-preview')).toContainText(MARKER);

  // Recrawl the shop (slowed down), reload while it runs: the tracker resumes from localStorage and finishes.
  shop.delayMs = 700;
  await shopCard.getByRole('button', { name: 'Recrawl', exact: true }).click();
  const progress = shopCard.getByRole('status', { name: 'Crawl progress' });
  await expect(progress).toContainText(/Crawling… [1-9]\d* pages? read/, { timeout: 60_000 });
  await page.reload();
  await expect(card(page, shop.hostname).getByRole('status', { name: 'Crawl progress' })).toBeVisible();
  await expect(
    card(page, shop.hostname).getByRole('button', { name: 'Recrawl', exact: true }),
  ).toBeDisabled();
  shop.delayMs = 0;
  const done = card(page, shop.hostname).getByRole('status').filter({ hasText: 'Crawl completed' });
  await expect(done).toContainText('Your brand story was carried over to the new crawl.', {
    timeout: 150_000,
  });

  // The story now belongs to the new crawl, word for word, and the editor opens on it.
  const [shopGroup] = (await websitesFromApi(page)).filter((group) => group.hostname === shop.hostname);
  expect(shopGroup?.crawls).toHaveLength(2);
  expect(shopGroup?.brand_story?.crawl_id).toBe(shopGroup?.latest_crawl.id);
  expect(shopGroup?.brand_story?.story.startsWith(MARKER)).toBe(true);
  await expect(card(page, shop.hostname).getByTestId('story-preview')).toContainText(MARKER);
  await card(page, shop.hostname)
    .getByRole('button', { name: /^(View Full Story|Edit Story)$/ })
    .click();
  const storyDialog = page.getByRole('dialog', { name: `Brand story of ${shop.hostname}` });
  await expect(storyDialog.getByLabel('Brand story')).toHaveValue(new RegExp(`^${MARKER}`), {
    timeout: 30_000,
  });
  await expect(storyDialog.getByRole('button', { name: 'Regenerate Story' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(storyDialog).toBeHidden();

  // View Products: the shop's offerings with badge and price.
  await card(page, shop.hostname).getByRole('button', { name: 'View Products' }).click();
  const productsDialog = page.getByRole('dialog', { name: `Products of ${shop.hostname}` });
  const mug = productsDialog.getByRole('listitem', { name: 'Speckled Stoneware Mug' });
  await expect(mug).toBeVisible();
  await expect(mug.getByText('Product', { exact: true })).toBeVisible();
  // Prices show the site's way: a whole pound amount without decimals.
  await expect(mug).toContainText('£28');
  await expect(mug.getByRole('link', { name: /on the website/ })).toHaveAttribute(
    'href',
    /^http:\/\/127\.0\.0\.2:/,
  );
  await page.keyboard.press('Escape');
  await expect(productsDialog).toBeHidden();

  // Create New Campaign from the card: the assumptions in a modal, then the wizard through to a saved draft.
  await card(page, shop.hostname).getByRole('button', { name: 'Create New Campaign' }).click();
  const campaignDialog = page.getByRole('dialog', { name: `New campaign for ${shop.hostname}` });
  await expect(
    campaignDialog.getByRole('heading', { name: 'Choose an Assumption for Your New Campaign' }),
  ).toBeVisible();
  const choices = campaignDialog.getByRole('radio', { name: /^Choose assumption \d$/ });
  await expect(choices.first()).toBeVisible({ timeout: 60_000 });
  await choices.first().check();
  await campaignDialog.getByRole('button', { name: 'Create Campaign', exact: true }).click();
  await expect(page).toHaveURL(/\/campaigns\/create$/);

  const campaignName = `Websites e2e ${Date.now()}`;
  const name = page.getByRole('textbox', { name: 'Campaign name' });
  await expect(name).not.toHaveValue('', { timeout: 60_000 });
  await name.fill(campaignName);
  const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
  await continueButton.click();
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Auto-distribute' }).click();
  await expect(continueButton).toBeEnabled();
  await continueButton.click();
  await expect(page.getByRole('heading', { name: 'Ad Creation' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Generating ads' })).toHaveCount(0, {
    timeout: 90_000,
  });
  await expect(continueButton).toBeEnabled();
  await continueButton.click();
  await page.getByRole('button', { name: 'Create Campaign', exact: true }).last().click();
  await expect(page).toHaveURL(/\/campaigns$/, { timeout: 60_000 });
  await expect(page.getByText(campaignName)).toBeVisible({ timeout: 30_000 });

  // Back on "Your Business": the shop counts one campaign and links to it; the other site still has none.
  await page.getByRole('link', { name: 'Your Business' }).click();
  const shopFacts = card(page, shop.hostname);
  await expect(
    shopFacts.getByText('Campaigns', { exact: true }).locator('xpath=following-sibling::dd'),
  ).toHaveText('1');
  await expect(
    card(page, '127.0.0.1').getByText('Campaigns', { exact: true }).locator('xpath=following-sibling::dd'),
  ).toHaveText('0');
  await expect(card(page, '127.0.0.1').getByRole('link', { name: 'View Campaigns' })).toHaveCount(0);
  await shopFacts.getByRole('link', { name: 'View Campaigns' }).click();
  await expect(page).toHaveURL(new RegExp(`/campaigns\\?website=${shop.hostname.replace(/\./g, '\\.')}$`));
  await expect(page.getByText(campaignName)).toBeVisible();
});
