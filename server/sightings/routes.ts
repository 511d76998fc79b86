import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { boundsQuerySchema, pageQuerySchema, sightingIdParamsSchema } from '../../common/schemas/browse.ts';
import { apiErrorSchema } from '../../common/schemas/common-fields.ts';
import { searchRequestSchema, sightingPageSchema } from '../../common/schemas/search.ts';
import { sightingListSchema, sightingSchema } from '../../common/schemas/sighting.ts';
import type { SightingService } from './service.ts';

const tags = ['sightings'];
const notFound = { 404: apiErrorSchema };

/** The public read calls under /api/v1/sightings, at their exact paths. */
export const sightingReadRoutes: FastifyPluginAsyncZod<{ sightings: SightingService }> = async (app, { sightings }) => {
  app.get('/by-id/:id', {
    schema: { tags, params: sightingIdParamsSchema, response: { 200: sightingSchema, ...notFound } },
    // A signed-in staff member also sees pending sightings.
    handler: (request) => sightings.byId(request.params.id, { isStaff: Boolean(request.staff) }),
  });

  app.get('/by-page', {
    schema: { tags, querystring: pageQuerySchema, response: { 200: sightingListSchema } },
    handler: (request) => sightings.page(request.query),
  });

  app.get('/by-lat-lng-bounds', {
    schema: { tags, querystring: boundsQuerySchema, response: { 200: sightingListSchema } },
    handler: (request) => sightings.inBounds(request.query),
  });

  app.get('/total-sightings', {
    schema: { tags, response: { 200: z.number().int() } },
    handler: () => sightings.total(),
  });

  app.post('/search', {
    schema: { tags, body: searchRequestSchema, response: { 200: sightingPageSchema } },
    handler: (request) => sightings.search(request.body),
  });

  app.get('/latest-sighting', {
    schema: { tags, response: { 200: sightingSchema, ...notFound } },
    handler: () => sightings.latest(),
  });

  for (const direction of ['previous', 'next'] as const) {
    app.get(`/${direction}-sighting/:id`, {
      schema: {
        tags,
        description: `The ${direction} public sighting on the timeline; 204 when there is none.`,
        params: sightingIdParamsSchema,
        response: { 200: sightingSchema, 204: z.null(), ...notFound },
      },
      handler: async (request, reply) => {
        const sighting = await sightings.adjacent(request.params.id, direction);
        return sighting ?? reply.code(204).send(null);
      },
    });
  }
};
