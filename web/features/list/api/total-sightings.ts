import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client.ts';

export const totalSightingsQueryOptions = queryOptions({
  queryKey: ['sightings', 'total'] as const,
  queryFn: ({ signal }) => apiGet('/sightings/total-sightings', z.number().int().min(0), { signal }),
});

export function useTotalSightings() {
  return useQuery(totalSightingsQueryOptions);
}
