import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sourceCountsSchema } from '../../../common/schemas/sources.ts';
import { operationDocs } from '../../http/route-docs.ts';
import type { SourceReads } from './source-reads.ts';

const docs = operationDocs(['sightings']);

/** GET /sightings/sources: what the search and the map may be narrowed to by source. */
export const sourceRoutes: FastifyPluginAsyncZod<{ sources: SourceReads }> = async (app, { sources }) => {
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
