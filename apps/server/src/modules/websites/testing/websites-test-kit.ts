import { expect } from 'vitest';
import type { WebsiteGroup } from '@adsmith/domain/websites/schemas';
import { bearer, type buildUser, type TestApp } from '../../../test/test-app';
import { fixtureFacts } from '../../../ai/testing/fixture-facts';
import { seedCrawl } from '../../../ai/testing/seed-crawl';
import { campaigns } from '../../../db/schema/campaigns';
import { onePageRunner } from '../../../test/crawl-helpers';

export type Account = Awaited<ReturnType<typeof buildUser>>;
type Status = 'pending' | 'running' | 'analyzing_offerings' | 'completed' | 'failed';

/** A crawl that finishes at once with one page and one product (the recrawls of these tests). */
export const quickRunner = onePageRunner(
  { meta: { title: 'Home' }, text: 'Hand-thrown stoneware.' },
  {
    name: 'Speckled Mug',
    price: '24.00',
    currency: 'USD',
    description: null,
    availability: null,
    sources: { name: 'json-ld' },
  },
);

/** Calls and seeds the websites route tests share; `app()` is read lazily (it is built in beforeAll). */
export function websitesTestKit(app: () => TestApp) {
  const shop = fixtureFacts('shop');

  const call = (user: Account, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app().app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(user.token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  return {
    call,
    /** A crawl of `hostname` for the user, as a finished (or stuck) crawl leaves it. */
    seed: (user: Account, hostname: string, status: Status = 'completed') =>
      seedCrawl(app().database.db, {
        userId: user.user.id,
        facts: { ...shop, hostname, startUrl: `https://${hostname}/` },
        status,
      }),
    saveStory: async (user: Account, crawlId: string, story: string) => {
      const response = await call(user, 'POST', `/save-story/${crawlId}`, { story });
      expect(response.statusCode, response.body).toBe(200);
    },
    addCampaign: async (user: Account, crawlId: string, name: string) => {
      await app().database.db.insert(campaigns).values({
        userId: user.user.id,
        crawlId,
        name,
        objective: 'OUTCOME_SALES',
        channel: 'facebook',
        dailyBudget: '100',
      });
    },
    websites: async (user: Account): Promise<WebsiteGroup[]> => {
      const response = await call(user, 'GET', '/websites');
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    waitForStatus: async (user: Account, crawlId: string, wanted: string) => {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const { status } = (await call(user, 'GET', `/status/${crawlId}`)).json();
        if (status === wanted) return;
        if (Date.now() > deadline) throw new Error(`crawl stayed ${status}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}
