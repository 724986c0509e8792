import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SavedProfileCorrections } from '@adsmith/domain/profile/schemas';
import { buildProfileResponse } from '@/features/story/testing/story-api-fakes';
import { jsonResponse } from '@/testing/mock-fetch';
import { wizardStorageKey } from '../model/wizard-storage';
import {
  buildAdSet,
  CRAWL_ID,
  HYPOTHESIS_ID,
  PRODUCTS,
  toDraft,
  renderWizard,
  seedWizard,
  stubWizardApi,
} from '../testing/wizard-api-fakes';

// The wizard keeps its draft in sessionStorage, which the shared setup does not clear between tests.
beforeEach(() => window.sessionStorage.clear());

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('opening the wizard', () => {
  it.each(['/campaigns/create', '/marketing/campaigns/create'])(
    'at %s without navigation state shows the missing parameters screen',
    async (path) => {
      const { requests } = stubWizardApi();
      const { user, router } = renderWizard({ path, state: null });
      expect(await screen.findByText('Missing required parameters')).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Back to Business Assumptions' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/marketing/assumptions'));
      expect(requests.some((request) => request.url.includes('generate'))).toBe(false);
    },
  );

  it('keeps the guided flow step indicator on the marketing route', async () => {
    stubWizardApi();
    renderWizard({ path: '/marketing/campaigns/create' });
    expect(await screen.findByRole('textbox', { name: 'Campaign name' })).toHaveValue('Hand-thrown mornings');
    expect(screen.getByRole('button', { name: /Create Campaign/ })).toHaveAttribute('aria-current', 'step');
  });

  it('says so when the assumption does not exist', async () => {
    stubWizardApi({
      [`GET /hypothesis/${HYPOTHESIS_ID}`]: () => jsonResponse(404, { detail: 'Hypothesis not found' }),
    });
    renderWizard();
    expect(await screen.findByText('No hypothesis data found')).toBeInTheDocument();
  });

  it('shows the server detail, else the fallback, when drafting fails', async () => {
    stubWizardApi({
      [`POST /generate-campaign/${HYPOTHESIS_ID}`]: () =>
        jsonResponse(400, { detail: 'The hypothesis does not belong to this crawl.' }),
    });
    renderWizard();
    expect(await screen.findByText('The hypothesis does not belong to this crawl.')).toBeInTheDocument();
  });

  it('falls back to "Failed to load campaign data" without a detail', async () => {
    stubWizardApi({ [`GET /business-info/${CRAWL_ID}`]: () => new Response('oops', { status: 502 }) });
    renderWizard();
    expect(await screen.findByText('Failed to load campaign data')).toBeInTheDocument();
  });
});

