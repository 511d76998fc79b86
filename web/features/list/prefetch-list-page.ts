import type { QueryClient } from '@tanstack/react-query';
import { sightingsPageQueryOptions } from './api/sightings-page.ts';
import { totalSightingsQueryOptions } from '../../lib/total-sightings.ts';
import { readSavedListState } from './saved-list-state.ts';

/** Asks for the list's rows and total while the screen's code is still loading (a route loader). */
export function prefetchListPage(queryClient: QueryClient): void {
  const { page, size } = readSavedListState();
  void queryClient.prefetchQuery(sightingsPageQueryOptions(page, size));
  void queryClient.prefetchQuery(totalSightingsQueryOptions);
}
