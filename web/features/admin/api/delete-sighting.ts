import { z } from 'zod';
import { apiPost } from '../../../lib/api-client.ts';

/** POST {base}/administration/delete/sighting/{id} (SPEC §7): true when deleted, false when there was none. */
export function deleteSighting(id: string): Promise<boolean> {
  return apiPost(`/administration/delete/sighting/${encodeURIComponent(id)}`, {}, z.boolean());
}
