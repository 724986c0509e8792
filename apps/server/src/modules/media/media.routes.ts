import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@adsmith/domain/common/errors';
import { uploadMediaResponseSchema } from '@adsmith/domain/creatives/api-schemas';
import { MediaLimits } from '@adsmith/domain/creatives/constants';
import { MediaMessages } from '@adsmith/domain/creatives/messages';
import { currentUser, type AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { deleteOwnedUpload, readOwnedMedia, uploadImage } from './media.service';
import type { MediaStorage } from './storage/media-storage';

const tags = ['media'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const megabytes = Math.round(MediaLimits.maxUploadBytes / (1024 * 1024));

/** Reads a file stream up to the cap; beyond it the stream is destroyed (nothing more is read) and 400 sent. */
async function readCapped(
  stream: AsyncIterable<Buffer> & { truncated?: boolean; destroy(): void },
  cap: number,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += chunk.length;
    if (total > cap || stream.truncated) {
      stream.destroy();
      throw new AppError('BAD_REQUEST', MediaMessages.tooLarge(megabytes));
    }
    chunks.push(chunk);
  }
  if (stream.truncated) throw new AppError('BAD_REQUEST', MediaMessages.tooLarge(megabytes));
  return Buffer.concat(chunks, total);
}

/**
 * Media upload (SPEC §7 "Media upload (multipart file)") and `GET /proxy-media/*`, the only way media is served:
 * to its owner, with its stored type, `nosniff`, inline, and long private caching (keys never change content).
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; storage: MediaStorage }> = async (
  app,
  { ctx, storage },
) => {
  const deps = { db: ctx.db, storage, uploadQuotaBytes: ctx.config.MEDIA_UPLOAD_QUOTA_MB * 1024 * 1024 };
  // Busboy itself stops at one byte over the cap, so an endless upload is never buffered.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: MediaLimits.maxUploadBytes + 1,
      files: 1,
      fields: 10,
      parts: 12,
      fieldSize: 1024,
      headerPairs: 100,
    },
  });
  app.addHook('preHandler', ctx.requireUser);

  app.post(
    '/media/upload',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Upload a PNG, JPEG or WebP image (multipart field "file"); re-encoded and stored for the user',
        consumes: ['multipart/form-data'],
        response: { 201: uploadMediaResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('BAD_REQUEST', MediaMessages.noFile);
      const file = await request.file();
      if (!file) throw new AppError('BAD_REQUEST', MediaMessages.noFile);
      const bytes = await readCapped(file.file, MediaLimits.maxUploadBytes);
      if (bytes.length === 0) throw new AppError('BAD_REQUEST', MediaMessages.noFile);
      const stored = await uploadImage(deps, { user: currentUser(request), bytes });
      return reply.status(201).send(stored);
    },
  );

  app.delete(
    '/media/*',
    {
      schema: {
        tags,
        summary: 'Delete one of the user’s uploads (key `<userId>/<uuid>.<ext>`); 404 for anything else',
        params: z.object({ '*': z.string().max(300) }),
        response: {
          204: z.null().describe('Deleted'),
          401: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await deleteOwnedUpload(deps, { user: currentUser(request), key: request.params['*'] });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/proxy-media/*',
    {
      schema: {
        tags,
        summary: 'One of the user’s images (bearer token); 404 for anything else',
        params: z.object({ '*': z.string().max(300) }),
        response: {
          // Image bytes: Fastify sends Buffers as they are, the schema only documents them.
          200: z.any().describe('The image (image/png, image/jpeg or image/webp)'),
          304: z.any().describe('Not modified'),
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { row, body } = await readOwnedMedia(deps, {
        user: currentUser(request),
        key: request.params['*'],
      });
      const etag = `"${row.id}"`;
      reply
        .header('content-type', row.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${row.key.split('/')[1]}"`)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(body);
    },
  );
};
