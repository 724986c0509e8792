import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startFixtureSite, type FixtureSite } from '../../fixtures/src/site-server';
import { crawlToAssumptions, registerOrSignInAdmin } from './helpers';

/**
 * Every main screen at desktop and phone widths through axe-core (WCAG 2.1 A/AA rules): no serious or critical
 * violation. One admin walks the whole flow on the offline engine — home, story, assumptions, the wizard, Your
 * Business, Your Campaigns and the admin pages — so each screen is checked with real content in it.
 */

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

let site: FixtureSite;

test.beforeAll(async () => {
  site = await startFixtureSite('services');
});

test.afterAll(async () => {
  await site.close();
});

/** Waits until no CSS transition or animation runs, so colours are measured at their final values. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** The screen at both widths: no serious or critical violation at either. */
async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await settled(page);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      // Only violations are read: axe then details one node of each passing or inapplicable rule, not every one.
      .options({ resultTypes: ['violations'] })
      // axe.run() in the page itself: the default runs each frame apart and merges the results in a second, blank
      // page, which costs about 0.7 s per check (the run 49 → 32 s alone) and serves only cross-origin frames, which
      // the app has none of. The violations found were the same on all 20 checks, compared side by side.
      .setLegacyMode()
      .analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    const summary = serious.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} ${node.any[0]?.message ?? ''}`)
          .join(' | ')}`,
    );
    expect.soft(summary, `axe on ${screen} (${viewport.name})`).toEqual([]);
  }
  await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
}

// One walk through the flow; each screen is checked at both widths.
test('main screens have no serious accessibility violations at desktop and phone widths', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectNoSeriousViolations(page, 'sign in');

  await registerOrSignInAdmin(page);
  await expect(page).toHaveTitle('Start Your Marketing Journey · Adsmith');
  await expectNoSeriousViolations(page, 'home');

  await crawlToAssumptions(page, site.url);
  await expect(page).toHaveTitle('Create Campaign · Adsmith');
  await expectNoSeriousViolations(page, 'campaign wizard');

  await page.goto('/marketing/story');
  await expect(page.getByLabel('Brand story')).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveTitle('Brand Story · Adsmith');
  await expectNoSeriousViolations(page, 'brand story');

  await page.goto('/marketing/assumptions');
  await expect(page.getByRole('radio', { name: /^Choose assumption \d$/ }).first()).toBeVisible({
    timeout: 60_000,
  });
  await expectNoSeriousViolations(page, 'assumptions');

  await page.goto('/websites');
  await expect(page).toHaveTitle('Your Business · Adsmith');
  await expect(page.getByRole('link', { name: /visit/i }).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'your business');

  await page.goto('/campaigns');
  await expect(page).toHaveTitle('Your Campaigns · Adsmith');
  await expectNoSeriousViolations(page, 'your campaigns');

  await page.goto('/admin/db-monitor');
  await expect(page).toHaveTitle('Database Monitor · Adsmith');
  await expectNoSeriousViolations(page, 'database monitor');

  await page.goto('/admin/processes');
  await expect(page).toHaveTitle('Process Manager · Adsmith');
  await expectNoSeriousViolations(page, 'process manager');

  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('Page Not Found · Adsmith');
  await expectNoSeriousViolations(page, 'page not found');
});
