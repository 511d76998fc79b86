import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../../common/api/api-paths.ts';
import { sightingEventSchema } from '../../../../common/schemas/event.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** The event a public sighting is one report of, opened by that sighting's id (any member's id works). */
export function sightingEventQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['sighting-event', id] as const,
    queryFn: ({ signal }) => apiGet(apiPaths.sightingEvent(id), sightingEventSchema, { signal }),
  });
}
