import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../common/api/api-paths.ts';
import { timeZoneAnswerSchema } from '../../common/schemas/geodata.ts';
import { apiGet } from './api-client.ts';

/** The zone at a point (GET /geodata/time-zone): the one the server reads a report's time in. */
export function placeZoneQueryOptions(latitude: number, longitude: number) {
  return queryOptions({
    queryKey: ['place-zone', latitude, longitude] as const,
    queryFn: ({ signal }) =>
      apiGet(apiPaths.timeZone({ lat: latitude, lon: longitude }), timeZoneAnswerSchema, { signal }),
    staleTime: Infinity,
  });
}

/**
 * The IANA zone of a place, as the server tells it: undefined while it is asked (or when it could not
 * be had), null where no zone is known, or no place is given.
 */
export function usePlaceZone(latitude: number | null, longitude: number | null): string | null | undefined {
  const placed = latitude !== null && longitude !== null;
  const query = useQuery({ ...placeZoneQueryOptions(latitude ?? 0, longitude ?? 0), enabled: placed });
  if (!placed) return null;
  return query.data?.timeZone;
}
