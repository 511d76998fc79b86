import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sightingIdParamsSchema } from '../../../common/schemas/browse.ts';
import { duplicatesSchema, keepBothParamsSchema, mergeParamsSchema } from '../../../common/schemas/duplicates.ts';
import { sightingSchema } from '../../../common/schemas/sighting.ts';
import { errorResponses, operationDocs } from '../../http/route-docs.ts';
import { staffOf } from '../staff-guard.ts';
import type { DuplicateService } from './duplicate-service.ts';

const docs = operationDocs(['administration']);
const errors = errorResponses(400, 404);

/** Resent reports: what a report may repeat, merging it into that one, or keeping both (decision 0028). */
export const duplicateRoutes: FastifyPluginAsyncZod<{ duplicates: DuplicateService }> = async (app, { duplicates }) => {
  app.get('/duplicates/:id', {
    config: { capability: 'find' },
    schema: {
      ...docs(
        'findDuplicates',
        'Reports a report may repeat',
        'The reports stored before this one that it may repeat, most likely first, each with a confidence ' +
          '(0–1) and what matched: the same place and time, near-identical text, a photo with (nearly) the ' +
          'same perceptual hash. Pairs staff kept both of are left out.',
      ),
      params: sightingIdParamsSchema,
      response: { 200: duplicatesSchema, ...errors },
    },
    handler: (request) => duplicates.candidates(request.params.id),
  });

  app.post('/merge/sighting/:id/into/:targetId', {
    config: { capability: 'delete' },
    schema: {
      ...docs(
        'mergeSighting',
        'Merge a report into the one it repeats',
        'Merges a resent report into the report it repeats: its media move to the target (files included), ' +
          'it is deleted, and the activity log records MERGED_SIGHTING. All or nothing. Answers the target. ' +
          '400 for merging a sighting into itself, 404 when either is unknown or deleted, 409 when the target ' +
          'would hold more than 10 files.',
      ),
      params: mergeParamsSchema,
      response: { 200: sightingSchema, ...errorResponses(400, 404, 409) },
    },
    handler: (request) => duplicates.merge(request.params.id, request.params.targetId, staffOf(request)),
  });

  app.post('/keep/sighting/:id/and/:otherId', {
    config: { capability: 'edit' },
    schema: {
      ...docs(
        'keepBothSightings',
        'Keep two similar reports apart',
        'Staff keep both reports: neither is offered as the other\u2019s duplicate again. Answers true; ' +
          'saying it twice changes nothing.',
      ),
      params: keepBothParamsSchema,
      response: { 200: z.boolean(), ...errors },
    },
    handler: (request) => duplicates.keepBoth(request.params.id, request.params.otherId, staffOf(request)),
  });
};
