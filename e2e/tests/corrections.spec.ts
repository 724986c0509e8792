import { expect, test } from '@playwright/test';
import { startFixtureSite, type FixtureSite } from '../../fixtures/src/site-server';
import { crawlToStory, register } from './helpers';

/**
 * Issue 23 end to end, the owner's corrections: on the story screen the owner corrects the business's name, removes
 * an offering that is not one and adds one the crawl missed → recrawls the site from Your Business → the new crawl
 * keeps the corrections, and the story carried over to it (drafted before them) is offered a redraft, which uses
 * them. Offline engine, 127.0.0.1 only.
 */

let site: FixtureSite;

test.beforeAll(async () => {
  site = await startFixtureSite('services');
});

test.afterAll(async () => {
  await site?.close();
});

const NAME = 'Northgate Sports Physio';
const ADDED = 'Running gait analysis';

test('corrections of what was learned hold over a recrawl, and the next draft uses them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await register(page);
  await crawlToStory(page, site.url);
  await expect(page.getByLabel('Brand story')).not.toHaveValue(new RegExp(NAME));

  const learned = page.getByRole('region', { name: 'What we learned from your site' });
  const form = learned.getByRole('form', { name: 'Correct what we learned' });
  await form.getByRole('textbox', { name: 'Business name' }).fill(NAME);
  await form.getByRole('button', { name: 'Save corrections' }).click();
  await expect(learned.getByText('Saved. New drafts use your corrections.')).toBeVisible();

  const offerings = learned.getByRole('list', { name: 'Your offerings' });
  const remove = offerings.getByRole('button', { name: /^Remove / }).first();
  const removed = (await remove.getAttribute('aria-label'))!.replace(/^Remove /, '');
  await remove.click();
  await expect(learned.getByRole('list', { name: 'Removed offerings' })).toContainText(removed);
  await learned.getByRole('button', { name: 'Add an offering' }).click();
  const add = learned.getByRole('form', { name: 'Add an offering' });
  await add.getByRole('textbox', { name: 'Name' }).fill(ADDED);
  await add.getByRole('textbox', { name: /^Price/ }).fill('40');
  await add.getByRole('button', { name: 'Add offering' }).click();
  await expect(offerings).toContainText(ADDED);

  // Recrawl from Your Business: the story goes over to the new crawl, and so do the corrections.
  await page.getByRole('link', { name: 'Your Business' }).click();
  const card = page.getByRole('article', { name: '127.0.0.1' });
  await card.getByRole('button', { name: 'Recrawl', exact: true }).click();
  await expect(card.getByRole('status').filter({ hasText: 'Crawl completed' })).toContainText(
    'Your brand story was carried over to the new crawl.',
    { timeout: 60_000 },
  );
  await card.getByRole('button', { name: /^(View Full Story|Edit Story)$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Brand story of 127.0.0.1' });
  const relearned = dialog.getByRole('region', { name: 'What we learned from your site' });
  await expect(
    relearned
      .getByRole('form', { name: 'Correct what we learned' })
      .getByRole('textbox', { name: 'Business name' }),
  ).toHaveValue(NAME);
  await expect(relearned.getByRole('list', { name: 'Removed offerings' })).toContainText(removed);
  await expect(relearned.getByRole('list', { name: 'Your offerings' })).toContainText(ADDED);
  await expect(relearned.getByRole('list', { name: 'Your offerings' })).not.toContainText(removed);

  // The carried story was drafted before the corrections: the owner is offered a redraft, and it uses them.
  await dialog.getByRole('button', { name: 'Redraft the story' }).click();
  await page
    .getByRole('dialog', { name: 'Regenerate the story?' })
    .getByRole('button', { name: 'Regenerate' })
    .click();
  await expect(dialog.getByLabel('Brand story')).toHaveValue(new RegExp(NAME));
});
