/** Every call of the API, public and staff, with the zod schemas its route validates against. */
import { z } from 'zod';
import { boundsQuerySchema, pageQuerySchema, sightingIdParamsSchema } from '../../common/schemas/browse.ts';
import { pageIndexSchema, pageSizeSchema } from '../../common/schemas/common-fields.ts';
import { keepBothParamsSchema, mergeParamsSchema } from '../../common/schemas/duplicates.ts';
import { exportRequestSchema } from '../../common/schemas/export.ts';
import {
  alertTokenParamsSchema,
  createAlertRequestSchema,
  updateAlertRequestSchema,
} from '../../common/schemas/alerts.ts';
import { clustersQuerySchema, facetsQuerySchema, histogramQuerySchema } from '../../common/schemas/explore.ts';
import { feedbackRequestSchema } from '../../common/schemas/feedback.ts';
import { deleteSightingBodySchema, followTokenParamsSchema } from '../../common/schemas/follow.ts';
import { geocodeQuerySchema, reverseQuerySchema, timeZoneQuerySchema } from '../../common/schemas/geodata.ts';
import { hyperparametersSchema } from '../../common/schemas/hyperparameters.ts';
import { liveStreamQuerySchema } from '../../common/schemas/live-sightings.ts';
import { loginFormSchema } from '../../common/schemas/login.ts';
import { followedMediaParamsSchema, pendingMediaParamsSchema } from '../../common/schemas/pending-media.ts';
import { reportRequestSchema, summarizeRequestSchema } from '../../common/schemas/report.ts';
import { searchRequestSchema } from '../../common/schemas/search.ts';
import { exportQuerySchema, searchQuerySchema } from '../../common/schemas/search-query.ts';
import { sightingUpdateSchema } from '../../common/schemas/sighting-update.ts';
import { skyQuerySchema } from '../../common/schemas/sky.ts';
import { tokenValidateRequestSchema } from '../../common/schemas/staff.ts';

export interface ApiCall {
  method: 'GET' | 'POST';
  /** As the OpenAPI document spells it: `{name}` for a path parameter. */
  path: string;
  params?: z.core.$ZodObject;
  query?: z.core.$ZodType;
  body?: z.core.$ZodType;
  /** Behind the staff guard: sent mostly with an admin's token, so the input reaches validation. */
  staff?: boolean;
  /** POST /sightings/upload/{id}: a multipart file instead of JSON. */
  multipart?: boolean;
  /** Changes who may call: fuzzed with throwaway tokens only, and last. */
  signsOut?: boolean;
  /** GET /sightings/stream: an answer that goes on until the client leaves; its status is what is checked. */
  neverEnds?: boolean;
}

const S = '/api/v1/sightings';
const A = '/api/v1/administration';
const R = '/api/v1/reports';
const id = sightingIdParamsSchema;

