import { z } from 'zod/mini';
import { apiPost } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../../common/api/api-paths.ts';

export interface SightingDeletion {
  id: string;
  /** Why a pending report is not published: its witness reads it on their follow page. */
  reason: string | null;
}

/** POST {base}/administration/delete/sighting/{id}: true when deleted, false when there was none. */
export function deleteSighting({ id, reason }: SightingDeletion): Promise<boolean> {
  return apiPost(apiPaths.staff.deleteSighting(id), reason ? { reason } : {}, z.boolean());
}
