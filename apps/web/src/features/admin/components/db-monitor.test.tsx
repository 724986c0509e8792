import { CrawlMessages } from '@adsmith/domain/crawl/messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-app';
import type { DbHealth } from '../api/admin-types';
import { DbMonitor } from './db-monitor';

function buildHealth(
  overrides: Partial<DbHealth> = {},
  pool: Partial<NonNullable<DbHealth['pool']>> = {},
): DbHealth {
  return {
    status: 'healthy',
    error: null,
    database: 'postgres',
    latency_ms: 3.4,
    checked_at: '2026-03-01T10:00:00.000Z',
    pool: { min_connections: 0, max_connections: 10, used_connections: 2, free_connections: 8, ...pool },
    ...overrides,
  };
}

/** Answers GET /api/health/db with check number n (1, 2, …): its own time and a latency of 100 + n ms. */
function serveNumberedChecks(fail?: (n: number) => boolean) {
  let n = 0;
  return stubFetch((request) => {
    if (request.url !== '/api/health/db') throw new Error(`unexpected request ${request.url}`);
    n += 1;
    if (fail?.(n)) return jsonResponse(500, { detail: 'Internal server error' });
    const checkedAt = new Date(Date.UTC(2026, 2, 1, 10, 0, n)).toISOString();
    return jsonResponse(200, buildHealth({ checked_at: checkedAt, latency_ms: 100 + n }));
  });
}

function historyRows() {
  const table = screen.getByRole('table', { name: 'Recent checks' });
  return within(table).getAllByRole('row').slice(1); // the first row is the header
}

afterEach(() => {
  vi.useRealTimers();
});

