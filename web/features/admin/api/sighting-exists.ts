import { z } from 'zod';
import { apiGet } from '../../../lib/api-client.ts';

/** GET {base}/administration/sighting/exists/{id} (SPEC §7): pending sightings count, deleted ones do not. */
export function sightingExists(id: string): Promise<boolean> {
  return apiGet(`/administration/sighting/exists/${encodeURIComponent(id)}`, z.boolean());
}
