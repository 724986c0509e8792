import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import type { Database } from './db/client';
import type { AppContext } from './lib/context';
import { registerControlCharacterRule } from './lib/control-characters';
import { registerErrorHandler } from './lib/error-handler';
import { createAuthGuards } from './modules/auth/auth.guards';
import { authRoutes } from './modules/auth/auth.routes';
import { createSignInThrottle } from './modules/auth/throttle';
import { createTokenService, loadJwtSecret } from './modules/auth/tokens';
import { healthRoutes } from './modules/health/health.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { ServerShutdown } from './modules/crawl/crawl.durable';
import { crawlRoutes } from './modules/crawl/crawl.routes';
import type { CrawlRunner } from './modules/crawl/crawl.runner.types';
import type { StartUrlCheck } from './modules/crawl/crawl.service';
import { createCrawlRunner } from './modules/crawl/crawl.runner';
import { createCrawlModule, type CrawlModule } from './modules/crawl/crawl.wiring';
import { profileRoutes } from './modules/profile/profile.routes';
import { profileCompletion, type ProfileRefiner } from './modules/profile/profile.service';
import { createProfileRefiner } from './ai/prompts/business-profile';
import { createJobQueue, type JobQueue } from './lib/queue';
import { createDraftingEngine } from './ai/create-engine';
import { createCrawlModelHelpers } from './ai/create-crawl-model-helpers';
import type { DraftingEngine } from './ai/engine';
import { hypothesesRoutes } from './modules/hypotheses/hypotheses.routes';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes';
import { exportRoutes } from './modules/export/export.routes';
import { storyRoutes } from './modules/story/story.routes';
import { websitesRoutes } from './modules/websites/websites.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { creativesRoutes } from './modules/creatives/creatives.routes';
import { createMediaStorage } from './modules/media/storage/create-storage';
import type { MediaStorage } from './modules/media/storage/media-storage';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the real crawler (tests). */
  crawlRunner?: CrawlRunner;
  checkStartUrl?: StartUrlCheck;
  /** Queue polling interval; tests use a short one. */
  queuePollingIntervalSeconds?: number;
  /** Replaces the drafting engine built from configuration (tests). */
  draftingEngine?: DraftingEngine;
  /** Replaces the media storage built from configuration (tests). */
  mediaStorage?: MediaStorage;
  /** Replaces the profile refiner built from configuration (tests); null turns it off. */
  profileRefiner?: ProfileRefiner | null;
  /** How long the refiner may take before the rules profile is used (tests). */
  profileRefineTimeoutMs?: number;
  /** Tests only: awaited by the crawl job after the final offerings are written, before the flip to completed. */
  beforeCrawlComplete?: (crawlId: string) => Promise<void>;
};

/** Content Security Policy for the SPA: everything from our origin; Mantine injects inline styles. */
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Product images and logos are shown from the owner's own website; scripts and connections stay same-origin.
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

