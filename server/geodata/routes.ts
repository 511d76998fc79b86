import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countryCodesSchema } from '../../common/schemas/browse.ts';
import {
  geocodeAnswerSchema,
  geocodeQuerySchema,
  reverseAnswerSchema,
  reverseQuerySchema,
  timeZoneAnswerSchema,
  timeZoneQuerySchema,
} from '../../common/schemas/geodata.ts';
import { errorResponses, operationDocs } from '../http/route-docs.ts';
import { countryNamesByCode } from './country-codes.ts';
import type { Geocoded, GeocodingService } from './geocoding-service.ts';
import { zoneAt } from './time-zones.ts';

const docs = operationDocs(['geodata']);

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
      ...docs('listCountryCodes', 'Country names by ISO 3166 code'),
      response: { 200: countryCodesSchema },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return countryNamesByCode;
    },
  });

  app.get('/geocode', {
    schema: {
      ...docs(
        'geocodeAddress',
        'Places matching an address',
        'Places matching an address, best first, as Nominatim /search answers.',
      ),
      querystring: geocodeQuerySchema,
      response: { 200: geocodeAnswerSchema, ...errorResponses(503) },
    },
    handler: async (request, reply) =>
      send(request, reply, await geocoding.search(request.query.q, request.query.limit)),
  });

  app.get('/reverse', {
    schema: {
      ...docs(
        'reverseGeocode',
        'The place at a point',
        "The place at a point, as Nominatim /reverse answers; {error: 'Unable to geocode'} when none.",
      ),
      querystring: reverseQuerySchema,
      response: { 200: reverseAnswerSchema, ...errorResponses(503) },
    },
    handler: async (request, reply) =>
      send(request, reply, await geocoding.reverse(request.query.lat, request.query.lon)),
  });

  app.get('/time-zone', {
    schema: {
      ...docs(
        'timeZoneAt',
        'The time zone at a point',
        'The IANA time zone at a point, from the full-resolution zone borders (the nearest land’s at sea): ' +
          'the zone in which a report’s occurredLocal is read at that place.',
      ),
      querystring: timeZoneQuerySchema,
      response: { 200: timeZoneAnswerSchema, ...errorResponses(400) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return { timeZone: zoneAt(request.query.lat, request.query.lon) };
    },
  });
};
