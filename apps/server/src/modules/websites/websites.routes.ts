import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@adsmith/domain/common/errors';
import {
  carryStoryParamsSchema,
  carryStoryResponseSchema,
  recrawlResponseSchema,
  websiteHostnameParamsSchema,
  websitesResponseSchema,
} from '@adsmith/domain/websites/schemas';
import { currentUser, type AppContext } from '../../lib/context';
import type { CrawlServiceDeps } from '../crawl/crawl.service';
import { carryStoryToRecrawl, listWebsites, recrawlWebsite } from './websites.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** "Your Business" (SPEC §2 screen 9): the user's websites, recrawl, and the story carried over to a recrawl. */
export const websitesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; crawlDeps: CrawlServiceDeps }> = async (
  app,
  { ctx, crawlDeps },
) => {
  app.addHook('preHandler', ctx.requireUser);

  app.get(
    '/websites',
    {
      schema: {
        tags: ['websites'],
        summary: "The signed-in user's crawls grouped by website, most recently crawled first",
        response: { 200: websitesResponseSchema, ...errors },
      },
    },
    async (request) => listWebsites(ctx.db, currentUser(request)),
  );

  app.post(
    '/websites/:hostname/recrawl',
    {
      schema: {
        tags: ['websites'],
        summary: 'Crawl a website again with the settings of its newest crawl',
        params: websiteHostnameParamsSchema,
        response: { 201: recrawlResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await recrawlWebsite(crawlDeps, { user: currentUser(request), hostname: request.params.hostname }),
        ),
  );

  app.post(
    '/websites/:hostname/crawls/:crawlId/carry-story',
    {
      schema: {
        tags: ['websites'],
        summary: "Copy the website's existing brand story to a finished recrawl (idempotent)",
        params: carryStoryParamsSchema,
        response: { 200: carryStoryResponseSchema, ...errors },
      },
    },
    async (request) =>
      carryStoryToRecrawl(ctx.db, {
        user: currentUser(request),
        hostname: request.params.hostname,
        crawlId: request.params.crawlId,
      }),
  );
};
