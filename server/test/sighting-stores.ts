import type { DatabaseHandle } from '../db/connection.ts';
import { BulkSightingRepository } from '../sightings/bulk/bulk-repository.ts';
import { sightingEngineFor } from '../sightings/engine/sighting-engines.ts';
import { PublicSightingReads } from '../sightings/public-reads.ts';
import { StaffSightingRepository } from '../sightings/staff-repository.ts';

/** The sighting repositories on a test database, built as the services build them. */
export function sightingStores(handle: Pick<DatabaseHandle, 'db' | 'dialect'>) {
  const engine = sightingEngineFor(handle.dialect);
  return {
    engine,
    publicReads: new PublicSightingReads(handle.db, engine),
    staff: new StaffSightingRepository(handle.db, engine),
    bulk: new BulkSightingRepository(handle.db, engine),
  };
}
