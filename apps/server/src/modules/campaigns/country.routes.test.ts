import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CampaignRuleMessages } from '@adsmith/domain/campaigns/messages';
import { adSetSchema } from '@adsmith/domain/campaigns/schemas';
import { businessProfileResponseSchema } from '@adsmith/domain/profile/schemas';
import type { CrawlFacts } from '../../ai/engine';
import { seedCrawl } from '../../ai/testing/seed-crawl';
import { buildTestApp, buildUser, type TestApp } from '../../test/test-app';
import { callAs, seedHypothesis, type Account, type SeededHypothesis } from './testing/campaign-setup';

/** A small site of the test's own: online drawing lessons priced in "$", and whatever the contact page says. */
function sketchClub(hostname: string, contact: string): CrawlFacts & { name: string } {
  const origin = `https://${hostname}`;
  return {
    name: 'Sketch Club',
    crawlId: 'unused',
    hostname,
    startUrl: `${origin}/`,
    siteName: 'Sketch Club',
    businessType: 'services',
    pages: [
      {
        url: `${origin}/`,
        title: 'Sketch Club – drawing lessons for beginners',
        description: 'Short drawing lessons for complete beginners, one sketch at a time.',
        text: [
          'Sketch Club',
          'Short drawing lessons for complete beginners who think they cannot draw.',
          'Every lesson ends with a finished sketch you are proud of, in small groups of four.',
          'Our teachers are working illustrators who have taught over 300 adults since 2015.',
          '"I had not drawn since school; after ten lessons I sketch every day." — Maria',
          'Book your first lesson online and bring only a pencil.',
          'One drawing lesson: $25',
          'Ten drawing lessons: $200',
        ].join('\n'),
      },
      { url: `${origin}/contact`, title: 'Contact – Sketch Club', description: null, text: contact },
    ],
    offerings: [
      {
        name: 'One drawing lesson',
        price: '25.00',
        currency: 'USD',
        description: 'A 45-minute lesson that ends with a finished sketch.',
        offeringType: 'service',
        landingPage: `${origin}/`,
      },
      {
        name: 'Ten drawing lessons',
        price: '200.00',
        currency: 'USD',
        description: 'Ten lessons, from first lines to a portrait.',
        offeringType: 'service',
        landingPage: `${origin}/`,
      },
    ],
  };
}

