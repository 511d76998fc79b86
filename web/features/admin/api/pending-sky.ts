import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../../common/api/api-paths.ts';
import { skySchema } from '../../../../common/schemas/sky.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from './admin-query-keys.ts';

/** GET {base}/sightings/sky/{id} as staff: a pending report's sky, which visitors cannot read yet. */
export function pendingSkyQueryOptions(id: string) {
  return queryOptions({
    queryKey: [ADMIN_QUERY_KEY, 'sky', id] as const,
    queryFn: ({ signal }) => apiGet(apiPaths.sightingSky(id), skySchema, { signal }),
    // An edit of the place or time works the sky out again; the queue is read afresh when it is shown.
    staleTime: 60_000,
  });
}
