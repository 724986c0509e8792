import type { CreateCampaignRequest } from '@adsmith/domain/campaigns/api-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/mock-fetch';
import { buildBlankAd } from '../../model/new-draft-items';
import type { WizardAction } from '../../model/wizard-reducer';
import { wizardStorageKey } from '../../model/wizard-storage';
import {
  CRAWL_ID,
  HYPOTHESIS_ID,
  PRODUCTS,
  buildAd,
  buildAdSet,
  renderWizard,
  seedWizard,
  stubWizardApi,
  toDraft,
  withProducts,
} from '../../testing/wizard-api-fakes';

beforeEach(() => window.sessionStorage.clear());

const one = buildAdSet(1);
const two = buildAdSet(2);
const complete: WizardAction[] = [
  ...withProducts,
  { type: 'adsGenerated', adSetId: 'set-1', ads: [buildAd(one, 1, { product_ids: ['p1'] })] },
  { type: 'adsGenerated', adSetId: 'set-2', ads: [buildAd(two, 1)] },
  { type: 'stepChanged', step: 3 },
];

describe('Review & Create', () => {
  it('shows the whole draft and creates it as a DRAFT, then goes to the campaigns', async () => {
    const { requests } = stubWizardApi();
    seedWizard(complete);
    const { user, router } = renderWizard();
    const summary = await screen.findByRole('region', { name: 'Campaign summary' });
    expect(within(summary).getByText('Hand-thrown mornings')).toBeInTheDocument();
    expect(within(summary).getByText('Sales')).toBeInTheDocument();
    expect(within(summary).getByText('$100.00')).toBeInTheDocument();
    const setOne = screen.getByRole('region', { name: 'Review of Audience 1' });
    expect(within(setOne).getByText('United States')).toBeInTheDocument();
    expect(within(setOne).getByText('25–55')).toBeInTheDocument();
    expect(within(setOne).getByText('Facebook, Instagram')).toBeInTheDocument();
    expect(within(setOne).getByText('Highest volume (no cap)')).toBeInTheDocument();
    expect(within(setOne).getByText(PRODUCTS[0]!.name)).toBeInTheDocument();
    expect(within(setOne).getByText('Shop Now')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns'));
    const body = requests.find((request) => request.url === '/api/create-campaign')
      ?.body as CreateCampaignRequest;
    expect(body).toMatchObject({
      hypothesis_id: HYPOTHESIS_ID,
      crawl_id: CRAWL_ID,
      campaign_data: {
        name: 'Hand-thrown mornings',
        objective: 'OUTCOME_SALES',
        status: 'DRAFT',
        channel: 'facebook',
      },
      products_by_ad_set: { 'set-1': [toDraft(PRODUCTS[0]!)], 'set-2': [toDraft(PRODUCTS[1]!)] },
    });
    expect(body.campaign_data.ad_sets.map((adSet) => adSet.id)).toEqual(['set-1', 'set-2']);
    expect(body.ad_creatives.map((ad) => [ad.ad_set_id, ad.media_url])).toEqual([
      ['set-1', '/api/proxy-media/creatives/mug.png'],
      ['set-2', '/api/proxy-media/creatives/mug.png'],
    ]);
    // The draft is saved: a new visit starts afresh.
    expect(window.sessionStorage.getItem(wizardStorageKey(HYPOTHESIS_ID))).toBeNull();
  });

  it('shows the server detail when creation fails, and clears it on a step change', async () => {
    stubWizardApi({
      'POST /create-campaign': () =>
        jsonResponse(400, {
          detail: 'campaign_data.ad_sets.0.daily_budget: The daily budget must be at least 1',
        }),
    });
    seedWizard(complete);
    const { user, router } = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByTestId('wizard-alert')).toHaveTextContent(
      'Failed to create campaign: campaign_data.ad_sets.0.daily_budget: The daily budget must be at least 1',
    );
    expect(router.state.location.pathname).toBe('/campaigns/create');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Ad Creation' });
    expect(screen.queryByTestId('wizard-alert')).toBeNull();
  });

  it('lists what the server would refuse and holds Create back until it is fixed', async () => {
    const { requests } = stubWizardApi();
    seedWizard([
      ...complete,
      { type: 'adAdded', ad: { ...buildBlankAd({ ads: [] }, one, 'products'), name: 'Blank ad' } },
    ]);
    renderWizard();
    const problems = await screen.findByText('Fix these before creating the campaign');
    expect(problems.closest('[role="alert"]')).toHaveTextContent(
      'Ad "Blank ad" in "Audience 1" — headline: Required',
    );
    expect(screen.getByRole('button', { name: 'Create Campaign' })).toBeDisabled();
    expect(requests.some((request) => request.url === '/api/create-campaign')).toBe(false);
  });
});