describe('ad sets and the business country: asked, never defaulted', () => {
  let t: TestApp;
  let owner: Account;
  let stranger: Account;
  let nowhere: SeededHypothesis;
  let phoneOnly: SeededHypothesis;
  const asOwner = (...args: Parameters<ReturnType<typeof callAs>>) => callAs(t.app, owner)(...args);
  const profileOf = async (crawlId: string) =>
    businessProfileResponseSchema.parse((await asOwner('GET', `/business-profile/${crawlId}`)).json());
  const draftAdSets = (seeded: SeededHypothesis, body: Record<string, unknown> = {}) =>
    asOwner('POST', `/generate-ad-sets/hypothesis/${seeded.hypothesisId}`, { objective: 'TRAFFIC', ...body });

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await buildUser(t.app);
    stranger = await buildUser(t.app);
    nowhere = await seedHypothesis(
      t,
      owner,
      sketchClub('sketch-club-example.com', 'Write to us through the form and we answer within a day.'),
    );
    phoneOnly = await seedHypothesis(
      t,
      owner,
      sketchClub('sketch-phone-example.com', 'Questions? Call or WhatsApp us on +56 9 8765 4321.'),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('a site with no location evidence: the profile says the country is unknown and no ad set is drafted (409)', async () => {
    const { profile } = await profileOf(nowhere.crawlId);
    expect(profile.location.country).toBeNull();
    expect(profile.unknowns.join(' ')).toMatch(/country could not be told/);
    const response = await draftAdSets(nowhere);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: CampaignRuleMessages.countryNeeded });
  });

  it('a site with only a phone number: the country is a guess to put to the owner, not a country to target', async () => {
    const { profile } = await profileOf(phoneOnly.crawlId);
    expect(profile.location.country).toMatchObject({ value: 'CL', basis: 'phone_prefix' });
    expect(profile.location.confidence).toBeLessThan(0.5);
    expect(profile.unknowns.join(' ')).toMatch(/CL is a guess from a phone prefix/);
    expect((await draftAdSets(phoneOnly)).statusCode).toBe(409);
  });

  it("the countries the owner chose in the draft's ad sets stand in for an unknown country", async () => {
    const response = await draftAdSets(nowhere, { countries: ['MX', 'GB'], remaining_slots: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const [adSet] = response.json().ad_sets;
    expect(adSetSchema.parse(adSet).targeting.geo_locations.countries).toEqual(['MX', 'GB']);
    expect((await draftAdSets(nowhere, { countries: ['Narnia'] })).statusCode).toBe(400);
  });

  it("the owner's answer is a profile correction: the ad sets target it, and a recrawl keeps it", async () => {
    const saved = await asOwner('PUT', `/business-profile/${phoneOnly.crawlId}/corrections`, {
      country: 'ar',
      businessName: 'Sketch Club Palermo',
      trade: 'education_training',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const answered = businessProfileResponseSchema.parse(saved.json()).profile;
    expect(answered.location.country).toEqual({ value: 'AR', basis: 'user', source: null });
    // The "$" prices are settled again from the owner's country: Argentine pesos.
    expect(answered.currency?.value).toBe('ARS');
    const response = await draftAdSets(phoneOnly);
    expect(response.statusCode, response.body).toBe(200);
    const adSets = response.json().ad_sets.map((adSet: unknown) => adSetSchema.parse(adSet));
    expect(adSets).toHaveLength(2);
    for (const adSet of adSets) {
      expect(adSet.targeting.geo_locations.countries).toEqual(['AR']);
      expect(adSet.targeting_approach).toContain('Argentina');
    }

    // A recrawl of the website starts from the owner's corrections, as it starts from the brand story.
    const recrawl = await seedCrawl(t.database.db, {
      userId: owner.user.id,
      facts: sketchClub('sketch-phone-example.com', 'Questions? Call or WhatsApp us on +56 9 8765 4321.'),
    });
    const again = await profileOf(recrawl);
    expect(again.corrections).toEqual({
      country: 'AR',
      businessName: 'Sketch Club Palermo',
      trade: 'education_training',
    });
    expect(again.profile.location.country).toMatchObject({ value: 'AR', basis: 'user' });
    expect(again.profile.businessName?.value).toBe('Sketch Club Palermo');
    expect(again.profile.trade?.key).toBe('education_training');
    expect(again.profile.currency?.value).toBe('ARS');
    // Another user's crawl of the same website does not get them.
    const theirs = await seedCrawl(t.database.db, {
      userId: stranger.user.id,
      facts: sketchClub('sketch-phone-example.com', 'Questions? Call or WhatsApp us on +56 9 8765 4321.'),
    });
    const strangers = businessProfileResponseSchema.parse(
      (await callAs(t.app, stranger)('GET', `/business-profile/${theirs}`)).json(),
    );
    expect(strangers.corrections).toEqual({});
  });

  it("another user can neither draft ad sets for the owner's hypothesis nor answer the owner's question (404)", async () => {
    const asStranger = callAs(t.app, stranger);
    const drafted = await asStranger('POST', `/generate-ad-sets/hypothesis/${nowhere.hypothesisId}`, {
      countries: ['FR'],
    });
    expect(drafted.statusCode).toBe(404);
    const answered = await t.app.inject({
      method: 'PUT',
      url: `/api/business-profile/${nowhere.crawlId}/corrections`,
      payload: { country: 'FR' },
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(answered.statusCode).toBe(404);
    expect((await profileOf(nowhere.crawlId)).corrections).toEqual({});
  });
});
