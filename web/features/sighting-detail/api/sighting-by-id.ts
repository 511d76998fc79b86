import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { sightingSchema } from '../../../../common/schemas/sighting.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../../common/api/api-paths.ts';

export function sightingByIdQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['sighting', id] as const,
    queryFn: ({ signal }) => apiGet(apiPaths.sightingById(id), sightingSchema, { signal }),
    // Moving to the previous or next sighting keeps this one on screen (and its mini map alive) meanwhile.
    placeholderData: keepPreviousData,
  });
}
