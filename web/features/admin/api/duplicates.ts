import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiPaths } from '../../../../common/api/api-paths.ts';
import { duplicatesSchema } from '../../../../common/schemas/duplicates.ts';
import { sightingSchema, type Sighting } from '../../../../common/schemas/sighting.ts';
import { apiGet, apiPost } from '../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from './admin-query-keys.ts';

/** GET {base}/administration/duplicates/{id}: the stored reports a report may repeat, most likely first. */
export function duplicatesQueryOptions(id: string) {
  return queryOptions({
    queryKey: [ADMIN_QUERY_KEY, 'duplicates', id] as const,
    queryFn: ({ signal }) => apiGet(apiPaths.staff.duplicates(id), duplicatesSchema, { signal }),
    // A report filed a moment later is a new candidate: read afresh whenever the queue is.
    staleTime: 0,
  });
}

/** POST {base}/administration/merge/sighting/{id}/into/{targetId}: answers the target, with the files moved. */
export function mergeSighting({ id, targetId }: { id: string; targetId: string }): Promise<Sighting> {
  return apiPost(apiPaths.staff.mergeSighting(id, targetId), {}, sightingSchema);
}

/** POST {base}/administration/keep/sighting/{id}/and/{otherId}: neither is offered as the other's duplicate again. */
export function keepBoth({ id, otherId }: { id: string; otherId: string }): Promise<boolean> {
  return apiPost(apiPaths.staff.keepBoth(id, otherId), {}, z.boolean());
}
