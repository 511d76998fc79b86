import { z } from 'zod';
import { apiPost } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../../common/api/api-paths.ts';

/** POST {base}/administration/delete/sighting/{id}: true when deleted, false when there was none. */
export function deleteSighting(id: string): Promise<boolean> {
  return apiPost(apiPaths.staff.deleteSighting(id), {}, z.boolean());
}
