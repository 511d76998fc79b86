import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countryCodesSchema } from '../../common/schemas/browse.ts';
import { apiErrorSchema } from '../../common/schemas/common-fields.ts';
import {
  geocodeAnswerSchema,
  geocodeQuerySchema,
  reverseAnswerSchema,
  reverseQuerySchema,
} from '../../common/schemas/geodata.ts';
import { countryNamesByCode } from './country-codes.ts';
import type { Geocoded, GeocodingService } from './geocoding-service.ts';

const tags = ['geodata'];
const unavailable = { 503: apiErrorSchema };

/** Answers keep a day; a fallback answer only minutes, so a recovered upstream is asked again soon. */
function send<T>(request: FastifyRequest, reply: FastifyReply, result: Geocoded<T>): T {
  if (result.fallbackReason)
    request.log.warn({ reason: result.fallbackReason }, 'geocoder upstream failed; answered offline');
  reply.header('cache-control', result.fallbackReason ? 'public, max-age=300' : 'public, max-age=86400');
  reply.header('x-geocoder', result.source);
  return result.answer;
}

/** Country names, and geocoding through the server (so visitors' browsers never call the geocoder), in Nominatim's JSON shape. */
export const geodataRoutes: FastifyPluginAsyncZod<{ geocoding: GeocodingService }> = async (app, { geocoding }) => {
  app.get('/country/codes', {
    schema: {
      operationId: 'listCountryCodes',
      summary: 'Country names by ISO 3166 code',
      tags,
      response: { 200: countryCodesSchema },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return countryNamesByCode;
    },
  });

  app.get('/geocode', {
    schema: {
      operationId: 'geocodeAddress',
      summary: 'Places matching an address',
      tags,
      description: 'Places matching an address, best first, as Nominatim /search answers.',
      querystring: geocodeQuerySchema,
      response: { 200: geocodeAnswerSchema, ...unavailable },
    },
    handler: async (request, reply) =>
      send(request, reply, await geocoding.search(request.query.q, request.query.limit)),
  });

  app.get('/reverse', {
    schema: {
      operationId: 'reverseGeocode',
      summary: 'The place at a point',
      tags,
      description: "The place at a point, as Nominatim /reverse answers; {error: 'Unable to geocode'} when none.",
      querystring: reverseQuerySchema,
      response: { 200: reverseAnswerSchema, ...unavailable },
    },
    handler: async (request, reply) =>
      send(request, reply, await geocoding.reverse(request.query.lat, request.query.lon)),
  });
};
