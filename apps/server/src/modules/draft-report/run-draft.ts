import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { draftProductSchema } from '@adsmith/domain/campaigns/schemas';
import { knownCountry, type BusinessProfileResponse } from '@adsmith/domain/profile/schemas';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { openDatabase, runMigrations } from '../../db/client';
import type { StoryFeedback } from '@adsmith/domain/story/schemas';
import { renderDraftReport, type DraftReport } from './report-html';

export type DraftOptions = {
  url: string;
  outDir: string;
  /** Link depth of the crawl (0..3). */
  depth: number;
  /** How many assumptions get a campaign with ads and creatives (1..4). */
  campaigns: number;
  allowPrivateNetworks: boolean;
  /** Render each ad's creative at every ratio (the default); false drafts the copy and blueprints only. */
  images?: boolean;
  /**
   * The owner's answer when Adsmith asks which country the business is in (ISO 3166-1 alpha-2): saved as a profile
   * correction only when the profile does not know the country, as the wizard does. Without it such a site gets no
   * ad sets (Adsmith never guesses a country), and the report says so.
   */
  country?: string;
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
  /**
   * Called with the throw-away DATA_DIR before its database opens: the tests load the migrated template there, which
   * saves creating and migrating an empty embedded database (about ten CPU-seconds).
   */
  prepareDataDir?: (dataDir: string) => Promise<void>;
};

type Inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => Promise<unknown>;

/**
 * The whole drafting pipeline without a server: the app is built in-process on a throw-away embedded database and
 * driven through its own API — the same routes, use-cases and engines the web app uses — crawl → profile → story →
 * assumptions → campaign → ad sets → product distribution → ad variations → creative blueprints and rendered
 * images at every ratio. Writes profile.json, report.json, report.html and the images into outDir.
 */
