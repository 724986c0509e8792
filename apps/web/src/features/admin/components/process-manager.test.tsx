import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch, type RecordedRequest } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-app';
import type { CrawlProcess, CrawlProcessDetails } from '../api/admin-types';
import { ProcessManager } from './process-manager';

function buildProcess(overrides: Partial<CrawlProcess> = {}): CrawlProcess {
  return {
    crawl_id: 'crawl-1',
    url: 'https://shop.example.com/',
    user_email: 'owner@example.com',
    status: 'running',
    progress: { pages_queued: 10, pages_fetched: 3, pages_failed: 0, links_refused: 0, offerings_found: 2 },
    created_at: '2026-03-01T10:00:00.000Z',
    started_at: '2026-03-01T10:00:01.000Z',
    finished_at: null,
    duration_seconds: 65,
    error: null,
    is_active: true,
    ...overrides,
  };
}

const finished = buildProcess({
  crawl_id: 'crawl-0',
  url: 'https://done.example.org/',
  user_email: 'other@example.org',
  status: 'completed',
  progress: { pages_queued: 12, pages_fetched: 12, pages_failed: 0, links_refused: 1, offerings_found: 1 },
  finished_at: '2026-03-01T09:01:00.000Z',
  duration_seconds: 4,
  is_active: false,
});

function buildDetails(overrides: Partial<CrawlProcessDetails> = {}): CrawlProcessDetails {
  return {
    ...buildProcess(),
    settings: { depth: 1, rateLimitSeconds: 10, useSitemap: true, futureSetting: 'x' },
    pages_stored: 3,
    offerings_stored: 2,
    logs: [
      { at: '2026-03-01T10:00:02.000Z', level: 'info', message: 'Fetched https://shop.example.com/' },
      { at: '2026-03-01T10:00:05.000Z', level: 'error', message: 'GET /broken answered 500' },
    ],
    errors: [{ at: '2026-03-01T10:00:05.000Z', message: 'GET /broken answered 500' }],
    ...overrides,
  };
}

/** A fake admin API whose crawl-1 becomes failed once terminated. */
function serveAdminApi(options: { processes?: CrawlProcess[]; terminateStatus?: number } = {}) {
  let running = buildProcess();
  const others = options.processes ?? [finished];
  return stubFetch((request: RecordedRequest) => {
    if (request.method === 'GET' && request.url === '/api/processes')
      return jsonResponse(200, [running, ...others]);
    if (request.method === 'GET' && request.url === '/api/process/crawl-1')
      return jsonResponse(200, buildDetails());
    if (request.method === 'POST' && request.url === '/api/process/crawl-1/terminate') {
      if (options.terminateStatus)
        return jsonResponse(options.terminateStatus, { detail: 'Internal server error' });
      running = { ...running, status: 'failed', error: 'terminated by admin', is_active: false };
      return jsonResponse(200, {
        crawl_id: 'crawl-1',
        status: 'failed',
        terminated: true,
        detail: 'Termination requested.',
      });
    }
    throw new Error(`unexpected request ${request.method} ${request.url}`);
  });
}

const listCalls = (requests: RecordedRequest[]) => requests.filter((r) => r.url === '/api/processes').length;

function rowOf(url: string) {
  const row = screen.getByRole('link', { name: url }).closest('tr');
  if (!row) throw new Error(`no row for ${url}`);
  return row;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ProcessManager table', () => {
  it('lists crawls with user, status, progress, start and duration', async () => {
    serveAdminApi();
    renderWithProviders(<ProcessManager />);

    await screen.findByRole('table', { name: 'Crawl processes' });
    const running = within(rowOf('https://shop.example.com/'));
    expect(running.getByText('owner@example.com')).toBeInTheDocument();
    expect(running.getByText('Crawling')).toBeInTheDocument();
    expect(running.getByText('3/10 · 2 offerings')).toBeInTheDocument();
    expect(running.getByText('1 m 05 s')).toBeInTheDocument();
    expect(running.getByRole('button', { name: 'Terminate https://shop.example.com/' })).toBeInTheDocument();

    const done = within(rowOf('https://done.example.org/'));
    expect(done.getByText('Completed')).toBeInTheDocument();
    expect(done.getByText('12/12 · 1 offering')).toBeInTheDocument();
    expect(done.getByText('4 s')).toBeInTheDocument();
    // Only active crawls can be terminated.
    expect(done.queryByRole('button', { name: /Terminate/ })).not.toBeInTheDocument();
    expect(done.getByRole('button', { name: 'Details of https://done.example.org/' })).toBeInTheDocument();
  });

  it('says so when there are no crawl processes', async () => {
    stubFetch(() => jsonResponse(200, []));
    renderWithProviders(<ProcessManager />);

    expect(await screen.findByText('No crawl processes yet.')).toBeInTheDocument();
  });

  it('shows a neutral notice, and logs, when the list cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(() => jsonResponse(500, { detail: 'Internal server error' }));
    renderWithProviders(<ProcessManager />);

    expect(await screen.findByText('Could not load processes. Retrying…')).toBeInTheDocument();
    expect(screen.queryByText('Internal server error')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });
});

