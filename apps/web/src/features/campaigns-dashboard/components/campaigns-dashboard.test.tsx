import { DashboardMessages } from '@adsmith/domain/campaigns/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render-app';
import { buildCampaign, buildCrawl } from '../testing/build-campaign';
import {
  cardFor,
  cardTitles,
  metricValue,
  probeRoutes,
  stubDashboardApi,
} from '../testing/dashboard-test-utils';
import { CampaignsDashboard } from './campaigns-dashboard';
import type { RenderAssumptions } from './create-campaign-modals';

/** Stands in for the assumptions picker: shows what it was given and lets the test pick an assumption. */
const fakeAssumptions: RenderAssumptions = ({ crawlId, hostname, onCreateCampaign }) => (
  <div>
    <p>
      Assumptions for {hostname} ({crawlId})
    </p>
    <button type="button" onClick={() => onCreateCampaign('h-9', crawlId)}>
      Pick assumption
    </button>
  </div>
);

function renderDashboard(path = '/campaigns') {
  return renderRoute(path, {
    routes: [
      { path: '/campaigns', element: <CampaignsDashboard renderAssumptions={fakeAssumptions} /> },
      ...probeRoutes,
    ],
  });
}

const three = [
  buildCampaign({ id: 'a', name: 'Spring Sale', created_at: '2026-03-01T00:00:00Z', daily_budget: 100 }),
  buildCampaign({
    id: 'b',
    name: 'Summer Rides',
    status: 'ACTIVE',
    created_at: '2026-04-01T00:00:00Z',
    daily_budget: 40,
    hypothesis: { id: 'h-2', hypothesis: 'Commuters want a bike that never needs the shop.' },
  }),
  buildCampaign({
    id: 'c',
    name: 'Fresh Bread Weekly',
    status: 'PAUSED',
    created_at: '2026-02-01T00:00:00Z',
    daily_budget: 250,
    hostname: 'bakery.example',
    start_url: 'https://bakery.example/',
  }),
];

