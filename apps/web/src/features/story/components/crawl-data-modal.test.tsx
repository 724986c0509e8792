import { CrawlMessages } from '@adsmith/domain/crawl/messages';
import type { Product } from '@adsmith/domain/crawl/schemas';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render-app';
import { CRAWL_ID, readyStoryRoutes, stubStoryApi } from '../testing/story-api-fakes';

beforeEach(() => window.sessionStorage.clear());

const LONG_TEXT = `${'Hand-built wheels and same-day repairs. '.repeat(25)}THE-END-MARKER`;

function buildProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p1',
    name: 'City Commuter 3',
    price: '899.5',
    currency: 'USD',
    description: 'A three-speed city bike.',
    image_url: null,
    landing_page: 'https://harbor-bikes.example/bikes/city-commuter-3',
    offering_type: 'product',
    sku: null,
    availability: 'InStock',
    sources: {},
    ...overrides,
  };
}

const crawlData = {
  crawl_id: CRAWL_ID,
  start_url: 'https://harbor-bikes.example/',
  status: 'completed',
  brand_signals: null,
  crawl_data: [
    {
      url: 'https://harbor-bikes.example/repairs',
      meta: { title: 'Repairs | Harbor Bikes', description: 'Same-day bicycle repairs in Portland.' },
      text: LONG_TEXT,
      images: [
        { src: 'https://harbor-bikes.example/a.jpg', alt: 'Workshop', title: null },
        { src: 'https://harbor-bikes.example/b.jpg', alt: null, title: null },
      ],
      llm_analysis: {
        url: 'https://harbor-bikes.example/repairs',
        reasoning: 'Lists the repair services.',
        expected_value: 'high',
      },
    },
  ],
  products: [
    buildProduct(),
    buildProduct({ id: 'p2', name: 'Wheel truing', price: '35', currency: 'EUR', offering_type: 'service' }),
    buildProduct({ id: 'p3', name: 'Bike fitting', price: null, currency: null, offering_type: 'service' }),
  ],
};

async function openCrawlData(answer: () => Response) {
  const api = stubStoryApi({ ...readyStoryRoutes(), [`GET /data/${CRAWL_ID}`]: answer }, { isAdmin: true });
  const rendered = renderRoute('/marketing/story');
  await screen.findByLabelText('Brand story');
  await rendered.user.click(screen.getByRole('button', { name: 'View Crawl Data' }));
  const dialog = await screen.findByRole('dialog', { name: 'Crawl Data' });
  return { ...api, ...rendered, dialog };
}

describe('View Crawl Data', () => {
  it('is offered to admins only', async () => {
    stubStoryApi(readyStoryRoutes());
    renderRoute('/marketing/story');
    await screen.findByLabelText('Brand story');

    expect(screen.queryByRole('button', { name: 'View Crawl Data' })).not.toBeInTheDocument();
  });

  it('shows pages with a 500-character text preview, images count and the crawl reasoning', async () => {
    const { dialog } = await openCrawlData(() => jsonResponse(200, crawlData));

    const page = await within(dialog).findByRole('article', { name: 'Repairs | Harbor Bikes' });
    expect(
      within(page).getByRole('link', { name: 'https://harbor-bikes.example/repairs' }),
    ).toBeInTheDocument();
    expect(within(page).getByText('Same-day bicycle repairs in Portland.')).toBeInTheDocument();
    const preview = within(page).getByTestId('page-text-preview').textContent ?? '';
    expect(preview).toBe(`${LONG_TEXT.slice(0, 500)}…`);
    expect(preview).not.toContain('THE-END-MARKER');
    expect(within(page).getByText('2 images')).toBeInTheDocument();
    expect(within(page).getByText('Lists the repair services.')).toBeInTheDocument();
  });

  it('shows raw JSON cut at 500 characters until expanded', async () => {
    const { dialog, user } = await openCrawlData(() => jsonResponse(200, crawlData));

    await user.click(within(dialog).getByRole('tab', { name: 'Raw JSON' }));
    const code = dialog.querySelector('pre, code');
    expect(code?.textContent).toHaveLength(501);
    expect(code?.textContent).not.toContain('THE-END-MARKER');

    await user.click(within(dialog).getByRole('button', { name: 'Show full JSON' }));
    expect(dialog.querySelector('pre, code')?.textContent).toContain('THE-END-MARKER');
  });

  it('lists products as found with a type badge, price in its currency and the page link', async () => {
    const { dialog, user } = await openCrawlData(() => jsonResponse(200, crawlData));

    await user.click(within(dialog).getByRole('tab', { name: 'Products' }));
    // As the crawl found them: the owner's corrections are in What we learned, not here.
    expect(within(dialog).getByText(/before the owner.s corrections/)).toBeInTheDocument();
    const bike = within(dialog).getByRole('article', { name: 'City Commuter 3' });
    expect(within(bike).getByText('Product')).toBeInTheDocument();
    expect(within(bike).getByText('$899.50')).toBeInTheDocument();
    expect(within(bike).getByRole('link')).toHaveAttribute(
      'href',
      'https://harbor-bikes.example/bikes/city-commuter-3',
    );
    const truing = within(dialog).getByRole('article', { name: 'Wheel truing' });
    expect(within(truing).getByText('Service')).toBeInTheDocument();
    expect(within(truing).getByText('€35')).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('article', { name: 'Bike fitting' })).getByText('No price'),
    ).toBeInTheDocument();
  });

  it('says "Permission denied." on 403', async () => {
    const { dialog } = await openCrawlData(() => jsonResponse(403, { detail: 'Forbidden' }));
    expect(await within(dialog).findByText(CrawlMessages.permissionDenied)).toBeInTheDocument();
  });

  it('says "Error fetching data." on any other failure', async () => {
    const { dialog } = await openCrawlData(() => jsonResponse(500, { detail: 'boom' }));
    expect(await within(dialog).findByText(CrawlMessages.fetchDataFailed)).toBeInTheDocument();
  });
});

describe('View Crawl Data while offerings are analysed', () => {
  it('says the products are still being analysed rather than that there are none', async () => {
    const { dialog, user } = await openCrawlData(() =>
      jsonResponse(200, { ...crawlData, status: 'analyzing_offerings', products: [] }),
    );

    await user.click(within(dialog).getByRole('tab', { name: 'Products' }));
    expect(within(dialog).getByText(CrawlMessages.productsStillAnalyzing)).toBeInTheDocument();
  });
});
