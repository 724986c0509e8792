import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '@adsmith/domain/crawl/schemas';
import { OfferingCorrectionMessages } from '@adsmith/domain/profile/offering-corrections';
import {
  profileCorrectionsSchema,
  type ProfileCorrectionsInput,
  type SavedProfileCorrections,
} from '@adsmith/domain/profile/schemas';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-app';
import { buildProfileResponse, buildStatus, CRAWL_ID, stubStoryApi } from '../testing/story-api-fakes';
import { BusinessProfilePanel } from './business-profile-panel';

const path = `/business-profile/${CRAWL_ID}`;
/** The id the fake server gives the first offering added. */
const ADDED_ID = '00000000-0000-4000-8000-000000000001';

function product(id: string, name: string, price: string | null, landingPage: string): Product {
  return {
    id,
    name,
    price,
    currency: price ? 'GBP' : null,
    description: null,
    image_url: null,
    landing_page: landingPage,
    offering_type: 'product',
    sku: null,
    availability: null,
    sources: { name: 'heuristic' },
    variants: null,
  };
}

/** What the bakery's crawl found: two loaves on the shop page, and a cookie banner taken for an offering. */
const FOUND = [
  product('o1', 'Sourdough loaf', '4.50', 'https://bakery.example/shop'),
  product('o2', 'Seeded rye', '5.00', 'https://bakery.example/shop'),
  product('o3', 'Accept cookies', null, 'https://bakery.example/cookies'),
];

/**
 * The profile API as the server answers it: corrections validated by the shared schema (400 with its message), an
 * added offering given an id, and the offerings answered as corrected. `fail` makes the next save fail.
 */
function fakeProfileApi(options: { fail?: () => boolean } = {}) {
  let corrections: SavedProfileCorrections = { offeringType: 'products' };
  const puts: ProfileCorrectionsInput[] = [];
  let ids = 0;
  const api = stubStoryApi({
    [`GET /status/${CRAWL_ID}`]: () => jsonResponse(200, buildStatus('completed')),
    [`GET ${path}`]: () => jsonResponse(200, buildProfileResponse({}, corrections, FOUND)),
    [`PUT ${path}/corrections`]: (request) => {
      puts.push(request.body as ProfileCorrectionsInput);
      if (options.fail?.()) return jsonResponse(503, { detail: 'The database is busy; try again.' });
      const parsed = profileCorrectionsSchema.safeParse(request.body);
      if (!parsed.success) return jsonResponse(400, { detail: parsed.error.issues[0]!.message });
      const offerings = parsed.data.offerings;
      corrections = {
        ...(parsed.data as SavedProfileCorrections),
        ...(offerings
          ? {
              offerings: {
                edits: offerings.edits,
                added: offerings.added.map((offering) => ({
                  ...offering,
                  id: offering.id ?? `00000000-0000-4000-8000-${String((ids += 1)).padStart(12, '0')}`,
                })),
              },
            }
          : {}),
      };
      return jsonResponse(200, buildProfileResponse({}, corrections, FOUND));
    },
  });
  return { api, puts, corrections: () => corrections };
}

const offeringsList = () => screen.getByRole('list', { name: 'Your offerings' });

