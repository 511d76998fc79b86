import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, pageIndexSchema, pageSizeSchema } from '../../common/schemas/common-fields.ts';
import { flaggedSightingPageSchema } from '../../common/schemas/sighting-flags.ts';
import { page } from '../admin/moderation-service.ts';
import { staffGuard } from '../admin/staff-guard.ts';
import { operationDocs } from '../http/route-docs.ts';
import type { SightingFlagsRepository } from './sighting-flags-repository.ts';

/** GET /administration/flagged-sightings/{page}/{size}: imported sightings whose coordinates and place disagree. */
export const flagStaffRoutes: FastifyPluginAsyncZod<{ sightingFlags: SightingFlagsRepository }> = async (
  app,
  { sightingFlags },
) => {
  app.addHook('onRequest', staffGuard);
  app.get('/flagged-sightings/:page/:size', {
    config: { capability: 'find' },
    schema: {
      ...operationDocs(['administration'])(
        'listFlaggedSightings',
        'A page of flagged imported sightings',
        'Imported sightings whose coordinates lie more than 100 km from the place they name, newest first: ' +
          'stored where the coordinates say, for staff to check.',
      ),
      params: z.object({ page: pageIndexSchema, size: pageSizeSchema }),
      response: { 200: flaggedSightingPageSchema, 401: apiErrorSchema, 403: apiErrorSchema },
    },
    handler: async (request) => {
      const { size } = request.params;
      const { entries, total } = await sightingFlags.page(request.params.page * size, size);
      return page(entries, total, request.params);
    },
  });
};
