import type { AdSet } from '@adsmith/domain/campaigns/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedRequest } from '@/testing/mock-fetch';
import { computeAdsBasis } from '../../model/ads-basis';
import type { WizardAction } from '../../model/wizard-reducer';
import {
  HYPOTHESIS_ID,
  PRODUCTS,
  buildAd,
  buildAdSet,
  renderWizard,
  seedWizard,
  stubWizardApi,
  toDraft,
  variations,
  withProducts,
} from '../../testing/wizard-api-fakes';

beforeEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

type Outcome = 'success' | 'partial_success' | 'failure';
const adSetOf = (request: RecordedRequest) => (request.body as { ad_set: AdSet }).ad_set;

/** Answers generate-ad-variations per ad set with the given outcomes, in turn. */
function answering(outcomes: Record<string, Outcome[]>) {
  return (request: RecordedRequest) => {
    const adSet = adSetOf(request);
    const status = outcomes[adSet.id]?.shift() ?? 'success';
    if (status === 'failure') return variations('failure', []);
    return variations(status, [buildAd(adSet, 1), buildAd(adSet, 2)]);
  };
}

const adSection = (name: string) => screen.getByRole('region', { name: `Ads of ${name}` });
const generationCalls = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url === '/api/generate-ad-variations');

describe('Ad Creation', () => {
  it('generates ads for each ad set on the first visit and edits them with the ad editor', async () => {
    const { requests } = stubWizardApi();
    seedWizard([...withProducts, { type: 'stepChanged', step: 2 }]);
    const { user } = renderWizard();
    expect(await screen.findByRole('heading', { name: 'Ad Creation' })).toBeInTheDocument();
    await waitFor(() => expect(within(adSection('Audience 2')).getAllByRole('article')).toHaveLength(2));
    expect(within(adSection('Audience 1')).getAllByRole('article')).toHaveLength(2);

    const calls = generationCalls(requests);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.body).toMatchObject({
      hypothesis_id: HYPOTHESIS_ID,
      channel: 'facebook',
      remaining_slots: 5,
      existing_ads: [],
      selected_products: [toDraft(PRODUCTS[0]!)],
    });
    expect(calls[1]?.body).toMatchObject({ remaining_slots: 5, selected_products: [toDraft(PRODUCTS[1]!)] });
    expect((calls[1]!.body as { existing_ads: unknown[] }).existing_ads).toHaveLength(2);

    const firstAd = within(adSection('Audience 1')).getAllByRole('article')[0]!;
    // Generated ads show as a preview until opened.
    expect(within(firstAd).getByText('Headline 1 for Audience 1')).toBeInTheDocument();
    await user.click(within(firstAd).getByRole('button', { name: /^Edit ad: / }));
    const headline = await within(firstAd).findByRole('textbox', { name: 'Headline' });
    await user.clear(headline);
    await user.type(headline, 'Slow mornings');
    expect(headline).toHaveValue('Slow mornings');
    await user.click(within(firstAd).getByRole('button', { name: /^Remove Ad: / }));
    expect(within(adSection('Audience 1')).getAllByRole('article')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Add Ad to Audience 1' }));
    const added = within(adSection('Audience 1')).getAllByRole('article');
    expect(added).toHaveLength(2);
    // A blank ad opens straight in the editor.
    expect(within(added[1]!).getByRole('textbox', { name: 'Headline' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('reports every ad set failing, offers the modal actions and tries again', async () => {
    const { requests } = stubWizardApi({
      'POST /generate-ad-variations': answering({
        'set-1': ['failure', 'success'],
        'set-2': ['failure', 'success'],
      }),
    });
    seedWizard([...withProducts, { type: 'stepChanged', step: 2 }]);
    const { user } = renderWizard();
    const dialog = await screen.findByRole('dialog', { name: 'Ad generation failed' });
    const message = 'Failed to generate ads for all ad sets. Please try again or contact support.';
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue with Available Ads' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(screen.getByTestId('wizard-alert')).toHaveTextContent(message);
    // SPEC §2: Continue is disabled with zero ads.
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Regenerate Ads' }));
    await user.click(await screen.findByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    expect(screen.queryByTestId('wizard-alert')).toBeNull();
    expect(generationCalls(requests)).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('names the ad sets that failed, tries only those again, or continues with the available ads', async () => {
    const { requests } = stubWizardApi({
      'POST /generate-ad-variations': answering({ 'set-2': ['failure', 'failure'] }),
    });
    seedWizard([...withProducts, { type: 'stepChanged', step: 2 }]);
    const { user } = renderWizard();
    const dialog = await screen.findByRole('dialog', { name: 'Ad generation failed' });
    const message =
      'Failed to generate ads for some ad sets: Audience 2. You can continue with the ads that were successfully generated or try again.';
    expect(within(dialog).getByText(message)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    const again = await screen.findByRole('dialog', { name: 'Ad generation failed' });
    expect(generationCalls(requests).map((request) => adSetOf(request).id)).toEqual([
      'set-1',
      'set-2',
      'set-2',
    ]);

    await user.click(within(again).getByRole('button', { name: 'Continue with Available Ads' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByTestId('wizard-alert')).toBeNull();
    expect(within(adSection('Audience 1')).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('warns when variations came back incomplete and keeps them', async () => {
    stubWizardApi({ 'POST /generate-ad-variations': answering({ 'set-1': ['partial_success'] }) });
    seedWizard([...withProducts, { type: 'stepChanged', step: 2 }]);
    renderWizard();
    expect(await screen.findByTestId('wizard-alert')).toHaveTextContent(
      "Some ad variations couldn't be generated completely. You can continue with the current ads or try regenerating them.",
    );
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  describe('Changes Detected', () => {
    const one = buildAdSet(1);
    const two = buildAdSet(2);
    function seedChanged() {
      const withAds: WizardAction[] = [
        ...withProducts,
        { type: 'adsGenerated', adSetId: 'set-1', ads: [buildAd(one, 1, { headline: 'Old headline one' })] },
        { type: 'adsGenerated', adSetId: 'set-2', ads: [buildAd(two, 1, { headline: 'Old headline two' })] },
      ];
      const basis = computeAdsBasis(seedWizard(withAds));
      seedWizard([
        ...withAds,
        { type: 'adsBasisSet', basis },
        { type: 'productAdded', adSetId: 'set-1', product: toDraft(PRODUCTS[2]!) },
        { type: 'stepChanged', step: 2 },
      ]);
    }

    it('keeps the current ads on request', async () => {
      const { requests } = stubWizardApi();
      seedChanged();
      const { user } = renderWizard();
      const dialog = await screen.findByRole('dialog', { name: 'Changes Detected' });
      await user.click(within(dialog).getByRole('button', { name: 'Keep Current Ads' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getAllByRole('article')).toHaveLength(2);
      expect(screen.getByText('Old headline one')).toBeInTheDocument();
      expect(generationCalls(requests)).toHaveLength(0);
    });

    it('regenerates the ads for the new selection on request', async () => {
      const { requests } = stubWizardApi();
      seedChanged();
      const { user } = renderWizard();
      const dialog = await screen.findByRole('dialog', { name: 'Changes Detected' });
      await user.click(within(dialog).getByRole('button', { name: 'Regenerate Ads' }));
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
      expect(screen.queryByText('Old headline one')).toBeNull();
      expect(screen.queryByText('Old headline two')).toBeNull();
      const calls = generationCalls(requests);
      expect(calls).toHaveLength(2);
      expect(calls[0]?.body).toMatchObject({ remaining_slots: 5, existing_ads: [] });
      expect((calls[0]!.body as { selected_products: unknown[] }).selected_products).toHaveLength(2);
    });
  });

  it("shows each ad's creative from the page; an uploaded image becomes the ad's media_url and is created with it", async () => {
    const { requests } = stubWizardApi({
      'POST /media/upload': () => jsonResponse(201, { url: '/api/proxy-media/u/own.png' }),
      'GET /proxy-media/u/own.png': () =>
        new Response(new Blob(['png'], { type: 'image/png' }), { status: 200 }),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:own', revokeObjectURL: () => undefined }),
    );
    seedWizard([...withProducts, { type: 'stepChanged', step: 2 }]);
    const { user } = renderWizard();
    await waitFor(() => expect(within(adSection('Audience 2')).getAllByRole('article')).toHaveLength(2));
    const firstAd = within(adSection('Audience 1')).getAllByRole('article')[0]!;
    const adName = 'Audience 1 ad 1';
    await user.upload(
      within(firstAd).getByLabelText(`Image file for ${adName}`),
      new File(['png'], 'own.png', { type: 'image/png' }),
    );
    expect(await within(firstAd).findByRole('img', { name: 'Creative' })).toHaveAttribute('src', 'blob:own');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Create Campaign' }));
    await waitFor(() =>
      expect(requests.some((request) => request.url === '/api/create-campaign')).toBe(true),
    );
    const body = requests.find((request) => request.url === '/api/create-campaign')?.body as {
      ad_creatives: { name: string; media_url: string | null }[];
    };
    expect(body.ad_creatives.find((ad) => ad.name === adName)?.media_url).toBe('/api/proxy-media/u/own.png');
    // Only that ad changed; the others keep the creative they were generated with.
    expect(body.ad_creatives.filter((ad) => ad.media_url === '/api/proxy-media/u/own.png')).toHaveLength(1);
  });
});

describe('copy check in the ads step', () => {
  it('shows what the checker finds in an ad as warnings and applies its fixes on request', async () => {
    stubWizardApi({
      'POST /generate-ad-variations': (request) => {
        const adSet = adSetOf(request);
        const flawed = buildAd(adSet, 1, {
          headline: 'Speckled Mug | Kiln and Kettle',
          headline_variations: ['Speckled Mug | Kiln and Kettle'],
          description: '£28.00',
        });
        return variations('success', adSet.id === 'set-1' ? [flawed] : [buildAd(adSet, 2)]);
      },
    });
    seedWizard([...withProducts, { type: 'stepChanged', step: 2 }]);
    const { user } = renderWizard();
    await waitFor(() => expect(within(adSection('Audience 1')).getAllByRole('article')).toHaveLength(1));
    const card = within(adSection('Audience 1')).getByRole('article');
    const warnings = within(card).getByRole('status');
    expect(warnings).toHaveTextContent('Headline: Ends with the site name');
    expect(warnings).toHaveTextContent('Description: Only a price.');
    await user.click(within(card).getByRole('button', { name: 'Apply suggested fixes' }));
    // The fixes drop the site name and the price-only description; what is left to do is the owner's: write one.
    await waitFor(() =>
      expect(within(card).getByRole('status')).not.toHaveTextContent('Ends with the site name'),
    );
    expect(within(card).getByRole('status')).not.toHaveTextContent('Only a price');
    expect(within(card).getByRole('status')).toHaveTextContent('Description: No description');
    expect(within(card).queryByRole('button', { name: 'Apply suggested fixes' })).toBeNull();
    expect(card).toHaveTextContent('Speckled Mug');
  });
});
