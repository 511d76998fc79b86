import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../common/schemas/common-fields.ts';
import { reportAnswerSchema, reportRequestSchema, summarizeRequestSchema } from '../../common/schemas/report.ts';
import { rateLimited } from '../http/rate-limits.ts';
import type { UploadService } from '../media/upload-service.ts';
import type { SummaryService } from '../summaries/summary-service.ts';
import type { ReportService } from './report-service.ts';
import { uploadRoutes } from './upload-routes.ts';

export interface ReportWizardServices {
  reports: ReportService;
  uploads: UploadService;
  summaries: SummaryService;
}

/**
 * The report wizard's calls under /sightings: the report (stored pending review), the summary of its
 * description, and its media, one file a call (a plugin of its own: only uploads read multipart).
 */
export const reportWizardRoutes: FastifyPluginAsyncZod<ReportWizardServices> = async (
  app,
  { reports, uploads, summaries },
) => {
  app.post('/report', {
    config: rateLimited(10, '10 minutes', 'reports'),
    schema: {
      operationId: 'reportSighting',
      summary: 'Report a sighting',
      tags: ['sightings'],
      description:
        'Reports a sighting. It is stored pending review; the answer carries an uploadToken for its media (60 minutes). ' +
        'Its time is sent one of two ways, not both: occurredLocal, the date and time on the clocks of the place ' +
        '(yyyy-MM-ddTHH:mm, no offset), read in the time zone of latitude/longitude (GET /geodata/time-zone ' +
        'answers it; a time the clocks skipped is read with the offset before the change, one they showed twice ' +
        'as the first); or occurred, the instant with its offset.',
      body: reportRequestSchema,
      response: { 201: reportAnswerSchema, 400: apiErrorSchema, 429: apiErrorSchema },
    },
    handler: async (request, reply) => reply.code(201).send(await reports.report(request.body)),
  });

  app.post('/summarize', {
    config: rateLimited(20, '10 minutes', 'summary requests'),
    schema: {
      operationId: 'summarizeReport',
      summary: 'Suggest a summary for a report',
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

  await app.register(uploadRoutes, { uploads });
};
