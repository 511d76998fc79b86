import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_MAX_FILE_BYTES } from '../../common/schemas/upload-queue.ts';
import { sightingIdParamsSchema } from '../../common/schemas/browse.ts';
import { apiErrorSchema } from '../../common/schemas/common-fields.ts';
import { UPLOAD_TOKEN_HEADER, uploadAnswerSchema } from '../../common/schemas/report.ts';
import { HttpError } from '../http/errors.ts';
import { rateLimited } from '../http/rate-limits.ts';
import type { UploadService } from '../media/upload-service.ts';

const FILE_FIELD = 'file';
const errors = Object.fromEntries([400, 401, 404, 409, 413, 415, 429].map((status) => [status, apiErrorSchema]));

/** POST /sightings/upload/{id}: one file a call, in the multipart field 'file'. */
export const uploadRoutes: FastifyPluginAsyncZod<{ uploads: UploadService }> = async (app, { uploads }) => {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_FILE_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 },
  });

  app.post('/upload/:id', {
    config: rateLimited(60, '10 minutes', 'uploads'),
    schema: {
      tags: ['sightings'],
      description:
        "Adds one media file to a new report: multipart field 'file', header X-Upload-Token from the report's answer. " +
        'At most 10 files of at most 10 MB each; the type is decided by the bytes.',
      consumes: ['multipart/form-data'],
      params: sightingIdParamsSchema,
      response: { 201: uploadAnswerSchema, ...errors },
    },
    handler: async (request, reply) => {
      const token = request.headers[UPLOAD_TOKEN_HEADER];
      const target = await uploads.authorize(request.params.id, typeof token === 'string' ? token : undefined);
      if (!request.isMultipart())
        throw new HttpError(415, `Send the file as multipart/form-data in the field '${FILE_FIELD}'.`);
      try {
        const part = await request.file({ throwFileSizeLimit: false });
        if (!part || part.fieldname !== FILE_FIELD) {
          part?.file.resume();
          throw new HttpError(400, `Send one file in the multipart field '${FILE_FIELD}'.`);
        }
        const stored = await uploads.store(target, { fileName: part.filename, stream: part.file });
        return reply.code(201).send(stored);
      } catch (error) {
        throw malformedBodyAsClientError(error);
      }
    },
  });
};

/**
 * The multipart parser (busboy) rejects a body that is not well-formed multipart with a bare Error:
 * that is the client's mistake (400), like broken JSON, not a defect of ours.
 */
function malformedBodyAsClientError(error: unknown): unknown {
  const { statusCode, code, message } = error as { statusCode?: unknown; code?: unknown; message?: unknown };
  const fromParser = /multipart|part header|boundary/i.test(String(message));
  if (statusCode === undefined && code === undefined && fromParser) {
    return new HttpError(400, `The upload is not well-formed multipart/form-data: ${String(message)}.`);
  }
  return error;
}
