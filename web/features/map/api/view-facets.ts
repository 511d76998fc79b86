import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { apiPaths } from '../../../../common/api/api-paths.ts';
import { facetsAnswerSchema } from '../../../../common/schemas/explore.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { boxParameters, normalizeBounds, type BoundsBox } from '../map-bounds.ts';
import { filterParameters, type MapFilters } from '../map-filters.ts';

/** What the public sightings in view that pass the filters are: shapes, countries, hours, months. */
export function viewFacetsQueryOptions(bounds: BoundsBox | null, filters: MapFilters) {
  return queryOptions({
    queryKey: ['view-facets', bounds && normalizeBounds(bounds), filters] as const,
    queryFn: bounds
      ? ({ signal }) =>
          apiGet(
            apiPaths.sightingFacets([...boxParameters(bounds), ...filterParameters(filters)]),
            facetsAnswerSchema,
            {
              signal,
            },
          )
      : skipToken,
    placeholderData: keepPreviousData,
  });
}
