import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sightingIdParamsSchema } from '../../common/schemas/browse.ts';
import { apiErrorSchema } from '../../common/schemas/common-fields.ts';
import { skyQuerySchema, skySchema } from '../../common/schemas/sky.ts';
import type { SkyService } from './sky-service.ts';

const tags = ['sky'];

/** The sky at the time: for any place and instant, and for a stored public sighting. */
export const skyRoutes: FastifyPluginAsyncZod<{ sky: SkyService }> = async (app, { sky }) => {
  app.get('/sky', {
    schema: {
      operationId: 'getSky',
      summary: 'The sky at a place and time',
      tags,
      description:
        'The Sun, Moon, planets and bright stars at a place and instant, the satellites (Starlink trains as one) and rocket launches of the two minutes from it, and what a light in the sky could have been.',
      querystring: skyQuerySchema,
      response: { 200: skySchema },
    },
    handler: (request) => sky.at(request.query),
  });

  app.get('/sightings/sky/:id', {
    schema: {
      operationId: 'getSightingSky',
      summary: 'The sky at a sighting',
      tags,
      description:
        "The sky at a public sighting's place and time (a pending one too, for staff), with the satellites and rocket launches of its minutes, its candidates weighed against the report; 404 when the sighting is unknown, not public or has no coordinates.",
      params: sightingIdParamsSchema,
      response: { 200: skySchema, 404: apiErrorSchema },
    },
    // Staff see a pending report's sky too: the moderation queue shows its candidates.
    handler: (request) => sky.ofSighting(request.params.id, { isStaff: Boolean(request.staff) }),
  });
};
