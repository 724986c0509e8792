import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@adsmith/domain/common/errors';
import {
  createHypothesisRequestSchema,
  generateHypothesesRequestSchema,
  generateHypothesesResponseSchema,
  hypothesisSchema,
  updateHypothesisRequestSchema,
} from '@adsmith/domain/hypotheses/schemas';
import type { DraftingEngine } from '../../ai/engine';
import { currentUser, type AppContext } from '../../lib/context';
import {
  createHypothesis,
  deleteHypothesis,
  generateHypotheses,
  getHypothesis,
  listHypothesesForHostname,
  updateHypothesis,
} from './hypotheses.service';

const idParams = z.object({ id: z.string().max(64).describe('Hypothesis id') });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  502: errorResponseSchema,
  503: errorResponseSchema,
};

/** Assumption calls of SPEC §7 plus edit and delete; every route signed-in and owner-checked. */
export const hypothesesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; engine: DraftingEngine }> = async (
  app,
  { ctx, engine },
) => {
  const deps = { db: ctx.db, engine };
  app.addHook('preHandler', ctx.requireUser);

  app.get(
    '/hypotheses/:hostname',
    {
      schema: {
        tags: ['hypotheses'],
        summary: "The user's saved assumptions for every crawl of a website",
        params: z.object({ hostname: z.string().min(1).max(253) }),
        response: { 200: z.array(hypothesisSchema), ...errors },
      },
    },
    async (request) =>
      listHypothesesForHostname(ctx.db, { user: currentUser(request), hostname: request.params.hostname }),
  );

  app.get(
    '/hypothesis/:id',
    {
      schema: {
        tags: ['hypotheses'],
        summary: 'One saved assumption',
        params: idParams,
        response: { 200: hypothesisSchema, ...errors },
      },
    },
    async (request) => getHypothesis(ctx.db, { user: currentUser(request), id: request.params.id }),
  );

  app.post(
    '/generate-hypotheses/:crawlId',
    {
      schema: {
        tags: ['hypotheses'],
        summary:
          'Draft new assumptions into the free slots (at most 4 per crawl), different from the existing ones; not saved',
        params: z.object({ crawlId: z.string().max(64) }),
        body: generateHypothesesRequestSchema,
        response: { 200: generateHypothesesResponseSchema, ...errors },
      },
    },
    async (request) =>
      generateHypotheses(deps, {
        user: currentUser(request),
        crawlId: request.params.crawlId,
        request: request.body,
      }),
  );

  app.post(
    '/hypotheses',
    {
      schema: {
        tags: ['hypotheses'],
        summary: 'Save an assumption (daily_budget defaults to 100); 409 when the crawl already has 4',
        body: createHypothesisRequestSchema,
        response: { 201: z.object({ id: z.string() }), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createHypothesis(ctx.db, { user: currentUser(request), request: request.body })),
  );

  app.put(
    '/hypotheses/:id',
    {
      schema: {
        tags: ['hypotheses'],
        summary: 'Edit a saved assumption',
        params: idParams,
        body: updateHypothesisRequestSchema,
        response: { 200: hypothesisSchema, ...errors },
      },
    },
    async (request) =>
      updateHypothesis(ctx.db, { user: currentUser(request), id: request.params.id, changes: request.body }),
  );

  app.delete(
    '/hypotheses/:id',
    {
      schema: {
        tags: ['hypotheses'],
        summary: 'Delete a saved assumption',
        params: idParams,
        response: { 200: z.object({ id: z.string(), deleted: z.literal(true) }), ...errors },
      },
    },
    async (request) => deleteHypothesis(ctx.db, { user: currentUser(request), id: request.params.id }),
  );
};
