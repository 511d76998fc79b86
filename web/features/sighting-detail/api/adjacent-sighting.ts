import { queryOptions } from '@tanstack/react-query';
import { sightingSchema } from '../../../../common/schemas/sighting.ts';
import { apiGet } from '../../../lib/api-client.ts';

export type Direction = 'previous' | 'next';

/** The sighting before or after `id` on the timeline; null (204) at either end (SPEC §4). */
export function adjacentSightingQueryOptions(direction: Direction, id: string) {
  return queryOptions({
    queryKey: ['adjacent-sighting', direction, id] as const,
    queryFn: ({ signal }) =>
      apiGet(`/sightings/${direction}-sighting/${encodeURIComponent(id)}`, sightingSchema.nullable(), { signal }),
  });
}
