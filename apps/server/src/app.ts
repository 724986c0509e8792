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
import { registerErrorHandler } from './lib/error-handler';
import { createAuthGuards } from './modules/auth/auth.guards';
import { authRoutes } from './modules/auth/auth.routes';
import { createEmailLimiter } from './modules/auth/email-limiter';
import { createTokenService, loadJwtSecret } from './modules/auth/tokens';
import { healthRoutes } from './modules/health/health.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { ActiveCrawls } from './modules/crawl/crawl.execute';
import { crawlJob } from './modules/crawl/crawl.jobs';
import { failStaleCrawls } from './modules/crawl/crawl.repo';
import { crawlRoutes } from './modules/crawl/crawl.routes';
import type { CrawlRunner } from './modules/crawl/crawl.runner.types';
import type { StartUrlCheck } from './modules/crawl/crawl.service';
import { createCrawlRunner, createStartUrlCheck } from './modules/crawl/crawl.runner';
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
};

/** A crawl that has not reported for this long has lost its worker. */
const STALE_CRAWL_MS = 2 * 60_000;

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
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: false,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);
  registerErrorHandler(app);

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
    emailLimiter: createEmailLimiter(config.AUTH_RATE_LIMIT_PER_EMAIL, config.AUTH_RATE_LIMIT_WINDOW_SECONDS),
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
      ...createCrawlModelHelpers(config, app.log),
    });
  const crawlJobDefinition = crawlJob({ db: database.db, runner: crawlRunner, active });
  queue.define(crawlJobDefinition);
  const crawlDeps = {
    db: database.db,
    enqueueCrawl: async (crawlId: string) => {
      await queue.send(crawlJobDefinition, { crawlId });
    },
    checkStartUrl: options.checkStartUrl ?? createStartUrlCheck({ allowPrivateNetworks: config.CRAWL_ALLOW_PRIVATE_NETWORKS }),
  };

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes, { ctx });
      await api.register(authRoutes, { ctx, prefix: '/auth' });
      await api.register(crawlRoutes, { ctx, deps: crawlDeps });
      await api.register(adminRoutes, { ctx, active });
      await api.register(storyRoutes, { ctx, engine });
      await api.register(hypothesesRoutes, { ctx, engine });
      await api.register(campaignsRoutes, { ctx, engine });
      await api.register(exportRoutes, { ctx, storage: mediaStorage });
      await api.register(websitesRoutes, { ctx, crawlDeps });
      await api.register(mediaRoutes, { ctx, storage: mediaStorage });
      await api.register(creativesRoutes, { ctx, engine, storage: mediaStorage });
    },
    { prefix: '/api' },
  );

  const sweepStaleCrawls = () =>
    failStaleCrawls(database.db, new Date(Date.now() - STALE_CRAWL_MS), 'The crawl stopped responding (its worker ended).').catch(
      (error: unknown) => app.log.error({ err: error }, 'stale crawl sweep failed'),
    );
  let sweepTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await queue.start();
    await sweepStaleCrawls();
    sweepTimer = setInterval(() => void sweepStaleCrawls(), 60_000);
    sweepTimer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweepTimer);
    for (const id of active.ids()) active.abort(id, 'The server is shutting down');
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
