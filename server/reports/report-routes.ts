import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../common/schemas/common-fields.ts';
import { reportAnswerSchema, reportRequestSchema } from '../../common/schemas/report.ts';
import { rateLimited } from '../http/rate-limits.ts';
import type { ReportService } from './report-service.ts';

/** POST /sightings/report (SPEC §7): a visitor's new sighting, stored pending review. */
export const reportRoutes: FastifyPluginAsyncZod<{ reports: ReportService }> = async (app, { reports }) => {
  app.post('/report', {
    config: rateLimited(10, '10 minutes', 'reports'),
    schema: {
      tags: ['sightings'],
      description:
        'Reports a sighting. It is stored pending review; the answer carries an uploadToken for its media (60 minutes).',
      body: reportRequestSchema,
      response: { 201: reportAnswerSchema, 400: apiErrorSchema, 429: apiErrorSchema },
    },
    handler: async (request, reply) => reply.code(201).send(await reports.report(request.body)),
  });
};
