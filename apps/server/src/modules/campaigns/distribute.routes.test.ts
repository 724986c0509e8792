import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, type TestApp } from '../../test/test-app';
import { enforceAllocationRules } from './use-cases/distribute-products';
import { callAs, seedHypothesis, type Account, type SeededHypothesis } from './testing/campaign-setup';

type Allocation = { ad_set_id: string; product_ids: string[]; reasoning: string };

describe('POST /analyze-products/distribute', () => {
  let t: TestApp;
  let owner: Account;
  let stranger: Account;
  let shop: SeededHypothesis;
  let strangerShop: SeededHypothesis;
  let adSets: { id: string; name: string; selection_reasoning: string }[];

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await buildUser(t.app);
    stranger = await buildUser(t.app);
    shop = await seedHypothesis(t, owner, 'shop');
    strangerShop = await seedHypothesis(t, stranger, 'shop');
    adSets = (
      await callAs(t.app, owner)('POST', `/generate-ad-sets/hypothesis/${shop.hypothesisId}`, {})
    ).json().ad_sets;
  });
  afterAll(async () => {
    await t.close();
  });

  const distribute = (user: Account, body: Record<string, unknown>) =>
    callAs(t.app, user)('POST', '/analyze-products/distribute', {
      products: shop.products,
      ad_sets: adSets,
      hypothesis_id: shop.hypothesisId,
      ...body,
    });

  it('allocates every product once, within 5 per ad set, each ad set at least one, with a reason naming them', async () => {
    expect(shop.products.length).toBeGreaterThanOrEqual(6);
    const response = await distribute(owner, { max_per_set: 5 });
    expect(response.statusCode).toBe(200);
    const { allocations, unallocated_product_ids: unallocated } = response.json() as {
      allocations: Allocation[];
      unallocated_product_ids: string[];
    };
    expect(allocations.map((allocation) => allocation.ad_set_id)).toEqual(adSets.map((adSet) => adSet.id));
    const all = allocations.flatMap((allocation) => allocation.product_ids);
    expect(new Set(all).size).toBe(all.length);
    expect([...all, ...unallocated].sort()).toEqual(shop.products.map((product) => product.id).sort());
    for (const allocation of allocations) {
      expect(allocation.product_ids.length).toBeGreaterThanOrEqual(1);
      expect(allocation.product_ids.length).toBeLessThanOrEqual(5);
      const names = allocation.product_ids.map(
        (id) => shop.products.find((product) => product.id === id)!.name,
      );
      expect(names.some((name) => allocation.reasoning.includes(name))).toBe(true);
    }
  });

  it('puts the products an ad set is built around into that ad set (they fit its audience)', async () => {
    const { allocations } = (await distribute(owner, {})).json() as { allocations: Allocation[] };
    // The broad ad set names its products; an audience-led one (built from the business profile) names people.
    let productLed = 0;
    for (const adSet of adSets) {
      const named = shop.products
        .filter((product) => adSet.name.includes(product.name))
        .map((product) => product.id);
      if (named.length === 0) continue;
      productLed += 1;
      expect(allocations.find((allocation) => allocation.ad_set_id === adSet.id)!.product_ids).toEqual(
        expect.arrayContaining(named),
      );
    }
    expect(productLed).toBeGreaterThan(0);
  });

  it('leaves what does not fit unallocated when max_per_set is small', async () => {
    const { allocations, unallocated_product_ids: unallocated } = (
      await distribute(owner, { max_per_set: 1 })
    ).json();
    expect(allocations.map((allocation: Allocation) => allocation.product_ids.length)).toEqual([1, 1]);
    expect(unallocated).toHaveLength(shop.products.length - 2);
  });

  it('shares the only product when there are fewer products than ad sets', async () => {
    const { allocations } = (await distribute(owner, { products: shop.products.slice(0, 1) })).json();
    expect(allocations.map((allocation: Allocation) => allocation.product_ids)).toEqual([
      [shop.products[0]!.id],
      [shop.products[0]!.id],
    ]);
  });

  it.each([
    [{ max_per_set: 6 }, /^max_per_set: /],
    [{ products: [] }, /^products: /],
    [{ ad_sets: [] }, /^ad_sets: /],
  ])('refuses %j with a 400 naming the field', async (body, detail) => {
    const response = await distribute(owner, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(detail);
  });

  it("refuses another website's products (400 naming the field) and another user's hypothesis (404)", async () => {
    const foreign = await distribute(owner, { products: [shop.products[0], strangerShop.products[0]] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().detail).toBe('products.1.id: This product was not found on the website.');
    expect((await distribute(stranger, {})).statusCode).toBe(404);
  });
});

describe('enforceAllocationRules (any engine output, e.g. a model)', () => {
  const sets = [
    { id: 'a', name: 'A' },
    { id: 'b', name: 'B' },
  ];
  it('drops unknown ids and duplicates, caps per set, fills an empty set and places the left-out products', () => {
    const { allocations, unallocated } = enforceAllocationRules(
      [
        { ad_set_id: 'a', product_ids: ['p1', 'p1', 'ghost', 'p2', 'p3'], reasoning: 'Fits A.' },
        { ad_set_id: 'b', product_ids: ['p2'], reasoning: '' },
        { ad_set_id: 'zzz', product_ids: ['p4'], reasoning: 'Unknown set.' },
      ],
      sets,
      ['p1', 'p2', 'p3', 'p4', 'p5'],
      2,
      (id) => id.toUpperCase(),
    );
    expect(allocations).toEqual([
      { ad_set_id: 'a', product_ids: ['p1', 'p2'], reasoning: 'Fits A.' },
      { ad_set_id: 'b', product_ids: ['p3', 'p4'], reasoning: 'P3 and P4 for the audience of "B".' },
    ]);
    expect(unallocated).toEqual(['p5']);
  });
});
