import { DashboardMessages } from '@adsmith/domain/campaigns/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render-app';
import { buildCampaign } from '../testing/build-campaign';
import { cardTitles, LocationProbe, metricValue } from '../testing/dashboard-test-utils';
import { WebsiteCampaignList } from './website-campaign-list';

const HOSTNAME = 'harbor-bikes.example';

function renderList(answer: () => Response) {
  const { requests } = stubFetch((request) => {
    if (request.url === `/api/campaigns/hostname/${HOSTNAME}`) return answer();
    throw new Error(`unexpected request ${request.url}`);
  });
  const rendered = renderRoute('/marketing/campaigns', {
    routes: [
      {
        path: '/marketing/campaigns',
        element: <WebsiteCampaignList hostname={HOSTNAME} createPath="/marketing/assumptions" />,
      },
      { path: '/marketing/assumptions', element: <LocationProbe name="Assumptions" /> },
    ],
  });
  return { ...rendered, requests };
}

describe('WebsiteCampaignList', () => {
  it("lists the website's campaigns, newest first, in the compact card", async () => {
    renderList(() =>
      jsonResponse(200, [
        buildCampaign({ id: 'a', name: 'Older', created_at: '2026-01-01T00:00:00Z' }),
        buildCampaign({
          id: 'b',
          name: 'Newer',
          created_at: '2026-02-01T00:00:00Z',
          analytics: { impressions: 1000, clicks: 0, conversions: 0, spend: 12.5, conversion_value: 0 },
        }),
      ]),
    );
    await waitFor(() => expect(cardTitles()).toEqual(['Newer', 'Older']));
    const newer = screen.getByRole('article', { name: 'Newer' });
    expect(metricValue(newer, 'Spend')).toBe('$12.50');
    expect(metricValue(newer, 'Impressions')).toBe('1,000');
    expect(screen.queryByText('ROAS')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Publish/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Export to Excel' })).toHaveLength(2);
  });

  it('leads to the assumption step to create a campaign when there are none', async () => {
    const { user } = renderList(() => jsonResponse(200, []));
    expect(await screen.findByText(`No campaigns for ${HOSTNAME} yet.`)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Create New Campaign' }));
    expect(await screen.findByRole('heading', { name: 'Assumptions' })).toBeInTheDocument();
  });

  it('says "Failed to load campaigns" when the list cannot be loaded', async () => {
    renderList(() => jsonResponse(404, { detail: 'Not found' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DashboardMessages.loadFailed);
  });
});
