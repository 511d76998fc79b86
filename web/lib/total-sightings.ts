import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiPaths } from '../../common/api/api-paths.ts';
import { apiGet } from './api-client.ts';

/** GET {base}/sightings/total-sightings: the count of public sightings, under one key wherever it is shown. */
export const totalSightingsQueryOptions = queryOptions({
  queryKey: ['sightings', 'total'] as const,
  queryFn: ({ signal }) => apiGet(apiPaths.totalSightings, z.number().check(z.int(), z.gte(0)), { signal }),
});

export function useTotalSightings() {
  return useQuery(totalSightingsQueryOptions);
}
