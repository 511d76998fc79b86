import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { boundsQuerySchema, pageQuerySchema, sightingIdParamsSchema } from '../../common/schemas/browse.ts';
import {
  clustersAnswerSchema,
  clustersQuerySchema,
  facetsAnswerSchema,
  facetsQuerySchema,
  histogramAnswerSchema,
  histogramQuerySchema,
} from '../../common/schemas/explore.ts';
import { searchPageSchema, searchRequestSchema } from '../../common/schemas/search.ts';
import { searchQuerySchema } from '../../common/schemas/search-query.ts';
import { sightingListSchema, sightingSchema } from '../../common/schemas/sighting.ts';
import { sourceCountsSchema } from '../../common/schemas/sources.ts';
import { answerWriter, sendJsonBody } from '../http/json-body.ts';
import { errorResponses, operationDocs } from '../http/route-docs.ts';
import type { ExploreService } from './explore/explore-service.ts';
import { EXPLORE_DAYS_DESCRIPTION, LOCAL_DAYS_DESCRIPTION } from './query-rules.ts';
import type { SightingService } from './service.ts';
import type { SourceReads } from './sources/source-reads.ts';

const docs = operationDocs(['sightings']);

/** The public read calls under /api/v1/sightings, at their exact paths. */
export const sightingReadRoutes: FastifyPluginAsyncZod<{
  sightings: SightingService;
  explore: ExploreService;
  sources: SourceReads;
}> = async (app, { sightings, explore, sources }) => {
  app.get('/by-id/:id', {
    schema: {
      ...docs('getSightingById', 'One sighting by its id'),
      params: sightingIdParamsSchema,
      response: { 200: sightingSchema, ...errorResponses(404) },
    },
    // A signed-in staff member also sees pending sightings.
    handler: async (request, reply) =>
      sendJsonBody(
        reply,
        await sightings.byIdAnswer(request.params.id, { isStaff: Boolean(request.staff) }, answerWriter(reply)),
      ),
  });

  app.get('/by-page', {
    schema: {
      ...docs('listSightings', 'A page of the newest public sightings'),
      querystring: pageQuerySchema,
      response: { 200: sightingListSchema },
    },
    // Written once per version of the data and sent as written (service.ts).
    handler: async (request, reply) =>
      sendJsonBody(reply, await sightings.pageAnswer(request.query, answerWriter(reply))),
  });

  app.get('/by-lat-lng-bounds', {
    schema: {
      ...docs(
        'listSightingsInBounds',
        'The newest public sightings in a map box',
        'The newest public sightings in the box. The filters, all optional, narrow them as they narrow the ' +
          'clusters, histogram and facets; a crowded view filtered where no index helps is refused with a 400. ' +
          EXPLORE_DAYS_DESCRIPTION,
      ),
      querystring: boundsQuerySchema,
      response: { 200: sightingListSchema, ...errorResponses(400) },
    },
    handler: async (request, reply) =>
      sendJsonBody(reply, await sightings.inBoundsAnswer(request.query, answerWriter(reply))),
  });

  const inView = "Every count is of the public sightings inside the view's box that match the filters, exactly.";
  const clustersInView =
    "Clusters are cells of a grid, kept whole at the view's edges: their counts may add up to more than " +
    "`total`, which counts the public sightings inside the view's box that match the filters, exactly.";
  app.get('/clusters', {
    schema: {
      ...docs(
        'getSightingClusters',
        'Clusters of the public sightings in a map view',
        `${clustersInView} ${EXPLORE_DAYS_DESCRIPTION}`,
      ),
      querystring: clustersQuerySchema,
      response: { 200: clustersAnswerSchema },
    },
    handler: async (request, reply) =>
      sendJsonBody(reply, await explore.clustersAnswer(request.query, answerWriter(reply))),
  });

  app.get('/histogram', {
    schema: {
      ...docs(
        'getSightingHistogram',
        'The public sightings of a map view over time',
        `${inView} ${EXPLORE_DAYS_DESCRIPTION}`,
      ),
      querystring: histogramQuerySchema,
      response: { 200: histogramAnswerSchema },
    },
    handler: async (request, reply) =>
      sendJsonBody(reply, await explore.histogramAnswer(request.query, answerWriter(reply))),
  });

  app.get('/facets', {
    schema: {
      ...docs(
        'getSightingFacets',
        'Shapes, countries and hours of the public sightings in a map view',
        `${inView} Hours and months are those of the clocks and calendar of each sighting's place; where ` +
          "its zone is not known (`timeZone` null), the hour is mean solar time at its longitude and the month UTC's. " +
          EXPLORE_DAYS_DESCRIPTION,
      ),
      querystring: facetsQuerySchema,
      response: { 200: facetsAnswerSchema },
    },
    handler: (request) => explore.facets(request.query),
  });

  app.get('/total-sightings', {
    schema: {
      ...docs('countSightings', 'How many public sightings there are'),
      response: { 200: z.number().int() },
    },
    handler: () => sightings.total(),
  });

  app.post('/search', {
    schema: {
      ...docs('searchSightings', 'Search the public sightings', LOCAL_DAYS_DESCRIPTION),
      body: searchRequestSchema,
      response: { 200: searchPageSchema },
    },
    handler: (request) => sightings.search(request.body),
  });

  app.get('/search', {
    schema: {
      ...docs(
        'searchSightingsByLink',
        'Search the public sightings, as a link',
        'The search as a link that can be shared, cached and opened in a browser: the same criteria as the ' +
          'POST search, as query parameters (switches as true or false), answering exactly what it answers. ' +
          LOCAL_DAYS_DESCRIPTION,
      ),
      querystring: searchQuerySchema,
      response: { 200: searchPageSchema },
    },
    handler: (request) => sightings.search(request.query),
  });

  app.get('/latest-sighting', {
    schema: {
      ...docs('getLatestSighting', 'The newest public sighting'),
      response: { 200: sightingSchema, ...errorResponses(404) },
    },
    handler: async (_request, reply) => sendJsonBody(reply, await sightings.latestAnswer(answerWriter(reply))),
  });

  for (const direction of ['previous', 'next'] as const) {
    app.get(`/${direction}-sighting/:id`, {
      schema: {
        ...docs(
          direction === 'previous' ? 'getPreviousSighting' : 'getNextSighting',
          `The ${direction} public sighting on the timeline`,
          `The ${direction} public sighting on the timeline; 204 when there is none.`,
        ),
        params: sightingIdParamsSchema,
        response: { 200: sightingSchema, 204: z.null(), ...errorResponses(404) },
      },
      handler: async (request, reply) => {
        const sighting = await sightings.adjacent(request.params.id, direction);
        return sighting ?? reply.code(204).send(null);
      },
    });
  }

  // What the search and the map may be narrowed to by source.
  app.get('/sources', {
    schema: {
      ...docs(
        'listSightingSources',
        'The sources of the public sightings, with their counts',
        'Each catalogue the public sightings were imported from, and this site’s own reports, with how many ' +
          'public sightings it holds, the largest first: the values the search, the export and the map take as `source`.',
      ),
      response: { 200: sourceCountsSchema },
    },
    handler: () => sources.counts(),
  });
};
