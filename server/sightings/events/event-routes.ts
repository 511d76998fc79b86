import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sightingIdParamsSchema } from '../../../common/schemas/browse.ts';
import { apiErrorSchema } from '../../../common/schemas/common-fields.ts';
import { sightingEventSchema } from '../../../common/schemas/event.ts';
import type { EventService } from './event-service.ts';

/** The public call under /api/v1/events: an event, opened by any of its public reports' ids. */
export const eventRoutes: FastifyPluginAsyncZod<{ events: EventService }> = async (app, { events }) => {
  app.get('/:id', {
    schema: {
      operationId: 'getSightingEvent',
      summary: 'The event a sighting belongs to',
      tags: ['sightings'],
      description:
        'The event a public sighting is one report of: every public report close to another of the group in place and time, earliest first.',
      params: sightingIdParamsSchema,
      response: { 200: sightingEventSchema, 404: apiErrorSchema },
    },
    // The service keeps each event's JSON text (a SightingEvent) until it may change: sent as it is.
    handler: async (request, reply) => {
      const json = await events.byMemberIdAsJson(request.params.id);
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  });
};