/** Builds the Fastify app with every plugin and module, without listening (tests use `app.inject`). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = createFastify(config, options.logger);
  await registerPlugins(app);
  const ctx = await createAppContext(config, database);

  // One drafting engine for the whole app: a model when configured, else offline; grounded either way.
  const engine = options.draftingEngine ?? createDraftingEngine(config, app.log);
  const mediaStorage = options.mediaStorage ?? (await createMediaStorage(config));
  const queue = createJobQueue(database, {
    pollingIntervalSeconds: options.queuePollingIntervalSeconds,
    onError: (error) => app.log.error({ err: error }, 'job queue error'),
  });
  const refineProfile =
    options.profileRefiner !== undefined ? options.profileRefiner : createProfileRefiner(config, app.log);
  const crawl = createCrawlModule({
    config,
    database,
    queue,
    runner: options.crawlRunner ?? productionCrawlRunner(config, app.log),
    // The business profile is stored with the flip to completed (older crawls build it on first read).
    completion: profileCompletion({
      db: database.db,
      refine: refineProfile,
      refineTimeoutMs: options.profileRefineTimeoutMs,
    }),
    checkStartUrl: options.checkStartUrl,
    beforeComplete: options.beforeCrawlComplete,
  });

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes, { ctx });
      await api.register(authRoutes, { ctx, prefix: '/auth' });
      await api.register(crawlRoutes, { ctx, deps: crawl.serviceDeps });
      await api.register(adminRoutes, { ctx, active: crawl.active });
      await api.register(storyRoutes, { ctx, engine });
      await api.register(profileRoutes, { ctx, refine: refineProfile });
      await api.register(hypothesesRoutes, { ctx, engine });
      await api.register(campaignsRoutes, { ctx, engine });
      await api.register(exportRoutes, { ctx, storage: mediaStorage });
      await api.register(websitesRoutes, { ctx, crawlDeps: crawl.serviceDeps });
      await api.register(mediaRoutes, { ctx, storage: mediaStorage });
      await api.register(creativesRoutes, { ctx, engine, storage: mediaStorage });
    },
    { prefix: '/api' },
  );

  registerHousekeeping(app, { config, ctx, queue, crawl });
  await registerWebApp(app, config);
  return app;
}

/** The Fastify instance with its limits, zod compilers, the error handler and the control-character rule. */
function createFastify(config: Config, logger: FastifyServerOptions['logger']) {
  const requestTimeoutMs = config.REQUEST_TIMEOUT_SECONDS * 1000;
  const app = Fastify({
    logger: logger ?? false,
    trustProxy: false,
    bodyLimit: 1024 * 1024,
    // A request (headers and body) must arrive within REQUEST_TIMEOUT_SECONDS, else 408 and the socket is closed;
    // Node checks every few seconds, so a body trickled byte by byte is cut soon after the limit.
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: Math.min(requestTimeoutMs, 20_000),
      connectionsCheckingInterval: Math.min(requestTimeoutMs, 5_000),
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);
  registerErrorHandler(app);
  registerControlCharacterRule(app);
  return app;
}

type App = ReturnType<typeof createFastify>;

/** Security headers, the per-route rate limiter and the OpenAPI document. */
async function registerPlugins(app: App): Promise<void> {
  await app.register(helmet, { contentSecurityPolicy, crossOriginEmbedderPolicy: false });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Adsmith API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
}

/** What every route receives: configuration, the database, tokens, the sign-in throttle and the auth guards. */
async function createAppContext(config: Config, database: Database): Promise<AppContext> {
  const tokens = createTokenService(
    await loadJwtSecret(config.JWT_SECRET, config.DATA_DIR),
    config.JWT_EXPIRES_IN_SECONDS,
  );
  const guards = createAuthGuards({ db: database.db, tokens, adminEmails: config.ADMIN_EMAILS });
  return {
    config,
    database,
    db: database.db,
    tokens,
    signInThrottle: createSignInThrottle(database.db, {
      perAddress: config.AUTH_RATE_LIMIT_PER_IP,
      perEmailAndAddress: config.AUTH_RATE_LIMIT_PER_EMAIL,
      freeFailures: config.AUTH_EMAIL_FREE_FAILURES,
      windowSeconds: config.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    }),
    ...guards,
  };
}

/** The real crawler, with the configured model's link ranking and offering reading when a model is set up. */
function productionCrawlRunner(config: Config, log: App['log']): CrawlRunner {
  return createCrawlRunner({
    allowPrivateNetworks: config.CRAWL_ALLOW_PRIVATE_NETWORKS,
    chromiumPath: config.CRAWL_CHROMIUM_PATH === 'none' ? null : config.CRAWL_CHROMIUM_PATH,
    ...createCrawlModelHelpers(config, log),
  });
}

/**
 * Starts the queue with the app and stops it on close; housekeeping at start and every third of
 * CRAWL_WORKER_TIMEOUT_SECONDS: crawls whose worker died go back to the queue and resume, expired sign-in counters
 * are deleted.
 */
function registerHousekeeping(
  app: App,
  { config, ctx, queue, crawl }: { config: Config; ctx: AppContext; queue: JobQueue; crawl: CrawlModule },
): void {
  const housekeeping = async (atStart: boolean) => {
    try {
      const requeued = await crawl.requeueOrphans(atStart);
      if (requeued > 0) app.log.warn({ requeued }, 'crawls whose worker ended were put back in the queue');
      await ctx.signInThrottle.purge();
    } catch (error) {
      app.log.error({ err: error }, 'housekeeping failed');
    }
  };
  let sweepTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await queue.start();
    await housekeeping(true);
    sweepTimer = setInterval(
      () => void housekeeping(false),
      Math.max(1, config.CRAWL_WORKER_TIMEOUT_SECONDS / 3) * 1000,
    );
    sweepTimer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweepTimer);
    // Crawls running here go back to the queue (not failed): the next worker, here or elsewhere, resumes them.
    for (const id of crawl.active.ids()) crawl.active.abort(id, new ServerShutdown());
    await queue.stop();
  });
}

/** The built web app when there is one: hashed assets cached for good, every other page path answered index.html. */
async function registerWebApp(app: App, config: Config): Promise<void> {
  const indexHtml = path.join(config.WEB_DIST_DIR, 'index.html');
  const hasWebApp = fs.existsSync(indexHtml);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: config.WEB_DIST_DIR,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && wantsPage && hasWebApp) {
      // History fallback: every SPA route is served index.html; the router decides what to show.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ detail: 'Not found' });
  });
}
