import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { effectiveProfile, type SavedProfileCorrections } from '@adsmith/domain/profile/schemas';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-app';
import {
  buildBusinessProfile,
  buildProfileResponse,
  buildStatus,
  CRAWL_ID,
  stubStoryApi,
} from '../testing/story-api-fakes';
import { BusinessProfilePanel } from './business-profile-panel';

const path = `/business-profile/${CRAWL_ID}`;
const completed = { [`GET /status/${CRAWL_ID}`]: () => jsonResponse(200, buildStatus('completed')) };
/** The input a label names (Mantine also labels the option list with it). */
const input = (form: HTMLElement, label: string) =>
  within(form)
    .getAllByLabelText(label)
    .find((element) => element.tagName === 'INPUT')!;

describe('What we learned from your site', () => {
  it('shows every item with a link to its page and the quote on demand', async () => {
    stubStoryApi({ ...completed, [`GET ${path}`]: () => jsonResponse(200, buildProfileResponse()) });
    renderWithProviders(<BusinessProfilePanel crawlId={CRAWL_ID} />);
    const panel = await screen.findByRole('region', { name: 'What we learned from your site' });
    expect((await within(panel).findAllByText(/Crumb & Co/)).length).toBeGreaterThan(0);
    expect(within(panel).getByText(/United Kingdom \(from address\)/)).toBeInTheDocument();
    expect(within(panel).getByText(/Café or bakery \(from “bakery”\)/)).toBeInTheDocument();
    const contactLinks = within(panel).getAllByRole('link', { name: '/contact' });
    expect(contactLinks[0]).toHaveAttribute('href', 'https://bakery.example/contact');
    expect(contactLinks[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(panel).getAllByText('12 Mill Lane, Bristol BS1 4ST')[0]!.tagName).toBe('Q');
    expect(within(panel).getAllByText(/The best croissants in town/).length).toBeGreaterThan(0);
    expect(within(panel).getByText('No phone number or email address was found.')).toBeInTheDocument();
  });

  it('says plainly what the site did not tell', async () => {
    const empty = buildBusinessProfile({
      businessName: null,
      location: { country: null, region: null, city: null, street: null, otherCountries: [], isLocal: false },
      audience: [],
      valuePropositions: [],
      proof: { foundedYear: null, counts: [], testimonials: [], ratings: [], awards: [], press: [] },
      currency: null,
      trade: null,
      unknowns: [
        'The country could not be told: the site shows no address, country, phone prefix or national currency.',
      ],
    });
    stubStoryApi({
      ...completed,
      [`GET ${path}`]: () =>
        jsonResponse(200, {
          profile: empty,
          learned: empty,
          corrections: {},
          correctedAt: null,
          offerings: [],
        }),
    });
    renderWithProviders(<BusinessProfilePanel crawlId={CRAWL_ID} />);
    expect(await screen.findByText('We could not tell which country you are in.')).toBeInTheDocument();
    expect(screen.getByText('The site does not say who its customers are.')).toBeInTheDocument();
    expect(screen.getByText('No offers found on the site.')).toBeInTheDocument();
    expect(screen.getByText('No prices found.')).toBeInTheDocument();
    expect(screen.getByText('We could not tell your trade from the site.')).toBeInTheDocument();
    // Never a dead end: what is missing, and what the owner can do about it.
    expect(screen.getByRole('note')).toHaveTextContent(/We could not find .*your trade/);
    expect(screen.getByRole('note')).toHaveTextContent(/set your name and trade in the form below/);
    expect(screen.getByRole('note')).toHaveTextContent(/type in what you sell under What you offer/);
    expect(screen.getByRole('note')).toHaveTextContent(/greater Crawl depth/);
    expect(screen.getByRole('button', { name: 'Add an offering' })).toBeInTheDocument();
    expect(screen.getByText(/The country could not be told/)).toBeInTheDocument();
  });

  it('asks for the offerings when the crawl read one page and found none, and not once the owner added one', async () => {
    const onePage = buildStatus('completed', {
      progress: { pages_queued: 1, pages_fetched: 1, pages_failed: 0, links_refused: 0, offerings_found: 0 },
    });
    const added = {
      edits: [],
      added: [{ id: 'a1', name: 'Sourdough loaf', price: '4.50', type: 'product' as const }],
    };
    let corrections: SavedProfileCorrections = {};
    stubStoryApi({
      [`GET /status/${CRAWL_ID}`]: () => jsonResponse(200, onePage),
      [`GET ${path}`]: () => jsonResponse(200, buildProfileResponse({}, corrections)),
    });
    const first = renderWithProviders(<BusinessProfilePanel crawlId={CRAWL_ID} />);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      'We read 1 page of your site. We could not find your products or services. Adsmith still drafts',
    );
    expect(note).toHaveTextContent(/type in what you sell under What you offer/);
    expect(note).not.toHaveTextContent(/set your/);
    first.unmount();

    corrections = { offerings: added };
    stubStoryApi({
      ...completed,
      [`GET ${path}`]: () => jsonResponse(200, buildProfileResponse({}, corrections)),
    });
    renderWithProviders(<BusinessProfilePanel crawlId={CRAWL_ID} />);
    expect(await screen.findByRole('list', { name: 'Your offerings' })).toHaveTextContent('Sourdough loaf');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('saves a corrected name, trade, location and offering type with the keyboard', async () => {
    let saved: SavedProfileCorrections | null = null;
    const api = stubStoryApi({
      ...completed,
      [`GET ${path}`]: () => jsonResponse(200, buildProfileResponse()),
      [`PUT ${path}/corrections`]: (request) => {
        saved = request.body as SavedProfileCorrections;
        const learned = buildBusinessProfile();
        return jsonResponse(200, {
          profile: effectiveProfile(learned, { ...saved, country: saved.country ?? null }),
          learned,
          corrections: saved,
          correctedAt: '2026-01-03T00:00:00.000Z',
          offerings: [],
        });
      },
    });
    const { user } = renderWithProviders(<BusinessProfilePanel crawlId={CRAWL_ID} />);
    const form = await screen.findByRole('form', { name: 'Correct what we learned' });
    const name = input(form, 'Business name');
    expect(name).toHaveValue('Crumb & Co');
    await user.clear(name);
    await user.type(name, 'Crumb and Company Bakers');
    const trade = input(form, 'Trade');
    await user.clear(trade);
    await user.type(trade, 'Food produ');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(trade).toHaveValue('Food producer or farm shop');
    const country = input(form, 'Country');
    await user.clear(country);
    await user.type(country, 'Irel');
    await user.keyboard('{ArrowDown}{Enter}');
    const city = input(form, 'City');
    await user.clear(city);
    await user.type(city, 'Dublin');
    await user.type(input(form, 'Region'), 'Leinster');
    await user.click(input(form, 'What the business sells'));
    await user.click(await screen.findByRole('option', { name: 'Products and services' }));
    await user.click(within(form).getByRole('button', { name: 'Save corrections' }));

    await waitFor(() => expect(saved).not.toBeNull(), { timeout: 15_000 });
    expect(
      await screen.findByText('Saved. New drafts use your corrections.', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(saved).toEqual({
      businessName: 'Crumb and Company Bakers',
      trade: 'food_producer',
      country: 'IE',
      region: 'Leinster',
      city: 'Dublin',
      offeringType: 'mixed',
    });
    expect(await screen.findAllByText('Crumb and Company Bakers')).not.toHaveLength(0);
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(true);
    expect(await screen.findAllByText('Dublin')).not.toHaveLength(0);
    expect(screen.getAllByText('set by you').length).toBeGreaterThan(0);
  }, 90_000);

  it('asks for the country when the site only hints at it, and saves the answer beside the other corrections', async () => {
    const unsure = {
      country: {
        value: 'CL',
        basis: 'phone_prefix' as const,
        source: { url: 'https://bakery.example/', quote: 'Pedidos al +56 9 8765 4321' },
      },
      region: null,
      city: null,
      street: null,
      otherCountries: [],
      isLocal: false,
      confidence: 0.3,
    };
    let saved: SavedProfileCorrections | null = null;
    const api = stubStoryApi({
      ...completed,
      [`GET ${path}`]: () =>
        jsonResponse(200, buildProfileResponse({ location: unsure }, { offeringType: 'mixed' })),
      [`PUT ${path}/corrections`]: (request) => {
        saved = request.body as SavedProfileCorrections;
        return jsonResponse(200, buildProfileResponse({ location: unsure }, saved));
      },
    });
    const { user } = renderWithProviders(<BusinessProfilePanel crawlId={CRAWL_ID} />);
    const question = await screen.findByRole('region', { name: 'Which country is your business in?' });
    expect(question).toHaveTextContent(/our best guess is Chile, from a phone number/);
    // The guess is not taken as known: the profile says so, and saving another correction does not confirm it.
    expect(screen.getByText(/Country unknown: perhaps Chile/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Correct what we learned' });
    expect(input(form, 'Country')).toHaveValue('');

    // Keyboard only: search, pick, then submit from the button.
    const country = within(question)
      .getAllByLabelText(/^Country/)
      .find((element) => element.tagName === 'INPUT')!;
    expect(country).toHaveValue('Chile');
    await user.clear(country);
    await user.type(country, 'Argent');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(country).toHaveValue('Argentina');
    await user.tab();
    expect(within(question).getByRole('button', { name: 'Save country' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(saved).toEqual({ offeringType: 'mixed', country: 'AR' }), { timeout: 15_000 });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Which country is your business in?' })).toBeNull(),
    );
    expect(screen.getAllByText('Argentina').length).toBeGreaterThan(0);
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
  }, 60_000);

  it('will not save the question without a country', async () => {
    const nowhere = {
      country: null,
      region: null,
      city: null,
      street: null,
      otherCountries: [],
      isLocal: false,
    };
    const api = stubStoryApi({
      ...completed,
      [`GET ${path}`]: () => jsonResponse(200, buildProfileResponse({ location: nowhere })),
    });
    const { user } = renderWithProviders(<BusinessProfilePanel crawlId={CRAWL_ID} />);
    const question = await screen.findByRole('region', { name: 'Which country is your business in?' });
    expect(question).toHaveTextContent('Your site does not say where your business is.');
    await user.click(within(question).getByRole('button', { name: 'Save country' }));
    expect(await within(question).findByText('Choose the country your business is in')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('shows the server message when the profile cannot be loaded', async () => {
    stubStoryApi({
      ...completed,
      [`GET ${path}`]: () =>
        jsonResponse(409, {
          detail: 'The site is still being read; the profile is built when the crawl completes.',
        }),
    });
    renderWithProviders(<BusinessProfilePanel crawlId={CRAWL_ID} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/still being read/);
  });

  it('shows a first reading while the offerings are analysed, then the final profile with the correction form', async () => {
    let status: 'analyzing_offerings' | 'completed' = 'analyzing_offerings';
    const api = stubStoryApi({
      [`GET /status/${CRAWL_ID}`]: () => jsonResponse(200, buildStatus(status)),
      [`GET ${path}`]: () =>
        jsonResponse(200, buildProfileResponse(status === 'completed' ? {} : { businessName: null })),
    });
    renderWithProviders(<BusinessProfilePanel crawlId={CRAWL_ID} />);
    expect(
      await screen.findByText(/A first reading: Adsmith is still reading your offerings/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Correct what we learned' })).toBeNull();
    expect(screen.getByText('No name found on the pages.')).toBeInTheDocument();

    status = 'completed';
    // The status poll sees the crawl complete; the stored profile is fetched afresh and can be corrected.
    expect(
      await screen.findByRole('form', { name: 'Correct what we learned' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect((await screen.findAllByText(/Crumb & Co/)).length).toBeGreaterThan(0);
    expect(screen.queryByText(/A first reading/)).toBeNull();
    expect(api.requests.filter((request) => request.url.endsWith(path))).toHaveLength(2);
  }, 30_000);
});
