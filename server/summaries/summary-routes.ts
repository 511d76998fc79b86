import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { summarizeRequestSchema } from '../../common/schemas/report.ts';
import { rateLimited } from '../http/rate-limits.ts';
import type { SummaryService } from './summary-service.ts';

/** POST /sightings/summarize (SPEC §7): the detailed description in, a plain-text summary out. */
export const summaryRoutes: FastifyPluginAsyncZod<{ summaries: SummaryService }> = async (app, { summaries }) => {
  app.post('/summarize', {
    config: rateLimited(20, '10 minutes', 'summary requests'),
    schema: {
      tags: ['sightings'],
      description:
        'Summarizes a detailed description in one line of at most 256 characters, answered as text/plain. ' +
        'Body: {"detailedDescription": "..."}, or the description itself as a JSON string or text/plain.',
      body: summarizeRequestSchema,
    },
    handler: async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await summaries.summarize(request.body)),
  });
};