export async function runDraft(options: DraftOptions): Promise<DraftReport> {
  const log = options.log ?? (() => undefined);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'adsmith-draft-'));
  await options.prepareDataDir?.(dataDir);
  const config = loadConfig({
    ...(options.env ?? process.env),
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    MEDIA_STORAGE: 'local',
    LOG_LEVEL: 'silent',
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    CRAWL_ALLOW_PRIVATE_NETWORKS: String(options.allowPrivateNetworks),
  });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  let app: FastifyInstance | null = null;
  const started = Date.now();
  try {
    await runMigrations(database);
    app = await buildApp({ config, database, queuePollingIntervalSeconds: 0.5 });
    await app.ready();
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: `draft-${crypto.randomUUID()}@adsmith.invalid`,
        password: crypto.randomBytes(18).toString('base64url'),
      },
    });
    if (registered.statusCode !== 201)
      throw new Error(`Could not create the local account: ${registered.body}`);
    const token = (registered.json() as { token: string }).token;
    const server = app;
    const call: Inject = async (method, url, payload) => {
      const response = await server.inject({
        method,
        url,
        payload: payload as never,
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.statusCode >= 400)
        throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      return response.json();
    };

    log(`crawling ${options.url}`);
    const { crawl_id: crawlId } = (await call('POST', '/api/start', {
      start_url: options.url,
      depth: options.depth,
      rate_limit: 0,
    })) as { crawl_id: string };
    let status: { status: string; error?: string | null };
    for (;;) {
      status = (await call('GET', `/api/status/${crawlId}`)) as typeof status;
      if (status.status === 'completed' || status.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (status.status !== 'completed')
      throw new Error(`The crawl failed: ${status.error ?? 'unknown reason'}`);
    const products = (
      (await call('GET', `/api/products/${crawlId}`)) as { products: Record<string, unknown>[] }
    ).products;
    let profile = (await call('GET', `/api/business-profile/${crawlId}`)) as BusinessProfileResponse;
    const known = knownCountry(profile.profile.location);
    log(
      `profile: ${profile.profile.businessName?.value ?? '?'} (${known ?? `country unknown${profile.profile.location.country ? `, perhaps ${profile.profile.location.country.value}` : ''}`})`,
    );
    if (!known && options.country) {
      profile = (await call('PUT', `/api/business-profile/${crawlId}/corrections`, {
        ...profile.corrections,
        country: options.country,
      })) as BusinessProfileResponse;
      log(`country: ${options.country}, as --country answers`);
    }

    const story = (await call('POST', `/api/generate-story/${crawlId}`)) as {
      story: string;
      engine: { label: string };
      unverified: string[];
    };
    await call('POST', `/api/save-story/${crawlId}`, { story: story.story });
    // The feedback the Brand Story screen shows on the saved story.
    const feedback = (await call('POST', '/api/analyze-story', {
      story: story.story,
      crawl_id: crawlId,
    })) as StoryFeedback;
    // A step that fails is reported, and the steps that do not depend on it still run.
    const problems: string[] = [];
    const problem = (step: string, error: unknown) => {
      const message = `${step}: ${error instanceof Error ? error.message : String(error)}`;
      problems.push(message);
      log(message);
    };
    const hypotheses: DraftReport['hypotheses'] = [];
    try {
      const drafted = (await call('POST', `/api/generate-hypotheses/${crawlId}`, { remaining_slots: 4 })) as {
        hypotheses: Record<string, unknown>[];
      };
      for (const draft of drafted.hypotheses) {
        const { id } = (await call('POST', '/api/hypotheses', { ...draft, crawl_id: crawlId })) as {
          id: string;
        };
        hypotheses.push({ id, ...(draft as Omit<DraftReport['hypotheses'][number], 'id'>) });
      }
    } catch (error) {
      problem('Assumptions', error);
    }
    log(`story and ${hypotheses.length} assumptions drafted`);

    const campaigns: DraftReport['campaigns'] = [];
    // Ad sets need a country, and Adsmith never guesses one: without the owner's answer no campaign is drafted.
    const countryKnown = knownCountry(profile.profile.location) !== null;
    if (!countryKnown)
      problem(
        'Campaigns',
        'Adsmith could not tell which country the business is in, and ad sets need one: run again with --country <code>.',
      );
    const planned = countryKnown ? hypotheses.slice(0, options.campaigns) : [];
    for (const [index, hypothesis] of planned.entries()) {
      try {
        const campaign = (await call('POST', `/api/generate-campaign/${hypothesis.id}`, {
          crawl_id: crawlId,
        })) as Record<string, unknown> & { objective: string; daily_budget: number };
        // The ad sets with the offerings each one's reasoning names, as the wizard opens Product Selection with them.
        const drafted = (await call('POST', `/api/generate-ad-sets/hypothesis/${hypothesis.id}`, {
          objective: campaign.objective,
          daily_budget: campaign.daily_budget,
        })) as {
          ad_sets: (Record<string, unknown> & { id: string; name: string })[];
          products_by_ad_set: Record<string, { id: string }[]>;
        };
        const adSets = drafted.ad_sets;
        // The draft fields of each product (the schema drops sources, sku and the rest).
        const draftProducts = products.map((product) => draftProductSchema.parse(product));
        const allocation: Record<string, string[]> = Object.fromEntries(
          Object.entries(drafted.products_by_ad_set).map(([adSetId, placed]) => [
            adSetId,
            placed.map((product) => String(product.id)),
          ]),
        );
        const sets: DraftReport['campaigns'][number]['adSets'] = [];
        // The campaign's ads so far, sent with each request as the wizard does, so no line repeats across ad sets.
        const campaignAds: { headline: string; primary_text: string; primary_text_variations?: string[] }[] =
          [];
        for (const adSet of adSets) {
          const chosen = draftProducts.filter((product) =>
            (allocation[adSet.id] ?? []).includes(String(product.id)),
          );
          const selected = chosen.length > 0 ? chosen : draftProducts.slice(0, 3);
          const ads: DraftReport['campaigns'][number]['adSets'][number]['ads'] = [];
          let note: string | null = null;
          if (selected.length === 0) {
            note =
              'No products or services were read from the site, so no ads could be written for this ad set.';
          } else {
            const variations = (await call('POST', '/api/generate-ad-variations', {
              ad_set: adSet,
              hypothesis_id: hypothesis.id,
              selected_products: selected,
              remaining_slots: 2,
              objective: campaign.objective,
              existing_ads: campaignAds,
            })) as {
              ad_variations: (Record<string, unknown> & {
                headline: string;
                primary_text: string;
                primary_text_variations?: string[];
              })[];
              reasons?: string[];
            };
            // Why an ad the set asked for did not come out, as the wizard shows it.
            if (variations.reasons && variations.reasons.length > 0) note = variations.reasons.join(' ');
            for (const ad of variations.ad_variations) {
              campaignAds.push({
                headline: ad.headline,
                primary_text: ad.primary_text,
                primary_text_variations: ad.primary_text_variations ?? [],
              });
            }
            for (const [index, ad] of variations.ad_variations.entries()) {
              const shown = Array.isArray(ad.product_ids) ? (ad.product_ids as string[]) : [];
              const product =
                selected.find((candidate) => shown.includes(String(candidate.id))) ?? selected[0] ?? null;
              const blueprint = (await call('POST', '/api/generate-static-ad-blueprint', {
                ad_set_data: adSet,
                ad_data: ad,
                product,
                hypothesis_id: hypothesis.id,
              })) as {
                blueprint: Record<string, unknown>;
                justification: string;
              };
              if (options.images === false) {
                ads.push({
                  ad,
                  blueprint: blueprint.blueprint,
                  justification: blueprint.justification,
                  images: [],
                });
                continue;
              }
              const image = (await call('POST', '/api/generate-static-ad-image', {
                blueprint: blueprint.blueprint,
                aspect_ratio: '1:1',
                hypothesis_id: hypothesis.id,
              })) as {
                placements: { aspect_ratio: string; width: number; height: number; image_url: string }[];
                design_checks: {
                  aspect_ratio: string;
                  checks: { kind: string; name: string; passed: boolean; detail: string }[];
                }[];
              };
              const files: DraftReport['campaigns'][number]['adSets'][number]['ads'][number]['images'] = [];
              for (const placement of image.placements) {
                const response = await server.inject({
                  method: 'GET',
                  url: placement.image_url,
                  headers: { authorization: `Bearer ${token}` },
                });
                if (response.statusCode !== 200) continue;
                const file = `images/c${campaigns.length + 1}-s${sets.length + 1}-a${index + 1}-${placement.aspect_ratio.replace(':', 'x')}.png`;
                await fs.mkdir(path.join(options.outDir, 'images'), { recursive: true });
                await fs.writeFile(path.join(options.outDir, file), response.rawPayload);
                files.push({
                  file,
                  aspectRatio: placement.aspect_ratio,
                  width: placement.width,
                  height: placement.height,
                  failedChecks: (
                    image.design_checks.find((checks) => checks.aspect_ratio === placement.aspect_ratio)
                      ?.checks ?? []
                  )
                    .filter((check) => !check.passed)
                    .map((check) => `${check.kind}/${check.name}: ${check.detail}`),
                });
              }
              ads.push({
                ad,
                blueprint: blueprint.blueprint,
                justification: blueprint.justification,
                images: files,
              });
            }
          }
          sets.push({ adSet, products: selected.map((product) => String(product.name)), ads, note });
        }
        campaigns.push({ hypothesisId: hypothesis.id, campaign, adSets: sets });
        // The campaign by its own name, never the assumption cut mid-phrase ("… por su estilo; lo").
        log(
          `campaign "${String(campaign.name)}" for assumption ${index + 1}: ${sets.length} ad sets, ${sets.reduce((sum, set) => sum + set.ads.length, 0)} ads`,
        );
      } catch (error) {
        problem(`Campaign for assumption ${index + 1}`, error);
      }
    }

    const report: DraftReport = {
      url: options.url,
      generatedAt: new Date().toISOString(),
      durationMs: Date.now() - started,
      profile,
      products,
      story,
      feedback,
      hypotheses,
      campaigns,
      problems,
    };
    await fs.mkdir(options.outDir, { recursive: true });
    await fs.writeFile(
      path.join(options.outDir, 'profile.json'),
      `${JSON.stringify(profile.profile, null, 2)}\n`,
    );
    await fs.writeFile(path.join(options.outDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
    await fs.writeFile(path.join(options.outDir, 'report.html'), renderDraftReport(report));
    return report;
  } finally {
    await app?.close();
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
