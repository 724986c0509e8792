import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, type AppContext } from '../../lib/context';
import { attachmentHeader, exportCampaign } from './export.service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** SPEC §9 spreadsheet export of one campaign; signed-in and owner-checked. */
export const exportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
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
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', attachmentHeader(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );
};
