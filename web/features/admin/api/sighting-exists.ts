import { z } from 'zod/mini';
import { apiGet } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../../common/api/api-paths.ts';

/** GET {base}/administration/sighting/exists/{id}: pending sightings count, deleted ones do not. */
export function sightingExists(id: string): Promise<boolean> {
  return apiGet(apiPaths.staff.sightingExists(id), z.boolean());
}
