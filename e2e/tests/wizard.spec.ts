import { expect, test } from '@playwright/test';
import { startFixtureSite, type FixtureSite } from '../../fixtures/src/site-server';
import { crawlToAssumptions, register } from './helpers';

/**
 * Issue 5 end to end: crawl the fixture shop → correct the offerings found in "What we learned" (issue 23: one
 * removed, one renamed) → save the story → choose an assumption → the wizard's four steps (setup with the ad set
 * editor, products as corrected, generated ads, review) → a saved draft on /campaigns. Runs on the offline engine
 * (the e2e server has no model key), so nothing leaves 127.0.0.1.
 */

let site: FixtureSite;

test.beforeAll(async () => {
  site = await startFixtureSite('shop');
});

test.afterAll(async () => {
  await site.close();
});

test('the wizard builds a campaign from an assumption and saves it as a draft', async ({ page }) => {
  test.setTimeout(300_000);
  await register(page);
  let removed = '';
  let original = '';
  let renamed = '';
  await crawlToAssumptions(page, site.url, async () => {
    // "What we learned" sits above Continue: the owner corrects the offerings found before drafting goes on.
    const learned = page.getByRole('region', { name: 'What we learned from your site' });
    const offerings = learned.getByRole('list', { name: 'Your offerings' });
    const removeButtons = offerings.getByRole('button', { name: /^Remove / });
    await expect(removeButtons.nth(1)).toBeVisible({ timeout: 60_000 });
    const continueBox = await page.getByRole('button', { name: 'Continue', exact: true }).boundingBox();
    expect((await learned.boundingBox())!.y).toBeLessThan(continueBox!.y);
    removed = (await removeButtons.first().getAttribute('aria-label'))!.replace(/^Remove /, '');
    original = (await removeButtons.nth(1).getAttribute('aria-label'))!.replace(/^Remove /, '');
    await removeButtons.first().click();
    await expect(learned.getByRole('list', { name: 'Removed offerings' })).toContainText(removed);
    await offerings.getByRole('button', { name: `Edit ${original}`, exact: true }).click();
    const form = learned.getByRole('form', { name: `Edit ${original}` });
    renamed = `Studio ${original}`;
    await form.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await form.getByRole('textbox', { name: /^Price/ }).press('Enter');
    await expect(learned.getByText(`Saved ${renamed}. New drafts use it.`)).toBeVisible();
    await expect(offerings.getByRole('button', { name: `Edit ${renamed}`, exact: true })).toBeVisible();
  });

  // Step 1, Campaign Setup: drafted from the assumption, inside the guided flow's step indicator.
  await expect(page.locator('[aria-current="step"]')).toContainText('Create Campaign');
  const name = page.getByRole('textbox', { name: 'Campaign name' });
  await expect(name).not.toHaveValue('', { timeout: 60_000 });
  await expect(page.getByRole('combobox', { name: 'Objective' })).toBeVisible();
  const adSetCards = page.getByRole('region', { name: /^Ad set / });
  await expect(adSetCards.first()).toBeVisible();
  // The ad account currency starts at the site's (the shop prices in pounds); this owner's account bills in dollars.
  const currency = page.getByRole('combobox', { name: 'Ad account currency' });
  await expect(currency).toHaveValue('GBP');
  await expect(
    adSetCards
      .first()
      .getByText(/£[\d,.]+ per day/)
      .first(),
  ).toBeVisible();
  await currency.selectOption('USD');
  const adSetCount = await adSetCards.count();
  expect(adSetCount).toBeGreaterThanOrEqual(1);
  expect(adSetCount).toBeLessThanOrEqual(2);

  const campaignName = `Wizard e2e ${Date.now()}`;
  await name.fill(campaignName);
  const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
  await name.fill('');
  await expect(continueButton).toBeDisabled();
  await name.fill(campaignName);
  await expect(continueButton).toBeEnabled();

  // The ad set editor: budget, ages and a weekday slot, on the first ad set.
  const firstAdSet = adSetCards.first();
  await firstAdSet.getByRole('button', { name: 'Edit settings' }).click();
  await firstAdSet.getByRole('textbox', { name: 'Daily budget (USD)' }).fill('42.50');
  await firstAdSet.getByRole('textbox', { name: 'Minimum age' }).fill('25');
  await firstAdSet.getByRole('button', { name: 'Add time slot on Saturday' }).click();
  await expect(firstAdSet.getByRole('combobox', { name: 'Saturday slot 1 start' })).toHaveValue('09:00');
  await firstAdSet.getByRole('combobox', { name: 'Saturday slot 1 end' }).selectOption('12:00');

  // A reload loses nothing (the draft is kept in sessionStorage for this assumption).
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Campaign name' })).toHaveValue(campaignName, {
    timeout: 30_000,
  });
  await expect(page.getByText('$42.50 per day').first()).toBeVisible();

  if (adSetCount < 2) {
    await page.getByRole('button', { name: 'Add Ad Set' }).click();
    await expect(adSetCards).toHaveCount(2);
    const manual = adSetCards.nth(1);
    await manual.getByRole('textbox', { name: 'Daily budget (USD)' }).fill('10');
  }
  await expect(page.getByRole('button', { name: 'Add Ad Set' })).toBeDisabled();
  await continueButton.click();

  // Step 2, Product Selection: the title follows what the business sells (the shop: products).
  await expect(
    page.getByRole('heading', { name: /^Select (Products|Services|Products & Services)$/ }),
  ).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 60_000 });
  // The offerings as the owner corrected them: the removed one is not offered, the renamed one under its new name.
  await expect(page.getByRole('button', { name: `Drag ${renamed}`, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Drag ${original}`, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Drag ${removed}`, exact: true })).toHaveCount(0);
  // The drafted ad sets arrive with the offerings their reasoning names; an ad set the owner added has none, and
  // Continue waits for it, until Auto-distribute (which stays available) fills it.
  const zones = page.getByRole('region', { name: /^Products of / });
  await expect(zones).toHaveCount(2);
  await expect(zones.first().getByRole('listitem').first()).toBeVisible();
  if (adSetCount < 2) {
    await expect(zones.nth(1).getByRole('listitem')).toHaveCount(0);
    await expect(continueButton).toBeDisabled();
  }
  await page.getByRole('button', { name: 'Auto-distribute' }).click();
  for (const zone of await zones.all()) await expect(zone.getByRole('listitem').first()).toBeVisible();

  // Take one product out of each ad set, then put them back: by dragging, and through the keyboard-usable menu.
  const search = page.getByRole('searchbox', { name: /^Search / });
  for (const [index, how] of [
    [0, 'drag'],
    [1, 'menu'],
  ] as const) {
    const zone = zones.nth(index);
    const adSetName = (await zone.getAttribute('aria-label'))!.replace(/^Products of /, '');
    const remove = zone.getByRole('button', { name: /^Remove / }).first();
    const product = (await remove.getAttribute('aria-label'))!
      .replace(/^Remove /, '')
      .replace(` from ${adSetName}`, '');
    const before = await zone.getByRole('listitem').count();
    await remove.click();
    await expect(zone.getByRole('listitem')).toHaveCount(before - 1);
    await search.fill(product);
    const card = page.getByTestId('product-card').filter({ hasText: product }).first();
    if (how === 'drag') {
      const handle = card.getByRole('button', { name: `Drag ${product}` });
      const from = (await handle.boundingBox())!;
      const to = (await zone.boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
      await page.mouse.up();
    } else {
      await card.getByRole('button', { name: `Add ${product} to ad set` }).click();
      await page.getByRole('menuitem', { name: adSetName }).click();
    }
    await expect(zone.getByRole('listitem')).toHaveCount(before);
    await expect(zone).toContainText(product);
  }
  await search.fill('');
  await expect(continueButton).toBeEnabled();
  await continueButton.click();

  // Step 3, Ad Creation: ads generated per ad set, editable.
  await expect(page.getByRole('heading', { name: 'Ad Creation' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Generating ads' })).toHaveCount(0, {
    timeout: 90_000,
  });
  const ads = page.getByRole('article');
  await expect(ads.first()).toBeVisible();
  await expect(page.getByTestId('wizard-alert')).toHaveCount(0);
  // On a phone the ad keeps the card's width: the buttons go below it rather than squeezing its title.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const card = await ads.first().boundingBox();
  const cardSummary = await ads.first().getByTestId('ad-card-summary').boundingBox();
  expect(card && cardSummary && cardSummary.width / card.width).toBeGreaterThan(0.8);
  await ads.first().getByRole('button', { name: 'Edit ad' }).click();
  const headline = ads.first().getByRole('textbox', { name: 'Headline', exact: true });
  await expect(headline).not.toHaveValue('');
  // The feed preview fits the phone: beside a long headline, which gives way, its call-to-action button reads
  // whole, inside the preview.
  const preview = ads.first().getByRole('figure');
  await headline.fill('Hand-thrown stoneware, fired in Leeds');
  await expect(preview).toContainText('Hand-thrown stoneware, fired in Leeds');
  const cta = preview.getByTestId('ad-preview-cta');
  expect(
    await cta.evaluate((element) =>
      [element, ...Array.from(element.querySelectorAll('*'))].every(
        (part) => part.scrollWidth <= part.clientWidth,
      ),
    ),
  ).toBe(true);
  const [previewBox, ctaBox] = [await preview.boundingBox(), await cta.boundingBox()];
  expect(previewBox && ctaBox && ctaBox.x + ctaBox.width).toBeLessThanOrEqual(
    previewBox ? previewBox.x + previewBox.width : 0,
  );
  if (desktop) await page.setViewportSize(desktop);
  await headline.fill('Hand-thrown in Leeds');
  await expect(continueButton).toBeEnabled();
  await continueButton.click();

  // Step 4, Review & Create.
  const summary = page.getByRole('region', { name: 'Campaign summary' });
  await expect(summary).toContainText(campaignName);
  await expect(summary).toContainText('Draft');
  await expect(page.getByText('Fix these before creating the campaign')).toHaveCount(0);
  await expect(page.getByText('Hand-thrown in Leeds', { exact: true })).toBeVisible();
  // The last one: the guided flow's step indicator also has a "Create Campaign" step.
  await page.getByRole('button', { name: 'Create Campaign', exact: true }).last().click();

  await expect(page).toHaveURL(/\/campaigns$/, { timeout: 60_000 });
  await expect(page.getByText(campaignName)).toBeVisible({ timeout: 30_000 });
});