describe('What we learned: the offerings the owner corrects', () => {
  it('removes a junk offering and brings it back, from the keyboard', async () => {
    const fake = fakeProfileApi();
    const { user } = renderWithProviders(<BusinessProfilePanel crawlId={CRAWL_ID} />);
    const remove = await screen.findByRole('button', { name: 'Remove Accept cookies' });
    expect(within(offeringsList()).getByText(/Sourdough loaf · £4\.50/)).toBeInTheDocument();
    remove.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Removed Accept cookies. New drafts leave it out.')).toBeInTheDocument();
    expect(fake.puts.at(-1)).toEqual({
      offeringType: 'products',
      offerings: {
        edits: [
          { match: { name: 'Accept cookies', landingPage: 'https://bakery.example/cookies' }, removed: true },
        ],
        added: [],
      },
    });
    expect(within(offeringsList()).queryByText(/Accept cookies/)).toBeNull();
    const removed = screen.getByRole('list', { name: 'Removed offerings' });
    expect(removed).toHaveTextContent('Accept cookies');

    await user.click(within(removed).getByRole('button', { name: 'Restore Accept cookies' }));
    expect(await within(offeringsList()).findByText(/Accept cookies/)).toBeInTheDocument();
    expect(fake.corrections().offerings).toEqual({ edits: [], added: [] });
    expect(screen.queryByRole('list', { name: 'Removed offerings' })).toBeNull();
  }, 30_000);

  it('renames and reprices one, saying what is wrong with a bad name or price and losing nothing', async () => {
    let failNext = false;
    const fake = fakeProfileApi({ fail: () => failNext });
    const { user } = renderWithProviders(<BusinessProfilePanel crawlId={CRAWL_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Seeded rye' }));
    const form = screen.getByRole('form', { name: 'Edit Seeded rye' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    const price = within(form).getByRole('textbox', { name: /^Price/ });
    expect(name).toHaveFocus();
    expect(price).toHaveValue('5.00');

    // Checked with the shared rules before anything is sent; each message names the field's problem.
    await user.clear(name);
    await user.clear(price);
    await user.type(price, '-3');
    await user.click(within(form).getByRole('button', { name: 'Save offering' }));
    expect(within(form).getByText(OfferingCorrectionMessages.nameRequired)).toBeInTheDocument();
    expect(within(form).getByText(OfferingCorrectionMessages.priceNegative)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.clear(price);
    await user.type(price, 'a fiver');
    await user.type(name, 'Seeded rye bread');
    await user.keyboard('{Enter}');
    expect(within(form).getByText(OfferingCorrectionMessages.priceNoNumber)).toBeInTheDocument();
    expect(within(form).queryByText(OfferingCorrectionMessages.nameRequired)).toBeNull();
    expect(fake.puts).toHaveLength(0);

    // A save that fails keeps the form as typed, with the server's message.
    await user.clear(price);
    await user.type(price, '5,50');
    failNext = true;
    await user.click(within(form).getByRole('button', { name: 'Save offering' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The database is busy; try again.');
    expect(name).toHaveValue('Seeded rye bread');
    expect(price).toHaveValue('5,50');

    failNext = false;
    await user.click(within(form).getByRole('button', { name: 'Save offering' }));
    expect(await screen.findByText('Saved Seeded rye bread. New drafts use it.')).toBeInTheDocument();
    expect(fake.puts.at(-1)?.offerings).toEqual({
      edits: [
        {
          match: { name: 'Seeded rye', landingPage: 'https://bakery.example/shop' },
          name: 'Seeded rye bread',
          price: '5.50',
        },
      ],
      added: [],
    });
    expect(within(offeringsList()).getByText(/Seeded rye bread · £5\.50/)).toBeInTheDocument();
    expect(
      within(offeringsList()).getByText(/corrected by you \(the site says Seeded rye, £5\)/),
    ).toBeInTheDocument();
  }, 30_000);

  it('adds an offering the crawl missed, and the profile form keeps the offering corrections when it saves', async () => {
    const fake = fakeProfileApi();
    const { user } = renderWithProviders(<BusinessProfilePanel crawlId={CRAWL_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Add an offering' }));
    const form = screen.getByRole('form', { name: 'Add an offering' });
    await user.click(within(form).getByRole('button', { name: 'Add offering' }));
    expect(within(form).getByText(OfferingCorrectionMessages.nameRequired)).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Birthday cake');
    await user.type(within(form).getByRole('textbox', { name: /^Price/ }), '£32');
    expect(within(form).getByRole('combobox', { name: 'Type' })).toHaveValue('product');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Type' }), 'service');
    await user.click(within(form).getByRole('button', { name: 'Add offering' }));

    expect(await screen.findByText('Added Birthday cake. New drafts use it.')).toBeInTheDocument();
    expect(fake.corrections().offerings?.added).toEqual([
      { id: ADDED_ID, name: 'Birthday cake', price: '32.00', type: 'service' },
    ]);
    expect(within(offeringsList()).getByText(/Birthday cake · £32$/)).toBeInTheDocument();
    expect(within(offeringsList()).getByText('added by you')).toBeInTheDocument();

    // Saving the name in the other form sends the offering corrections along, so none is lost.
    const profileForm = screen.getByRole('form', { name: 'Correct what we learned' });
    await user.click(within(profileForm).getByRole('button', { name: 'Save corrections' }));
    await waitFor(() => expect(fake.puts).toHaveLength(2));
    expect(fake.puts[1]?.offerings?.added).toEqual([
      { id: ADDED_ID, name: 'Birthday cake', price: '32.00', type: 'service' },
    ]);
    expect(within(offeringsList()).getByText(/Birthday cake/)).toBeInTheDocument();
  }, 30_000);
});
