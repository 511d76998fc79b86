import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { sightingPageSchema } from '../../../../common/schemas/search.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from './admin-query-keys.ts';
import { apiPaths } from '../../../../common/api/api-paths.ts';

/** GET {base}/administration/sightings/pending: the moderation queue, oldest first. */
export function pendingSightingsQueryOptions(page: number, size: number) {
  return queryOptions({
    queryKey: [ADMIN_QUERY_KEY, 'pending', page, size] as const,
    queryFn: ({ signal }) =>
      apiGet(apiPaths.staff.pendingSightings(page, size), sightingPageSchema, {
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
