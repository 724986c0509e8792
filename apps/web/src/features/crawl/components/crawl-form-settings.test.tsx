import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, storeSession } from '@/testing/mock-fetch';
import {
  acceptStart,
  openAdvanced,
  pressOnSlider,
  renderForm,
  startBody,
  submit,
  typeUrl,
} from '../testing/crawl-form-test-utils';

describe('CrawlForm settings (SPEC §9)', () => {
  it('sends the defaults when advanced settings are left alone', async () => {
    const { requests } = acceptStart();
    const { user } = renderForm();

    await typeUrl(user, 'example.com');
    await submit(user);

    await waitFor(() =>
      expect(startBody(requests)).toEqual({
        start_url: 'https://example.com/',
        depth: 1,
        rate_limit: 1,
        use_llm: false,
        product_crawl_max_depth: 3,
        use_sitemap: true,
        max_sitemap_urls: 50,
      }),
    );
  });

  it('keeps advanced settings collapsed until asked, and opens them from the keyboard', async () => {
    acceptStart();
    const { user } = renderForm();
    const toggle = screen.getByRole('button', { name: 'Advanced settings' });

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('slider', { name: 'Crawl depth' })).not.toBeInTheDocument();

    toggle.focus();
    await user.keyboard('{Enter}');

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('slider', { name: 'Crawl depth' })).toBeVisible();
  });

  it('offers the SPEC ranges with their defaults', async () => {
    acceptStart();
    const { user } = renderForm();
    await openAdvanced(user);

    const expectSlider = (name: string, min: number, max: number, now: number) => {
      const slider = screen.getByRole('slider', { name });
      expect(slider).toHaveAttribute('aria-valuemin', String(min));
      expect(slider).toHaveAttribute('aria-valuemax', String(max));
      expect(slider).toHaveAttribute('aria-valuenow', String(now));
    };
    expectSlider('Crawl depth', 0, 3, 1);
    expectSlider('Rate limit', 0, 10, 1);
    expectSlider('Product crawl depth', 1, 5, 3);
    expectSlider('Max sitemap URLs', 10, 100, 50);
    expect(screen.getByRole('switch', { name: 'Use sitemap' })).toBeChecked();
  });

  it('sends the upper ends of every range', async () => {
    const { requests } = acceptStart();
    const { user } = renderForm();
    await typeUrl(user, 'example.com');
    await openAdvanced(user);

    for (const name of ['Crawl depth', 'Rate limit', 'Product crawl depth', 'Max sitemap URLs']) {
      await pressOnSlider(user, name, '{End}');
    }
    await submit(user);

    await waitFor(() =>
      expect(startBody(requests)).toMatchObject({
        depth: 3,
        rate_limit: 10,
        product_crawl_max_depth: 5,
        max_sitemap_urls: 100,
      }),
    );
  });

  it('sends the lower ends of every range and no sitemap', async () => {
    const { requests } = acceptStart();
    const { user } = renderForm();
    await typeUrl(user, 'example.com');
    await openAdvanced(user);

    for (const name of ['Crawl depth', 'Rate limit', 'Product crawl depth', 'Max sitemap URLs']) {
      await pressOnSlider(user, name, '{Home}');
    }
    await user.click(screen.getByRole('switch', { name: 'Use sitemap' }));
    // Without the sitemap its URL count means nothing, so it cannot be changed.
    expect(screen.getByRole('slider', { name: 'Max sitemap URLs' })).toHaveAttribute('aria-disabled', 'true');
    await submit(user);

    await waitFor(() =>
      expect(startBody(requests)).toMatchObject({
        depth: 0,
        rate_limit: 0,
        product_crawl_max_depth: 1,
        use_sitemap: false,
        max_sitemap_urls: 10,
      }),
    );
  });

  it('moves the rate limit in half seconds with the arrow keys', async () => {
    const { requests } = acceptStart();
    const { user } = renderForm();
    await typeUrl(user, 'example.com');
    await openAdvanced(user);

    screen.getByRole('slider', { name: 'Rate limit' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await submit(user);

    await waitFor(() => expect(startBody(requests)).toMatchObject({ rate_limit: 2.5 }));
  });
});

describe('CrawlForm AI-powered crawling (SPEC §6)', () => {
  it('is not offered to regular users, who always send use_llm false', async () => {
    storeSession(buildUser({ isAdmin: false }));
    const { requests } = acceptStart();
    const { user } = renderForm();
    await typeUrl(user, 'example.com');
    await openAdvanced(user);

    expect(screen.queryByRole('switch', { name: 'Use AI-powered crawling' })).not.toBeInTheDocument();
    await submit(user);

    await waitFor(() => expect(startBody(requests)).toMatchObject({ use_llm: false }));
  });

  it('is offered to admins, off by default, and sent when switched on', async () => {
    storeSession(buildUser({ isAdmin: true }));
    const { requests } = acceptStart();
    const { user } = renderForm();
    await typeUrl(user, 'example.com');
    await openAdvanced(user);

    const aiSwitch = screen.getByRole('switch', { name: 'Use AI-powered crawling' });
    expect(aiSwitch).not.toBeChecked();
    await user.click(aiSwitch);
    await submit(user);

    await waitFor(() => expect(startBody(requests)).toMatchObject({ use_llm: true }));
  });
});

describe('CrawlForm after a failed crawl', () => {
  it('starts again from the last address and settings when asked, and from empty otherwise', async () => {
    window.sessionStorage.clear();
    const first = acceptStart();
    const { user, unmount } = renderForm();
    await typeUrl(user, 'shop.example.com');
    await openAdvanced(user);
    await pressOnSlider(user, 'Crawl depth', '{End}');
    await submit(user);
    await waitFor(() => expect(startBody(first.requests)).toMatchObject({ depth: 3 }));
    unmount();

    // "Start a new crawl" on the failed crawl: the address and the changed setting are back, the settings open.
    const retry = renderForm({ restoreLast: true });
    expect(screen.getByLabelText('Website URL')).toHaveValue('https://shop.example.com/');
    expect(await screen.findByRole('slider', { name: 'Crawl depth' })).toHaveAttribute('aria-valuenow', '3');
    retry.unmount();

    // A plain visit to the form starts empty.
    renderForm();
    expect(screen.getByLabelText('Website URL')).toHaveValue('');
    expect(screen.queryByRole('slider', { name: 'Crawl depth' })).not.toBeInTheDocument();
  });
});
