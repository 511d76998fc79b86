import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ClustersAnswer } from '../../../common/schemas/explore.ts';
import { totalSightingsQueryOptions } from '../../lib/total-sightings.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import { mapClustersQueryOptions, type ClustersView } from './api/map-clusters.ts';
import { mapSightingsQueryOptions, type MapSightingsSource } from './api/map-sightings.ts';
import { isMappable } from './map-bounds.ts';
import type { MapFilters } from './map-filters.ts';
import type { MapLayer } from './map-layer.ts';
import { drawsWholeRecord } from './use-map-layer.ts';
import { refusalOf } from './view-refusal.ts';

const NO_CLUSTERS: ClustersAnswer['clusters'] = [];

interface MapQuestions {
  /** Where the sightings to mark come from; null asks nothing yet. */
  source: MapSightingsSource | null;
  pageSize: number;
  filters: MapFilters;
  layer: MapLayer;
  /** The settled view the whole record is counted in; null asks nothing yet. */
  clustersView: ClustersView | null;
}

/**
 * What the home map asks the server: the sightings to mark, the whole record's clusters for the layers
 * that draw it, and the total. A failure says so in a toast; a filtered view the server refuses to
 * narrow (too crowded) says so in its place instead.
 */
export function useMapAnswers({ source, pageSize, filters, layer, clustersView }: MapQuestions) {
  const sightingsQuery = useQuery(mapSightingsQueryOptions(source, pageSize, filters));
  const clustersQuery = useQuery(mapClustersQueryOptions(drawsWholeRecord(layer) ? clustersView : null, filters));
  const totalQuery = useQuery(totalSightingsQueryOptions);
  const sightingsRefusal = refusalOf(sightingsQuery.error);
  useErrorToast(
    { isError: sightingsQuery.isError && sightingsRefusal === null, errorUpdatedAt: sightingsQuery.errorUpdatedAt },
    {
      title: 'Internal Error',
      message: 'Could not retrieve sightings. Please try again later.',
    },
  );
  useErrorToast(totalQuery, {
    title: 'Internal Error',
    message: 'Could not retrieve sighting count. Please try again later.',
  });

  const sightings = useMemo(() => (sightingsQuery.data ?? []).filter(isMappable), [sightingsQuery.data]);
  return {
    sightings,
    /** The sightings answer the current question, not an earlier one kept meanwhile. */
    fresh: sightingsQuery.isSuccess && !sightingsQuery.isPlaceholderData,
    sightingsFailed: sightingsQuery.isError,
    loading: sightingsQuery.isFetching,
    sightingsRefusal,
    total: totalQuery.data,
    wholeRecord: drawsWholeRecord(layer)
      ? {
          clusters: clustersQuery.data?.clusters ?? NO_CLUSTERS,
          total: clustersQuery.data?.total,
          failed: clustersQuery.isError,
          refusal: refusalOf(clustersQuery.error),
        }
      : null,
  };
}
