import { expect, test, type Page } from '@playwright/test';
import { startFixtureSite, type FixtureSite } from '../../fixtures/src/site-server';
import { register } from './helpers';

/**
 * Issue 4 end to end: crawl a fixture site from the home form → the story is drafted → feedback → an edit in the
 * diff view survives a reload → Continue saves it → assumptions → choose one → the wizard route. Runs on the
 * offline engine (the e2e server has no model key), so nothing leaves 127.0.0.1.
 */

let site: FixtureSite;

test.beforeAll(async () => {
  site = await startFixtureSite('services');
});

test.afterAll(async () => {
  await site.close();
});

async function startCrawl(page: Page, url: string): Promise<void> {
  await page.getByLabel('Website URL').fill(url);
  await page.getByRole('button', { name: 'Advanced settings' }).click();
  // No pause between requests: the fixture server is local and the test should not wait on politeness.
  const rateLimit = page.getByRole('slider', { name: 'Rate limit' });
  await rateLimit.focus();
  await page.keyboard.press('Home');
  await expect(rateLimit).toHaveAttribute('aria-valuenow', '0');
  await page.getByRole('button', { name: 'Start Crawl' }).click();
}

const INSIGHT = 'Most of our patients are runners who want to get back to training quickly.';

test('crawl a site, edit and save the story, choose an assumption and reach the wizard', async ({ page }) => {
  test.setTimeout(240_000);
  await register(page);
  await startCrawl(page, site.url);

  await expect(page).toHaveURL(/\/marketing\/story$/);
  await expect(page.getByRole('heading', { name: 'Your Brand Story' })).toBeVisible();
  const story = page.getByLabel('Brand story');
  await expect(story).toBeVisible({ timeout: 150_000 });
  const draft = await story.inputValue();
  expect(draft).toContain('Northgate');
  await expect(page.getByText('Drafted offline')).toBeVisible();

  // Get Feedback: the three aspects, each answered or not, with advice.
  await page.getByRole('button', { name: 'Get Feedback' }).click();
  const feedback = page.getByRole('region', { name: 'Feedback on your story' });
  for (const aspect of ['Customers', 'Problems', 'Solution']) {
    const panel = feedback.getByRole('group', { name: aspect });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(/Answered|Not answered yet/);
  }

  // Edit in the diff view: the textarea sits beside the comparison, which marks the addition.
  await expect(page.getByRole('region', { name: 'Changes from the original draft' })).toContainText(
    'No changes yet',
  );
  const edited = `${draft}\n\n${INSIGHT}`;
  await story.fill(edited);
  await expect(page.getByTestId('story-diff').locator('ins')).toContainText('runners who want to get back');
  await expect(page.getByRole('region', { name: 'Changes from the original draft' })).toContainText(
    /\d+ sentences? added/,
  );

  // An unsaved edit survives a reload.
  await page.reload();
  await expect(page.getByLabel('Brand story')).toHaveValue(edited, { timeout: 30_000 });

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/marketing\/assumptions$/);
  await expect(page.getByRole('heading', { name: 'Why do customers buy from you?' })).toBeVisible();

  const choices = page.getByRole('radio', { name: /^Choose assumption \d$/ });
  await expect(choices.first()).toBeVisible({ timeout: 60_000 });
  expect(await choices.count()).toBeGreaterThanOrEqual(1);
  expect(await choices.count()).toBeLessThanOrEqual(4);
  await expect(page.getByText('Why we think so').first()).toBeVisible();

  await page.getByRole('button', { name: 'Create Campaign', exact: true }).click();
  await expect(page.getByText('Please select an assumption to continue')).toBeVisible();

  await choices.first().check();
  await page.getByRole('button', { name: 'Create Campaign', exact: true }).click();
  await expect(page).toHaveURL(/\/marketing\/campaigns\/create$/);

  // The saved story comes back from the server, not from the tab's unsaved copy.
  await page.evaluate(() => window.sessionStorage.clear());
  await page.goto('/marketing/story');
  await expect(page.getByLabel('Brand story')).toHaveValue(edited, { timeout: 30_000 });

  // The chosen assumption was saved: the assumptions screen lists it without drafting again.
  await page.goto('/marketing/assumptions');
  // (The unsaved drafts went with the cleared sessionStorage, so only the saved one is left.)
  await expect(page.getByRole('radio', { name: 'Choose assumption 1' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Choose assumption \d$/ })).toHaveCount(1);
  await expect(page.getByText('Not saved yet')).toHaveCount(0);
});
