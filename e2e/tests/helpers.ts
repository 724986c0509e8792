import { expect, type Page } from '@playwright/test';

let counter = 0;

/** A unique email per call (the worker's process id apart), so specs never depend on each other's accounts. */
export function uniqueEmail(prefix = 'owner'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${counter}@e2e.test`;
}

export const PASSWORD = 'e2e-strong-passphrase';

/** Registers a new account through the auth screen and waits for the home page. */
export async function register(page: Page, email = uniqueEmail(), password = PASSWORD): Promise<string> {
  await page.goto('/auth');
  await page.getByRole('button', { name: /don't have an account\? register/i }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  return email;
}

/** Signs in through the auth screen. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** From the home page: crawl a site at rate limit 0 and wait for its story to be drafted. */
export async function crawlToStory(page: Page, siteUrl: string): Promise<void> {
  await page.getByLabel('Website URL').fill(siteUrl);
  await page.getByRole('button', { name: 'Advanced settings' }).click();
  // No pause between requests: the fixture server is local and the test should not wait on politeness.
  const rateLimit = page.getByRole('slider', { name: 'Rate limit' });
  await rateLimit.focus();
  await page.keyboard.press('Home');
  await expect(rateLimit).toHaveAttribute('aria-valuenow', '0');
  await page.getByRole('button', { name: 'Start Crawl' }).click();

  await expect(page).toHaveURL(/\/marketing\/story$/);
  await expect(page.getByLabel('Brand story')).toBeVisible({ timeout: 150_000 });
}

/**
 * From the home page: crawl a site at rate limit 0, continue from its story (after `onStory`, when given, has done its
 * steps on the story screen), choose the first assumption, open the wizard.
 */
export async function crawlToAssumptions(
  page: Page,
  siteUrl: string,
  onStory?: () => Promise<void>,
): Promise<void> {
  await crawlToStory(page, siteUrl);
  await onStory?.();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/marketing\/assumptions$/);
  const choices = page.getByRole('radio', { name: /^Choose assumption \d$/ });
  await expect(choices.first()).toBeVisible({ timeout: 60_000 });
  await choices.first().check();
  await page.getByRole('button', { name: 'Create Campaign', exact: true }).click();
  await expect(page).toHaveURL(/\/marketing\/campaigns\/create$/);
}

export const ADMIN_EMAIL = 'admin@e2e.test';

/**
 * The admin account can be registered once per server run, and another spec may already have done it: register,
 * and when the address is taken, sign in instead.
 */
export async function registerOrSignInAdmin(page: Page): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('button', { name: /don't have an account\? register/i }).click();
  await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  const taken = page.getByText('This email is already registered. Try signing in instead.');
  const home = page.getByRole('heading', { name: 'Start Your Marketing Journey' });
  await expect(taken.or(home)).toBeVisible();
  if (await taken.isVisible()) await signIn(page, ADMIN_EMAIL);
  await expect(home).toBeVisible();
}
