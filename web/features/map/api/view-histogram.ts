import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { apiPaths } from '../../../../common/api/api-paths.ts';
import { histogramAnswerSchema } from '../../../../common/schemas/explore.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { boxParameters, normalizeBounds, type BoundsBox } from '../map-bounds.ts';
import { filterParameters, type MapFilters } from '../map-filters.ts';

export type HistogramInterval = 'year' | 'month';

/** Public sightings in view that pass the filters, per year or month; no box (no map yet) means no call. */
export function viewHistogramQueryOptions(bounds: BoundsBox | null, filters: MapFilters, interval: HistogramInterval) {
  return queryOptions({
    queryKey: ['view-histogram', bounds && normalizeBounds(bounds), filters, interval] as const,
    queryFn: bounds
      ? ({ signal }) =>
          apiGet(
            apiPaths.sightingHistogram([
              ...boxParameters(bounds),
              ['interval', interval],
              ...filterParameters(filters),
            ]),
            histogramAnswerSchema,
            { signal },
          )
      : skipToken,
    placeholderData: keepPreviousData,
  });
}
