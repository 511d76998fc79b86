import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { failedSignInPageSchema } from '../../../../common/schemas/failed-sign-in.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from './admin-query-keys.ts';
import { apiPaths } from '../../../../common/api/api-paths.ts';

/** GET {base}/administration/failed-sign-ins/{page}/{size}: failed sign-ins to staff accounts, newest first. */
export function failedSignInsQueryOptions(page: number, size: number) {
  return queryOptions({
    queryKey: [ADMIN_QUERY_KEY, 'failed-sign-ins', page, size] as const,
    queryFn: ({ signal }) => apiGet(apiPaths.staff.failedSignIns(page, size), failedSignInPageSchema, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
