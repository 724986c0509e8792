import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@adsmith/domain/common/errors';
import {
  analyzeStoryRequestSchema,
  brandStoryResponseSchema,
  engineInfoSchema,
  generateStoryResponseSchema,
  saveStoryRequestSchema,
  storyFeedbackSchema,
  storyResponseSchema,
  updateStoryRequestSchema,
} from '@adsmith/domain/story/schemas';
import type { DraftingEngine } from '../../ai/engine';
import { currentUser, type AppContext } from '../../lib/context';
import { analyzeStory, generateStory, getBrandStory, mergeStoryInsights, saveStory } from './story.service';

const idParams = z.object({ id: z.string().max(64).describe('Crawl id') });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  502: errorResponseSchema,
  503: errorResponseSchema,
};

/** Brand story calls of SPEC §7 and the active engine; every route signed-in and owner-checked. */
export const storyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; engine: DraftingEngine }> = async (
  app,
  { ctx, engine },
) => {
  const deps = { db: ctx.db, engine };
  app.addHook('preHandler', ctx.requireUser);

  app.get(
    '/engine',
    {
      schema: {
        tags: ['story'],
        summary: 'The active drafting engine ("Drafted offline" or the model name)',
        response: { 200: engineInfoSchema, 401: errorResponseSchema },
      },
    },
    async () => engine.info,
  );

  app.post(
    '/generate-story/:id',
    {
      schema: {
        tags: ['story'],
        summary: 'Draft (or redraft) the brand story of a completed crawl; 409 while it is still crawling',
        params: idParams,
        response: { 200: generateStoryResponseSchema, ...errors },
      },
    },
    async (request) => generateStory(deps, { user: currentUser(request), crawlId: request.params.id }),
  );

  app.get(
    '/brand-story/:id',
    {
      schema: {
        tags: ['story'],
        summary: 'The stored brand story of a crawl; 404 means it must be generated',
        params: idParams,
        response: { 200: brandStoryResponseSchema, ...errors },
      },
    },
    async (request) => getBrandStory(ctx.db, { user: currentUser(request), crawlId: request.params.id }),
  );

  app.post(
    '/update-story/:id',
    {
      schema: {
        tags: ['story'],
        summary: "Merge the user's insights (userStory) into the story (generatedStory); not saved",
        params: idParams,
        body: updateStoryRequestSchema,
        response: { 200: storyResponseSchema, ...errors },
      },
    },
    async (request) =>
      mergeStoryInsights(deps, {
        user: currentUser(request),
        crawlId: request.params.id,
        insights: request.body.userStory,
        story: request.body.generatedStory,
      }),
  );

  app.post(
    '/save-story/:id',
    {
      schema: {
        tags: ['story'],
        summary: "Save the user's brand story for a crawl",
        params: idParams,
        body: saveStoryRequestSchema,
        response: { 200: brandStoryResponseSchema, ...errors },
      },
    },
    async (request) =>
      saveStory(ctx.db, {
        user: currentUser(request),
        crawlId: request.params.id,
        story: request.body.story,
      }),
  );

  app.post(
    '/analyze-story',
    {
      schema: {
        tags: ['story'],
        summary: 'Feedback on a story: Customers, Problems and Solution, each answered or not',
        body: analyzeStoryRequestSchema,
        response: { 200: storyFeedbackSchema, ...errors },
      },
    },
    async (request) =>
      analyzeStory(deps, {
        user: currentUser(request),
        story: request.body.story,
        crawlId: request.body.crawl_id ?? null,
      }),
  );
};
