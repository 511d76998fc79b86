import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiPaths } from '../../../../common/api/api-paths.ts';
import { activityPageSchema } from '../../../../common/schemas/activity.ts';
import { failedSignInPageSchema } from '../../../../common/schemas/failed-sign-in.ts';
import { feedbackPageSchema } from '../../../../common/schemas/feedback.ts';
import { flaggedSightingPageSchema } from '../../../../common/schemas/sighting-flags.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from './admin-query-keys.ts';

/** A page of a staff log, newest first; the page shown stays while the next one loads. */
function staffLogQueryOptions<Page>(
  log: string,
  path: string,
  schema: z.ZodMiniType<Page>,
  page: number,
  size: number,
) {
  return queryOptions({
    queryKey: [ADMIN_QUERY_KEY, log, page, size] as const,
    queryFn: ({ signal }) => apiGet(path, schema, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET {base}/administration/activities/{page}/{size}: staff activity. */
export function activitiesQueryOptions(page: number, size: number) {
  return staffLogQueryOptions('activities', apiPaths.staff.activities(page, size), activityPageSchema, page, size);
}

/** GET {base}/administration/failed-sign-ins/{page}/{size}: failed sign-ins to staff accounts. */
export function failedSignInsQueryOptions(page: number, size: number) {
  return staffLogQueryOptions(
    'failed-sign-ins',
    apiPaths.staff.failedSignIns(page, size),
    failedSignInPageSchema,
    page,
    size,
  );
}

/** GET {base}/administration/feedback/{page}/{size}: what visitors sent with the feedback form. */
export function feedbackQueryOptions(page: number, size: number) {
  return staffLogQueryOptions('feedback', apiPaths.staff.feedback(page, size), feedbackPageSchema, page, size);
}

/** GET {base}/administration/flagged-sightings/{page}/{size}: imported sightings far from the place they name. */
export function flaggedSightingsQueryOptions(page: number, size: number) {
  return staffLogQueryOptions(
    'flagged-sightings',
    apiPaths.staff.flaggedSightings(page, size),
    flaggedSightingPageSchema,
    page,
    size,
  );
}
