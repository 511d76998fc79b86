import { sightingSchema, type Sighting } from '../../../../common/schemas/sighting.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../../common/api/api-paths.ts';

/** POST {base}/administration/update/sighting: the whole sighting, point null; answers it updated. */
export function updateSighting(sighting: Sighting): Promise<Sighting> {
  return apiPost(apiPaths.staff.updateSighting, { ...sighting, point: null }, sightingSchema);
}
