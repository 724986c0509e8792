import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@adsmith/domain/common/errors';
import {
  businessOfferingTypeSchema,
  crawlPageSchema,
  crawlStatusResponseSchema,
  crawlSummarySchema,
  productSchema,
  productsResponseSchema,
  startCrawlRequestSchema,
} from '@adsmith/domain/crawl/schemas';
import { currentUser, type AppContext } from '../../lib/context';
import {
  getBusinessInfo,
  getCrawlData,
  getCrawlSummary,
  getProducts,
  listUserCrawls,
  presentStatus,
  requireOwnedCrawl,
  startCrawl,
  type CrawlServiceDeps,
} from './crawl.service';

type Api = Parameters<FastifyPluginAsyncZod>[0];

const idParams = z.object({ id: z.string().max(64) });
const crawlIdParams = z.object({ crawlId: z.string().max(64) });
const crawlDataResponseSchema = z.object({
  crawl_id: z.string(),
  start_url: z.string(),
  status: z.string(),
  brand_signals: z.unknown(),
  crawl_data: z.array(crawlPageSchema),
  products: z.array(productSchema),
});
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};

/** A crawl: starting it, its live status, and the user's crawls (SPEC §7). */
function registerCrawlRoutes(app: Api, ctx: AppContext, deps: CrawlServiceDeps) {
  app.post(
    '/start',
    {
      schema: {
        tags: ['crawl'],
        summary: 'Start a crawl of a website',
        body: startCrawlRequestSchema,
        response: { 201: z.object({ crawl_id: z.string() }), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await startCrawl(deps, { user: currentUser(request), settings: request.body })),
  );

  app.get(
    '/status/:id',
    {
      schema: {
        tags: ['crawl'],
        summary: 'Crawl status and live progress',
        params: idParams,
        response: { 200: crawlStatusResponseSchema, ...errors },
      },
    },
    async (request) =>
      presentStatus(await requireOwnedCrawl(ctx.db, request.params.id, currentUser(request))),
  );

  app.get(
    '/crawls/user',
    {
      schema: {
        tags: ['crawl'],
        summary: "The signed-in user's crawls, newest first",
        response: { 200: z.array(crawlSummarySchema), ...errors },
      },
    },
    async (request) => listUserCrawls(ctx.db, currentUser(request)),
  );

  app.get(
    '/crawls/:id',
    {
      schema: {
        tags: ['crawl'],
        summary: 'One crawl',
        params: idParams,
        response: { 200: crawlSummarySchema, ...errors },
      },
    },
    async (request) => getCrawlSummary(ctx.db, request.params.id, currentUser(request)),
  );
}

/** What the crawl found on the site: its offerings and whether it sells products, services or both. */
function registerOfferingRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['crawl'],
        summary: 'Products and services found by a crawl',
        params: idParams,
        response: { 200: productsResponseSchema, ...errors },
      },
    },
    async (request) => getProducts(ctx.db, request.params.id, currentUser(request)),
  );

  app.get(
    '/business-info/:crawlId',
    {
      schema: {
        tags: ['crawl'],
        summary: 'Whether the business sells services, products or both',
        params: crawlIdParams,
        response: {
          200: z.object({ crawl_id: z.string(), offering_type: businessOfferingTypeSchema }),
          ...errors,
        },
      },
    },
    async (request) => getBusinessInfo(ctx.db, request.params.crawlId, currentUser(request)),
  );
}

/** Everything a crawl stored, for the admin's crawl-data view. */
function registerCrawlDataRoute(app: Api, ctx: AppContext) {
  app.get(
    '/data/:id',
    {
      schema: {
        tags: ['crawl', 'admin'],
        summary: 'Everything a crawl stored (admins only)',
        params: idParams,
        response: { 200: crawlDataResponseSchema, ...errors },
      },
    },
    async (request) => getCrawlData(ctx.db, request.params.id, currentUser(request)),
  );
}

export const crawlRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; deps: CrawlServiceDeps }> = async (
  app,
  { ctx, deps },
) => {
  app.addHook('preHandler', ctx.requireUser);
  registerCrawlRoutes(app, ctx, deps);
  registerOfferingRoutes(app, ctx);
  registerCrawlDataRoute(app, ctx);
};
