import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedRequest } from '@/testing/mock-fetch';
import { newRecrawlEntry, type RecrawlEntries } from '../model/recrawl-tracker';
import {
  buildWebsite,
  cardFor,
  crawlStatus,
  products,
  renderDashboard,
  stubWebsitesApi,
  TEST_USER,
} from '../testing/websites-test-utils';

const NEW_CRAWL = '00000000-0000-4000-8000-00000000c0de';
const STORAGE_KEY = `adsmith:recrawls:${TEST_USER.id}`;
const kiln = buildWebsite({
  hostname: 'kiln.example',
  brand_story: { crawl_id: 'old-crawl', story: 'Our story.', updated_at: '2026-03-01T10:00:00.000Z' },
});

type Answer = () => Response;
const ok =
  (body: unknown): Answer =>
  () =>
    jsonResponse(200, body);

/** Answers the tracker's calls from queues: each call takes the next answer, the last one repeats. */
function stubTrackerApi(queues: { status?: Answer[]; products?: Answer[] }) {
  const take = (queue: Answer[] | undefined, what: string) => {
    if (!queue || queue.length === 0) throw new Error(`unexpected ${what} request`);
    return (queue.length > 1 ? queue.shift()! : queue[0]!)();
  };
  const calls = (requests: RecordedRequest[], key: string) =>
    requests.filter((request) => `${request.method} ${request.url}` === key).length;
  const stub = stubWebsitesApi({
    websites: [kiln],
    routes: {
      'POST /websites/kiln.example/recrawl': () =>
        jsonResponse(201, {
          crawl_id: NEW_CRAWL,
          hostname: 'kiln.example',
          start_url: 'https://kiln.example/',
        }),
      [`GET /status/${NEW_CRAWL}`]: () => take(queues.status, 'status'),
      [`GET /products/${NEW_CRAWL}`]: () => take(queues.products, 'products'),
      [`POST /websites/kiln.example/crawls/${NEW_CRAWL}/carry-story`]: () =>
        jsonResponse(200, {
          crawl_id: NEW_CRAWL,
          copied: true,
          source_crawl_id: 'old-crawl',
          has_brand_story: true,
        }),
    },
  });
  return {
    ...stub,
    count: (key: string) => calls(stub.requests, key.replace(' /', ' /api/')),
  };
}

const stored = (): RecrawlEntries => JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}');
const tick = (ms = 2_000) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Waits until the card's recrawl progress reads `text` (answers arrive asynchronously after each tick). */
async function expectProgress(text: string, hostname = 'kiln.example') {
  const card = await screen.findByRole('article', { name: hostname });
  await waitFor(() =>
    expect(within(card).getByRole('status', { name: 'Crawl progress' })).toHaveTextContent(text),
  );
}

