import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { apiPaths } from '../../../../common/api/api-paths.ts';
import { clustersAnswerSchema, type ClustersAnswer } from '../../../../common/schemas/explore.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { boxParameters, normalizeBounds, type BoundsBox } from '../map-bounds.ts';
import { filterParameters, type MapFilters } from '../map-filters.ts';

/** The map's view as the clusters call takes it: its box and its (whole) zoom level. */
export interface ClustersView {
  bounds: BoundsBox;
  zoom: number;
}

function fetchMapClusters(
  { bounds, zoom }: ClustersView,
  filters: MapFilters,
  signal: AbortSignal,
): Promise<ClustersAnswer> {
  const path = apiPaths.sightingClusters([
    ...boxParameters(bounds),
    ['zoom', Math.round(zoom)],
    ...filterParameters(filters),
  ]);
  return apiGet(path, clustersAnswerSchema, { signal });
}

/**
 * Every public sighting in view that passes the filters, as clusters with their counts and the view's
 * total. No view (the map not built yet, or a layer that draws none) means no call. The clusters drawn
 * stay until the next view's arrive.
 */
export function mapClustersQueryOptions(view: ClustersView | null, filters: MapFilters) {
  return queryOptions({
    queryKey: [
      'map-clusters',
      view && { bounds: normalizeBounds(view.bounds), zoom: Math.round(view.zoom) },
      filters,
    ] as const,
    queryFn: view ? ({ signal }) => fetchMapClusters(view, filters, signal) : skipToken,
    placeholderData: keepPreviousData,
  });
}
