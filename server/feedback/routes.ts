import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageIndexSchema, pageSizeSchema } from '../../common/schemas/common-fields.ts';
import {
  FEEDBACK_MESSAGE_MAX_LENGTH,
  feedbackPageSchema,
  feedbackReceiptSchema,
  feedbackRequestSchema,
} from '../../common/schemas/feedback.ts';
import { staffGuard } from '../admin/staff-guard.ts';
import { rateLimited } from '../http/rate-limits.ts';
import { errorResponses, operationDocs } from '../http/route-docs.ts';
import type { FeedbackService } from './feedback-service.ts';

/**
 * A message of the longest length, every character escaped as JSON's \uXXXX, fits with room to spare;
 * a bigger body is refused (413) before it is read into memory.
 */
const FEEDBACK_BODY_LIMIT = 32 * 1024;
/** A handful an hour is plenty for a person, and keeps a script from filling the staff's reading. */
const FEEDBACK_PER_HOUR = 5;

const publicDocs = operationDocs(['feedback']);
const staffDocs = operationDocs(['administration']);

/** POST /feedback: the built-in feedback form, open to every visitor. */
export const feedbackRoutes: FastifyPluginAsyncZod<{ feedback: FeedbackService }> = async (app, { feedback }) => {
  app.post('/feedback', {
    bodyLimit: FEEDBACK_BODY_LIMIT,
    config: rateLimited(FEEDBACK_PER_HOUR, '1 hour', 'feedback messages'),
    schema: {
      ...publicDocs(
        'sendFeedback',
        'Send feedback about the site',
        `Sends feedback to the staff: a message (required, at most ${FEEDBACK_MESSAGE_MAX_LENGTH} characters), ` +
          'an e-mail address for an answer (optional) and a topic (GENERAL or ADVERTISING). ' +
          `At most ${FEEDBACK_PER_HOUR} an hour from one address.`,
      ),
      body: feedbackRequestSchema,
      response: { 201: feedbackReceiptSchema, ...errorResponses(400, 413, 429) },
    },
    handler: async (request, reply) => reply.code(201).send(await feedback.send(request.body)),
  });
};

/** GET /administration/feedback/{page}/{size}: what visitors sent, for staff only. */
export const feedbackStaffRoutes: FastifyPluginAsyncZod<{ feedback: FeedbackService }> = async (app, { feedback }) => {
  // The same guard as every administration call: 401 without a live token, 403 for a role without the capability.
  app.addHook('onRequest', staffGuard);
  app.get('/feedback/:page/:size', {
    config: { capability: 'feedback' },
    schema: {
      ...staffDocs(
        'listFeedback',
        'Feedback received, newest first',
        'Feedback sent with the built-in form, newest first.',
      ),
      params: z.object({ page: pageIndexSchema, size: pageSizeSchema }),
      response: { 200: feedbackPageSchema, ...errorResponses(401, 403) },
    },
    handler: (request) => feedback.page(request.params),
  });
};
