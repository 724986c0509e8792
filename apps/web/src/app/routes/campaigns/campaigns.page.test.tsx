import type { Hypothesis } from '@adsmith/domain/hypotheses/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCampaign, buildCrawl } from '@/features/campaigns-dashboard/testing/build-campaign';
import { probeRoutes, stubDashboardApi } from '@/features/campaigns-dashboard/testing/dashboard-test-utils';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render-app';
import { CampaignsPage } from './campaigns.page';

const HOSTNAME = 'harbor-bikes.example';

function buildHypothesis(overrides: Partial<Hypothesis> = {}): Hypothesis {
  return {
    id: 'h-1',
    hypothesis: 'Riders buy because every bike is fitted by hand.',
    daily_budget: 100,
    strategic_approach: 'Show the fitting',
    success_metrics: 'Purchases',
    potential_impact_score: 8,
    crawl_id: 'crawl-5',
    evidence: [],
    brand_story: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('CampaignsPage', () => {
  it('runs the assumptions picker in a modal and opens the wizard with the chosen assumption', async () => {
    stubDashboardApi({
      campaigns: [buildCampaign()],
      crawls: [buildCrawl({ crawl_id: 'crawl-5' })],
      routes: { [`GET /hypotheses/${HOSTNAME}`]: () => jsonResponse(200, [buildHypothesis()]) },
    });
    const { user } = renderRoute('/campaigns', {
      routes: [{ path: '/campaigns', element: <CampaignsPage /> }, ...probeRoutes],
    });
    expect(await screen.findByRole('article', { name: 'Spring Sale' })).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create New Campaign' });
    await waitFor(() => expect(create).not.toHaveAttribute('data-loading'));
    await user.click(create);

    const modal = await screen.findByRole('dialog', { name: `New campaign for ${HOSTNAME}` });
    expect(
      within(modal).getByRole('heading', { name: 'Choose an Assumption for Your New Campaign' }),
    ).toBeInTheDocument();
    await user.click(await within(modal).findByRole('radio', { name: 'Choose assumption 1' }));
    await user.click(within(modal).getByRole('button', { name: 'Create Campaign' }));

    expect(await screen.findByRole('heading', { name: 'Wizard' })).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('location-state').textContent ?? 'null')).toEqual({
      hypothesisId: 'h-1',
      crawlId: 'crawl-5',
    });
  });
});