export const API_CALLS: readonly ApiCall[] = [
  { method: 'GET', path: `${S}/by-id/{id}`, params: id },
  { method: 'GET', path: `${S}/by-page`, query: pageQuerySchema },
  { method: 'GET', path: `${S}/by-lat-lng-bounds`, query: boundsQuerySchema },
  { method: 'GET', path: `${S}/clusters`, query: clustersQuerySchema },
  { method: 'GET', path: `${S}/histogram`, query: histogramQuerySchema },
  { method: 'GET', path: `${S}/facets`, query: facetsQuerySchema },
  { method: 'GET', path: `${S}/total-sightings` },
  { method: 'GET', path: `${S}/sources` },
  { method: 'POST', path: `${S}/search`, body: searchRequestSchema },
  { method: 'GET', path: `${S}/search`, query: searchQuerySchema },
  { method: 'GET', path: `${S}/latest-sighting` },
  { method: 'GET', path: `${S}/previous-sighting/{id}`, params: id },
  { method: 'GET', path: `${S}/next-sighting/{id}`, params: id },
  { method: 'GET', path: '/api/v1/events/{id}', params: id },
  { method: 'POST', path: `${S}/export`, body: exportRequestSchema },
  { method: 'GET', path: `${S}/export`, query: exportQuerySchema },
  { method: 'GET', path: `${S}/stream`, query: liveStreamQuerySchema, neverEnds: true },
  { method: 'POST', path: `${S}/report`, body: reportRequestSchema },
  { method: 'POST', path: `${S}/upload/{id}`, params: id, multipart: true },
  { method: 'POST', path: `${S}/summarize`, body: summarizeRequestSchema },
  // The follow link's calls: any token text reaches the lookup, which answers 404 (the media call
  // refuses a wrong token before it reads a body, so JSON bodies fuzz it as well as files would).
  { method: 'GET', path: `${R}/follow/{token}`, params: followTokenParamsSchema },
  { method: 'POST', path: `${R}/follow/{token}/media`, params: followTokenParamsSchema },
  { method: 'POST', path: `${R}/follow/{token}/withdraw`, params: followTokenParamsSchema },
  { method: 'GET', path: `${R}/follow/{token}/media/{file}`, params: followedMediaParamsSchema },
  // Alerts: any token text reaches the lookup, which answers 404.
  { method: 'GET', path: '/api/v1/alerts/options' },
  { method: 'POST', path: '/api/v1/alerts', body: createAlertRequestSchema },
  { method: 'GET', path: '/api/v1/alerts/{token}', params: alertTokenParamsSchema },
  { method: 'POST', path: '/api/v1/alerts/{token}', params: alertTokenParamsSchema, body: updateAlertRequestSchema },
  { method: 'POST', path: '/api/v1/alerts/{token}/delete', params: alertTokenParamsSchema },
  { method: 'POST', path: '/api/v1/alerts/{token}/resend-confirmation', params: alertTokenParamsSchema },
  { method: 'GET', path: `${S}/sky/{id}`, params: id },
  { method: 'GET', path: '/api/v1/sky', query: skyQuerySchema },
  { method: 'GET', path: '/api/v1/geodata/country/codes' },
  { method: 'GET', path: '/api/v1/geodata/geocode', query: geocodeQuerySchema },
  { method: 'GET', path: '/api/v1/geodata/reverse', query: reverseQuerySchema },
  { method: 'GET', path: '/api/v1/geodata/time-zone', query: timeZoneQuerySchema },
  { method: 'POST', path: '/api/v1/token/generate', body: loginFormSchema },
  { method: 'POST', path: '/api/v1/token/validate', body: tokenValidateRequestSchema },
  { method: 'POST', path: '/api/v1/feedback', body: feedbackRequestSchema },
  { method: 'GET', path: `${A}/sighting/exists/{id}`, params: id, staff: true },
  { method: 'POST', path: `${A}/update/sighting`, body: sightingUpdateSchema, staff: true },
  { method: 'GET', path: `${A}/sightings/pending`, query: pageQuerySchema, staff: true },
  { method: 'GET', path: `${A}/duplicates/{id}`, params: id, staff: true },
  { method: 'GET', path: `${A}/media/{id}/{file}`, params: pendingMediaParamsSchema, staff: true },
  { method: 'POST', path: `${A}/merge/sighting/{id}/into/{targetId}`, params: mergeParamsSchema, staff: true },
  { method: 'POST', path: `${A}/keep/sighting/{id}/and/{otherId}`, params: keepBothParamsSchema, staff: true },
  {
    method: 'GET',
    path: `${A}/activities/{page}/{size}`,
    params: z.object({ page: pageIndexSchema, size: pageSizeSchema }),
    staff: true,
  },
  {
    method: 'GET',
    path: `${A}/failed-sign-ins/{page}/{size}`,
    params: z.object({ page: pageIndexSchema, size: pageSizeSchema }),
    staff: true,
  },
  {
    method: 'GET',
    path: `${A}/feedback/{page}/{size}`,
    params: z.object({ page: pageIndexSchema, size: pageSizeSchema }),
    staff: true,
  },
  {
    method: 'GET',
    path: `${A}/flagged-sightings/{page}/{size}`,
    params: z.object({ page: pageIndexSchema, size: pageSizeSchema }),
    staff: true,
  },
  { method: 'GET', path: `${A}/system/uptime`, staff: true },
  { method: 'GET', path: `${A}/system/information`, staff: true },
  { method: 'GET', path: `${A}/hyperparameters`, staff: true },
  { method: 'POST', path: `${A}/update/hyperparameters`, body: hyperparametersSchema, staff: true },
  { method: 'POST', path: `${A}/delete/sighting/{id}`, params: id, body: deleteSightingBodySchema, staff: true },
  { method: 'POST', path: '/api/v1/token/revoke', signsOut: true },
];
