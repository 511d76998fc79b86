import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import { sightingListSchema, type Sighting } from '../../../../common/schemas/sighting.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { applyToCachedLists, type SightingChange } from '../../../lib/live-sighting-lists.ts';
import { isMappable, normalizeBounds, sightingsInBoundsPath, type BoundsBox } from '../map-bounds.ts';
import { apiPaths } from '../../../../common/api/api-paths.ts';
import { NO_FILTERS, passesFilters, type MapFilters } from '../map-filters.ts';

/**
 * Where the home map's sightings come from: the latest ones (first visit, Most Recent; `request`
 * makes each press a fresh load), or those inside the current view.
 */
export type MapSightingsSource = { kind: 'latest'; request: number } | { kind: 'bounds'; bounds: BoundsBox };

function fetchMapSightings(
  source: MapSightingsSource,
  size: number,
  filters: MapFilters,
  signal: AbortSignal,
): Promise<Sighting[]> {
  const path =
    source.kind === 'latest' ? apiPaths.sightingsPage(0, size) : sightingsInBoundsPath(source.bounds, size, filters);
  return apiGet(path, sightingListSchema, { signal });
}

/**
 * No source yet (a saved view waiting for its map) means no call. The filters narrow the sightings in
 * view; the latest sightings (the spec's first load and Most Recent) are the newest of all.
 */
export function mapSightingsQueryOptions(source: MapSightingsSource | null, size: number, filters = NO_FILTERS) {
  const narrowing = source?.kind === 'bounds' ? filters : NO_FILTERS;
  return queryOptions({
    queryKey: ['map-sightings', source, size, narrowing] as const,
    queryFn: source ? ({ signal }) => fetchMapSightings(source, size, narrowing, signal) : skipToken,
    // Keep the markers while the next view loads, but not across a page-size change, which clears them.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === size ? previous : undefined),
  });
}

/** Whether a place lies inside a view box, on any copy of the world the box shows. */
function insideBounds(sighting: Sighting, bounds: BoundsBox): boolean {
  if (!isMappable(sighting)) return false;
  const box = normalizeBounds(bounds);
  if (sighting.latitude < box.swLat || sighting.latitude > box.neLat) return false;
  return [0, 360, -360].some((shift) => {
    const longitude = sighting.longitude + shift;
    return longitude >= box.swLng && longitude <= box.neLng;
  });
}

/** Puts a live change into the home map's cached sightings: its table and markers follow at once. */
export function applyLiveChangeToMap(queryClient: QueryClient, change: SightingChange): void {
  applyToCachedLists(queryClient, ['map-sightings'], change, (queryKey) => {
    const [, source, size, filters] = queryKey as ReturnType<typeof mapSightingsQueryOptions>['queryKey'];
    if (!source) return null;
    // A term's matches are the server's to tell: such a list is fetched again instead.
    if (source.kind === 'bounds' && filters.term !== undefined) return null;
    return {
      size,
      belongs: (sighting) =>
        source.kind === 'latest' ||
        (insideBounds(sighting, source.bounds) && passesFilters(sighting, filters) === true),
    };
  });
}
