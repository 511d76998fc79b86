import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { activityPageSchema } from '../../../../common/schemas/activity.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from './admin-query-keys.ts';
import { apiPaths } from '../../../../common/api/api-paths.ts';

/** GET {base}/administration/activities/{page}/{size}: staff activity, newest first. */
export function activitiesQueryOptions(page: number, size: number) {
  return queryOptions({
    queryKey: [ADMIN_QUERY_KEY, 'activities', page, size] as const,
    queryFn: ({ signal }) => apiGet(apiPaths.staff.activities(page, size), activityPageSchema, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
