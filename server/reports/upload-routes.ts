import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sightingIdParamsSchema } from '../../common/schemas/browse.ts';
import { UPLOAD_TOKEN_HEADER } from '../../common/schemas/report.ts';
import { acceptOneFile, receiveUpload, UPLOAD_SCHEMA, uploadRateLimit } from '../media/multipart-upload.ts';
import type { UploadService } from '../media/upload-service.ts';

/** POST /sightings/upload/{id}: one file a call, in the multipart field 'file'. */
export const uploadRoutes: FastifyPluginAsyncZod<{ uploads: UploadService }> = async (app, { uploads }) => {
  await acceptOneFile(app);

  app.post('/upload/:id', {
    config: uploadRateLimit(),
    schema: {
      operationId: 'uploadSightingMedia',
      summary: 'Add a photo or video to a new report',
      tags: ['sightings'],
      description:
        "Adds one media file to a new report: multipart field 'file', header X-Upload-Token from the report's answer. " +
        'At most 10 files of at most 10 MB each; the type is decided by the bytes.',
      params: sightingIdParamsSchema,
      ...UPLOAD_SCHEMA,
    },
    handler: async (request, reply) => {
      const token = request.headers[UPLOAD_TOKEN_HEADER];
      const target = await uploads.authorize(request.params.id, typeof token === 'string' ? token : undefined);
      return reply.code(201).send(await receiveUpload(request, uploads, target));
    },
  });
};
