import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@adsmith/domain/common/errors';
import { businessProfileResponseSchema, profileCorrectionsSchema } from '@adsmith/domain/profile/schemas';
import { currentUser, type AppContext } from '../../lib/context';
import { getBusinessProfile, putProfileCorrections, type ProfileRefiner } from './profile.service';

const params = z.object({ crawlId: z.string().max(64).describe('Crawl id') });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** The business profile of a crawl and the owner's corrections; signed-in, owner only (another user's crawl is 404). */
export const profileRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  refine: ProfileRefiner | null;
}> = async (app, { ctx, refine }) => {
  const deps = { db: ctx.db, refine };
  app.addHook('preHandler', ctx.requireUser);

  app.get(
    '/business-profile/:crawlId',
    {
      schema: {
        tags: ['profile'],
        summary:
          'What Adsmith learned about the business, every item with its source page; built on first request for older crawls',
        params,
        response: { 200: businessProfileResponseSchema, ...errors },
      },
    },
    async (request) =>
      getBusinessProfile(deps, { user: currentUser(request), crawlId: request.params.crawlId }),
  );

  app.put(
    '/business-profile/:crawlId/corrections',
    {
      schema: {
        tags: ['profile'],
        summary:
          "The owner's corrections of the name, trade, location, offering type and offerings (replaces earlier ones; null keeps what was learned)",
        params,
        body: profileCorrectionsSchema,
        response: { 200: businessProfileResponseSchema, ...errors },
      },
    },
    async (request) =>
      putProfileCorrections(deps, {
        user: currentUser(request),
        crawlId: request.params.crawlId,
        corrections: request.body,
      }),
  );
};
