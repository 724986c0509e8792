import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { crawlPages, crawls } from '../../db/schema/crawls';
import { users } from '../../db/schema/users';
import { createTestDatabase } from '../../test/test-database';
import {
  listOfferings,
  listPageImages,
  listPageTexts,
  relabelOfferingCurrency,
  replaceOfferings,
} from './crawl.repo';

const offering = {
  description: null,
  imageUrl: null,
  landingPage: 'https://pizza.example.test/menu',
  offeringType: 'product' as const,
  sku: null,
  availability: null,
  sources: { name: 'price-list', price: 'price-list' },
};

describe('stored offering variants', () => {
  let database: Database;
  let crawlId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [user] = await database.db
      .insert(users)
      .values({ email: 'variants@example.test', passwordHash: 'not-a-real-hash' })
      .returning({ id: users.id });
    const [crawl] = await database.db
      .insert(crawls)
      .values({
        userId: user!.id,
        startUrl: 'https://pizza.example.test/',
        hostname: 'pizza.example.test',
        settings: {
          depth: 1,
          rateLimitSeconds: 0,
          productCrawlMaxDepth: 3,
          useSitemap: false,
          maxSitemapUrls: 0,
          useLlm: false,
        },
      })
      .returning({ id: crawls.id });
    crawlId = crawl!.id;
  });
  afterAll(async () => {
    await database.close();
  });

  it('keeps the variants in order, and moves them with their offering to the currency the profile settles on', async () => {
    await replaceOfferings(database.db, crawlId, [
      {
        ...offering,
        name: 'Margherita',
        price: '9.50',
        currency: 'USD',
        variants: [
          { label: 'Ø 26 cm', price: '9.50', currency: 'USD' },
          { label: 'Ø 33 cm', price: '12.00', currency: 'USD' },
          { label: 'Family', price: null, currency: 'USD' },
        ],
      },
      { ...offering, name: 'Calzone', price: '11.00', currency: 'EUR' },
    ]);
    const stored = await listOfferings(database.db, crawlId);
    expect(stored.map((row) => [row.name, row.variants?.map((variant) => variant.label) ?? null])).toEqual([
      ['Margherita', ['Ø 26 cm', 'Ø 33 cm', 'Family']],
      ['Calzone', null],
    ]);

    // "$" read as USD on a site whose profile says it sells in Canadian dollars.
    await relabelOfferingCurrency(database.db, crawlId, ['USD'], 'CAD');
    const relabelled = await listOfferings(database.db, crawlId);
    expect(relabelled[0]).toMatchObject({
      currency: 'CAD',
      variants: [
        { label: 'Ø 26 cm', price: '9.50', currency: 'CAD' },
        { label: 'Ø 33 cm', price: '12.00', currency: 'CAD' },
        { label: 'Family', price: null, currency: 'CAD' },
      ],
    });
    expect(relabelled[1]).toMatchObject({ currency: 'EUR', variants: null });
  });

  it('reads the pages other modules read through crawl.public: shallowest first, a few only, or one by its address', async () => {
    const page = (url: string, depth: number, text: string) => ({
      crawlId,
      url,
      depth,
      meta: {},
      text,
      images: [{ src: `${url}photo.jpg`, alt: null, title: null }],
    });
    await database.db
      .insert(crawlPages)
      .values([
        page('https://pizza.example.test/menu/', 1, 'Menu, orders to hello@pizza.example.test'),
        page('https://pizza.example.test/', 0, 'Home'),
        page('https://pizza.example.test/menu/calzone/', 2, 'Calzone'),
      ]);
    const urls = (rows: { url: string }[]) => rows.map((row) => row.url);
    expect(urls(await listPageImages(database.db, { crawlId, limit: 2 }))).toEqual([
      'https://pizza.example.test/',
      'https://pizza.example.test/menu/',
    ]);
    const [deep] = await listPageImages(database.db, {
      crawlId,
      url: 'https://pizza.example.test/menu/calzone/',
    });
    expect(deep?.images[0]?.src).toBe('https://pizza.example.test/menu/calzone/photo.jpg');
    expect((await listPageTexts(database.db, crawlId)).map((row) => row.text).sort()).toEqual([
      'Calzone',
      'Home',
      'Menu, orders to hello@pizza.example.test',
    ]);
  });
});
