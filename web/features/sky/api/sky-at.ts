import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../../common/api/api-paths.ts';
import { skySchema, type SkyQuery } from '../../../../common/schemas/sky.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** The sky at any place and instant (the report wizard's); the same question always has the same answer. */
export function skyAtQueryOptions(query: SkyQuery) {
  return queryOptions({
    queryKey: ['sky-at', query.latitude, query.longitude, query.occurred] as const,
    queryFn: ({ signal }) => apiGet(apiPaths.sky(query), skySchema, { signal }),
    staleTime: Infinity,
  });
}
