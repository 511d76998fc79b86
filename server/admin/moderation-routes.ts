import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityPageSchema } from '../../common/schemas/activity.ts';
import { failedSignInPageSchema } from '../../common/schemas/failed-sign-in.ts';
import { deleteSightingBodySchema } from '../../common/schemas/follow.ts';
import { pendingQuerySchema, sightingIdParamsSchema } from '../../common/schemas/browse.ts';
import { pageIndexSchema, pageSizeSchema } from '../../common/schemas/common-fields.ts';
import { sightingPageSchema } from '../../common/schemas/search.ts';
import { sightingSchema } from '../../common/schemas/sighting.ts';
import { sightingUpdateSchema } from '../../common/schemas/sighting-update.ts';
import { errorResponses, operationDocs } from '../http/route-docs.ts';
import type { FailedSignInLog } from './failed-sign-in-log.ts';
import type { ModerationService } from './moderation-service.ts';
import { staffOf } from './staff-guard.ts';

const docs = operationDocs(['administration']);

/** A staff log read a page at a time (`/:page/:size`), for staff who may see the activity. */
function logPageRoute<Page extends z.core.$ZodType>(
  operationId: string,
  summary: string,
  description: string,
  page: Page,
) {
  return {
    config: { capability: 'activity' as const },
    schema: {
      ...docs(operationId, summary, description),
      params: z.object({ page: pageIndexSchema, size: pageSizeSchema }),
      response: { 200: page },
    },
  };
}

/** Finding, editing, approving and deleting sightings, the moderation queue and the activity log. */
export const moderationRoutes: FastifyPluginAsyncZod<{
  moderation: ModerationService;
  failedSignIns: FailedSignInLog;
}> = async (app, { moderation, failedSignIns }) => {
  app.get('/sighting/exists/:id', {
    config: { capability: 'find' },
    schema: {
      ...docs(
        'sightingExists',
        'Whether a sighting exists, in any state',
        'Any sighting, pending included, that is not deleted.',
      ),
      params: sightingIdParamsSchema,
      response: { 200: z.boolean() },
    },
    handler: (request) => moderation.exists(request.params.id),
  });

  app.post('/update/sighting', {
    config: { capability: 'edit' },
    schema: {
      ...docs(
        'updateSighting',
        'Edit, approve or reject a sighting',
        'Saves the edit view; approving makes the sighting public at once. Logged as UPDATED_SIGHTING.',
      ),
      body: sightingUpdateSchema,
      response: { 200: sightingSchema, ...errorResponses(400, 404) },
    },
    handler: (request) => moderation.update(request.body, staffOf(request)),
  });

  app.post('/delete/sighting/:id', {
    config: { capability: 'delete' },
    schema: {
      ...docs(
        'deleteSighting',
        'Delete a sighting',
        'Soft delete, logged as DELETED_SIGHTING; false when there is no such sighting. The body may be empty, ' +
          'or give the reason a pending report is not published: {"reason": "..."}, which its witness reads.',
      ),
      params: sightingIdParamsSchema,
      body: deleteSightingBodySchema,
      response: { 200: z.boolean(), ...errorResponses(400) },
    },
    handler: (request) => moderation.delete(request.params.id, staffOf(request), request.body.reason),
  });

  app.get('/sightings/pending', {
    config: { capability: 'find' },
    schema: {
      ...docs(
        'listPendingSightings',
        'Reports waiting for review',
        'The moderation queue: pending reports, oldest first, or newest first with order=newest.',
      ),
      querystring: pendingQuerySchema,
      response: { 200: sightingPageSchema },
    },
    handler: (request) => moderation.pending(request.query),
  });

  app.get('/activities/:page/:size', {
    ...logPageRoute(
      'listActivities',
      'Staff activity, newest first',
      'Staff activity, newest first.',
      activityPageSchema,
    ),
    handler: (request) => moderation.activityPage(request.params),
  });

  app.get('/failed-sign-ins/:page/:size', {
    ...logPageRoute(
      'listFailedSignIns',
      'Failed sign-ins, newest first',
      'Failed sign-ins to staff accounts (wrong passwords, attempts slowed down), newest first: all of them ' +
        "for an admin, a moderator's own for a moderator.",
      failedSignInPageSchema,
    ),
    handler: (request) => failedSignIns.page(request.params, staffOf(request)),
  });
};
