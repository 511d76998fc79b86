import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { sightingListSchema } from '../../../../common/schemas/sighting.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { applyToCachedLists, type SightingChange } from '../../../lib/live-sighting-lists.ts';
import { apiPaths } from '../../../../common/api/api-paths.ts';

/** GET {base}/sightings/by-page: one page of the public timeline. */
export function sightingsPageQueryOptions(page: number, size: number) {
  return queryOptions({
    queryKey: ['sightings', 'by-page', page, size] as const,
    queryFn: ({ signal }) => apiGet(apiPaths.sightingsPage(page, size), sightingListSchema, { signal }),
    // Keep the old rows on screen while the next page loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useSightingsPage(page: number, size: number) {
  return useQuery(sightingsPageQueryOptions(page, size));
}

/**
 * Puts a live change into the list's first page (of every page size cached); later pages shift by
 * one, so they are fetched again when next shown.
 */
export function applyLiveChangeToList(queryClient: QueryClient, change: SightingChange): void {
  applyToCachedLists(queryClient, ['sightings', 'by-page'], change, (queryKey) => {
    const [, , page, size] = queryKey as ReturnType<typeof sightingsPageQueryOptions>['queryKey'];
    return page === 0 ? { size, belongs: () => true } : null;
  });
}
