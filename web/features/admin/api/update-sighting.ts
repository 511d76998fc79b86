import { sightingSchema, type Sighting } from '../../../../common/schemas/sighting.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** POST {base}/administration/update/sighting (SPEC §7): the whole sighting, point null; answers it updated. */
export function updateSighting(sighting: Sighting): Promise<Sighting> {
  return apiPost('/administration/update/sighting', { ...sighting, point: null }, sightingSchema);
}
