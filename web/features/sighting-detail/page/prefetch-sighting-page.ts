import type { QueryClient } from '@tanstack/react-query';
import { sightingByIdQueryOptions } from '../api/sighting-by-id.ts';
import { adjacentSightingQueryOptions } from '../api/adjacent-sighting.ts';

/**
 * Asks for the sighting and its neighbours (Previous, Next) while the detail screen's code is still
 * loading (a route loader).
 */
export function prefetchSightingPage(queryClient: QueryClient, id: string | undefined): void {
  if (!id) return;
  void queryClient.prefetchQuery(sightingByIdQueryOptions(id));
  void queryClient.prefetchQuery(adjacentSightingQueryOptions('previous', id));
  void queryClient.prefetchQuery(adjacentSightingQueryOptions('next', id));
}
