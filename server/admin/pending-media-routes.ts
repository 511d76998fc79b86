import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../common/schemas/common-fields.ts';
import { pendingMediaParamsSchema } from '../../common/schemas/pending-media.ts';
import type { PendingMedia } from '../media/pending-media.ts';
import { sendPendingFile } from '../media/routes.ts';

/** GET /administration/media/{id}/{file}: a file of a report awaiting review, which /media does not serve. */
export const pendingMediaRoutes: FastifyPluginAsyncZod<{ pendingMedia: PendingMedia }> = async (
  app,
  { pendingMedia },
) => {
  app.get('/media/:id/:file', {
    config: { capability: 'find' },
    schema: {
      operationId: 'getPendingReportFile',
      summary: 'A file of a report awaiting review',
      tags: ['administration'],
      description:
        "A file of a report awaiting review (or its thumbnail, the file's name with .thumb.webp added): until " +
        'staff approve the report, its files are served only here and on its follow link, never under /media. ' +
        'Never cached. 404 once it is approved (then under /media) or deleted.',
      params: pendingMediaParamsSchema,
      response: { 404: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const { id, file } = request.params;
      return sendPendingFile(request, reply, await pendingMedia.open(id, file), file);
    },
  });
};