describe('DbMonitor status', () => {
  it('shows a healthy database with its kind, latency and pool figures', async () => {
    stubFetch(() =>
      jsonResponse(200, buildHealth({}, { min_connections: 1, used_connections: 3, free_connections: 7 })),
    );
    renderWithProviders(<DbMonitor />);

    expect(await screen.findByText('Healthy', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(screen.getByText('PostgreSQL')).toBeInTheDocument();
    expect(screen.getByText('Latency 3.4 ms')).toBeInTheDocument();
    expect(screen.getByText('3 / 10 connections (30%)')).toBeInTheDocument();
    const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(figure('Min connections')).toBe('1');
    expect(figure('Max connections')).toBe('10');
    expect(figure('Used connections')).toBe('3');
    expect(figure('Free connections')).toBe('7');
  });

  it('says embedded PGlite has no pool instead of showing figures for one', async () => {
    stubFetch(() => jsonResponse(200, buildHealth({ database: 'pglite', pool: null })));
    renderWithProviders(<DbMonitor />);

    expect(await screen.findByText('PGlite (embedded)')).toBeInTheDocument();
    expect(screen.getByText('Latency 3.4 ms')).toBeInTheDocument();
    expect(screen.getByText(/No pool figures: PGlite runs inside the server process/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Connection pool usage' })).not.toBeInTheDocument();
    expect(screen.queryByText('Max connections')).not.toBeInTheDocument();
    const [check] = historyRows();
    expect(check).toHaveTextContent('no pool');
  });

  it('shows an unhealthy database in red with its error', async () => {
    stubFetch(() =>
      jsonResponse(200, buildHealth({ status: 'unhealthy', error: 'connection refused', latency_ms: null })),
    );
    renderWithProviders(<DbMonitor />);

    const badge = await screen.findByText('Unhealthy', { selector: '.mantine-Badge-label' });
    expect(badge.closest('.mantine-Badge-root')).toHaveStyle({
      '--badge-bg': 'var(--mantine-color-red-filled)',
    });
    expect(screen.getByText('connection refused')).toBeInTheDocument();
    expect(screen.getByText('Latency —')).toBeInTheDocument();
  });
});

describe('DbMonitor pool bar', () => {
  const barColor = () =>
    (
      screen.getByRole('progressbar', { name: 'Connection pool usage' }) as HTMLElement
    ).style.getPropertyValue('--progress-section-color');

  it('turns red above 80 percent and says so', async () => {
    stubFetch(() => jsonResponse(200, buildHealth({}, { used_connections: 9, free_connections: 1 })));
    renderWithProviders(<DbMonitor />);

    await screen.findByText('9 / 10 connections (90%)');
    expect(screen.getByRole('progressbar', { name: 'Connection pool usage' })).toHaveAttribute(
      'aria-valuenow',
      '90',
    );
    expect(barColor()).toContain('red');
    expect(screen.getByText('Pool usage is above 80%.')).toBeInTheDocument();
  });

  it('stays calm at exactly 80 percent', async () => {
    stubFetch(() => jsonResponse(200, buildHealth({}, { used_connections: 8, free_connections: 2 })));
    renderWithProviders(<DbMonitor />);

    await screen.findByText('8 / 10 connections (80%)');
    expect(barColor()).not.toContain('red');
    expect(screen.queryByText('Pool usage is above 80%.')).not.toBeInTheDocument();
  });
});

describe('DbMonitor history', () => {
  it('keeps the last 20 checks, newest first', async () => {
    const { fetchMock } = serveNumberedChecks();
    const { user } = renderWithProviders(<DbMonitor />);
    const refresh = screen.getByRole('button', { name: 'Refresh now' });
    await waitFor(() => expect(historyRows()).toHaveLength(1));

    for (let click = 0; click < 22; click += 1) {
      await user.click(refresh);
      await waitFor(() => expect(refresh).not.toHaveAttribute('data-loading'));
    }

    const checks = fetchMock.mock.calls.length;
    expect(checks).toBeGreaterThanOrEqual(23);
    await waitFor(() =>
      expect(within(historyRows()[0]!).getByText(`${100 + checks} ms`)).toBeInTheDocument(),
    );
    const rows = historyRows();
    expect(rows).toHaveLength(20);
    expect(within(rows[19]!).getByText(`${100 + checks - 19} ms`)).toBeInTheDocument();
  });

  it('shows the SPEC message when a check fails and keeps the history', async () => {
    serveNumberedChecks((n) => n === 2);
    const { user } = renderWithProviders(<DbMonitor />);
    await waitFor(() => expect(historyRows()).toHaveLength(1));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await user.click(screen.getByRole('button', { name: 'Refresh now' }));

    expect(await screen.findByText(CrawlMessages.dbStatusFailed)).toBeInTheDocument();
    expect(historyRows()).toHaveLength(1);
    expect(within(historyRows()[0]!).getByText('101 ms')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();

    // The next good check clears the message and joins the history.
    await user.click(screen.getByRole('button', { name: 'Refresh now' }));
    await waitFor(() => expect(screen.queryByText(CrawlMessages.dbStatusFailed)).not.toBeInTheDocument());
    expect(historyRows()).toHaveLength(2);
  });

  it('shows the SPEC message when the first check fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(<DbMonitor />);

    expect(await screen.findByText(CrawlMessages.dbStatusFailed)).toBeInTheDocument();
    expect(screen.getByText('No checks yet.')).toBeInTheDocument();
  });
});

describe('DbMonitor auto-refresh', () => {
  it('offers 2, 5, 10 and 30 s and checks again at the chosen pace', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const { fetchMock } = serveNumberedChecks();
    renderWithProviders(<DbMonitor />);
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    const group = screen.getByRole('radiogroup', { name: 'Auto-refresh' });
    const options = within(group).getAllByRole('radio');
    expect(options.map((option) => option.closest('div')?.textContent)).toEqual([
      '2 s',
      '5 s',
      '10 s',
      '30 s',
    ]);
    expect(within(group).getByRole('radio', { name: '5 s' })).toBeChecked();

    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(4_900);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(100);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fireEvent.click(within(group).getByRole('radio', { name: '2 s' }));
    await advance(2_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await advance(2_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);

    fireEvent.click(within(group).getByRole('radio', { name: '30 s' }));
    await advance(29_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await advance(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });
});