describe('recrawl tracker (SPEC §4)', () => {
  beforeEach(() => {
    // Only the tracker's interval is faked; promises, React and Testing Library keep real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('follows pending → running → analyzing_offerings → completed every 2 s, carries the story over once and refreshes', async () => {
    const api = stubTrackerApi({
      status: [
        ok(crawlStatus(NEW_CRAWL, 'pending')),
        ok(crawlStatus(NEW_CRAWL, 'running', 3)),
        ok(crawlStatus(NEW_CRAWL, 'completed', 7)),
      ],
      products: [ok(products('analyzing')), ok(products('completed'))],
    });
    const { user } = renderDashboard();
    const card = await screen.findByRole('article', { name: 'kiln.example' });
    await user.click(within(card).getByRole('button', { name: 'Recrawl' }));

    await expectProgress('Crawl queued…');
    await waitFor(() =>
      expect(stored()['kiln.example']).toMatchObject({ crawlId: NEW_CRAWL, state: 'pending' }),
    );
    expect(within(card).getByRole('button', { name: 'Recrawl' })).toBeDisabled();

    // Not before the 2 s are up.
    await tick(1_999);
    expect(api.count(`GET /status/${NEW_CRAWL}`)).toBe(1);
    await tick(1);
    await expectProgress('Crawling… 3 pages read');
    await waitFor(() =>
      expect(stored()['kiln.example']).toMatchObject({ state: 'running', pagesFetched: 3 }),
    );

    await tick();
    await expectProgress('Analyzing offerings… 7 pages read');
    await waitFor(() => expect(stored()['kiln.example']?.state).toBe('analyzing_offerings'));
    expect(api.count(`POST /websites/kiln.example/crawls/${NEW_CRAWL}/carry-story`)).toBe(0);

    const listLoads = api.count('GET /websites');
    await tick();
    const done = await within(card).findByRole('status');
    expect(done).toHaveTextContent('Crawl completed');
    expect(done).toHaveTextContent('Your brand story was carried over to the new crawl.');
    await waitFor(() =>
      expect(stored()['kiln.example']).toMatchObject({ state: 'completed', hasBrandStory: true }),
    );
    expect(api.count(`POST /websites/kiln.example/crawls/${NEW_CRAWL}/carry-story`)).toBe(1);
    expect(api.count('GET /websites')).toBeGreaterThan(listLoads);

    // Finished: nothing is polled any more.
    const statusCalls = api.count(`GET /status/${NEW_CRAWL}`);
    await tick(10_000);
    expect(api.count(`GET /status/${NEW_CRAWL}`)).toBe(statusCalls);
    expect(api.count(`POST /websites/kiln.example/crawls/${NEW_CRAWL}/carry-story`)).toBe(1);

    await user.click(within(card).getByRole('button', { name: 'Dismiss crawl status' }));
    expect(within(card).queryByRole('status')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('resumes a recrawl kept in localStorage after a reload, at once, through the analyzing_offerings step', async () => {
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        'kiln.example': { ...newRecrawlEntry('kiln.example', NEW_CRAWL), state: 'running', pagesFetched: 2 },
      }),
    );
    const api = stubTrackerApi({
      status: [ok(crawlStatus(NEW_CRAWL, 'completed', 5))],
      products: [ok(products('analyzing')), ok(products('completed_no_offerings'))],
    });
    renderDashboard();
    await expectProgress('Analyzing offerings… 5 pages read');
    expect(api.count(`GET /status/${NEW_CRAWL}`)).toBe(1);
    await tick();
    expect(
      await within(await screen.findByRole('article', { name: 'kiln.example' })).findByText(
        'Crawl completed',
      ),
    ).toBeInTheDocument();
    expect(api.count(`POST /websites/kiln.example/crawls/${NEW_CRAWL}/carry-story`)).toBe(1);
    await waitFor(() => expect(stored()['kiln.example']?.state).toBe('completed'));
  });

  it('stops at failed with the reason, and offers Retry', async () => {
    const api = stubTrackerApi({
      status: [ok(crawlStatus(NEW_CRAWL, 'running', 1)), ok(crawlStatus(NEW_CRAWL, 'failed'))],
    });
    const { user } = renderDashboard();
    const card = await screen.findByRole('article', { name: 'kiln.example' });
    await user.click(within(card).getByRole('button', { name: 'Recrawl' }));
    await expectProgress('Crawling… 1 page read');
    await tick();
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Crawl failed');
    expect(alert).toHaveTextContent('The start page answered HTTP 500');
    await waitFor(() => expect(stored()['kiln.example']?.state).toBe('failed'));
    await tick(10_000);
    expect(api.count(`GET /status/${NEW_CRAWL}`)).toBe(2);
    expect(api.count(`GET /products/${NEW_CRAWL}`)).toBe(0);
    expect(within(card).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('rides out a server blip, but ends in error when the crawl is gone', async () => {
    const blip = () => jsonResponse(503, { detail: 'Service unavailable' });
    const api = stubTrackerApi({
      status: [
        blip,
        ok(crawlStatus(NEW_CRAWL, 'running', 4)),
        () => jsonResponse(404, { detail: 'Crawl not found' }),
      ],
    });
    const { user } = renderDashboard();
    const card = await screen.findByRole('article', { name: 'kiln.example' });
    await user.click(within(card).getByRole('button', { name: 'Recrawl' }));
    await expectProgress('Connection problem, still trying: Service unavailable');
    // The entry is stored before the render that shows it.
    await waitFor(() => expect(stored()['kiln.example']).toMatchObject({ state: 'pending', failures: 1 }));
    await tick();
    await expectProgress('Crawling… 4 pages read');
    expect(
      within(cardFor('kiln.example')).getByRole('status', { name: 'Crawl progress' }),
    ).not.toHaveTextContent('Connection problem');
    await tick();
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Crawl could not be followed');
    expect(alert).toHaveTextContent('Crawl not found');
    await waitFor(() => expect(stored()['kiln.example']?.state).toBe('error'));
    await tick(10_000);
    expect(api.count(`GET /status/${NEW_CRAWL}`)).toBe(3);
  });

  it('tracks a crawl started from Crawl New Website', async () => {
    const other = '00000000-0000-4000-8000-00000000beef';
    stubWebsitesApi({
      websites: [kiln, buildWebsite({ hostname: 'new.example' })],
      routes: { [`GET /status/${other}`]: () => jsonResponse(200, crawlStatus(other, 'running', 1)) },
    });
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Crawl New Website' }));
    await user.click(await screen.findByRole('button', { name: 'Start the stand-in crawl' }));
    await expectProgress('Crawling… 1 page read', 'new.example');
    await waitFor(() => expect(stored()['new.example']).toMatchObject({ crawlId: other, state: 'running' }));
  });
});
