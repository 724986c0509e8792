import { WebsitesMessages } from '@adsmith/domain/websites/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/mock-fetch';
import {
  buildWebsite,
  cardFor,
  cardTitles,
  renderDashboard,
  stubWebsitesApi,
  TEST_USER,
} from '../testing/websites-test-utils';

const LONG_STORY = `${'Hand-thrown stoneware made in our Leeds studio. '.repeat(6)}The end.`;

const kiln = buildWebsite({
  hostname: 'kiln.example',
  campaign_count: 3,
  last_crawled_at: '2026-03-02T10:00:00.000Z',
  brand_story: { crawl_id: 'c-kiln', story: LONG_STORY, updated_at: '2026-03-02T10:00:00.000Z' },
});
const atelier = buildWebsite({
  hostname: 'atelier.example',
  campaign_count: 0,
  last_crawled_at: '2026-03-05T10:00:00.000Z',
});
const bakery = buildWebsite({
  hostname: 'www-bakery.example',
  campaign_count: 1,
  last_crawled_at: '2026-02-20T10:00:00.000Z',
  brand_story: {
    crawl_id: 'c-bakery',
    story: 'Bread every morning.',
    updated_at: '2026-02-20T10:00:00.000Z',
  },
});

describe('WebsitesDashboard', () => {
  it('shows one card per website, most recently crawled first, and sorts by name or campaigns either way', async () => {
    stubWebsitesApi({ websites: [kiln, atelier, bakery] });
    const { user } = renderDashboard();
    await screen.findByRole('article', { name: 'kiln.example' });
    expect(cardTitles()).toEqual(['atelier.example', 'kiln.example', 'www-bakery.example']);

    const sortBy = screen.getByLabelText('Sort by');
    const order = screen.getByLabelText('Order');
    await user.selectOptions(order, 'Ascending');
    expect(cardTitles()).toEqual(['www-bakery.example', 'kiln.example', 'atelier.example']);

    await user.selectOptions(sortBy, 'Name');
    expect(cardTitles()).toEqual(['atelier.example', 'kiln.example', 'www-bakery.example']);
    await user.selectOptions(order, 'Descending');
    expect(cardTitles()).toEqual(['www-bakery.example', 'kiln.example', 'atelier.example']);

    await user.selectOptions(sortBy, 'Campaigns');
    expect(cardTitles()).toEqual(['kiln.example', 'www-bakery.example', 'atelier.example']);
    await user.selectOptions(order, 'Ascending');
    expect(cardTitles()).toEqual(['atelier.example', 'www-bakery.example', 'kiln.example']);
  });

  it('searches by hostname, ignoring case, and says when nothing matches', async () => {
    stubWebsitesApi({ websites: [kiln, atelier, bakery] });
    const { user } = renderDashboard();
    const search = await screen.findByRole('searchbox', { name: 'Search websites' });
    await user.type(search, 'KILN');
    expect(cardTitles()).toEqual(['kiln.example']);
    await user.clear(search);
    await user.type(search, 'example');
    expect(cardTitles()).toHaveLength(3);
    await user.type(search, '.org');
    expect(cardTitles()).toEqual([]);
    expect(screen.getByText('No websites match “example.org”.')).toBeInTheDocument();
  });

  it('shows the card facts: Visit link in a new tab, last crawled date, campaigns and a 200-character story preview', async () => {
    stubWebsitesApi({ websites: [kiln, atelier] });
    renderDashboard();
    const card = await screen.findByRole('article', { name: 'kiln.example' });
    const visit = within(card).getByRole('link', { name: /visit kiln\.example/i });
    expect(visit).toHaveAttribute('href', 'https://kiln.example/');
    expect(visit).toHaveAttribute('target', '_blank');
    expect(visit.getAttribute('rel')).toContain('noopener');
    expect(within(card).getByText('Mar 2, 2026', { exact: false })).toBeInTheDocument();
    expect(within(card).getByText('Campaigns').nextElementSibling).toHaveTextContent('3');

    const preview = within(card).getByTestId('story-preview').textContent ?? '';
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(201);
    expect(LONG_STORY.startsWith(preview.slice(0, -1))).toBe(true);
    expect(within(card).getByRole('button', { name: 'View Full Story' })).toBeInTheDocument();

    const other = cardFor('atelier.example');
    expect(within(other).getByText('No brand story yet.')).toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Create Brand Story' })).toBeInTheDocument();
  });

  it('offers View Campaigns only when the website has campaigns, filtered to that website', async () => {
    stubWebsitesApi({ websites: [kiln, atelier] });
    const { user } = renderDashboard();
    const without = await screen.findByRole('article', { name: 'atelier.example' });
    expect(within(without).queryByRole('link', { name: 'View Campaigns' })).not.toBeInTheDocument();
    await user.click(within(cardFor('kiln.example')).getByRole('link', { name: 'View Campaigns' }));
    expect(await screen.findByRole('heading', { name: 'Campaigns' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/campaigns?website=kiln.example');
  });

  it('keeps the last good list and says so when a refresh fails', async () => {
    window.localStorage.setItem(`adsmith:websites:${TEST_USER.id}`, JSON.stringify([kiln]));
    stubWebsitesApi({ websites: () => jsonResponse(500, { detail: 'database down' }) });
    renderDashboard();
    expect(
      await screen.findByText(WebsitesMessages.usingCachedData, {}, { timeout: 8_000 }),
    ).toBeInTheDocument();
    expect(cardTitles()).toEqual(['kiln.example']);
    expect(screen.queryByText(WebsitesMessages.loadFailed)).not.toBeInTheDocument();
  });

  it('says "Failed to load websites" with no cached list, and a retry shows the list and stores it', async () => {
    let isDown = true;
    stubWebsitesApi({ websites: () => (isDown ? jsonResponse(500, {}) : jsonResponse(200, [atelier])) });
    const { user } = renderDashboard();
    const alert = await screen.findByRole('alert', {}, { timeout: 8_000 });
    expect(alert).toHaveTextContent(WebsitesMessages.loadFailed);
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('article', { name: 'atelier.example' });
    const stored = JSON.parse(window.localStorage.getItem(`adsmith:websites:${TEST_USER.id}`) ?? '[]');
    expect(stored.map((website: { hostname: string }) => website.hostname)).toEqual(['atelier.example']);
  });

  it('welcomes a new user with a way to crawl a first website', async () => {
    stubWebsitesApi({ websites: [] });
    const { user } = renderDashboard();
    expect(await screen.findByRole('heading', { name: 'No websites yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crawl your first website' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crawl New Website' });
    expect(within(dialog).getByRole('button', { name: 'Start the stand-in crawl' })).toBeInTheDocument();
  });

  it('Create Brand Story stores the current crawl and hostname and opens the story screen', async () => {
    stubWebsitesApi({ websites: [atelier] });
    const { user } = renderDashboard();
    const card = await screen.findByRole('article', { name: 'atelier.example' });
    await user.click(within(card).getByRole('button', { name: 'Create Brand Story' }));
    expect(await screen.findByRole('heading', { name: 'Story' })).toBeInTheDocument();
    expect(window.localStorage.getItem('current_crawl_id')).toBe(atelier.latest_crawl.id);
    expect(window.localStorage.getItem('current_hostname')).toBe('atelier.example');
  });

  it('opens the story editor on the story’s crawl and the assumptions flow, then the wizard with its state', async () => {
    stubWebsitesApi({ websites: [kiln, bakery] });
    const { user } = renderDashboard();
    const card = await screen.findByRole('article', { name: 'www-bakery.example' });
    await user.click(within(card).getByRole('button', { name: 'Edit Story' }));
    const story = await screen.findByRole('dialog', { name: 'Brand story of www-bakery.example' });
    expect(within(story).getByText('Story editor for c-bakery')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(cardFor('kiln.example')).getByRole('button', { name: 'Create New Campaign' }));
    const campaign = await screen.findByRole('dialog', { name: 'New campaign for kiln.example' });
    await user.click(within(campaign).getByRole('button', { name: 'Choose an assumption of kiln.example' }));
    expect(await screen.findByRole('heading', { name: 'Wizard' })).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('location-state').textContent ?? 'null')).toEqual({
      hypothesisId: 'hypothesis-1',
      crawlId: 'c-kiln',
    });
  });
});
