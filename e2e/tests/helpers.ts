import { expect, type Page } from '@playwright/test';

let counter = 0;

/** A unique email per call, so specs never depend on each other's accounts. */
export function uniqueEmail(prefix = 'owner'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@e2e.test`;
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
