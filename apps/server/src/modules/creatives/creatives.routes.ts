import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@adsmith/domain/common/errors';
import {
  creativeSchema,
  generateBlueprintRequestSchema,
  generateBlueprintResponseSchema,
  generateImagePromptRequestSchema,
  generateImagePromptResponseSchema,
  generateImageRequestSchema,
  generateImageResponseSchema,
  saveAdCreativeRequestSchema,
  saveAdCreativeResponseSchema,
} from '@adsmith/domain/creatives/api-schemas';
import type { DraftingEngine } from '../../ai/engine';
import { currentUser, type AppContext } from '../../lib/context';
import { createGuardedFetch } from '../../lib/net/guarded-fetch';
import type { MediaStorage } from '../media/storage/media-storage';
import { createSceneGenerator, type SceneGenerator } from './scene-generator';
import { generateBlueprint } from './use-cases/generate-blueprint';
import { generateStaticAdImage } from './use-cases/generate-image';
import { generateImagePrompt } from './use-cases/generate-image-prompt';
import { getCreative, saveAdCreative } from './use-cases/save-ad-creative';
import { assertOwnMediaUrls } from '../media/media-ownership';

const tags = ['creatives'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  502: errorResponseSchema,
  503: errorResponseSchema,
};

export type CreativesRoutesOptions = {
  ctx: AppContext;
  engine: DraftingEngine;
  storage: MediaStorage;
  /** Replaces the image model built from configuration (tests); null renders offline. */
  scenes?: SceneGenerator | null;
};

/**
 * Creative calls of SPEC §7 ("Creatives and media"): blueprint, image prompt, image; plus the saved creative and
 * "Use this creative" on a saved ad. Signed-in and owner-checked; images are fetched only through the guarded
 * fetcher with the crawl's SSRF policy.
 */
export const creativesRoutes: FastifyPluginAsyncZod<CreativesRoutesOptions> = async (
  app,
  { ctx, engine, storage, scenes },
) => {
  const fetcher = createGuardedFetch({
    policy: { allowPrivateNetworks: ctx.config.CRAWL_ALLOW_PRIVATE_NETWORKS },
  });
  app.addHook('onClose', async () => fetcher.close());
  const imageDeps = {
    db: ctx.db,
    storage,
    engine,
    fetch: fetcher,
    scenes: scenes === undefined ? createSceneGenerator(ctx.config) : scenes,
  };
  app.addHook('preHandler', ctx.requireUser);

  app.post(
    '/generate-static-ad-blueprint',
    {
      schema: {
        tags,
        summary:
          'Plan a static image creative (SPEC §3 blueprint) for an ad of one of the user’s assumptions',
        body: generateBlueprintRequestSchema,
        response: { 200: generateBlueprintResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { body } = request;
      await assertOwnMediaUrls(ctx.db, currentUser(request).id, [
        { field: 'product.image_url', url: body.product?.image_url },
        ...body.additional_product_images.map((url, n) => ({ field: `additional_product_images.${n}`, url })),
        ...body.additional_brand_guidelines_images.map((url, n) => ({
          field: `additional_brand_guidelines_images.${n}`,
          url,
        })),
      ]);
      return generateBlueprint({ db: ctx.db, engine }, { user: currentUser(request), request: body });
    },
  );

  app.post(
    '/generate-image-prompt',
    {
      schema: {
        tags,
        summary: 'The scene prompt for the image model, from a blueprint',
        body: generateImagePromptRequestSchema,
        response: { 200: generateImagePromptResponseSchema, ...errors },
      },
    },
    async (request) => generateImagePrompt({ engine }, request.body),
  );

  app.post(
    '/generate-static-ad-image',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Render the creative at every placement ratio (over a painted scene when an image model is set)',
        body: generateImageRequestSchema,
        response: { 200: generateImageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const images = request.body.blueprint.input_images;
      await assertOwnMediaUrls(ctx.db, currentUser(request).id, [
        { field: 'blueprint.input_images.product_image_url', url: images.product_image_url },
        ...images.additional_product_images.map((url, n) => ({
          field: `blueprint.input_images.additional_product_images.${n}`,
          url,
        })),
        ...images.additional_brand_guidelines_images.map((url, n) => ({
          field: `blueprint.input_images.additional_brand_guidelines_images.${n}`,
          url,
        })),
      ]);
      return generateStaticAdImage(imageDeps, { user: currentUser(request), request: request.body });
    },
  );

  app.get(
    '/creatives/:id',
    {
      schema: {
        tags,
        summary: 'A generated creative: blueprint, prompt and every placement',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: creativeSchema, ...errors },
      },
    },
    async (request) => getCreative(ctx.db, { user: currentUser(request), id: request.params.id }),
  );

  app.post(
    '/ads/:adId/creative',
    {
      schema: {
        tags,
        summary: '"Use this creative" on a saved ad: the image becomes its media (export: Image File Name)',
        params: z.object({ adId: z.string().max(64) }),
        body: saveAdCreativeRequestSchema,
        response: { 200: saveAdCreativeResponseSchema, ...errors },
      },
    },
    async (request) =>
      saveAdCreative(ctx.db, {
        user: currentUser(request),
        adId: request.params.adId,
        imageUrl: request.body.image_url,
      }),
  );
};
