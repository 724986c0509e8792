import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@adsmith/domain/crawl/schemas';
import type { ProfileCorrectionsInput, SavedProfileCorrections } from '@adsmith/domain/profile/schemas';
import { buildProfileResponse } from '@/features/story/testing/story-api-fakes';
import { jsonResponse } from '@/testing/mock-fetch';
import {
  CRAWL_ID,
  HYPOTHESIS_ID,
  PRODUCTS,
  buildProduct,
  renderWizard,
  seedWizard,
  toDraft,
  stubWizardApi,
} from '../../testing/wizard-api-fakes';

beforeEach(() => window.sessionStorage.clear());

const zone = (name: string) => screen.getByRole('region', { name: `Products of ${name}` });

async function addTo(user: UserEvent, product: string, adSet: string) {
  await user.click(await screen.findByRole('button', { name: `Add ${product} to ad set` }));
  await user.click(await screen.findByRole('menuitem', { name: adSet }));
}

describe('Product Selection', () => {
  it('adds products through the keyboard-usable menu up to 5, refusing more and duplicates', async () => {
    stubWizardApi();
    seedWizard([
      ...[0, 1, 2, 3].map((index) => ({
        type: 'productAdded' as const,
        adSetId: 'set-1',
        product: toDraft(PRODUCTS[index]!),
      })),
      { type: 'stepChanged', step: 1 },
    ]);
    const { user } = renderWizard();
    expect(await screen.findByRole('heading', { name: 'Select Products' })).toBeInTheDocument();
    await addTo(user, 'Stoneware piece 5', 'Audience 1');
    expect(within(zone('Audience 1')).getAllByRole('listitem')).toHaveLength(5);
    expect(within(zone('Audience 1')).getByText('5 / 5')).toBeInTheDocument();

    await addTo(user, 'Stoneware piece 6', 'Audience 1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Maximum 5 products per ad set allowed');
    await user.click(screen.getByRole('button', { name: 'Remove Stoneware piece 5 from Audience 1' }));
    await addTo(user, 'Stoneware piece 1', 'Audience 1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Product already in ad set');
    expect(within(zone('Audience 1')).getAllByRole('listitem')).toHaveLength(4);
  });

  it('tells a screen reader which offering is picked up by name, never by its id', async () => {
    stubWizardApi();
    seedWizard([{ type: 'stepChanged', step: 1 }]);
    const { user } = renderWizard();
    await screen.findByRole('heading', { name: 'Select Products' });
    const handle = await screen.findByRole('button', { name: 'Drag Stoneware piece 1' });
    handle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(document.body).toHaveTextContent('Picked up Stoneware piece 1.'));
    expect(document.body.textContent).not.toMatch(/product:/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.body).toHaveTextContent('Dragging Stoneware piece 1 was cancelled.'));
  });

  it('needs a product in every ad set to continue, and clears its alert on a step change', async () => {
    stubWizardApi();
    seedWizard([
      { type: 'productAdded', adSetId: 'set-1', product: toDraft(PRODUCTS[0]!) },
      { type: 'stepChanged', step: 1 },
    ]);
    const { user } = renderWizard();
    await screen.findByRole('heading', { name: 'Select Products' });
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await addTo(user, 'Stoneware piece 1', 'Audience 2');
    expect(next).toBeEnabled();

    await addTo(user, 'Stoneware piece 1', 'Audience 2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Product already in ad set');
    // SPEC §4: errors clear on every step change.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Select Products' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('searches the list and names services when the business sells services', async () => {
    stubWizardApi({
      [`GET /business-info/${CRAWL_ID}`]: () =>
        jsonResponse(200, { crawl_id: CRAWL_ID, offering_type: 'services' }),
      [`GET /products/${CRAWL_ID}`]: () =>
        jsonResponse(200, {
          status: 'completed',
          products: [
            buildProduct(1, { name: 'Sports massage', offering_type: 'service' }),
            buildProduct(2, { name: 'Knee assessment', offering_type: 'service' }),
          ],
        }),
    });
    seedWizard([{ type: 'stepChanged', step: 1 }]);
    const { user } = renderWizard();
    expect(await screen.findByRole('heading', { name: 'Select Services' })).toBeInTheDocument();
    await user.type(await screen.findByRole('searchbox', { name: 'Search services' }), 'knee');
    expect(screen.getAllByTestId('product-card')).toHaveLength(1);
    expect(screen.getByText('Knee assessment')).toBeInTheDocument();
    expect(screen.queryByText('Sports massage')).toBeNull();
  });

  it('auto-distributes through the server and reports its failure', async () => {
    let fail = false;
    const { requests } = stubWizardApi({
      'POST /analyze-products/distribute': () =>
        fail
          ? jsonResponse(500, { detail: 'boom' })
          : jsonResponse(200, {
              allocations: [
                { ad_set_id: 'set-1', product_ids: ['p1', 'p2'], reasoning: 'Everyday mugs' },
                { ad_set_id: 'set-2', product_ids: ['p3'], reasoning: 'Gifts' },
              ],
              unallocated_product_ids: [],
              engine: { kind: 'offline', label: 'Drafted offline' },
            }),
    });
    seedWizard([{ type: 'stepChanged', step: 1 }]);
    const { user } = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Auto-distribute' }));
    await waitFor(() => expect(within(zone('Audience 2')).getAllByRole('listitem')).toHaveLength(1));
    expect(within(zone('Audience 1')).getByText(/Stoneware piece 2/)).toBeInTheDocument();
    const body = requests.find((request) => request.url === '/api/analyze-products/distribute')?.body;
    expect(body).toMatchObject({ max_per_set: 5, hypothesis_id: HYPOTHESIS_ID });
    expect((body as { products: unknown[] }).products).toHaveLength(PRODUCTS.length);
    expect((body as { ad_sets: { id: string }[] }).ad_sets.map((adSet) => adSet.id)).toEqual([
      'set-1',
      'set-2',
    ]);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Auto-distribute' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to distribute products');
  });

  it('offers Retry when the products cannot be loaded', async () => {
    let attempts = 0;
    stubWizardApi({
      [`GET /products/${CRAWL_ID}`]: () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(404, { detail: 'Crawl not found' })
          : jsonResponse(200, { status: 'completed', products: PRODUCTS });
      },
    });
    seedWizard([{ type: 'stepChanged', step: 1 }]);
    const { user } = renderWizard();
    expect(await screen.findByText('Failed to load products')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Stoneware piece 1')).toBeInTheDocument();
  });

  it('lets the owner add what they sell when the crawl found nothing, and lists it at once', async () => {
    let found: Product[] = [];
    let corrections: SavedProfileCorrections = {};
    const profile = () => jsonResponse(200, buildProfileResponse({ crawlId: CRAWL_ID }, corrections));
    stubWizardApi({
      [`GET /products/${CRAWL_ID}`]: () => jsonResponse(200, { status: 'completed', products: found }),
      [`GET /business-profile/${CRAWL_ID}`]: profile,
      [`PUT /business-profile/${CRAWL_ID}/corrections`]: (request) => {
        const added = (request.body as ProfileCorrectionsInput).offerings!.added[0]!;
        corrections = { offerings: { edits: [], added: [{ ...added, id: 'a1', price: '12.00' }] } };
        found = [buildProduct(1, { id: 'a1', name: added.name, price: '12.00' })];
        return profile();
      },
    });
    seedWizard([{ type: 'stepChanged', step: 1 }]);
    const { user } = renderWizard();
    expect(await screen.findByText(/No products were found on this website/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Add an offering' }));
    const form = screen.getByRole('form', { name: 'Add an offering' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Glaze workshop');
    await user.type(within(form).getByRole('textbox', { name: /^Price/ }), '12');
    await user.click(within(form).getByRole('button', { name: 'Add offering' }));
    expect(await screen.findByRole('button', { name: 'Drag Glaze workshop' })).toBeInTheDocument();
    expect(screen.queryByText(/No products were found on this website/)).not.toBeInTheDocument();
  });

  it('waits while products are analysed (polling) and says when the analysis failed', async () => {
    const statuses = ['analyzing', 'failed'];
    stubWizardApi({
      [`GET /products/${CRAWL_ID}`]: () =>
        jsonResponse(200, { status: statuses.shift() ?? 'failed', products: [] }),
    });
    seedWizard([{ type: 'stepChanged', step: 1 }]);
    renderWizard();
    expect(await screen.findByText('Your products are still being analysed…')).toBeInTheDocument();
    // The next poll comes 3 s later (SPEC §9).
    expect(await screen.findByText('Product analysis failed', {}, { timeout: 6_000 })).toBeInTheDocument();
  });
});