describe('Campaign Setup', () => {
  it('drafts the campaign and its ad sets once, then keeps them across a reload', async () => {
    const { requests } = stubWizardApi();
    const first = renderWizard();
    expect(await screen.findByRole('textbox', { name: 'Campaign name' })).toHaveValue('Hand-thrown mornings');
    expect(screen.getByRole('combobox', { name: 'Objective' })).toHaveDisplayValue('Sales');
    expect(screen.getByRole('region', { name: 'Ad set Audience 1' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ad set Audience 2' })).toBeInTheDocument();
    const adSetsCall = requests.find((request) => request.url.includes('/generate-ad-sets/'));
    expect(adSetsCall?.body).toMatchObject({
      existing_ad_sets: [],
      remaining_slots: 2,
      objective: 'OUTCOME_SALES',
    });
    await first.user.clear(screen.getByRole('textbox', { name: 'Campaign name' }));
    await first.user.type(screen.getByRole('textbox', { name: 'Campaign name' }), 'Mugs for May');
    first.unmount();

    expect(window.sessionStorage.getItem(wizardStorageKey(HYPOTHESIS_ID))).toContain('Mugs for May');
    renderWizard();
    expect(await screen.findByRole('textbox', { name: 'Campaign name' })).toHaveValue('Mugs for May');
    expect(requests.filter((request) => request.url.includes('/generate-campaign/'))).toHaveLength(1);
  });

  it('disables Continue without a name or without an ad set', async () => {
    stubWizardApi();
    const { user } = renderWizard();
    const name = await screen.findByRole('textbox', { name: 'Campaign name' });
    expect(continueButton()).toBeEnabled();
    await user.clear(name);
    expect(continueButton()).toBeDisabled();
    await user.type(name, 'Mugs');
    expect(continueButton()).toBeEnabled();

    for (const adSet of ['Audience 1', 'Audience 2']) {
      const card = screen.getByRole('region', { name: `Ad set ${adSet}` });
      await user.click(within(card).getByRole('button', { name: /^Remove Ad Set: / }));
      const dialog = await screen.findByRole('dialog', { name: `Remove ad set "${adSet}"?` });
      await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
      await waitFor(() => expect(screen.queryByRole('region', { name: `Ad set ${adSet}` })).toBeNull());
    }
    expect(continueButton()).toBeDisabled();
  });

  it('adds a manual ad set up to the limit of 2, with its settings open', async () => {
    stubWizardApi({
      [`POST /generate-ad-sets/hypothesis/${HYPOTHESIS_ID}`]: () =>
        jsonResponse(200, { ad_sets: [], engine: { kind: 'offline', label: 'Drafted offline' } }),
    });
    const { user } = renderWizard();
    await screen.findByRole('textbox', { name: 'Campaign name' });
    expect(continueButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add Ad Set' }));
    const card = screen.getByRole('region', { name: 'Ad set Ad Set 1' });
    // The budget is in the ad account's currency, named by its code beside the field (no "$" sign in it).
    expect(within(card).getByRole('textbox', { name: 'Daily budget (USD)' })).toHaveValue('0.00');
    const currency = screen.getByRole('combobox', { name: 'Ad account currency' });
    expect(currency).toHaveValue('USD');
    await user.selectOptions(currency, 'EUR');
    expect(await within(card).findByRole('textbox', { name: 'Daily budget (EUR)' })).toHaveValue('0.00');
    expect(within(card).queryByRole('textbox', { name: 'Daily budget (USD)' })).toBeNull();
    expect(within(card).getByLabelText('Minimum age')).toHaveValue('18');
    expect(within(card).getByLabelText('Maximum age')).toHaveValue('65');
    // The SPEC §5 rules show where they can be fixed.
    expect(within(card).getByText('The daily budget must be at least 1')).toBeInTheDocument();
    // It targets the business's country (the profile knows it: an address), not no country at all.
    expect(within(card).queryByText('Choose at least one country')).toBeNull();
    expect(within(card).getAllByText('United Kingdom').length).toBeGreaterThan(0);
    expect(within(card).getByRole('textbox', { name: 'Bid cap (EUR)' })).toBeInTheDocument();
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Bid strategy' }), 'Minimum ROAS');
    expect(within(card).getByRole('textbox', { name: 'Minimum ROAS' })).toBeInTheDocument();
    expect(within(card).queryByRole('textbox', { name: 'Bid cap (EUR)' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add Ad Set' }));
    expect(screen.getByRole('region', { name: 'Ad set Ad Set 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Ad Set' })).toBeDisabled();
    expect(continueButton()).toBeEnabled();
  });

  it('opens Product Selection with the offerings each drafted ad set names, Auto-distribute still offered', async () => {
    const { requests } = stubWizardApi({
      [`POST /generate-ad-sets/hypothesis/${HYPOTHESIS_ID}`]: () =>
        jsonResponse(200, {
          ad_sets: [buildAdSet(1), buildAdSet(2)],
          products_by_ad_set: {
            'set-1': [toDraft(PRODUCTS[0]!), toDraft(PRODUCTS[1]!)],
            'set-2': [toDraft(PRODUCTS[2]!)],
          },
          engine: { kind: 'offline', label: 'Drafted offline' },
        }),
    });
    const { user } = renderWizard();
    await screen.findByRole('textbox', { name: 'Campaign name' });
    await user.click(continueButton());
    const products = (name: string) =>
      within(screen.getByRole('region', { name: `Products of ${name}` }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    await waitFor(() => expect(products('Audience 2')).toHaveLength(1));
    expect(products('Audience 1')).toEqual([
      expect.stringContaining('Stoneware piece 1'),
      expect.stringContaining('Stoneware piece 2'),
    ]);
    expect(products('Audience 2')).toEqual([expect.stringContaining('Stoneware piece 3')]);
    // Nothing to press before continuing, and nothing asked of the server to place them.
    expect(continueButton()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Auto-distribute' })).toBeEnabled();
    expect(requests.some((request) => request.url.includes('/distribute'))).toBe(false);
  });

  it('generates another ad set for a free slot, different from the existing one', async () => {
    let calls = 0;
    const { requests } = stubWizardApi({
      [`POST /generate-ad-sets/hypothesis/${HYPOTHESIS_ID}`]: () => {
        calls += 1;
        const adSets =
          calls === 1 ? [buildAdSet(1), buildAdSet(2)] : [buildAdSet(1, { name: 'Gift buyers' })];
        // The second draft's offerings are keyed by its id, which the first ad set already has.
        const products = calls === 1 ? {} : { 'set-1': [toDraft(PRODUCTS[3]!)] };
        return jsonResponse(200, {
          ad_sets: adSets,
          products_by_ad_set: products,
          engine: { kind: 'offline', label: 'Drafted offline' },
        });
      },
    });
    const { user } = renderWizard();
    await screen.findByRole('textbox', { name: 'Campaign name' });
    expect(screen.getByRole('button', { name: 'Generate Ad Set' })).toBeDisabled();
    const second = screen.getByRole('region', { name: 'Ad set Audience 2' });
    await user.click(within(second).getByRole('button', { name: /^Remove Ad Set: / }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));

    await user.click(await screen.findByRole('button', { name: 'Generate Ad Set' }));
    expect(await screen.findByRole('region', { name: 'Ad set Gift buyers' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ad set Audience 1' })).toBeInTheDocument();
    const body = requests.filter((request) => request.url.includes('/generate-ad-sets/'))[1]?.body;
    expect(body).toMatchObject({
      remaining_slots: 1,
      existing_ad_sets: [{ name: 'Audience 1', selection_reasoning: 'People who cook at home' }],
    });
    // Both ad sets were drafted with the id "set-1": the new one got its own, so they stay apart.
    const stored = JSON.parse(window.sessionStorage.getItem(wizardStorageKey(HYPOTHESIS_ID)) ?? '{}') as {
      adSets: { id: string; name: string }[];
      productsByAdSet: Record<string, { name: string }[]>;
    };
    expect(new Set(stored.adSets.map((adSet) => adSet.id)).size).toBe(2);
    // Its offerings went with it: the first ad set keeps none of them.
    const idOf = (name: string) => stored.adSets.find((adSet) => adSet.name === name)!.id;
    expect(stored.productsByAdSet[idOf('Gift buyers')]?.map((product) => product.name)).toEqual([
      'Stoneware piece 4',
    ]);
    expect(stored.productsByAdSet[idOf('Audience 1')] ?? []).toEqual([]);
  });

  it('asks for the country when the profile does not know it, then drafts the ad sets with the answer, keeping what was typed', async () => {
    let corrections: SavedProfileCorrections = {};
    const nowhere = {
      country: null,
      region: null,
      city: null,
      street: null,
      otherCountries: [],
      isLocal: false,
    };
    const profile = () => buildProfileResponse({ crawlId: CRAWL_ID, location: nowhere }, corrections);
    const { requests } = stubWizardApi({
      [`GET /business-profile/${CRAWL_ID}`]: () => jsonResponse(200, profile()),
      [`PUT /business-profile/${CRAWL_ID}/corrections`]: (request) => {
        corrections = request.body as SavedProfileCorrections;
        return jsonResponse(200, profile());
      },
    });
    const { user } = renderWizard();
    const name = await screen.findByRole('textbox', { name: 'Campaign name' });
    const question = screen.getByRole('region', { name: 'Which country is your business in?' });
    // No ad set is drafted without a country, and none can be generated until the owner answers.
    expect(requests.some((request) => request.url.includes('/generate-ad-sets/'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Generate Ad Set' })).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'Cakes for Santiago');

    const submit = within(question).getByRole('button', { name: 'Use this country and draft ad sets' });
    await user.click(submit);
    expect(await within(question).findByText('Choose the country your business is in')).toBeInTheDocument();
    const country = within(question)
      .getAllByLabelText(/^Country/)
      .find((element) => element.tagName === 'INPUT')!;
    await user.type(country, 'Chil');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(submit);

    expect(await screen.findByRole('region', { name: 'Ad set Audience 1' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ad set Audience 2' })).toBeInTheDocument();
    expect(corrections).toEqual({ country: 'CL' });
    expect(screen.queryByRole('region', { name: 'Which country is your business in?' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Campaign name' })).toHaveValue('Cakes for Santiago');
    const adSetsCall = requests.find((request) => request.url.includes('/generate-ad-sets/'));
    expect(adSetsCall?.body).toMatchObject({ existing_ad_sets: [], remaining_slots: 2 });
  }, 30_000);

  it('asks nothing once the owner picked a country in an ad set, and drafts more for that country', async () => {
    const nowhere = {
      country: null,
      region: null,
      city: null,
      street: null,
      otherCountries: [],
      isLocal: false,
    };
    const { requests } = stubWizardApi({
      [`GET /business-profile/${CRAWL_ID}`]: () =>
        jsonResponse(200, buildProfileResponse({ crawlId: CRAWL_ID, location: nowhere })),
    });
    seedWizard([
      {
        type: 'adSetUpdated',
        adSet: buildAdSet(1, {
          targeting: {
            ...buildAdSet(1).targeting,
            geo_locations: { countries: ['MX'], cities: [], regions: [] },
          },
        }),
      },
      { type: 'adSetRemoved', adSetId: 'set-2' },
    ]);
    const { user } = renderWizard();
    await screen.findByRole('textbox', { name: 'Campaign name' });
    expect(screen.queryByRole('region', { name: 'Which country is your business in?' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Generate Ad Set' }));
    await waitFor(() =>
      expect(requests.find((request) => request.url.includes('/generate-ad-sets/'))?.body).toMatchObject({
        countries: ['MX'],
        remaining_slots: 1,
      }),
    );
  });

  it('offers only the objective’s delivery settings', async () => {
    stubWizardApi();
    const { user } = renderWizard();
    await screen.findByRole('textbox', { name: 'Campaign name' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Objective' }), 'Brand Awareness');
    const card = screen.getByRole('region', { name: 'Ad set Audience 1' });
    await user.click(within(card).getByRole('button', { name: /^Edit settings: / }));
    expect(await within(card).findByRole('combobox', { name: 'Optimisation goal' })).toHaveDisplayValue(
      'Reach',
    );
    const strategies = within(within(card).getByRole('combobox', { name: 'Bid strategy' })).getAllByRole(
      'option',
    );
    expect(strategies.map((option) => option.textContent)).toEqual(['Highest volume (no cap)']);
  });
});
