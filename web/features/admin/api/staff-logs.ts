import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiPaths } from '../../../../common/api/api-paths.ts';
import { activityPageSchema } from '../../../../common/schemas/activity.ts';
import { failedSignInPageSchema } from '../../../../common/schemas/failed-sign-in.ts';
import { feedbackPageSchema } from '../../../../common/schemas/feedback.ts';
import { flaggedSightingPageSchema } from '../../../../common/schemas/sighting-flags.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from './admin-query-keys.ts';

/** The query of a staff log's pages, newest first; the page shown stays while the next one loads. */
function staffLogQuery<Page>(log: string, pathOf: (page: number, size: number) => string, schema: z.ZodMiniType<Page>) {
  return (page: number, size: number) =>
    queryOptions({
      queryKey: [ADMIN_QUERY_KEY, log, page, size] as const,
      queryFn: ({ signal }) => apiGet(pathOf(page, size), schema, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    });
}

/** GET {base}/administration/activities/{page}/{size}: staff activity. */
export const activitiesQueryOptions = staffLogQuery('activities', apiPaths.staff.activities, activityPageSchema);

/** GET {base}/administration/failed-sign-ins/{page}/{size}: failed sign-ins to staff accounts. */
export const failedSignInsQueryOptions = staffLogQuery(
  'failed-sign-ins',
  apiPaths.staff.failedSignIns,
  failedSignInPageSchema,
);

/** GET {base}/administration/feedback/{page}/{size}: what visitors sent with the feedback form. */
export const feedbackQueryOptions = staffLogQuery('feedback', apiPaths.staff.feedback, feedbackPageSchema);

/** GET {base}/administration/flagged-sightings/{page}/{size}: imported sightings far from the place they name. */
export const flaggedSightingsQueryOptions = staffLogQuery(
  'flagged-sightings',
  apiPaths.staff.flaggedSightings,
  flaggedSightingPageSchema,
);
