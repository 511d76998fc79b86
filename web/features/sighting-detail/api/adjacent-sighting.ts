import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { sightingSchema } from '../../../../common/schemas/sighting.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../../common/api/api-paths.ts';

export type Direction = 'previous' | 'next';

/** The sighting before or after `id` on the timeline; null (204) at either end. */
export function adjacentSightingQueryOptions(direction: Direction, id: string) {
  return queryOptions({
    queryKey: ['adjacent-sighting', direction, id] as const,
    queryFn: ({ signal }) => apiGet(apiPaths.adjacentSighting(direction, id), z.nullable(sightingSchema), { signal }),
  });
}
