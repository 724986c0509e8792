import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HypothesisMessages } from '@adsmith/domain/hypotheses/messages';
import { bearer, buildTestApp, buildUser, type TestApp } from '../../test/test-app';
import { fixtureFacts } from '../../ai/testing/fixture-facts';
import { seedCrawl } from '../../ai/testing/seed-crawl';
import { isSameAssumption, motivesOf } from '../../ai/similarity';

type Account = Awaited<ReturnType<typeof buildUser>>;

const card = (crawlId: string, overrides: Record<string, unknown> = {}) => ({
  hypothesis: 'Customers buy because every piece is hand-thrown in Leeds.',
  strategic_approach: 'Show the wheel and the studio.',
  success_metrics: 'Click-through rate above 1.5%.',
  potential_impact_score: 7,
  crawl_id: crawlId,
  ...overrides,
});

describe('hypotheses routes', () => {
  let t: TestApp;
  let owner: Account;
  let stranger: Account;
  const facts = fixtureFacts('shop');

  const call = (user: Account, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(user.token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await buildUser(t.app);
    stranger = await buildUser(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('drafts four distinct assumptions with evidence from the crawl, saved by nobody yet', async () => {
    const crawlId = await seedCrawl(t.database.db, { userId: owner.user.id, facts });
    const response = await call(owner, 'POST', `/generate-hypotheses/${crawlId}`, {
      remaining_slots: 4,
      existing_hypotheses: [],
    });
    expect(response.statusCode).toBe(200);
    const { hypotheses, engine } = response.json();
    expect(engine.label).toBe('Drafted offline');
    expect(hypotheses).toHaveLength(4);
    for (const draft of hypotheses) {
      expect(draft).toMatchObject({ crawl_id: crawlId });
      // The budget follows the fixture shop's prices (a test budget between $10 and $100), not a flat default.
      expect(draft.daily_budget).toBeGreaterThanOrEqual(10);
      expect(draft.daily_budget).toBeLessThanOrEqual(100);
      // Evidence from the crawl, unless the motive comes from the trade (marked so, with none).
      if (draft.from_trade) expect(draft.evidence).toEqual([]);
      else expect(facts.pages.map((page) => page.url)).toContain(draft.evidence[0].url);
    }
    expect(new Set(hypotheses.map((draft: { motive: string }) => draft.motive)).size).toBe(4);
    expect((await call(owner, 'GET', `/hypotheses/${facts.hostname}`)).json()).toEqual([]);
  });

  it('saves with daily_budget 100 by default, lists by hostname with the story, reads, edits and deletes', async () => {
    const crawlId = await seedCrawl(t.database.db, {
      userId: owner.user.id,
      facts: fixtureFacts('services'),
    });
    await call(owner, 'POST', `/save-story/${crawlId}`, { story: 'Our physio story.' });
    const created = await call(
      owner,
      'POST',
      '/hypotheses',
      card(crawlId, { evidence: [{ url: facts.startUrl, quote: 'Hand-thrown' }] }),
    );
    expect(created.statusCode).toBe(201);
    const { id } = created.json();

    const listed = (await call(owner, 'GET', '/hypotheses/www.northgatephysio.co.uk')).json();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      id,
      daily_budget: 100,
      potential_impact_score: 7,
      crawl_id: crawlId,
      brand_story: 'Our physio story.',
    });
    expect(listed[0].evidence).toEqual([{ url: facts.startUrl, quote: 'Hand-thrown' }]);

    const edited = await call(owner, 'PUT', `/hypotheses/${id}`, {
      hypothesis: 'Patients value a full 45 minutes.',
      daily_budget: 42.5,
    });
    expect(edited.json()).toMatchObject({
      hypothesis: 'Patients value a full 45 minutes.',
      daily_budget: 42.5,
      strategic_approach: 'Show the wheel and the studio.',
    });
    expect((await call(owner, 'GET', `/hypothesis/${id}`)).json()).toMatchObject({ id, daily_budget: 42.5 });

    expect((await call(owner, 'DELETE', `/hypotheses/${id}`)).json()).toEqual({ id, deleted: true });
    expect((await call(owner, 'GET', `/hypothesis/${id}`)).statusCode).toBe(404);
  });

  it('holds at most 4 per crawl: the 5th save is refused, generation only fills free slots', async () => {
    const crawlId = await seedCrawl(t.database.db, { userId: owner.user.id, facts });
    const drafts = (
      await call(owner, 'POST', `/generate-hypotheses/${crawlId}`, { remaining_slots: 3 })
    ).json().hypotheses;
    expect(drafts).toHaveLength(3);
    for (const draft of drafts)
      expect((await call(owner, 'POST', '/hypotheses', draft)).statusCode).toBe(201);

    // One slot left: asking for four yields one, different from the three saved.
    const saved = drafts.map((draft: { hypothesis: string }) => draft.hypothesis);
    const more = (
      await call(owner, 'POST', `/generate-hypotheses/${crawlId}`, {
        remaining_slots: 4,
        existing_hypotheses: [],
      })
    ).json().hypotheses;
    expect(more).toHaveLength(1);
    for (const other of saved)
      expect(isSameAssumption(more[0].hypothesis, other, ['Kiln & Kettle'])).toBe(false);

    // Cards on screen but unsaved also take slots.
    const full = await call(owner, 'POST', `/generate-hypotheses/${crawlId}`, {
      remaining_slots: 1,
      existing_hypotheses: [...saved, more[0]],
    });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ detail: HypothesisMessages.limitReached(4) });

    expect((await call(owner, 'POST', '/hypotheses', more[0])).statusCode).toBe(201);
    const fifth = await call(owner, 'POST', '/hypotheses', card(crawlId));
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json()).toEqual({ detail: HypothesisMessages.limitReached(4) });
    const crawls = (await call(owner, 'GET', `/hypotheses/${facts.hostname}`))
      .json()
      .filter((h: { crawl_id: string }) => h.crawl_id === crawlId);
    expect(crawls).toHaveLength(4);
  });

  it('draws new assumptions from reasons neither on screen nor deleted in this session, for the owner only', async () => {
    const crawlId = await seedCrawl(t.database.db, { userId: owner.user.id, facts });
    const first = (
      await call(owner, 'POST', `/generate-hypotheses/${crawlId}`, { remaining_slots: 4 })
    ).json().hypotheses as { hypothesis: string }[];
    expect(first).toHaveLength(4);
    const [kept, ...deleted] = first.map((draft) => draft.hypothesis);
    const deletedMotives = motivesOf(deleted);
    expect(deletedMotives.length).toBeGreaterThan(0);

    // Three cards deleted, one kept: the fresh drafts argue none of the deleted reasons and not the kept one's.
    const again = await call(owner, 'POST', `/generate-hypotheses/${crawlId}`, {
      remaining_slots: 3,
      existing_hypotheses: [kept],
      deleted_hypotheses: deleted,
    });
    expect(again.statusCode).toBe(200);
    const fresh = (again.json().hypotheses as { hypothesis: string }[]).map((draft) => draft.hypothesis);
    expect(fresh.length).toBeGreaterThan(0);
    for (const text of fresh) {
      for (const motive of motivesOf([text]))
        expect([...deletedMotives, ...motivesOf([kept!])]).not.toContain(motive);
      for (const other of [kept!, ...deleted])
        expect(isSameAssumption(text, other, ['Kiln & Kettle'])).toBe(false);
    }
    // Without the exclusion list the deleted reasons are drafted again (the list is what keeps them out).
    const plain = (
      await call(owner, 'POST', `/generate-hypotheses/${crawlId}`, {
        remaining_slots: 3,
        existing_hypotheses: [kept],
      })
    ).json().hypotheses as { hypothesis: string }[];
    expect(
      plain.some((draft) => motivesOf([draft.hypothesis]).some((motive) => deletedMotives.includes(motive))),
    ).toBe(true);

    // The list is validated, and another user cannot draft on this crawl with it.
    const tooMany = await call(owner, 'POST', `/generate-hypotheses/${crawlId}`, {
      deleted_hypotheses: Array.from({ length: 21 }, () => 'x'),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().detail).toMatch(/^deleted_hypotheses/);
    const foreign = await call(stranger, 'POST', `/generate-hypotheses/${crawlId}`, {
      remaining_slots: 1,
      deleted_hypotheses: deleted,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('leaves out the motives named in excluded_hypotheses, validated, for the owner only', async () => {
    const crawlId = await seedCrawl(t.database.db, { userId: owner.user.id, facts });
    const first = (
      await call(owner, 'POST', `/generate-hypotheses/${crawlId}`, { remaining_slots: 4 })
    ).json().hypotheses as { motive: string }[];
    // The motives of two cards: one on screen, one deleted in this visit (the client names both).
    const excluded = first.slice(0, 2).map((draft) => draft.motive);
    const fresh = await call(owner, 'POST', `/generate-hypotheses/${crawlId}`, {
      remaining_slots: 2,
      excluded_hypotheses: excluded,
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const motives = (fresh.json().hypotheses as { motive: string }[]).map((draft) => draft.motive);
    expect(motives).toHaveLength(2);
    for (const motive of motives) expect(excluded).not.toContain(motive);
    // An undone delete takes the motive out of the list: it may be drafted again (the strongest one is).
    const undone = (
      await call(owner, 'POST', `/generate-hypotheses/${crawlId}`, {
        remaining_slots: 2,
        excluded_hypotheses: excluded.slice(1),
      })
    ).json().hypotheses as { motive: string }[];
    expect(undone.map((draft) => draft.motive)).toContain(excluded[0]);

    const unknown = await call(owner, 'POST', `/generate-hypotheses/${crawlId}`, {
      excluded_hypotheses: ['cheapness'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toMatch(/^excluded_hypotheses\.0/);
    const foreign = await call(stranger, 'POST', `/generate-hypotheses/${crawlId}`, {
      remaining_slots: 1,
      excluded_hypotheses: excluded,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses bad bodies with 400 naming the field', async () => {
    const crawlId = await seedCrawl(t.database.db, { userId: owner.user.id, facts });
    const cases: [unknown, RegExp][] = [
      [card(crawlId, { hypothesis: '' }), /^hypothesis: /],
      [card(crawlId, { potential_impact_score: 11 }), /^potential_impact_score: /],
      [card(crawlId, { daily_budget: 0 }), /^daily_budget: /],
      [
        card(crawlId, { evidence: [{ url: 'https://shop.example/', quote: 'q'.repeat(301) }] }),
        /^evidence\.0\.quote: /,
      ],
      [
        card(crawlId, { evidence: [{ url: 'javascript:alert(1)', quote: 'We bake daily' }] }),
        /^evidence\.0\.url: Must be an http\(s\) URL$/,
      ],
      [
        card(crawlId, { evidence: [{ url: 'data:text/html,<b>x</b>', quote: 'We bake daily' }] }),
        /^evidence\.0\.url: Must be an http\(s\) URL$/,
      ],
      [{ hypothesis: 'x' }, /strategic_approach/],
    ];
    for (const [payload, detail] of cases) {
      const response = await call(owner, 'POST', '/hypotheses', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toMatch(detail);
    }
    const badSlots = await call(owner, 'POST', `/generate-hypotheses/${crawlId}`, { remaining_slots: 9 });
    expect(badSlots.statusCode).toBe(400);
    expect(badSlots.json().detail).toMatch(/^remaining_slots: /);
  });

  it('waits for the crawl before drafting (409)', async () => {
    const pending = await seedCrawl(t.database.db, { userId: owner.user.id, facts, status: 'pending' });
    const response = await call(owner, 'POST', `/generate-hypotheses/${pending}`, {});
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: HypothesisMessages.crawlNotReady('pending') });
  });

  it('never shows or changes another user’s assumptions or crawl (404)', async () => {
    const crawlId = await seedCrawl(t.database.db, {
      userId: owner.user.id,
      facts: fixtureFacts('shopify-store'),
    });
    const { id } = (
      await call(owner, 'POST', '/hypotheses', card(crawlId, { hypothesis: 'Secret tea assumption.' }))
    ).json();
    const attempts = [
      ['GET', `/hypothesis/${id}`, undefined],
      ['PUT', `/hypotheses/${id}`, { hypothesis: 'Changed' }],
      ['DELETE', `/hypotheses/${id}`, undefined],
      ['POST', `/generate-hypotheses/${crawlId}`, {}],
      ['POST', '/hypotheses', card(crawlId)],
    ] as const;
    for (const [method, url, payload] of attempts) {
      const response = await call(stranger, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('Secret tea');
    }
    expect((await call(stranger, 'GET', '/hypotheses/www.fernhilltea.co.uk')).json()).toEqual([]);
    expect((await call(owner, 'GET', `/hypothesis/${id}`)).json().hypothesis).toBe('Secret tea assumption.');
  });
});
