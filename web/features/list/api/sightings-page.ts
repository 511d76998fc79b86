import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { sightingListSchema } from '../../../../common/schemas/sighting.ts';
import { apiGet } from '../../../lib/api-client.ts';

export function sightingsPageQueryOptions(page: number, size: number) {
  return queryOptions({
    queryKey: ['sightings', 'by-page', page, size] as const,
    queryFn: ({ signal }) => apiGet(`/sightings/by-page?page=${page}&size=${size}`, sightingListSchema, { signal }),
    // Keep the old rows on screen while the next page loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useSightingsPage(page: number, size: number) {
  return useQuery(sightingsPageQueryOptions(page, size));
}
