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
import { forbidden } from '../../lib/errors';
import { findCrawlById, listOfferings, listPages } from './crawl.repo';
import {
  getBusinessInfo,
  getCrawlSummary,
  getProducts,
  listUserCrawls,
  presentOffering,
  presentStatus,
  requireOwnedCrawl,
  startCrawl,
  type CrawlServiceDeps,
} from './crawl.service';
import { notFound } from '../../lib/errors';

const idParams = z.object({ id: z.string().max(64) });
const crawlIdParams = z.object({ crawlId: z.string().max(64) });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};

export const crawlRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; deps: CrawlServiceDeps }> = async (
  app,
  { ctx, deps },
) => {
  app.addHook('preHandler', ctx.requireUser);

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

  app.get(
    '/data/:id',
    {
      schema: {
        tags: ['crawl', 'admin'],
        summary: 'Everything a crawl stored (admins only)',
        params: idParams,
        response: {
          200: z.object({
            crawl_id: z.string(),
            start_url: z.string(),
            status: z.string(),
            brand_signals: z.unknown(),
            crawl_data: z.array(crawlPageSchema),
            products: z.array(productSchema),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!user.isAdmin) {
        // Owners learn nothing more than "no"; others must not learn the crawl exists.
        await requireOwnedCrawl(ctx.db, request.params.id, user);
        throw forbidden();
      }
      const crawl = await findCrawlById(ctx.db, request.params.id);
      if (!crawl) throw notFound('Crawl');
      const [pages, offerings] = await Promise.all([
        listPages(ctx.db, crawl.id),
        listOfferings(ctx.db, crawl.id),
      ]);
      return {
        crawl_id: crawl.id,
        start_url: crawl.startUrl,
        status: crawl.status,
        brand_signals: crawl.brandSignals,
        crawl_data: pages.map((page) => ({
          url: page.url,
          meta: page.meta,
          text: page.text,
          // SPEC's crawl-data image shape; the picture chain's additive fields stay on the server.
          images: page.images.map(({ src, alt, title }) => ({ src, alt, title })),
          llm_analysis: page.llmAnalysis ?? null,
        })),
        products: offerings.map(presentOffering),
      };
    },
  );
};
