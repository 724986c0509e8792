import { expect, test } from '@playwright/test';
import { PASSWORD, register, registerOrSignInAdmin, signIn, uniqueEmail } from './helpers';

test.describe('accounts and sessions', () => {
  // Each test opens a fresh browser context and loads the app: related steps share one test and one account.
  test('register lands on home; sign out; a wrong password and a taken email show the SPEC messages; sign in again', async ({
    page,
  }) => {
    const email = await register(page);
    await expect(page.getByRole('heading', { name: 'Start Your Marketing Journey' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await signIn(page, email, 'definitely-wrong');
    await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);

    await page.getByRole('button', { name: /don't have an account\? register/i }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('This email is already registered. Try signing in instead.')).toBeVisible();

    await signIn(page, email);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Your Business' })).toBeVisible();
  });

  test('a signed-in non-admin: no Admin link and /admin ends on /; a reload keeps the session; an unknown path shows Page Not Found with a way home', async ({
    page,
  }) => {
    await register(page);
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await page.goto('/admin/db-monitor');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

    await page.goto('/campaigns');
    await page.reload();
    // The screen renders only once the session check has passed; a failed check would have left for /auth.
    await expect(page).toHaveTitle('Your Campaigns · Adsmith');
    await expect(page.getByRole('heading', { name: 'Your Campaigns' })).toBeVisible();
    await expect(page).toHaveURL(/\/campaigns$/);

    await page.goto('/no/such/page');
    await expect(page.getByText('Page Not Found')).toBeVisible();
    await page.getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('an admin sees the Admin link and reaches the database monitor', async ({ page }) => {
    await registerOrSignInAdmin(page);
    await page.getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin\/db-monitor$/);
  });

  test('a protected page without a session goes to /auth with a redirect back', async ({ page }) => {
    await page.goto('/websites');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fwebsites/);
    const email = uniqueEmail();
    await page.getByRole('button', { name: /don't have an account\? register/i }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/websites$/);
  });
});
