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
import { ActiveCrawls } from './modules/crawl/crawl.execute';
import { crawlJob } from './modules/crawl/crawl.jobs';
import { heartbeatMsFor, requeueOrphanedCrawls, ServerShutdown } from './modules/crawl/crawl.durable';
import { hasPendingCrawls } from './modules/crawl/crawl.queue';
import { crawlRoutes } from './modules/crawl/crawl.routes';
import type { CrawlRunner } from './modules/crawl/crawl.runner.types';
import type { StartUrlCheck } from './modules/crawl/crawl.service';
import { createCrawlRunner, createStartUrlCheck } from './modules/crawl/crawl.runner';
import { profileRoutes } from './modules/profile/profile.routes';
import { profileCompletion, type ProfileRefiner } from './modules/profile/profile.service';
import { createProfileRefiner } from './ai/prompts/business-profile';
import { createJobQueue } from './lib/queue';
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

/** A crawl put back in the queue more often than this (its worker keeps dying) fails instead. */
const MAX_CRAWL_RESUMES = 5;

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
  const requestTimeoutMs = config.REQUEST_TIMEOUT_SECONDS * 1000;
  const app = Fastify({
    logger: options.logger ?? false,
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

  await app.register(helmet, { contentSecurityPolicy, crossOriginEmbedderPolicy: false });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Adsmith API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });

  const tokens = createTokenService(
    await loadJwtSecret(config.JWT_SECRET, config.DATA_DIR),
    config.JWT_EXPIRES_IN_SECONDS,
  );
  const guards = createAuthGuards({ db: database.db, tokens, adminEmails: config.ADMIN_EMAILS });
  const ctx: AppContext = {
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

  // One drafting engine for the whole app: a model when configured, else offline; grounded either way.
  const engine = options.draftingEngine ?? createDraftingEngine(config, app.log);
  const mediaStorage = options.mediaStorage ?? (await createMediaStorage(config));
  const active = new ActiveCrawls();
  const queue = createJobQueue(database, {
    pollingIntervalSeconds: options.queuePollingIntervalSeconds,
    onError: (error) => app.log.error({ err: error }, 'job queue error'),
  });
  const crawlRunner =
    options.crawlRunner ??
    createCrawlRunner({
      allowPrivateNetworks: config.CRAWL_ALLOW_PRIVATE_NETWORKS,
      chromiumPath: config.CRAWL_CHROMIUM_PATH === 'none' ? null : config.CRAWL_CHROMIUM_PATH,
      ...createCrawlModelHelpers(config, app.log),
    });
  const refineProfile =
    options.profileRefiner !== undefined ? options.profileRefiner : createProfileRefiner(config, app.log);
  const crawlJobDefinition = crawlJob(
    {
      db: database.db,
      runner: crawlRunner,
      active,
      heartbeatMs: heartbeatMsFor(config.CRAWL_WORKER_TIMEOUT_SECONDS),
      // The business profile is stored with the flip to completed (older crawls build it on first read).
      completion: profileCompletion({
        db: database.db,
        refine: refineProfile,
        refineTimeoutMs: options.profileRefineTimeoutMs,
      }),
      beforeComplete: options.beforeCrawlComplete,
    },
    { workers: config.CRAWL_WORKERS },
  );
  queue.define(crawlJobDefinition);
  const crawlDeps = {
    db: database.db,
    enqueueCrawl: async (crawlId: string) => {
      await queue.send(crawlJobDefinition, { crawlId });
    },
    maxActiveCrawlsPerUser: config.CRAWL_MAX_ACTIVE_PER_USER,
    checkStartUrl:
      options.checkStartUrl ??
      createStartUrlCheck({ allowPrivateNetworks: config.CRAWL_ALLOW_PRIVATE_NETWORKS }),
  };

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes, { ctx });
      await api.register(authRoutes, { ctx, prefix: '/auth' });
      await api.register(crawlRoutes, { ctx, deps: crawlDeps });
      await api.register(adminRoutes, { ctx, active });
      await api.register(storyRoutes, { ctx, engine });
      await api.register(profileRoutes, { ctx, refine: refineProfile });
      await api.register(hypothesesRoutes, { ctx, engine });
      await api.register(campaignsRoutes, { ctx, engine });
      await api.register(exportRoutes, { ctx, storage: mediaStorage });
      await api.register(websitesRoutes, { ctx, crawlDeps });
      await api.register(mediaRoutes, { ctx, storage: mediaStorage });
      await api.register(creativesRoutes, { ctx, engine, storage: mediaStorage });
    },
    { prefix: '/api' },
  );

  // Housekeeping: crawls whose worker died (no heartbeat for CRAWL_WORKER_TIMEOUT_SECONDS) go back to the queue
  // and resume; expired sign-in counters are deleted.
  // Embedded PGlite has one process per DATA_DIR, so at start every crawl still marked running lost its worker.
  const startedAt = new Date();
  const housekeeping = async (atStart: boolean) => {
    try {
      const silentSince =
        atStart && database.kind === 'pglite'
          ? startedAt
          : new Date(Date.now() - config.CRAWL_WORKER_TIMEOUT_SECONDS * 1000);
      const requeued = await requeueOrphanedCrawls(database.db, {
        silentSince,
        maxResumes: MAX_CRAWL_RESUMES,
        runningHere: active.ids(),
      });
      if (requeued > 0) app.log.warn({ requeued }, 'crawls whose worker ended were put back in the queue');
      if (requeued > 0 || (atStart && (await hasPendingCrawls(database.db))))
        await queue.send(crawlJobDefinition, {});
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
    for (const id of active.ids()) active.abort(id, new ServerShutdown());
    await queue.stop();
  });

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

  return app;
}
