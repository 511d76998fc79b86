import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyLiveChangeToList } from '../features/list/api/sightings-page.ts';
import { applyLiveChangeToMap } from '../features/map/api/map-sightings.ts';
import { subscribeLiveSightings } from '../lib/live-sightings.ts';
import { totalSightingsQueryOptions } from '../lib/total-sightings.ts';

/**
 * Keeps what pages show of the public sightings current from the live-updates stream: the home map's
 * table, markers and count, and the list's first page and count change in the query cache as each
 * change arrives. After many changes at once ('refreshed') the shown lists are fetched again. What
 * the home map counts of the whole record in view (clusters, timeline, panel) is asked for again
 * after any change.
 */
export function LiveSightingUpdates() {
  const queryClient = useQueryClient();

  useEffect(
    () =>
      subscribeLiveSightings((change) => {
        queryClient.setQueryData(totalSightingsQueryOptions.queryKey, change.total);
        for (const wholeRecord of ['map-clusters', 'view-histogram', 'view-facets']) {
          void queryClient.invalidateQueries({ queryKey: [wholeRecord] });
        }
        if (change.kind === 'refreshed') {
          void queryClient.invalidateQueries({ queryKey: ['map-sightings'] });
          void queryClient.invalidateQueries({ queryKey: ['sightings', 'by-page'] });
          return;
        }
        applyLiveChangeToMap(queryClient, change);
        applyLiveChangeToList(queryClient, change);
      }),
    [queryClient],
  );

  return null;
}
