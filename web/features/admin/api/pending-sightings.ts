import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PendingOrder } from '../../../../common/schemas/browse.ts';
import { sightingPageSchema } from '../../../../common/schemas/search.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from './admin-query-keys.ts';
import { apiPaths } from '../../../../common/api/api-paths.ts';

/** GET {base}/administration/sightings/pending: the moderation queue, oldest first unless asked newest first. */
export function pendingSightingsQueryOptions(page: number, size: number, order: PendingOrder = 'oldest') {
  return queryOptions({
    queryKey: [ADMIN_QUERY_KEY, 'pending', page, size, order] as const,
    queryFn: ({ signal }) =>
      apiGet(apiPaths.staff.pendingSightings(page, size, order), sightingPageSchema, {
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
