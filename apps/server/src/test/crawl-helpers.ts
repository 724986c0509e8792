import type { FastifyInstance } from 'fastify';
import type { CrawlRunner } from '../modules/crawl/crawl.runner.types';
import type { Offering } from '../modules/crawl/crawl.types';
import { bearer } from './test-app';

type Token = { token: string };

/** Polls GET /api/status until the crawl reaches one of the wanted statuses (fails after the deadline). */
export async function waitForCrawlStatus(
  app: FastifyInstance,
  user: Token,
  crawlId: string,
  wanted: string[] = ['completed', 'failed'],
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/status/${crawlId}`,
      headers: bearer(user.token),
    });
    const body = response.json();
    if (wanted.includes(body.status)) return body;
    if (Date.now() > deadline) throw new Error(`crawl ${crawlId} stayed ${body.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts a crawl through POST /api/start and waits until it has completed or failed. */
export async function crawlToEnd(app: FastifyInstance, user: Token, payload: Record<string, unknown>) {
  const started = await app.inject({
    method: 'POST',
    url: '/api/start',
    headers: bearer(user.token),
    payload,
  });
  if (started.statusCode !== 201) throw new Error(`start failed: ${started.statusCode} ${started.body}`);
  const crawlId: string = started.json().crawl_id;
  return { crawlId, status: await waitForCrawlStatus(app, user, crawlId) };
}

/** A crawl runner that reads one page and finds one offering on it (landing on the start page). */
export function onePageRunner(
  page: { meta: Record<string, unknown>; text: string },
  offering: Pick<Offering, 'name' | 'price' | 'currency' | 'description' | 'availability' | 'sources'>,
): CrawlRunner {
  return async ({ settings, onPage, onProgress, onAnalyzingOfferings }) => {
    await onPage({ url: settings.startUrl, depth: 0, ...page, images: [], llmAnalysis: null });
    onProgress({ pagesQueued: 1, pagesFetched: 1, pagesFailed: 0, linksRefused: 0, offeringsFound: 1 });
    await onAnalyzingOfferings();
    return {
      offerings: [
        { ...offering, imageUrl: null, landingPage: settings.startUrl, offeringType: 'product', sku: null },
      ],
      brandSignals: null,
      businessType: 'products',
    };
  };
}
