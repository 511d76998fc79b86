import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { sightingListSchema } from '../../../common/schemas/sighting.ts';
import { apiGet } from '../../lib/api-client.ts';

export const totalSightingsQueryOptions = queryOptions({
  queryKey: ['sightings', 'total'] as const,
  queryFn: ({ signal }) => apiGet('/sightings/total-sightings', z.number().int().min(0), { signal }),
});

export function sightingsPageQueryOptions(page: number, size: number) {
  return queryOptions({
    queryKey: ['sightings', 'by-page', page, size] as const,
    queryFn: ({ signal }) => apiGet(`/sightings/by-page?page=${page}&size=${size}`, sightingListSchema, { signal }),
    // Keep the old rows on screen while the next page loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useTotalSightings() {
  return useQuery(totalSightingsQueryOptions);
}

export function useSightingsPage(page: number, size: number) {
  return useQuery(sightingsPageQueryOptions(page, size));
}
