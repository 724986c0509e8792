import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, type AppContext } from '../../lib/context';
import type { MediaStorage } from '../media/storage/media-storage';
import { exportCampaignBundle } from './export-bundle';
import { attachmentHeader, exportCampaign, type ExportFile } from './export.service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file download: its type, its name (exact, RFC 6266) and never cached. */
const sendAttachment = (reply: FastifyReply, file: ExportFile, type: string) =>
  reply
    .header('content-type', type)
    .header('content-disposition', attachmentHeader(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.content);

/** SPEC §9 spreadsheet export of one campaign; signed-in and owner-checked. */
export const exportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; storage: MediaStorage }> = async (
  app,
  { ctx, storage },
) => {
  app.addHook('preHandler', ctx.requireUser);

  app.get(
    '/campaigns/:id/export',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'The campaign as a Meta bulk-import .xlsx (sheet "Campaign Data", 107 columns)',
        params: z.object({ id: z.string().max(64) }),
        // The 200 body is the .xlsx bytes (sent as a Buffer, which Fastify does not serialise); errors are JSON.
      },
    },
    async (request, reply) => {
      const file = await exportCampaign(ctx.db, {
        user: currentUser(request),
        campaignId: request.params.id,
      });
      return sendAttachment(reply, file, XLSX_TYPE);
    },
  );

  app.get(
    '/campaigns/:id/export-bundle',
    {
      schema: {
        tags: ['campaigns'],
        summary:
          'The campaign as a .zip: the .xlsx and every ad image named as its "Image File Name" cell, with each placement ratio',
        params: z.object({ id: z.string().max(64) }),
        // The 200 body is the .zip bytes; errors are JSON (404 when the campaign is not the user's).
      },
    },
    async (request, reply) => {
      const file = await exportCampaignBundle(
        { db: ctx.db, storage },
        { user: currentUser(request), campaignId: request.params.id },
      );
      return sendAttachment(reply, file, 'application/zip');
    },
  );
};
