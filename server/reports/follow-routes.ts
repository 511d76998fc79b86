import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../common/schemas/common-fields.ts';
import { followedReportSchema, followTokenParamsSchema } from '../../common/schemas/follow.ts';
import { followedMediaParamsSchema } from '../../common/schemas/pending-media.ts';
import type { PendingMedia } from '../media/pending-media.ts';
import { sendPendingFile } from '../media/routes.ts';
import { rateLimited } from '../http/rate-limits.ts';
import { acceptOneFile, receiveUpload, UPLOAD_SCHEMA, uploadRateLimit } from '../media/multipart-upload.ts';
import type { UploadService } from '../media/upload-service.ts';
import type { FollowService } from './follow-service.ts';

const tags = ['reports'];
const refusals = { 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

/**
 * The witness's private follow link, /reports/follow/{token}: where the report stands, and while it is
 * pending, media added and the report withdrawn. The answers are the witness's alone: never cached.
 */
export const followRoutes: FastifyPluginAsyncZod<{
  follows: FollowService;
  followUploads: UploadService;
  pendingMedia: PendingMedia;
}> = async (app, { follows, followUploads, pendingMedia }) => {
  await acceptOneFile(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/follow/:token', {
    schema: {
      operationId: 'getFollowedReport',
      summary: "A witness's own report, by its follow link",
      tags,
      description:
        'The report a follow link opens, and where it stands: received, in-review, published (with its page), ' +
        "not-published (with the staff's reason) or withdrawn. A wrong or expired token is a 404.",
      params: followTokenParamsSchema,
      response: { 200: followedReportSchema, 404: apiErrorSchema, 429: apiErrorSchema },
    },
    handler: (request) => follows.follow(request.params.token, request.ip),
  });

  app.post('/follow/:token/media', {
    config: uploadRateLimit(),
    schema: {
      operationId: 'addFollowedReportMedia',
      summary: "Add a photo or video to a witness's own report",
      tags,
      description:
        "Adds one media file to the followed report while it is pending: multipart field 'file', with the report " +
        "wizard's limits (at most 10 files of at most 10 MB each; the type is decided by the bytes).",
      params: followTokenParamsSchema,
      ...UPLOAD_SCHEMA,
    },
    handler: async (request, reply) => {
      const { token } = request.params;
      const id = await follows.pendingReportId(token, request.ip);
      const target = await followUploads.authorize(id, token);
      return reply.code(201).send(await receiveUpload(request, followUploads, target));
    },
  });

  app.get('/follow/:token/media/:file', {
    schema: {
      operationId: 'getFollowedReportFile',
      summary: "A file of a witness's own report awaiting review",
      tags,
      description:
        "One of the followed report's files while it is pending (or its thumbnail, the file's name with " +
        '.thumb.webp added): until staff approve it, its files are served only to its witness and to staff. ' +
        "Never cached. 409 once it has been reviewed (an approved report's files are under /media).",
      params: followedMediaParamsSchema,
      response: refusals,
    },
    handler: async (request, reply) => {
      const { token, file } = request.params;
      const id = await follows.pendingReportId(token, request.ip);
      return sendPendingFile(request, reply, await pendingMedia.open(id, file), file);
    },
  });

  app.post('/follow/:token/withdraw', {
    config: rateLimited(20, '10 minutes', 'withdrawals'),
    schema: {
      operationId: 'withdrawFollowedReport',
      summary: "Withdraw a witness's own report",
      tags,
      description:
        'Withdraws the followed report while it is pending: it leaves the moderation queue for good (logged as ' +
        'WITHDRAWN_SIGHTING). Answers where it stands now; 409 once staff have approved or deleted it.',
      params: followTokenParamsSchema,
      response: { 200: followedReportSchema, ...refusals },
    },
    handler: (request) => follows.withdraw(request.params.token, request.ip),
  });
};
