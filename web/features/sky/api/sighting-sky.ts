import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../../common/api/api-paths.ts';
import { skySchema } from '../../../../common/schemas/sky.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** The sky at a stored sighting's place and time; it never changes, so it is kept for the visit. */
export function sightingSkyQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['sighting-sky', id] as const,
    queryFn: ({ signal }) => apiGet(apiPaths.sightingSky(id), skySchema, { signal }),
    staleTime: Infinity,
  });
}
