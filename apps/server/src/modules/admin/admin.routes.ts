import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@adsmith/domain/common/errors';
import type { AppContext } from '../../lib/context';
import type { ActiveCrawls } from '../crawl/crawl.execute';
import {
  dbHealthSchema,
  processDetailsSchema,
  processSchema,
  terminateResponseSchema,
} from './admin.schemas';
import {
  checkDatabaseHealth,
  getCrawlProcess,
  listCrawlProcesses,
  terminateCrawlProcess,
} from './admin.service';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const params = z.object({ crawlId: z.string().max(64) });

/** Operator routes (SPEC §7 Admin). Every one checks the admin flag on the server. */
export const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; active: ActiveCrawls }> = async (
  app,
  { ctx, active },
) => {
  app.addHook('preHandler', ctx.requireAdmin);

  app.get(
    '/health/db',
    {
      schema: {
        tags: ['admin'],
        summary: 'Database status and pool usage',
        response: { 200: dbHealthSchema, ...errors },
      },
    },
    async () => checkDatabaseHealth(ctx.database),
  );

  app.get(
    '/processes',
    {
      schema: {
        tags: ['admin'],
        summary: 'Running and recent crawl processes',
        response: { 200: z.array(processSchema), ...errors },
      },
    },
    async () => listCrawlProcesses(ctx.db),
  );

  app.get(
    '/process/:crawlId',
    {
      schema: {
        tags: ['admin'],
        summary: 'One crawl process with recent log lines',
        params,
        response: { 200: processDetailsSchema, ...errors },
      },
    },
    async (request) => getCrawlProcess(ctx.db, request.params.crawlId),
  );

  app.post(
    '/process/:crawlId/terminate',
    {
      schema: {
        tags: ['admin'],
        summary: 'Terminate a crawl process',
        params,
        response: { 200: terminateResponseSchema, ...errors },
      },
    },
    async (request) => terminateCrawlProcess({ db: ctx.db, active }, request.params.crawlId),
  );
};
