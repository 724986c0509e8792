import type { FastifyInstance } from 'fastify';
import type { Campaign, CreateCampaignRequest } from '@adsmith/domain/campaigns/api-schemas';
import type { AdSet, Ad } from '@adsmith/domain/campaigns/schemas';
import type { Product } from '@adsmith/domain/crawl/schemas';
import type { CrawlFacts } from '../../../ai/engine';
import { fixtureFacts, type FixtureSiteName } from '../../../ai/testing/fixture-facts';
import { seedCrawl } from '../../../ai/testing/seed-crawl';
import { bearer, type TestApp } from '../../../test/test-app';
import { multipartFile, solidImage } from '../../media/testing/images';

export type Account = { token: string; user: { id: string } };

/** Calls the API as a user. */
export const callAs =
  (app: FastifyInstance, user: Account) => (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(user.token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

export type SeededHypothesis = {
  crawlId: string;
  hypothesisId: string;
  products: Product[];
  hostname: string;
  siteName: string;
};

/**
 * A completed crawl of a fixture site (or of facts of the test's own) for the user, with a saved brand story and a saved hypothesis (the first one
 * the engine drafts), through the real routes — what the wizard starts from.
 */
export async function seedHypothesis(
  t: TestApp,
  user: Account,
  site: FixtureSiteName | (CrawlFacts & { name: string }) = 'shop',
): Promise<SeededHypothesis> {
  const facts = typeof site === 'string' ? fixtureFacts(site) : site;
  const call = callAs(t.app, user);
  const crawlId = await seedCrawl(t.database.db, { userId: user.user.id, facts });
  const story = (await call('POST', `/generate-story/${crawlId}`)).json().story as string;
  await call('POST', `/save-story/${crawlId}`, { story });
  const generated = await call('POST', `/generate-hypotheses/${crawlId}`, { remaining_slots: 1 });
  if (generated.statusCode !== 200) throw new Error(`no hypothesis: ${generated.body}`);
  const [draft] = generated.json().hypotheses;
  const saved = await call('POST', '/hypotheses', draft);
  if (saved.statusCode !== 201) throw new Error(`hypothesis not saved: ${saved.body}`);
  const products = (await call('GET', `/products/${crawlId}`)).json().products as Product[];
  return { crawlId, hypothesisId: saved.json().id, products, hostname: facts.hostname, siteName: facts.name };
}

/**
 * Runs the wizard's calls in order — campaign, ad sets, distribution, ads per ad set — and returns the
 * create-campaign body they add up to, with a media URL on every ad.
 */
export async function draftThroughWizard(
  t: TestApp,
  user: Account,
  seeded: SeededHypothesis,
): Promise<CreateCampaignRequest> {
  const call = callAs(t.app, user);
  const campaign = (
    await call('POST', `/generate-campaign/${seeded.hypothesisId}`, { crawl_id: seeded.crawlId })
  ).json();
  const adSets = (
    await call('POST', `/generate-ad-sets/hypothesis/${seeded.hypothesisId}`, {
      objective: campaign.objective,
      currency: campaign.currency,
      daily_budget: campaign.daily_budget,
    })
  ).json().ad_sets as AdSet[];
  const { allocations } = (
    await call('POST', '/analyze-products/distribute', {
      products: seeded.products,
      ad_sets: adSets,
      hypothesis_id: seeded.hypothesisId,
    })
  ).json();
  const productsByAdSet: Record<string, Product[]> = {};
  const ads: Ad[] = [];
  for (const adSet of adSets) {
    const ids: string[] = allocations.find(
      (allocation: { ad_set_id: string }) => allocation.ad_set_id === adSet.id,
    ).product_ids;
    productsByAdSet[adSet.id] = ids.map((id) => seeded.products.find((product) => product.id === id)!);
    const generated = await call('POST', '/generate-ad-variations', {
      ad_set: adSet,
      hypothesis_id: seeded.hypothesisId,
      // As the wizard does: the campaign's ads so far, so no line is repeated across ad sets.
      existing_ads: ads.map((ad) => ({
        headline: ad.headline,
        primary_text: ad.primary_text,
        primary_text_variations: ad.primary_text_variations,
      })),
      selected_products: productsByAdSet[adSet.id],
      remaining_slots: 5,
      channel: 'facebook',
    });
    ads.push(...(generated.json().ad_variations as Ad[]));
  }
  return {
    hypothesis_id: seeded.hypothesisId,
    crawl_id: seeded.crawlId,
    campaign_data: {
      name: campaign.name,
      objective: campaign.objective,
      daily_budget: campaign.daily_budget,
      currency: campaign.currency,
      ad_sets: adSets,
    },
    products_by_ad_set: productsByAdSet,
    ad_creatives: await Promise.all(
      ads.map(async (ad) => ({ ...ad, media_url: await uploadTestImage(t, user) })),
    ),
  };
}

/** Uploads a small PNG for the user through the API and returns its media URL (media in a draft must be the user's). */
export async function uploadTestImage(t: TestApp, user: Account): Promise<string> {
  const { payload, headers } = multipartFile(await solidImage('png', { width: 40, height: 40 }), {
    filename: 'creative.png',
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    payload,
    headers: { ...headers, ...bearer(user.token) },
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { url: string }).url;
}

/** Creates a campaign through the wizard's calls and returns it as saved. */
export async function createThroughWizard(
  t: TestApp,
  user: Account,
  seeded: SeededHypothesis,
): Promise<Campaign> {
  const body = await draftThroughWizard(t, user, seeded);
  const response = await callAs(t.app, user)('POST', '/create-campaign', body);
  if (response.statusCode !== 201)
    throw new Error(`create-campaign failed: ${response.statusCode} ${response.body}`);
  return response.json() as Campaign;
}
