import type { QueryClient } from '@tanstack/react-query';
import { sightingByIdQueryOptions } from '../../lib/sighting-detail/sighting-by-id.ts';

/** Asks for the sighting while the detail screen's code is still loading (a route loader). */
export function prefetchSightingPage(queryClient: QueryClient, id: string | undefined): void {
  if (id) void queryClient.prefetchQuery(sightingByIdQueryOptions(id));
}
