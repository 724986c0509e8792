import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Product } from '@adsmith/domain/crawl/schemas';
import { OfferingCorrectionMessages } from '@adsmith/domain/profile/offering-corrections';
import { businessProfileResponseSchema } from '@adsmith/domain/profile/schemas';
import type { CrawlFacts, DraftingEngine, HypothesesInput, StoryInput } from '../../ai/engine';
import { silentLogger } from '../../ai/engine';
import { createOfflineEngine } from '../../ai/offline/offline-engine';
import { seedCrawl } from '../../ai/testing/seed-crawl';
import { businessProfiles } from '../../db/schema/business-profiles';
import { buildTestApp, buildUser, type TestApp } from '../../test/test-app';
import {
  callAs,
  createThroughWizard,
  seedHypothesis,
  type Account,
} from '../campaigns/testing/campaign-setup';

/** A small hair salon of the test's own: three services on its price list, a course with its own page, and junk. */
function salon(offerings: CrawlFacts['offerings']): CrawlFacts & { name: string } {
  return {
    name: 'Studio Lumen',
    crawlId: 'unused',
    hostname: 'studio-lumen-example.com',
    startUrl: `${ORIGIN}/`,
    siteName: 'Studio Lumen',
    businessType: 'services',
    pages: [
      {
        url: `${ORIGIN}/`,
        title: 'Studio Lumen – hair salon in Leeds',
        description: 'Cuts, colour and balayage in a calm studio in Leeds.',
        text: [
          'Studio Lumen, 4 Call Lane, Leeds LS1 6DT, United Kingdom.',
          'A calm hair salon for busy people who want colour that grows out well.',
          'Our stylists have coloured hair for over 12 years and use plant-based dyes.',
          '"The only salon where my colour still looks good after eight weeks." — Priya',
          'Book online or call +44 113 496 0123.',
        ].join('\n'),
      },
      { url: `${ORIGIN}/prices`, title: 'Prices – Studio Lumen', description: null, text: 'Our prices.' },
    ],
    offerings,
  };
}

const ORIGIN = 'https://studio-lumen-example.com';
const service = (name: string, price: string | null, landingPage: string) => ({
  name,
  price,
  currency: price === null ? null : 'GBP',
  description: `${name} at Studio Lumen.`,
  offeringType: 'service' as const,
  landingPage,
});

const FIRST_CRAWL = [
  service('Cut & blow-dry', '45.00', `${ORIGIN}/prices`),
  service('Colour', '60.00', `${ORIGIN}/prices`),
  service('Balayage course', '390.00', `${ORIGIN}/courses/balayage`),
  service('Cookie settings', null, `${ORIGIN}/privacy`),
];

/** An offline engine that records the offerings each story and assumptions draft was given. */
function recordingEngine(seen: { story: StoryInput[]; hypotheses: HypothesesInput[] }): DraftingEngine {
  const engine = createOfflineEngine({ logger: silentLogger });
  return Object.assign(Object.create(engine) as DraftingEngine, {
    info: engine.info,
    story: async (input: StoryInput) => {
      seen.story.push(input);
      return engine.story(input);
    },
    hypotheses: async (input: HypothesesInput) => {
      seen.hypotheses.push(input);
      return engine.hypotheses(input);
    },
  });
}

