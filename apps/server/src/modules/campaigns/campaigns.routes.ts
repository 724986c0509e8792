import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  campaignListSchema,
  campaignSchema,
  createCampaignRequestSchema,
  distributeProductsRequestSchema,
  distributeProductsResponseSchema,
  generateAdSetsRequestSchema,
  generateAdSetsResponseSchema,
  generateAdVariationsRequestSchema,
  generateAdVariationsResponseSchema,
  generateCampaignRequestSchema,
  generatedCampaignSchema,
} from '@adsmith/domain/campaigns/api-schemas';
import { errorResponseSchema } from '@adsmith/domain/common/errors';
import type { DraftingEngine } from '../../ai/engine';
import { currentUser, type AppContext } from '../../lib/context';
import { createCampaign } from './use-cases/create-campaign';
import { distributeProducts } from './use-cases/distribute-products';
import { generateAdSets } from './use-cases/generate-ad-sets';
import { generateAdVariations } from './use-cases/generate-ad-variations';
import { generateCampaign } from './use-cases/generate-campaign';
import { listCampaigns, listCampaignsForHostname } from './use-cases/list-campaigns';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  502: errorResponseSchema,
  503: errorResponseSchema,
};
const tags = ['campaigns'];

/** Campaign calls of SPEC §7 ("Assumptions and campaigns"); every route signed-in and owner-checked. */
export const campaignsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; engine: DraftingEngine }> = async (
  app,
  { ctx, engine },
) => {
  const deps = { db: ctx.db, engine };
  app.addHook('preHandler', ctx.requireUser);

  app.post(
    '/generate-campaign/:hypothesisId',
    {
      schema: {
        tags,
        summary: 'Draft the campaign fields for a hypothesis (not saved)',
        params: z.object({ hypothesisId: z.string().max(64) }),
        body: generateCampaignRequestSchema,
        response: { 200: generatedCampaignSchema, ...errors },
      },
    },
    async (request) =>
      generateCampaign(deps, {
        user: currentUser(request),
        hypothesisId: request.params.hypothesisId,
        crawlId: request.body.crawl_id,
      }),
  );

  app.post(
    '/generate-ad-sets/hypothesis/:id',
    {
      schema: {
        tags,
        summary: 'Draft ad sets into the free slots (at most 2 per campaign; not saved)',
        params: z.object({ id: z.string().max(64) }),
        body: generateAdSetsRequestSchema,
        response: { 200: generateAdSetsResponseSchema, ...errors },
      },
    },
    async (request) =>
      generateAdSets(deps, {
        user: currentUser(request),
        hypothesisId: request.params.id,
        request: request.body,
      }),
  );

  app.post(
    '/analyze-products/distribute',
    {
      schema: {
        tags,
        summary: 'Allocate products to ad sets by audience fit (not saved)',
        body: distributeProductsRequestSchema,
        response: { 200: distributeProductsResponseSchema, ...errors },
      },
    },
    async (request) => distributeProducts(deps, { user: currentUser(request), request: request.body }),
  );

  app.post(
    '/generate-ad-variations',
    {
      schema: {
        tags,
        summary: 'Draft ads for one ad set within its free slots (not saved)',
        body: generateAdVariationsRequestSchema,
        response: { 200: generateAdVariationsResponseSchema, ...errors },
      },
    },
    async (request) =>
      generateAdVariations(deps, {
        user: currentUser(request),
        request: request.body,
        log: (error) => request.log.warn({ err: error }, 'ad variations generation failed'),
      }),
  );

  app.post(
    '/create-campaign',
    {
      schema: {
        tags,
        summary: 'Save a campaign draft (validated against every rule; one transaction)',
        body: createCampaignRequestSchema,
        response: { 201: campaignSchema, ...errors },
      },
    },
    async (request, reply) => {
      const campaign = await createCampaign(ctx.db, { user: currentUser(request), payload: request.body });
      return reply.status(201).send(campaign);
    },
  );

  app.get(
    '/campaigns/user',
    {
      schema: {
        tags,
        summary: "The user's campaigns, newest first",
        response: { 200: campaignListSchema, ...errors },
      },
    },
    async (request) => listCampaigns(ctx.db, { user: currentUser(request) }),
  );

  app.get(
    '/campaigns/hostname/:hostname',
    {
      schema: {
        tags,
        summary: "The user's campaigns for one website",
        params: z.object({ hostname: z.string().min(1).max(253) }),
        response: { 200: campaignListSchema, ...errors },
      },
    },
    async (request) =>
      listCampaignsForHostname(ctx.db, { user: currentUser(request), hostname: request.params.hostname }),
  );
};
