import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { businessProfileResponseSchema, type BusinessProfile } from '@adsmith/domain/profile/schemas';
import type { DraftingEngine, StoryInput } from '../../ai/engine';
import { createOfflineEngine } from '../../ai/offline/offline-engine';
import { silentLogger } from '../../ai/engine';
import { businessProfiles } from '../../db/schema/business-profiles';
import { crawlToEnd } from '../../test/crawl-helpers';
import { realSitesAvailable, startRealSite, type RealSite } from '../../test/realsites';
import { bearer, buildTestApp, buildUser, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../../db/client';
import { findProfileRow } from './profile.repo';

/** An offline engine that records the facts each story generation was given. */
function recordingEngine(seen: StoryInput[]): DraftingEngine {
  const engine = createOfflineEngine({ logger: silentLogger });
  return Object.assign(Object.create(engine) as DraftingEngine, {
    info: engine.info,
    story: async (input: StoryInput) => {
      seen.push(input);
      return engine.story(input);
    },
  });
}

describe.skipIf(!realSitesAvailable())('business profile routes', () => {
  let database: Database;
  let first: TestApp;
  let site: RealSite;
  let owner: Awaited<ReturnType<typeof buildUser>>;
  let stranger: Awaited<ReturnType<typeof buildUser>>;
  let crawlId: string;
  const seen: StoryInput[] = [];

  beforeAll(async () => {
    site = await startRealSite('arrow-driving');
    database = await createTestDatabase();
    first = await buildTestApp({ database, env: { LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' } });
    owner = await buildUser(first.app);
    stranger = await buildUser(first.app);
    const done = await crawlToEnd(first.app, owner, { start_url: site.startUrl, rate_limit: 0 });
    expect(done.status.status).toBe('completed');
    crawlId = done.crawlId;
  }, 120_000);

  afterAll(async () => {
    await site.close();
    await database.close();
  });

  it('builds the profile when the crawl completes, and serves it to the owner', async () => {
    const stored = await findProfileRow(database.db, crawlId);
    expect(stored?.learned.location.country?.value).toBe('GB');
    const response = await first.app.inject({
      method: 'GET',
      url: `/api/business-profile/${crawlId}`,
      headers: bearer(owner.token),
    });
    expect(response.statusCode).toBe(200);
    const body = businessProfileResponseSchema.parse(response.json());
    expect(body.profile.businessName?.value).toBe('Arrow Driving School');
    expect(body.profile.location.city?.value).toBe('Sandown');
    expect(body.profile.category?.value).toBe('driving school');
    expect(body.corrections).toEqual({});
  });

  it("answers 404 for another user's crawl and for an unknown one", async () => {
    for (const [method, url, payload] of [
      ['GET', `/api/business-profile/${crawlId}`, undefined],
      ['PUT', `/api/business-profile/${crawlId}/corrections`, { country: 'DE' }],
      ['PUT', `/api/business-profile/${crawlId}/corrections`, { businessName: 'Taken Over Ltd' }],
      ['GET', '/api/business-profile/00000000-0000-4000-8000-000000000000', undefined],
    ] as const) {
      const response = await first.app.inject({ method, url, payload, headers: bearer(stranger.token) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      (await first.app.inject({ method: 'GET', url: `/api/business-profile/${crawlId}` })).statusCode,
    ).toBe(401);
    // The stranger's attempt changed nothing.
    expect((await findProfileRow(database.db, crawlId))?.corrections).toEqual({});
  });

  it('refuses corrections that are not a country code or offering type', async () => {
    for (const payload of [
      { country: 'Narnia' },
      { offeringType: 'hats' },
      { city: 'x'.repeat(200) },
      { trade: 'wizardry' },
      { businessName: 'x'.repeat(200) },
    ]) {
      const response = await first.app.inject({
        method: 'PUT',
        url: `/api/business-profile/${crawlId}/corrections`,
        payload,
        headers: bearer(owner.token),
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('keeps a correction across a restart and hands it to the next generation', async () => {
    const saved = await first.app.inject({
      method: 'PUT',
      url: `/api/business-profile/${crawlId}/corrections`,
      payload: {
        businessName: ' Arrow School of Motoring ',
        trade: 'education_training',
        country: 'ie',
        region: 'Leinster',
        city: 'Dublin',
        offeringType: 'mixed',
      },
      headers: bearer(owner.token),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = businessProfileResponseSchema.parse(saved.json());
    expect(body.corrections).toEqual({
      businessName: 'Arrow School of Motoring',
      trade: 'education_training',
      country: 'IE',
      region: 'Leinster',
      city: 'Dublin',
      offeringType: 'mixed',
    });
    expect(body.profile.location.country).toEqual({ value: 'IE', basis: 'user', source: null });
    expect(body.learned.location.country?.value).toBe('GB');
    expect(body.profile.businessName?.value).toBe('Arrow School of Motoring');
    expect(body.profile.trade?.key).toBe('education_training');
    expect(body.learned.businessName?.value).toBe('Arrow Driving School');
    // Pounds are no other currency's symbol: the owner's country leaves them.
    expect(body.profile.currency?.value).toBe('GBP');

    // A new app instance on the same database: the correction is still there and reaches the story's input.
    await first.app.close();
    const second = await buildTestApp({ database, draftingEngine: recordingEngine(seen) });
    try {
      const reloaded = businessProfileResponseSchema.parse(
        (
          await second.app.inject({
            method: 'GET',
            url: `/api/business-profile/${crawlId}`,
            headers: bearer(owner.token),
          })
        ).json(),
      );
      expect(reloaded.profile.location.city?.value).toBe('Dublin');
      expect(reloaded.profile.offeringType?.value).toBe('mixed');
      const story = await second.app.inject({
        method: 'POST',
        url: `/api/generate-story/${crawlId}`,
        headers: bearer(owner.token),
      });
      expect(story.statusCode, story.body).toBe(200);
      const facts = seen.at(-1)?.facts;
      const profile = facts?.profile as BusinessProfile;
      expect(profile.location.country?.value).toBe('IE');
      expect(profile.location.city?.value).toBe('Dublin');
      expect(profile.offeringType?.value).toBe('mixed');
      expect(profile.businessName?.value).toBe('Arrow School of Motoring');
      expect(profile.trade?.key).toBe('education_training');
      // Clearing the city goes back to what was learned.
      const cleared = await second.app.inject({
        method: 'PUT',
        url: `/api/business-profile/${crawlId}/corrections`,
        payload: { country: 'IE', city: null },
        headers: bearer(owner.token),
      });
      expect(businessProfileResponseSchema.parse(cleared.json()).profile.location.city?.value).toBe(
        'Sandown',
      );
    } finally {
      await second.app.close();
    }
  });

  it('builds the profile on first request for a crawl that predates profiles', async () => {
    await database.db.delete(businessProfiles).where(eq(businessProfiles.crawlId, crawlId));
    const third = await buildTestApp({ database });
    try {
      const response = await third.app.inject({
        method: 'GET',
        url: `/api/business-profile/${crawlId}`,
        headers: bearer(owner.token),
      });
      expect(response.statusCode).toBe(200);
      expect(businessProfileResponseSchema.parse(response.json()).learned.location.country?.value).toBe('GB');
      expect(await findProfileRow(database.db, crawlId)).toBeDefined();
    } finally {
      await third.app.close();
    }
  });
});