describe('the owner corrects the offerings found, before drafting', () => {
  let t: TestApp;
  let owner: Account;
  let stranger: Account;
  let crawlId: string;
  /** The recrawl the drafts were made on (it starts from the corrections). */
  let draftedCrawlId: string;
  const seen = { story: [] as StoryInput[], hypotheses: [] as HypothesesInput[] };
  const asOwner = (...args: Parameters<ReturnType<typeof callAs>>) => callAs(t.app, owner)(...args);
  const profileOf = async (id: string, app = t.app) =>
    businessProfileResponseSchema.parse((await callAs(app, owner)('GET', `/business-profile/${id}`)).json());
  const productsOf = async (id: string) =>
    ((await asOwner('GET', `/products/${id}`)).json().products as Product[]).map((product) => [
      product.name,
      product.price,
    ]);

  beforeAll(async () => {
    t = await buildTestApp({ draftingEngine: recordingEngine(seen) });
    owner = await buildUser(t.app);
    stranger = await buildUser(t.app);
    crawlId = await seedCrawl(t.database.db, { userId: owner.user.id, facts: salon(FIRST_CRAWL) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the offerings found in the profile, none corrected yet', async () => {
    const body = await profileOf(crawlId);
    expect(body.offerings.map((offering) => [offering.status, offering.name, offering.price])).toEqual([
      ['found', 'Cut & blow-dry', '45.00'],
      ['found', 'Colour', '60.00'],
      ['found', 'Balayage course', '390.00'],
      ['found', 'Cookie settings', null],
    ]);
    expect(body.corrections).toEqual({});
    expect(body.correctedAt).toBeNull();
  });

  it('refuses an empty name, a negative price and a price with no number, saying which, and keeps what was saved', async () => {
    for (const [added, message] of [
      [{ name: ' ', price: '20', type: 'service' }, OfferingCorrectionMessages.nameRequired],
      [{ name: 'Fringe trim', price: '-8', type: 'service' }, OfferingCorrectionMessages.priceNegative],
      [{ name: 'Fringe trim', price: 'a tenner', type: 'service' }, OfferingCorrectionMessages.priceNoNumber],
    ] as const) {
      const response = await asOwner('PUT', `/business-profile/${crawlId}/corrections`, {
        offerings: { edits: [], added: [added] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toContain(message);
    }
    const rename = await asOwner('PUT', `/business-profile/${crawlId}/corrections`, {
      offerings: { edits: [{ match: { name: 'Colour', landingPage: null }, name: '' }], added: [] },
    });
    expect(rename.statusCode).toBe(400);
    expect((await profileOf(crawlId)).corrections).toEqual({});
    expect((await profileOf(crawlId)).correctedAt).toBeNull();
  });

  it('removes, renames, reprices and adds; the products, the story, the assumptions and a campaign use them', async () => {
    const saved = await asOwner('PUT', `/business-profile/${crawlId}/corrections`, {
      businessName: 'Studio Lumen Leeds',
      offerings: {
        edits: [
          { match: { name: 'Cookie settings', landingPage: `${ORIGIN}/privacy` }, removed: true },
          {
            match: { name: 'Cut & blow-dry', landingPage: `${ORIGIN}/prices` },
            name: 'Cut and finish',
            price: '48',
          },
          {
            match: { name: 'Balayage course', landingPage: `${ORIGIN}/courses/balayage` },
            name: 'Balayage masterclass',
          },
        ],
        // A made-up id is not kept: the server gives an added offering its own.
        added: [
          { id: '00000000-0000-4000-8000-000000000001', name: 'Bridal hair', price: '£120', type: 'service' },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = businessProfileResponseSchema.parse(saved.json());
    expect(
      body.offerings.map((offering) => [offering.status, offering.name, offering.price, offering.currency]),
    ).toEqual([
      ['changed', 'Cut and finish', '48.00', 'GBP'],
      ['found', 'Colour', '60.00', 'GBP'],
      ['changed', 'Balayage masterclass', '390.00', 'GBP'],
      ['removed', 'Cookie settings', null, null],
      ['added', 'Bridal hair', '120.00', 'GBP'],
    ]);
    const stored = body.corrections.offerings!;
    // Only an offering with a page of its own is named by it; a shared price list page names none.
    expect(stored.edits.map((edit) => edit.match.landingPage)).toEqual([
      `${ORIGIN}/privacy`,
      null,
      `${ORIGIN}/courses/balayage`,
    ]);
    expect(stored.added[0]!.id).not.toBe('00000000-0000-4000-8000-000000000001');
    expect(body.profile.businessName?.value).toBe('Studio Lumen Leeds');
    expect(body.correctedAt).not.toBeNull();

    const corrected = [
      ['Cut and finish', '48.00'],
      ['Colour', '60.00'],
      ['Balayage masterclass', '390.00'],
      ['Bridal hair', '120.00'],
    ];
    expect(await productsOf(crawlId)).toEqual(corrected);

    // Drafted after the corrections, on a recrawl of the website (it starts from them): the story, the assumptions
    // and a whole campaign through the wizard's calls, the added offering among its products.
    const drafted = await seedHypothesis(t, owner, salon(FIRST_CRAWL));
    draftedCrawlId = drafted.crawlId;
    expect((await profileOf(drafted.crawlId)).correctedAt).toBe(body.correctedAt);
    expect(drafted.products.map((product) => [product.name, product.price])).toEqual(corrected);
    const names = (input: { facts: CrawlFacts }) => input.facts.offerings.map((offering) => offering.name);
    expect(names(seen.story.at(-1)!)).toEqual(corrected.map(([name]) => name));
    expect(names(seen.hypotheses.at(-1)!)).toEqual(corrected.map(([name]) => name));
    const campaign = await createThroughWizard(t, owner, {
      ...drafted,
      products: drafted.products.filter((product) => product.name === 'Bridal hair'),
    });
    expect(new Set(campaign.product_data.map((product) => [product.name, product.price].join(' ')))).toEqual(
      new Set(['Bridal hair 120.00']),
    );
  }, 60_000);

  it('stamps the corrections when they change, not when the same are saved again', async () => {
    const EARLIER = new Date('2026-01-02T03:04:05.000Z');
    await t.database.db
      .update(businessProfiles)
      .set({ correctedAt: EARLIER })
      .where(eq(businessProfiles.crawlId, crawlId));
    const { corrections } = await profileOf(crawlId);
    const save = async (changes: object) =>
      businessProfileResponseSchema.parse(
        (
          await asOwner('PUT', `/business-profile/${crawlId}/corrections`, { ...corrections, ...changes })
        ).json(),
      ).correctedAt;
    expect(await save({})).toBe(EARLIER.toISOString());
    const changed = await save({ city: 'Headingley' });
    expect(changed).not.toBe(EARLIER.toISOString());
    expect(Date.parse(changed!)).toBeGreaterThan(EARLIER.getTime());
    await save({ city: null });
    expect((await profileOf(crawlId)).corrections).toEqual(corrections);
  });

  it('keeps the corrections over a restart of the app', async () => {
    const again = await buildTestApp({ database: t.database });
    try {
      const body = await profileOf(crawlId, again.app);
      expect(
        body.offerings.filter((offering) => offering.status !== 'found').map((offering) => offering.name),
      ).toEqual(['Cut and finish', 'Balayage masterclass', 'Cookie settings', 'Bridal hair']);
    } finally {
      await again.app.close();
    }
  });

  it('carries them over a recrawl that finds the offerings again, in other spellings and with new ids', async () => {
    const recrawl = await seedCrawl(t.database.db, {
      userId: owner.user.id,
      facts: salon([
        service('COOKIE SETTINGS', null, `${ORIGIN}/privacy/`),
        service('Colour', '62.00', `${ORIGIN}/prices`),
        service('Cut and blow dry', '46.00', `${ORIGIN}/prices`),
        // The site renamed its course; its own page still tells it.
        service('Balayage course (2 days)', '420.00', `${ORIGIN}/courses/balayage`),
      ]),
    });
    const body = await profileOf(recrawl);
    // The owner's name for the business holds too, over what the new crawl learned.
    expect(body.corrections.businessName).toBe('Studio Lumen Leeds');
    expect(body.profile.businessName?.value).toBe('Studio Lumen Leeds');
    // With the time the owner last changed them, so a story carried with them is offered a redraft.
    expect(body.correctedAt).toBe((await profileOf(draftedCrawlId)).correctedAt);
    expect(body.correctedAt).not.toBeNull();
    expect(body.offerings.map((offering) => [offering.status, offering.name, offering.price])).toEqual([
      ['removed', 'COOKIE SETTINGS', null],
      ['found', 'Colour', '62.00'],
      ['changed', 'Cut and finish', '48.00'],
      ['changed', 'Balayage masterclass', '420.00'],
      ['added', 'Bridal hair', '120.00'],
    ]);
    expect(await productsOf(recrawl)).toEqual([
      ['Colour', '62.00'],
      ['Cut and finish', '48.00'],
      ['Balayage masterclass', '420.00'],
      ['Bridal hair', '120.00'],
    ]);
  });

  it('answers 404 to another user, for the profile, its corrections and the products, and gives them none', async () => {
    const asStranger = callAs(t.app, stranger);
    for (const [method, url, payload] of [
      ['GET', `/business-profile/${crawlId}`, undefined],
      [
        'PUT',
        `/business-profile/${crawlId}/corrections`,
        {
          offerings: { edits: [{ match: { name: 'Colour', landingPage: null }, removed: true }], added: [] },
        },
      ],
      ['GET', `/products/${crawlId}`, undefined],
    ] as const) {
      const response = await asStranger(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await productsOf(crawlId)).toContainEqual(['Colour', '60.00']);
    // Their own crawl of the same website starts from none of the owner's corrections.
    const theirs = await seedCrawl(t.database.db, { userId: stranger.user.id, facts: salon(FIRST_CRAWL) });
    const body = businessProfileResponseSchema.parse(
      (await asStranger('GET', `/business-profile/${theirs}`)).json(),
    );
    expect(body.corrections).toEqual({});
    expect(body.correctedAt).toBeNull();
    expect(body.offerings.every((offering) => offering.status === 'found')).toBe(true);
  });
});
