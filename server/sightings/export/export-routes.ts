import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorSchema } from '../../../common/schemas/common-fields.ts';
import {
  DATA_LICENCE,
  EXPORT_TOTAL_HEADER,
  exportRequestSchema,
  type ParsedExportRequest,
} from '../../../common/schemas/export.ts';
import { exportQuerySchema } from '../../../common/schemas/search-query.ts';
import { rateLimited } from '../../http/rate-limits.ts';
import { LOCAL_DAYS_DESCRIPTION } from '../query-rules.ts';
import type { SightingExportService } from './export-service.ts';

/** An export reads every match of a search: a handful an hour serves a person, not a scraper. */
const EXPORTS_PER_HOUR = 10;

const description =
  'Exports every sighting the search lists (all pages, newest first; page and size play no part) as a ' +
  'file to download: format csv (RFC 4180, UTF-8 with a byte order mark, a licence column), json ' +
  '({licence, sightings}) or geojson (a FeatureCollection with a licence member). Each sighting carries ' +
  `its permalink. Streamed as it is read; the ${EXPORT_TOTAL_HEADER} header says how many the search ` +
  `counts. Licence: ${DATA_LICENCE.name}. At most ${EXPORTS_PER_HOUR} an hour from one address, the POST and ` +
  'GET forms together, one at a time; a few run at once and others wait their turn (a 429 with Retry-After ' +
  `when too many wait, or too long). ${LOCAL_DAYS_DESCRIPTION}`;

/** POST /sightings/export, and the same as a link: every sighting a search lists, as a CSV, JSON or GeoJSON file. */
export const sightingExportRoutes: FastifyPluginAsyncZod<{ sightingExports: SightingExportService }> = async (
  app,
  { sightingExports },
) => {
  const sendExport = async (criteria: ParsedExportRequest, request: FastifyRequest, reply: FastifyReply) => {
    const file = await sightingExports.export(criteria, `${request.protocol}://${request.host}`, request.ip);
    return (
      reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header(EXPORT_TOTAL_HEADER, String(file.total))
        .header('link', `<${DATA_LICENCE.url}>; rel="license"`)
        .header('cache-control', 'no-store')
        // A stream is sent as it is, past the JSON schemas the route's typed answers are held to.
        .send(file.body as never)
    );
  };
  // The POST and GET forms count against one limit.
  const limited = () => rateLimited(EXPORTS_PER_HOUR, '1 hour', 'exports', 'sighting exports');
  const produces = ['text/csv', 'application/json', 'application/geo+json'];
  const response = { 400: apiErrorSchema, 429: apiErrorSchema };

  app.post('/export', {
    config: limited(),
    schema: {
      operationId: 'exportSightings',
      summary: 'Export the results of a search as a file',
      tags: ['sightings'],
      description,
      body: exportRequestSchema,
      produces,
      response,
    },
    handler: (request, reply) => sendExport(request.body, request, reply),
  });

  app.get('/export', {
    config: limited(),
    schema: {
      operationId: 'exportSightingsByLink',
      summary: 'Export the results of a search as a file, as a link',
      tags: ['sightings'],
      description,
      querystring: exportQuerySchema,
      produces,
      response,
    },
    handler: (request, reply) => sendExport(request.query, request, reply),
  });
};
