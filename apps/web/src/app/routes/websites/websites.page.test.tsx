import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildWebsite, TEST_USER } from '@/features/websites/testing/websites-test-utils';
import { jsonResponse, storeSession, stubFetch } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render-app';

const STORY = 'Kiln & Kettle throws stoneware by hand in Leeds.';
const website = buildWebsite({
  hostname: 'kiln.example',
  brand_story: {
    crawl_id: '00000000-0000-4000-8000-0000000000c1',
    story: STORY,
    updated_at: '2026-03-01T10:00:00.000Z',
  },
});
const STORY_CRAWL = website.brand_story!.crawl_id;
const NEW_CRAWL = '00000000-0000-4000-8000-0000000000c2';

/** The real /websites route with the real crawl form and story editor plugged in by the page. */
function openPage() {
  storeSession(TEST_USER);
  return stubFetch((request) => {
    const key = `${request.method} ${request.url.replace(/^\/api/, '')}`;
    if (key === 'GET /auth/verify') return jsonResponse(200, { valid: true, user: TEST_USER });
    if (key === 'GET /websites') return jsonResponse(200, [website]);
    if (key === 'GET /crawls/user') return jsonResponse(200, []);
    if (key === 'POST /start') return jsonResponse(201, { crawl_id: NEW_CRAWL });
    if (key === `GET /status/${NEW_CRAWL}` || key === `GET /status/${STORY_CRAWL}`) {
      const crawlId = key.split('/').at(-1);
      return jsonResponse(200, {
        crawl_id: crawlId,
        status: crawlId === NEW_CRAWL ? 'running' : 'completed',
        progress: {
          pages_queued: 2,
          pages_fetched: 2,
          pages_failed: 0,
          links_refused: 0,
          offerings_found: 0,
        },
        error: null,
      });
    }
    if (key === `GET /brand-story/${STORY_CRAWL}`) {
      return jsonResponse(200, {
        crawl_id: STORY_CRAWL,
        brand_story: STORY,
        original_story: STORY,
        engine: { kind: 'offline', label: 'Drafted offline' },
        updated_at: '2026-03-01T10:00:00.000Z',
      });
    }
    throw new Error(`unexpected request ${key}`);
  });
}

describe('/websites page', () => {
  it('is "Your Business" with the cards', async () => {
    openPage();
    renderRoute('/websites');
    expect(await screen.findByRole('heading', { name: 'Your Business', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'kiln.example' })).toBeInTheDocument();
  });

  it('Crawl New Website opens the embedded crawl form; the crawl stays on the page and is tracked', async () => {
    const { requests } = openPage();
    const { user, router } = renderRoute('/websites');
    await user.click(await screen.findByRole('button', { name: 'Crawl New Website' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crawl New Website' });
    await user.type(within(dialog).getByLabelText('Website URL'), 'kiln.example');
    await user.click(within(dialog).getByRole('button', { name: 'Start Crawl' }));

    const card = screen.getByRole('article', { name: 'kiln.example' });
    expect(await within(card).findByText('Crawling… 2 pages read')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/websites');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.find((request) => request.url === '/api/start')?.body).toMatchObject({
      start_url: 'https://kiln.example/',
    });
  });

  it('Edit Story opens the embedded story editor with Save Story and Regenerate Story', async () => {
    openPage();
    const { user } = renderRoute('/websites');
    const card = await screen.findByRole('article', { name: 'kiln.example' });
    await user.click(within(card).getByRole('button', { name: 'Edit Story' }));
    const dialog = await screen.findByRole('dialog', { name: 'Brand story of kiln.example' });
    expect(await within(dialog).findByLabelText('Brand story')).toHaveValue(STORY);
    expect(within(dialog).getByRole('button', { name: 'Save Story' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Regenerate Story' })).toBeInTheDocument();
  });
});
