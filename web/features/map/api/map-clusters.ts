import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { apiPaths } from '../../../../common/api/api-paths.ts';
import { clustersAnswerSchema, type ClustersAnswer } from '../../../../common/schemas/explore.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { normalizeBounds, type BoundsBox } from '../map-bounds.ts';

/** The map's view as the clusters call takes it: its box and its (whole) zoom level. */
export interface ClustersView {
  bounds: BoundsBox;
  zoom: number;
}

function fetchMapClusters({ bounds, zoom }: ClustersView, signal: AbortSignal): Promise<ClustersAnswer> {
  const box = normalizeBounds(bounds);
  const path = apiPaths.sightingClusters({
    swLng: box.swLng,
    swLat: box.swLat,
    neLng: box.neLng,
    neLat: box.neLat,
    zoom: Math.round(zoom),
  });
  return apiGet(path, clustersAnswerSchema, { signal });
}

/**
 * Every public sighting in view, as clusters with their counts and the view's total. No view (the map
 * not built yet, or a layer that draws none) means no call. The clusters drawn stay until the next
 * view's arrive.
 */
export function mapClustersQueryOptions(view: ClustersView | null) {
  return queryOptions({
    queryKey: ['map-clusters', view && { bounds: normalizeBounds(view.bounds), zoom: Math.round(view.zoom) }] as const,
    queryFn: view ? ({ signal }) => fetchMapClusters(view, signal) : skipToken,
    placeholderData: keepPreviousData,
  });
}
