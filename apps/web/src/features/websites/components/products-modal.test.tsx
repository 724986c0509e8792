import type { Product } from '@adsmith/domain/crawl/schemas';
import { WebsitesMessages } from '@adsmith/domain/websites/messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/mock-fetch';
import { buildWebsite, products, renderDashboard, stubWebsitesApi } from '../testing/websites-test-utils';

const completed = buildWebsite({ hostname: 'kiln.example' });

function buildProduct(overrides: Partial<Product> & { name: string }): Product {
  return {
    id: `p-${overrides.name}`,
    price: null,
    currency: null,
    description: null,
    image_url: null,
    landing_page: null,
    offering_type: 'product',
    sku: null,
    availability: null,
    sources: {},
    ...overrides,
  };
}

async function openProducts(answer: () => Response, website = completed) {
  stubWebsitesApi({ websites: [website], routes: { [`GET /products/${website.crawls[0]!.id}`]: answer } });
  const { user } = renderDashboard();
  const card = await screen.findByRole('article', { name: website.hostname });
  await user.click(within(card).getByRole('button', { name: 'View Products' }));
  return screen.findByRole('dialog', { name: `Products of ${website.hostname}` });
}

describe('View Products', () => {
  it('lists each offering with image, name, Service or Product badge, USD price with 2 decimals, description and link', async () => {
    const dialog = await openProducts(() =>
      jsonResponse(
        200,
        products('completed', [
          buildProduct({
            name: 'Speckled Mug',
            price: '24',
            currency: 'USD',
            description: 'A 350 ml mug.',
            image_url: 'https://kiln.example/mug.jpg',
            landing_page: 'https://kiln.example/products/mug',
          }),
          buildProduct({
            name: 'Wheel Class',
            offering_type: 'service',
            price: '1234.5',
            landing_page: 'javascript:alert(1)',
          }),
        ]),
      ),
    );
    const mug = await within(dialog).findByRole('listitem', { name: 'Speckled Mug' });
    expect(within(mug).getByRole('img', { name: 'Speckled Mug' })).toHaveAttribute(
      'src',
      'https://kiln.example/mug.jpg',
    );
    expect(within(mug).getByText('Product')).toBeInTheDocument();
    expect(within(mug).getByText('$24.00')).toBeInTheDocument();
    expect(within(mug).getByText('A 350 ml mug.')).toBeInTheDocument();
    const link = within(mug).getByRole('link', { name: /view speckled mug on the website/i });
    expect(link).toHaveAttribute('href', 'https://kiln.example/products/mug');
    expect(link).toHaveAttribute('target', '_blank');

    const service = within(dialog).getByRole('listitem', { name: 'Wheel Class' });
    expect(within(service).getByText('Service')).toBeInTheDocument();
    // No currency stated: USD, as SPEC §9 displays prices.
    expect(within(service).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(service).getByRole('img', { name: 'No image of Wheel Class' })).toBeInTheDocument();
    // Crawled data is untrusted: a script URL never becomes a link.
    expect(within(service).queryByRole('link')).not.toBeInTheDocument();
  });

  it('lists the prices of an offering sold in several sizes, each with its label', async () => {
    const dialog = await openProducts(() =>
      jsonResponse(
        200,
        products('completed', [
          buildProduct({
            name: 'Margherita',
            price: '9.50',
            currency: 'EUR',
            variants: [
              { label: 'Ø 26 cm', price: '9.50', currency: 'EUR' },
              { label: 'Ø 33 cm', price: '12.00', currency: 'EUR' },
            ],
          }),
          buildProduct({ name: 'Calzone', price: '11.00', currency: 'EUR' }),
        ]),
      ),
    );
    const pizza = await within(dialog).findByRole('listitem', { name: 'Margherita' });
    const prices = within(pizza).getByRole('list', { name: 'Prices of Margherita' });
    const labels = within(prices)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(labels).toEqual(['Ø 26 cm: €9.50', 'Ø 33 cm: €12']);
    const single = within(dialog).getByRole('listitem', { name: 'Calzone' });
    expect(within(single).queryByRole('list', { name: 'Prices of Calzone' })).not.toBeInTheDocument();
  });

  it('says the products are still being analysed', async () => {
    const dialog = await openProducts(() => jsonResponse(200, products('analyzing')));
    expect(await within(dialog).findByText(WebsitesMessages.productsStillAnalyzing)).toBeInTheDocument();
  });

  it('says no products were found', async () => {
    const dialog = await openProducts(() => jsonResponse(200, products('completed_no_offerings')));
    expect(await within(dialog).findByText(WebsitesMessages.noProducts)).toBeInTheDocument();
  });

  it('says loading failed when the request fails', async () => {
    const dialog = await openProducts(() => jsonResponse(500, { detail: 'boom' }));
    expect(await within(dialog).findByText(WebsitesMessages.loadProductsLater)).toBeInTheDocument();
  });

  it('says loading failed when the analysis failed', async () => {
    const dialog = await openProducts(() => jsonResponse(200, products('failed')));
    expect(await within(dialog).findByText(WebsitesMessages.loadProductsLater)).toBeInTheDocument();
  });

  it('lists the products of the last crawl that finished while a recrawl is under way', async () => {
    const website = buildWebsite({ hostname: 'busy.example' });
    const running = {
      ...website.crawls[0]!,
      id: '00000000-0000-4000-8000-0000000000aa',
      status: 'running' as const,
    };
    const busy = {
      ...website,
      crawls: [running, ...website.crawls],
      latest_crawl: { ...website.latest_crawl, id: running.id, status: 'running' as const },
    };
    stubWebsitesApi({
      websites: [busy],
      routes: {
        [`GET /products/${website.crawls[0]!.id}`]: () =>
          jsonResponse(200, products('completed', [buildProduct({ name: 'Moon Jar' })])),
      },
    });
    const { user } = renderDashboard();
    const card = await screen.findByRole('article', { name: 'busy.example' });
    expect(within(card).getByText('Crawling')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'View Products' }));
    expect(await screen.findByRole('listitem', { name: 'Moon Jar' })).toBeInTheDocument();
  });
});