describe('loading', () => {
  it('says "Failed to load campaigns" when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    stubDashboardApi({
      campaigns: () => (fail ? jsonResponse(500, { detail: 'database down' }) : jsonResponse(200, three)),
    });
    const { user } = renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(DashboardMessages.loadFailed);

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
  });

  it('shows the empty state with a way to create the first campaign', async () => {
    stubDashboardApi({ campaigns: [] });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'No campaigns yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create New Campaign' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('search, filters and sort', () => {
  it('lists newest first and sorts on request', async () => {
    stubDashboardApi({ campaigns: three });
    const { user } = renderDashboard();
    await waitFor(() => expect(cardTitles()).toEqual(['Summer Rides', 'Spring Sale', 'Fresh Bread Weekly']));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'name_asc');
    expect(cardTitles()).toEqual(['Fresh Bread Weekly', 'Spring Sale', 'Summer Rides']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'budget_desc');
    expect(cardTitles()).toEqual(['Fresh Bread Weekly', 'Spring Sale', 'Summer Rides']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'oldest');
    expect(cardTitles()).toEqual(['Fresh Bread Weekly', 'Spring Sale', 'Summer Rides']);
  });

  it('searches names and assumptions', async () => {
    stubDashboardApi({ campaigns: three });
    const { user } = renderDashboard();
    const search = await screen.findByRole('searchbox', { name: 'Search' });

    await user.type(search, 'bread');
    expect(cardTitles()).toEqual(['Fresh Bread Weekly']);
    expect(screen.getByText('1 of 3 campaigns')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'never needs the shop');
    expect(cardTitles()).toEqual(['Summer Rides']);

    await user.type(search, ' zzz');
    expect(screen.getByText('No campaigns match your search and filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(cardTitles()).toHaveLength(3);
  });

  it('filters by status and by website, keeping the website in the URL', async () => {
    stubDashboardApi({ campaigns: three });
    const { user, router } = renderDashboard();
    const status = await screen.findByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All statuses', 'Active', 'Paused', 'Completed', 'Draft']);

    await user.selectOptions(status, 'PAUSED');
    expect(cardTitles()).toEqual(['Fresh Bread Weekly']);
    await user.selectOptions(status, 'all');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Website' }), 'harbor-bikes.example');
    expect(cardTitles()).toEqual(['Summer Rides', 'Spring Sale']);
    expect(router.state.location.search).toBe('?website=harbor-bikes.example');
  });

  it('opens filtered to the website named by ?website=', async () => {
    stubDashboardApi({ campaigns: three });
    renderDashboard('/campaigns?website=bakery.example');
    await waitFor(() => expect(cardTitles()).toEqual(['Fresh Bread Weekly']));
    expect(screen.getByRole('combobox', { name: 'Website' })).toHaveValue('bakery.example');
  });
});

describe('campaign cards', () => {
  it('colours status badges as SPEC §4 says', async () => {
    const statuses = ['ACTIVE', 'PAUSED', 'COMPLETED', 'DRAFT'] as const;
    stubDashboardApi({
      campaigns: statuses.map((status) => buildCampaign({ id: status, name: `${status} campaign`, status })),
    });
    renderDashboard();
    const expected = { ACTIVE: 'green', PAUSED: 'orange', COMPLETED: 'blue', DRAFT: 'gray' };
    for (const status of statuses) {
      const card = await screen.findByRole('article', { name: `${status} campaign` });
      const badge = within(card).getByText(status).closest('.mantine-Badge-root');
      expect(badge?.getAttribute('style')).toContain(`--mantine-color-${expected[status]}-`);
      // Beside a long name the badge keeps its width rather than shrinking to "DR…" (the e2e dashboard spec
      // measures it at 1280 and 390 px).
      expect(badge).toHaveStyle({ flexShrink: '0' });
    }
  });

  it('shows the SPEC §9 metrics in USD with 2 decimals, and zeros for a draft with no clicks', async () => {
    stubDashboardApi({
      campaigns: [
        buildCampaign(
          {
            id: 'ran',
            name: 'Ran a while',
            daily_budget: 75.5,
            analytics: { impressions: 12345, clicks: 200, conversions: 8, spend: 64, conversion_value: 25.5 },
          },
          { adSets: 2, adsPerSet: 3 },
        ),
        buildCampaign({ id: 'draft', name: 'Never ran' }),
      ],
    });
    renderDashboard();
    const ran = await screen.findByRole('article', { name: 'Ran a while' });
    expect(metricValue(ran, 'Impressions')).toBe('12,345');
    expect(metricValue(ran, 'Clicks')).toBe('200');
    expect(metricValue(ran, 'Spend')).toBe('$64.00');
    expect(metricValue(ran, 'Conversion rate')).toBe('4.00%');
    expect(metricValue(ran, 'ROAS')).toBe('3.19x'); // 8 × 25.50 / 64
    expect(metricValue(ran, 'Purchase value')).toBe('$204.00');
    expect(ran).toHaveTextContent('Daily budget $75.50');
    expect(ran).toHaveTextContent('Ad sets 2');
    expect(ran).toHaveTextContent('Ads 6');

    const draft = cardFor('Never ran');
    expect(metricValue(draft, 'Conversion rate')).toBe('0.00%');
    expect(metricValue(draft, 'ROAS')).toBe('0.00x');
    expect(metricValue(draft, 'Spend')).toBe('$0.00');
  });

  it('marks Publish, Edit, Duplicate and View Details as Coming Soon and disabled', async () => {
    stubDashboardApi({ campaigns: [three[0]!] });
    renderDashboard();
    const card = await screen.findByRole('article', { name: 'Spring Sale' });
    for (const action of ['Publish', 'Edit', 'Duplicate', 'View Details']) {
      const button = within(card).getByRole('button', { name: new RegExp(`^${action}`) });
      expect(button).toBeDisabled();
      expect(button).toHaveTextContent('Coming Soon');
    }
    expect(within(card).getByRole('button', { name: 'Export to Excel' })).toBeEnabled();
  });
});

describe('Export to Excel', () => {
  const saved: { fileName: string; href: string }[] = [];
  beforeEach(() => {
    saved.length = 0;
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ fileName: this.download, href: this.href });
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('downloads the .xlsx under the name from Content-Disposition', async () => {
    const { requests } = stubDashboardApi({
      campaigns: [three[0]!],
      routes: {
        'GET /campaigns/a/export': () =>
          new Response(new Blob(['PK'], { type: 'application/octet-stream' }), {
            status: 200,
            headers: { 'Content-Disposition': 'attachment; filename="Spring_Sale_campaign_data.xlsx"' },
          }),
      },
    });
    window.localStorage.setItem('token', 'test-token');
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Export to Excel' }));

    await waitFor(() =>
      expect(saved).toEqual([{ fileName: 'Spring_Sale_campaign_data.xlsx', href: 'blob:export' }]),
    );
    const exportRequest = requests.find((request) => request.url.endsWith('/export'));
    expect(exportRequest?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('"Export with images" downloads the .zip bundle under the name from Content-Disposition', async () => {
    const { requests } = stubDashboardApi({
      campaigns: [three[0]!],
      routes: {
        'GET /campaigns/a/export-bundle': () =>
          new Response(new Blob(['PK'], { type: 'application/zip' }), {
            status: 200,
            headers: { 'Content-Disposition': 'attachment; filename="Spring_Sale_campaign_bundle.zip"' },
          }),
      },
    });
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Export with images' }));
    await waitFor(() =>
      expect(saved).toEqual([{ fileName: 'Spring_Sale_campaign_bundle.zip', href: 'blob:export' }]),
    );
    expect(requests.some((request) => request.url.endsWith('/campaigns/a/export-bundle'))).toBe(true);
  });

  it('shows the SPEC alert when the export fails', async () => {
    stubDashboardApi({
      campaigns: [three[0]!],
      routes: { 'GET /campaigns/a/export': () => jsonResponse(500, { detail: 'ExcelJS blew up' }) },
    });
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Export to Excel' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(DashboardMessages.exportFailed);
    expect(saved).toEqual([]);
  });
});

describe('Create New Campaign', () => {
  it('sends a user with no crawled website to / to crawl one first', async () => {
    stubDashboardApi({ campaigns: [], crawls: [] });
    const { user } = renderDashboard();
    const create = await screen.findByRole('button', { name: 'Create New Campaign' });
    await waitFor(() => expect(create).not.toHaveAttribute('data-loading'));
    await user.click(create);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('goes straight to the assumptions of the only website', async () => {
    stubDashboardApi({ campaigns: three, crawls: [buildCrawl({ crawl_id: 'crawl-5' })] });
    const { user } = renderDashboard();
    const create = await screen.findByRole('button', { name: 'Create New Campaign' });
    await waitFor(() => expect(create).not.toHaveAttribute('data-loading'));
    await user.click(create);

    const modal = await screen.findByRole('dialog', { name: 'New campaign for harbor-bikes.example' });
    expect(within(modal).getByText('Assumptions for harbor-bikes.example (crawl-5)')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Choose a website' })).not.toBeInTheDocument();
  });

  it('asks which website first when there are several, then opens the wizard with the assumption', async () => {
    stubDashboardApi({
      campaigns: three,
      crawls: [
        buildCrawl({ crawl_id: 'bikes-1' }),
        buildCrawl({ crawl_id: 'bikes-2', created_at: '2026-02-10T00:00:00Z' }),
        buildCrawl({ crawl_id: 'bread-1', hostname: 'bakery.example', start_url: 'https://bakery.example/' }),
      ],
    });
    const { user } = renderDashboard();
    const create = await screen.findByRole('button', { name: 'Create New Campaign' });
    await waitFor(() => expect(create).not.toHaveAttribute('data-loading'));
    await user.click(create);

    const chooser = await screen.findByRole('dialog', { name: 'Choose a website' });
    const options = within(chooser).getAllByRole('button', { name: /\.example/ });
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('bakery.example'),
      expect.stringContaining('harbor-bikes.example'),
    ]);
    await user.click(within(chooser).getByRole('button', { name: /harbor-bikes\.example/ }));

    const modal = await screen.findByRole('dialog', { name: 'New campaign for harbor-bikes.example' });
    expect(within(modal).getByText('Assumptions for harbor-bikes.example (bikes-2)')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Pick assumption' }));

    expect(await screen.findByRole('heading', { name: 'Wizard' })).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('location-state').textContent ?? 'null')).toEqual({
      hypothesisId: 'h-9',
      crawlId: 'bikes-2',
    });
  });
});
