import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_FILE_BYTES } from '../../common/schemas/upload-queue.ts';
import { uploadAnswerSchema, type UploadAnswer } from '../../common/schemas/report.ts';
import { apiErrorSchema } from '../../common/schemas/common-fields.ts';
import { HttpError } from '../http/errors.ts';
import { rateLimited } from '../http/rate-limits.ts';
import type { UploadTarget } from '../sightings/media-repository.ts';
import type { UploadService } from './upload-service.ts';

const FILE_FIELD = 'file';

/** RFC 2046 allows boundaries of 1 to 70 characters; the parser fails on longer ones with a bare error. */
const MAX_BOUNDARY_LENGTH = 70;
export const MULTIPART_BOUNDARY_TOO_LONG = `The multipart boundary may be at most ${MAX_BOUNDARY_LENGTH} characters long.`;

/** The refusals an upload call can answer, for its response schema. */
export const UPLOAD_ERRORS = Object.fromEntries(
  [400, 401, 404, 409, 413, 415, 429].map((status) => [status, apiErrorSchema]),
);

/** The body and answers of every route that takes one file, for its schema: `...UPLOAD_SCHEMA`. */
export const UPLOAD_SCHEMA = {
  consumes: ['multipart/form-data'],
  response: { 201: uploadAnswerSchema, ...UPLOAD_ERRORS },
};

/** The rate limit of a route that takes files, each route counting its own: 60 files in 10 minutes an address. */
export function uploadRateLimit() {
  return rateLimited(60, '10 minutes', 'uploads');
}

/** Lets a route plugin read one file a call, of at most 10 MB (the report wizard's limits). */
export async function acceptOneFile(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_FILE_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 },
  });
}

/** Reads the request's one file, in the multipart field 'file', and stores it for `target`. */
export async function receiveUpload(
  request: FastifyRequest,
  uploads: UploadService,
  target: UploadTarget,
): Promise<UploadAnswer> {
  if (!request.isMultipart())
    throw new HttpError(415, `Send the file as multipart/form-data in the field '${FILE_FIELD}'.`);
  if (boundaryOf(request.headers['content-type']).length > MAX_BOUNDARY_LENGTH) {
    throw new HttpError(400, MULTIPART_BOUNDARY_TOO_LONG);
  }
  try {
    const part = await request.file({ throwFileSizeLimit: false });
    if (!part || part.fieldname !== FILE_FIELD) {
      part?.file.resume();
      throw new HttpError(400, `Send one file in the multipart field '${FILE_FIELD}'.`);
    }
    return await uploads.store(target, { fileName: part.filename, stream: part.file });
  } catch (error) {
    throw malformedBodyAsClientError(error);
  }
}

/** The boundary parameter of a Content-Type, quoted or not; empty when there is none. */
function boundaryOf(contentType: string | undefined): string {
  const match = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2] ?? '';
}

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