describe('ProcessManager terminate', () => {
  it('asks for confirmation and does nothing on Cancel', async () => {
    const { requests } = serveAdminApi();
    const { user } = renderWithProviders(<ProcessManager />);

    await user.click(await screen.findByRole('button', { name: 'Terminate https://shop.example.com/' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminate this crawl?' });
    expect(within(dialog).getByText(/https:\/\/shop\.example\.com\//)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('terminates after confirmation and refreshes the list', async () => {
    const { requests } = serveAdminApi();
    const { user } = renderWithProviders(<ProcessManager />);

    await user.click(await screen.findByRole('button', { name: 'Terminate https://shop.example.com/' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminate this crawl?' });
    const listedBefore = listCalls(requests);
    await user.click(within(dialog).getByRole('button', { name: 'Terminate' }));

    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
        '/api/process/crawl-1/terminate',
      ]),
    );
    const row = () => within(rowOf('https://shop.example.com/'));
    expect(await row().findByText('Failed')).toBeInTheDocument();
    expect(row().getByText('terminated by admin')).toBeInTheDocument();
    expect(row().queryByRole('button', { name: /Terminate/ })).not.toBeInTheDocument();
    expect(listCalls(requests)).toBeGreaterThan(listedBefore);
  });

  it('shows a neutral notice when terminating fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveAdminApi({ terminateStatus: 500 });
    const { user } = renderWithProviders(<ProcessManager />);

    await user.click(await screen.findByRole('button', { name: 'Terminate https://shop.example.com/' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Terminate this crawl?' })).getByRole('button', {
        name: 'Terminate',
      }),
    );

    expect(
      await screen.findByText('The crawl could not be terminated. Please try again.'),
    ).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });
});

describe('ProcessManager details', () => {
  it('opens a modal with settings, stored counts, log lines and errors', async () => {
    serveAdminApi();
    const { user } = renderWithProviders(<ProcessManager />);

    await user.click(await screen.findByRole('button', { name: 'Details of https://shop.example.com/' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crawl process details' });

    const fact = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(await within(dialog).findByText('Pages stored')).toBeInTheDocument();
    expect(fact('Pages stored')).toBe('3');
    expect(fact('Offerings stored')).toBe('2');
    expect(fact('User')).toBe('owner@example.com');
    const settings = within(within(dialog).getByRole('table', { name: 'Settings' }));
    const settingValue = (name: string) => settings.getByRole('rowheader', { name }).nextElementSibling;
    expect(settingValue('Rate limit (s)')).toHaveTextContent('10');
    expect(settingValue('Use sitemap')).toHaveTextContent('true');
    // A setting this page does not know yet is still shown, under the server's name.
    expect(settingValue('futureSetting')).toHaveTextContent('x');
    const logs = within(within(dialog).getByRole('list', { name: 'Recent log lines' })).getAllByRole(
      'listitem',
    );
    expect(logs).toHaveLength(2);
    expect(logs[0]).toHaveTextContent('Fetched https://shop.example.com/');
    expect(within(dialog).getByRole('list', { name: 'Errors' })).toHaveTextContent(
      'GET /broken answered 500',
    );

    await user.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('ProcessManager auto-refresh', () => {
  it('refreshes every 5 s by default and follows another choice', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const { requests } = serveAdminApi();
    renderWithProviders(<ProcessManager />);
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    const group = screen.getByRole('radiogroup', { name: 'Auto-refresh' });

    expect(within(group).getByRole('radio', { name: '5 s' })).toBeChecked();
    await advance(0);
    expect(listCalls(requests)).toBe(1);
    await advance(4_900);
    expect(listCalls(requests)).toBe(1);
    await advance(100);
    expect(listCalls(requests)).toBe(2);

    act(() => within(group).getByRole('radio', { name: '10 s' }).click());
    await advance(9_900);
    expect(listCalls(requests)).toBe(2);
    await advance(100);
    expect(listCalls(requests)).toBe(3);
  });
});
