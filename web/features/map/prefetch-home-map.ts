import type { QueryClient } from '@tanstack/react-query';
import { homeViewOfAddress } from '../../../common/pages/home-address.ts';
import { DEFAULT_MAP_PAGE_SIZE } from '../../../common/schemas/common-fields.ts';
import { mapSightingsQueryOptions } from './api/map-sightings.ts';
import { totalSightingsQueryOptions } from '../../lib/total-sightings.ts';
import { readSavedMapState } from './saved-map-state.ts';

/**
 * Asks for the home map's first sightings and the total while the map's code is still loading (a
 * route loader). A view the address names, or a saved one, is fetched by its bounds, which only the map
 * can tell.
 */
export function prefetchHomeMap(queryClient: QueryClient, address: URLSearchParams): void {
  if (!homeViewOfAddress(address) && !readSavedMapState()) {
    void queryClient.prefetchQuery(mapSightingsQueryOptions({ kind: 'latest', request: 0 }, DEFAULT_MAP_PAGE_SIZE));
  }
  void queryClient.prefetchQuery(totalSightingsQueryOptions);
}
